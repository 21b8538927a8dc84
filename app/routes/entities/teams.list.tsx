import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { teams } from "~/entities/definitions/teams";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(teams, args);
export const action = (args: ActionFunctionArgs) => entityListAction(teams, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function TeamsList() {
  return <EntityList descriptor={teams} />;
}

export const meta = pageMeta(teams.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
