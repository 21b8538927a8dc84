import { useLocation } from "@remix-run/react";
import { ar } from "~/locales/ar";
import { en } from "~/locales/en";

export const LOCALES = ["ar", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ar";

export const resources = { ar: { translation: ar }, en: { translation: en } };

export function dirOf(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * The page a request path stands for: single-fetch data requests arrive as `/blogs.data`, and
 * the Arabic home page's as `/_root.data`.
 */
export function pagePath(pathname: string): string {
  return pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
}

/** The page a request is for (its path, without search). */
export function requestPath(request: Request): string {
  return pagePath(new URL(request.url).pathname);
}

/**
 * The language comes from the URL only (no browser detection): `/en` or `/en/...` is English,
 * everything else Arabic. Single-fetch data requests arrive as `/en.data` or `/_root.data`.
 */
export function localeFromPathname(pathname: string): Locale {
  const clean = pagePath(pathname);
  return clean === "/en" || clean.startsWith("/en/") ? "en" : "ar";
}

/** The language of the page being shown, from its URL. */
export function useLocale(): Locale {
  return localeFromPathname(useLocation().pathname);
}

/** A text in the page's language, else the one in the other language, else "". */
export function ownOrOther(locale: Locale, ar: string | null | undefined, en: string | null | undefined): string {
  return (locale === "ar" ? ar || en : en || ar) || "";
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
