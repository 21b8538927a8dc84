import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { offers } from "~/entities/definitions/offers";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(offers, args);
export const action = (args: ActionFunctionArgs) => entityListAction(offers, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function OffersList() {
  return <EntityList descriptor={offers} />;
}

export const meta = pageMeta(offers.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
