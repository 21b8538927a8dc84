import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { services } from "~/entities/definitions/services";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/services/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(services, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(services, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function ServicesForm() {
  return <EntityForm descriptor={services} />;
}

export const meta = formMeta(services);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
