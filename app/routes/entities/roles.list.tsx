import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { roles } from "~/entities/definitions/roles";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(roles, args);
export const action = (args: ActionFunctionArgs) => entityListAction(roles, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function RolesList() {
  return <EntityList descriptor={roles} />;
}

export const meta = pageMeta(roles.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
