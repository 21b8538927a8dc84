import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { clients } from "~/entities/definitions/clients";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/clients/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(clients, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(clients, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function ClientsForm() {
  return <EntityForm descriptor={clients} />;
}

export const meta = formMeta(clients);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
