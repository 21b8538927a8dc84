import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { services } from "~/entities/definitions/services";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(services, args);
export const action = (args: ActionFunctionArgs) => entityListAction(services, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function ServicesList() {
  return <EntityList descriptor={services} />;
}

export const meta = pageMeta(services.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
