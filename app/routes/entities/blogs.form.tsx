import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { blogs } from "~/entities/definitions/blogs";
import { EntityForm } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/entity.server";
import { pageMeta } from "~/utils/meta";
import { formStyles } from "~/entities/entity-form";

/** Add (/blogs/add) and edit share this module; the route id tells them apart. */
/** Styles its first paint needs beyond app.css (app/utils/page-styles.ts). */
export const handle = formStyles(blogs);

export const loader = (args: LoaderFunctionArgs) => entityFormLoader(blogs, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(blogs, args);

export default function BlogsForm() {
  return <EntityForm descriptor={blogs} />;
}

export const meta = pageMeta(blogs.titleKey);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
