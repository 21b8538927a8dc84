import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { partners } from "~/entities/definitions/partners";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/partners/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(partners, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(partners, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function PartnersForm() {
  return <EntityForm descriptor={partners} />;
}

export const meta = formMeta(partners);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
