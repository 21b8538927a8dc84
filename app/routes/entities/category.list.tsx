import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { category } from "~/entities/definitions/category";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(category, args);
export const action = (args: ActionFunctionArgs) => entityListAction(category, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function CategoriesList() {
  return <EntityList descriptor={category} />;
}

export const meta = pageMeta(category.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
