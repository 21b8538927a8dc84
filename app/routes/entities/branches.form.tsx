import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { branches } from "~/entities/definitions/branches";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/branches/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(branches, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(branches, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function BranchesForm() {
  return <EntityForm descriptor={branches} />;
}

export const meta = formMeta(branches);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
