import { ar } from "~/locales/ar";
import { en } from "~/locales/en";

export const LOCALES = ["ar", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ar";

export const resources = { ar: { translation: ar }, en: { translation: en } };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function dirOf(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * The language comes from the URL only (no browser detection): `/en` or `/en/...` is English,
 * everything else Arabic. Single-fetch data requests arrive as `/en.data` or `/_root.data`.
 */
export function localeFromPathname(pathname: string): Locale {
  const clean = pathname.replace(/\.data$/, "");
  return clean === "/en" || clean.startsWith("/en/") ? "en" : "ar";
}

/** `/blogs` in `en` is `/en/blogs`; `/` in `en` is `/en`. */
export function localizePath(path: string, locale: Locale): string {
  const bare = stripLocale(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === "/" ? "/en" : `/en${bare}`;
}

/** Removes the `/en` prefix, keeping search and hash. */
export function stripLocale(path: string): string {
  if (path === "/en") return "/";
  if (path.startsWith("/en/") || path.startsWith("/en?") || path.startsWith("/en#")) {
    const rest = path.slice(3);
    return rest.startsWith("/") ? rest : `/${rest}`;
  }
  return path || "/";
}

/**
 * The optional `($lang)` segment matches any first segment; only a missing one (Arabic) or "en"
 * is a language. Everything else must be a 404 rather than a page in a strange language.
 */
export function localeFromParam(lang: string | undefined): Locale | null {
  if (lang === undefined) return "ar";
  if (lang === "en") return "en";
  return null;
}
