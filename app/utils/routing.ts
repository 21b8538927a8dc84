import { localizePath, type Locale } from "./i18n";

export function loginPath(locale: Locale, redirectTo?: string): string {
  const base = localizePath("/login", locale);
  if (!redirectTo || redirectTo === "/" || redirectTo === "/en") return base;
  return `${base}?${new URLSearchParams({ redirectTo }).toString()}`;
}

export function noPermissionPath(locale: Locale): string {
  return localizePath("/no-permission", locale);
}
