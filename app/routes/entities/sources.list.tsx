import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { sources } from "~/entities/definitions/sources";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(sources, args);
export const action = (args: ActionFunctionArgs) => entityListAction(sources, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function SourcesList() {
  return <EntityList descriptor={sources} />;
}

export const meta = pageMeta(sources.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
