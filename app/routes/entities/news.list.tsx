import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { news } from "~/entities/definitions/news";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(news, args);
export const action = (args: ActionFunctionArgs) => entityListAction(news, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function NewsList() {
  return <EntityList descriptor={news} />;
}

export const meta = pageMeta(news.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
