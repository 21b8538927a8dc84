import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { sources } from "~/entities/definitions/sources";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/sources/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(sources, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(sources, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function SourcesForm() {
  return <EntityForm descriptor={sources} />;
}

export const meta = formMeta(sources);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
