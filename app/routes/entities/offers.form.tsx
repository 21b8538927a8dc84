import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { offers } from "~/entities/definitions/offers";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/offers/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(offers, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(offers, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function OffersForm() {
  return <EntityForm descriptor={offers} />;
}

export const meta = formMeta(offers);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
