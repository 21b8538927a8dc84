import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { customers } from "~/entities/definitions/mange-clients";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(customers, args);
export const action = (args: ActionFunctionArgs) => entityListAction(customers, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function CustomersList() {
  return <EntityList descriptor={customers} />;
}

export const meta = pageMeta(customers.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
