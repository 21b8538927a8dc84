import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { partners } from "~/entities/definitions/partners";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(partners, args);
export const action = (args: ActionFunctionArgs) => entityListAction(partners, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function PartnersList() {
  return <EntityList descriptor={partners} />;
}

export const meta = pageMeta(partners.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
