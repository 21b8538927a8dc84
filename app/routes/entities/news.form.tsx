import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { news } from "~/entities/definitions/news";
import { EntityForm, formMeta } from "~/entities/entity-form";
import { entityFormAction, entityFormLoader } from "~/entities/form.server";

/** Add (/news/add) and edit share this module; the route id tells them apart. */
export const loader = (args: LoaderFunctionArgs) => entityFormLoader(news, args);
export const action = (args: ActionFunctionArgs) => entityFormAction(news, args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function NewsForm() {
  return <EntityForm descriptor={news} />;
}

export const meta = formMeta(news);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
