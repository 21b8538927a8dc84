import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { teams } from "~/entities/definitions/teams";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/teams/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(teams, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(teams, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function TeamsForm() {
  return <EntityForm descriptor={teams} />;
}

export const meta = formMeta(teams);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
