import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, type ShouldRevalidateFunction } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { localeFromParam, localeFromPathname } from "~/utils/i18n/locale";
import { languageData } from "~/server/messages.server";
import { needsMoreParts, partsFor } from "~/utils/i18n/strings";
import { createT, messagesFromMatches, type LanguageData } from "~/utils/i18n/translation";

/**
 * The optional `($lang)` segment: only "en" (or none) is a language; anything else is a 404.
 * Its data is the part of the current language's dictionary the page needs, the only strings
 * the browser gets (app/utils/i18n/strings.ts).
 *
 * A first segment that is no language (`/xx/blogs`, `/nothing-here`) still gets the Arabic
 * dictionary: the 404 is thrown by the page's own guard (every loader calls requireLocale), so
 * that a logged-in staff member sees it inside the frame (app/server/guard.server.ts).
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<LanguageData> {
  const { pathname } = new URL(request.url);
  return languageData(localeFromParam(params.lang) ?? localeFromPathname(pathname), partsFor(pathname));
}

/**
 * The strings travel again only for another language or a page needing a part the current page
 * was not sent (a list, then a form): filters, list-to-list navigations and actions do not resend them.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  (currentParams.lang !== nextParams.lang || needsMoreParts(currentUrl.pathname, nextUrl.pathname)) && defaultShouldRevalidate;

/**
 * Seen only when this route's error boundary shows (`/xx`, `/xx/blogs`, `/fr/login`): the error
 * page's own title, not the root's. Child routes export their own meta, which wins otherwise.
 */
export const meta: MetaFunction = ({ error, location, matches }) => {
  const locale = localeFromPathname(location.pathname);
  const lookup = (key: string) => createT(messagesFromMatches(matches, locale), locale)(key);
  const name = lookup("app.name");
  const title = !error
    ? lookup("app.fullName")
    : `${lookup(isRouteErrorResponse(error) && error.status === 404 ? "errors.notFoundTitle" : "errors.serverTitle")} | ${name}`;
  return [{ title }, { name: "description", content: lookup("app.description") }];
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
