import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { category } from "~/entities/definitions/category";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/category/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(category, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(category, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function CategoriesForm() {
  return <EntityForm descriptor={category} />;
}

export const meta = formMeta(category);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
