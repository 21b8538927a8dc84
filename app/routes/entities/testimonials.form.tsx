import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { testimonials } from "~/entities/definitions/testimonials";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/testimonials/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(testimonials, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(testimonials, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function TestimonialsForm() {
  return <EntityForm descriptor={testimonials} />;
}

export const meta = formMeta(testimonials);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
