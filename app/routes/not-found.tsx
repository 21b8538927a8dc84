import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { localeFromPathname } from "~/utils/i18n/locale";
import { serverT } from "~/server/i18next.server";
import { pageMeta } from "~/utils/meta";

/** An unknown route shows a 404 page, "This page could not be found" (in the frame for a logged-in staff member). */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeFromPathname(new URL(request.url).pathname);
  throw data({ message: serverT(locale)("errors.notFound") }, { status: 404 });
}

export async function action({ request }: LoaderFunctionArgs) {
  return loader({ request, params: {}, context: {} });
}

export default function NotFound() {
  return null;
}

export const meta = pageMeta("errors.notFoundTitle");

/** Inside the frame's `<main>` (an anonymous visitor gets the frame's own error page instead). */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
