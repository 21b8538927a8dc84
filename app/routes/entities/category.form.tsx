import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { category } from "~/entities/definitions/category";
import { EntityForm } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/entity.server";
import { pageMeta } from "~/utils/meta";
import { formStyles } from "~/entities/entity-form";

/** Add (/category/add) and edit share this module; the route id tells them apart. */
/** Styles its first paint needs beyond app.css (app/utils/page-styles.ts). */
export const handle = formStyles(category);

export const loader = (args: LoaderFunctionArgs) => entityFormLoader(category, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(category, args);

export default function CategoriesForm() {
  return <EntityForm descriptor={category} />;
}

export const meta = pageMeta(category.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
