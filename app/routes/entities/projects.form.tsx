import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { projects } from "~/entities/definitions/projects";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/projects/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(projects, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(projects, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function ProjectsForm() {
  return <EntityForm descriptor={projects} />;
}

export const meta = formMeta(projects);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
