import type { MetaDescriptor } from "@remix-run/node";
import { localeFromPathname } from "./i18n";
import { createT, messagesFromMatches } from "./translation";

/** Page title and description in the page's language (spec §1: Arabic on Arabic pages). */
export function pageMeta(titleKey: string) {
  return ({ location, matches }: { location: { pathname: string }; matches: ReadonlyArray<{ id: string; data?: unknown }> }): MetaDescriptor[] => {
    const locale = localeFromPathname(location.pathname);
    const lookup = createT(messagesFromMatches(matches, locale), locale);
    const page = lookup(titleKey);
    const name = lookup("app.name");
    return [
      { title: titleKey === "app.fullName" ? page : `${page} | ${name}` },
      { name: "description", content: lookup("app.description") },
    ];
  };
}
