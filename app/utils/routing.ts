import { localizePath, type Locale } from "./i18n/locale";

export function loginPath(locale: Locale, redirectTo?: string): string {
  const base = localizePath("/login", locale);
  if (!redirectTo || redirectTo === "/" || redirectTo === "/en") return base;
  return `${base}?${new URLSearchParams({ redirectTo }).toString()}`;
}

export function noPermissionPath(locale: Locale): string {
  return localizePath("/no-permission", locale);
}

/** The same list with one parameter changed (sorting links, pagination); page resets unless set. */
export function withParams(values: Record<string, string>, changes: Record<string, string | null>): string {
  const next = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (k !== "page") next.set(k, v);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === "") next.delete(k);
    else next.set(k, v);
  }
  const qs = next.toString();
  return qs ? `?${qs}` : "?";
}
