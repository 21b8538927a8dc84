import type { MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { localeFromPathname } from "./i18n/locale";
import { createT, messagesFromMatches, type TFunction } from "./i18n/translation";

/**
 * Page title and description in the page's language. A page
 * whose heading depends on its data (an add or edit form) names it with `fromData`; the area's
 * title stands in while there is none (an error page), except on a 404, which says so (a page
 * asked for under an address that is no page: `/xx/blogs`).
 */
export function pageMeta(titleKey: string, fromData?: (t: TFunction, data: unknown) => string | undefined) {
  return ({
    location,
    matches,
    data,
    error,
  }: {
    location: { pathname: string };
    matches: ReadonlyArray<{ id: string; data?: unknown }>;
    data?: unknown;
    error?: unknown;
  }): MetaDescriptor[] => {
    const locale = localeFromPathname(location.pathname);
    const lookup = createT(messagesFromMatches(matches, locale), locale);
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    const page = notFound ? lookup("errors.notFoundTitle") : fromData?.(lookup, data) || lookup(titleKey);
    const name = lookup("app.name");
    return [{ title: titleKey === "app.fullName" ? page : `${page} | ${name}` }, { name: "description", content: lookup("app.description") }];
  };
}
