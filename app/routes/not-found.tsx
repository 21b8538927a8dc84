import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { localeFromPathname } from "~/utils/i18n";
import { serverT } from "~/server/i18next.server";
import { pageMeta } from "~/utils/meta";

/** An unknown route shows a 404 page, "This page could not be found". */
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

export function ErrorBoundary() {
  return (
    <main id="main" className="error-page">
      <GeneralErrorBoundary />
    </main>
  );
}
