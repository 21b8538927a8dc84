import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { branches } from "~/entities/definitions/branches";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(branches, args);
export const action = (args: ActionFunctionArgs) => entityListAction(branches, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function BranchesList() {
  return <EntityList descriptor={branches} />;
}

export const meta = pageMeta(branches.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
