import type { MetaDescriptor } from "@remix-run/node";
import { localeFromPathname } from "./i18n";
import { lookup } from "./translate";

/** Page title and description in the page's language (spec §1: Arabic on Arabic pages). */
export function pageMeta(titleKey: string) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const locale = localeFromPathname(location.pathname);
    const page = lookup(locale, titleKey);
    const name = lookup(locale, "app.name");
    return [
      { title: titleKey === "app.fullName" ? page : `${page} | ${name}` },
      { name: "description", content: lookup(locale, "app.description") },
    ];
  };
}
