import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireLocale } from "~/utils/auth.server";
import { localeFromPathname } from "~/utils/i18n";
import { lookup } from "~/utils/translate";

/** The optional `($lang)` segment: only "en" (or none) is a language; anything else is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  requireLocale(params);
  return null;
}

/**
 * Seen only when this route's error boundary shows (`/xx`, `/xx/blogs`, `/fr/login`): the error
 * page's own title, not the root's. Child routes export their own meta, which wins otherwise.
 */
export const meta: MetaFunction = ({ error, location }) => {
  const locale = localeFromPathname(location.pathname);
  const name = lookup(locale, "app.name");
  const title = !error
    ? lookup(locale, "app.fullName")
    : `${lookup(locale, isRouteErrorResponse(error) && error.status === 404 ? "errors.notFoundTitle" : "errors.serverTitle")} | ${name}`;
  return [{ title }, { name: "description", content: lookup(locale, "app.description") }];
};

export default function LanguageRoot() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <main id="main" className="error-page">
      <GeneralErrorBoundary />
    </main>
  );
}
