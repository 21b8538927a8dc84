import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { customers } from "~/entities/definitions/mange-clients";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/mange-clients/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(customers, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(customers, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function CustomersForm() {
  return <EntityForm descriptor={customers} />;
}

export const meta = formMeta(customers);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
