import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { category } from "~/entities/definitions/category";
import { EntityForm } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/entity.server";
import { pageMeta } from "~/utils/meta";

/** Add (/category/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(category, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(category, args);

export default function CategoriesForm() {
  return <EntityForm descriptor={category} />;
}

export const meta = pageMeta(category.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
