import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { testimonials } from "~/entities/definitions/testimonials";
import { EntityList } from "~/entities/entity-list";
import { entityListAction } from "~/entities/bulk.server";
import { entityListLoader } from "~/entities/list.server";
import { pageMeta } from "~/utils/meta";

export const loader = (args: LoaderFunctionArgs) => entityListLoader(testimonials, args);
export const action = (args: ActionFunctionArgs) => entityListAction(testimonials, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function TestimonialsList() {
  return <EntityList descriptor={testimonials} />;
}

export const meta = pageMeta(testimonials.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
