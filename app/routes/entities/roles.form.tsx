import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { roles } from "~/entities/definitions/roles";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/roles/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(roles, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(roles, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function RolesForm() {
  return <EntityForm descriptor={roles} />;
}

export const meta = formMeta(roles);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
