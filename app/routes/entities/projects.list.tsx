import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { projects } from "~/entities/definitions/projects";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(projects, args);
export const action = (args: ActionFunctionArgs) => entityListAction(projects, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function ProjectsList() {
  return <EntityList descriptor={projects} />;
}

export const meta = pageMeta(projects.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
