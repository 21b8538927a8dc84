import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { clients } from "~/entities/definitions/clients";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(clients, args);
export const action = (args: ActionFunctionArgs) => entityListAction(clients, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function ClientsList() {
  return <EntityList descriptor={clients} />;
}

export const meta = pageMeta(clients.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
