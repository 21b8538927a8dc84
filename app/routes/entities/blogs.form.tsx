import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { blogs } from "~/entities/definitions/blogs";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/blogs/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(blogs, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(blogs, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function BlogsForm() {
  return <EntityForm descriptor={blogs} />;
}

export const meta = formMeta(blogs);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
