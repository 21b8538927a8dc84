import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { orders } from "~/entities/definitions/orders";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(orders, args);
export const action = (args: ActionFunctionArgs) => entityListAction(orders, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function OrdersList() {
  return <EntityList descriptor={orders} />;
}

export const meta = pageMeta(orders.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
