import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { projects } from "~/entities/definitions/projects";
import { EntityForm } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/entity.server";
import { pageMeta } from "~/utils/meta";

/** Add (/projects/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(projects, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(projects, args);

export default function ProjectsForm() {
  return <EntityForm descriptor={projects} />;
}

export const meta = pageMeta(projects.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
