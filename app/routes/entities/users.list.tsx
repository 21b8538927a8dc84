import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { users } from "~/entities/definitions/users";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(users, args);
export const action = (args: ActionFunctionArgs) => entityListAction(users, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function UsersList() {
  return <EntityList descriptor={users} />;
}

export const meta = pageMeta(users.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
