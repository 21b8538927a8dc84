import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { blogs } from "~/entities/definitions/blogs";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(blogs, args);
export const action = (args: ActionFunctionArgs) => entityListAction(blogs, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function BlogsList() {
  return <EntityList descriptor={blogs} />;
}

export const meta = pageMeta(blogs.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
