import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { dirOf, localeFromPathname, type Locale } from "./locale";

/**
 * The browser's translation runtime, in place of i18next + react-i18next (about 26 KB
 * gzipped with both dictionaries). It keeps the call shapes the code uses, `t(key)`,
 * `t(key, { name })` with `{{name}}` interpolation and `t(key, { count })` with i18next's plural
 * suffixes (`_zero` for 0 when present, then `_one/_two/_few/_many/_other` by Intl.PluralRules),
 * and is fed only the strings of the current language the page needs, which the language route's
 * loader sends (app/routes/lang.tsx, app/utils/i18n/strings.ts). The server renders with the same
 * function and the same data, so server and hydrated text are identical. Server-only code keeps
 * i18next (`serverT`).
 */

export type Messages = { [key: string]: string | Messages };
export type TOptions = { count?: number } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

/** What the language route's loader returns. */
export type LanguageData = { locale: Locale; messages: Messages };

const LANGUAGE_ROUTE = "routes/lang";
const EMPTY: Messages = {};

/** The string at a dotted key, or undefined (also where the key names a group of strings). */
export function resolve(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralOf(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

/** Like i18next (escapeValue off, skipOnVariables): an unknown `{{name}}` stays as written. */
function interpolate(text: string, options: TOptions): string {
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export function translate(messages: Messages, locale: Locale, key: string, options?: TOptions): string {
  let text: string | undefined;
  if (options && typeof options.count === "number") {
    const count = options.count;
    text = (count === 0 ? resolve(messages, `${key}_zero`) : undefined) ?? resolve(messages, `${key}_${pluralOf(locale, count)}`);
  }
  text ??= resolve(messages, key);
  // A missing key shows the key, as i18next does: visible in review, never a crash.
  if (text === undefined) {
    missingKey(locale, key);
    return key;
  }
  return options ? interpolate(text, options) : text;
}

/**
 * Told of every key that has no string here. The server sets its own (it knows the whole
 * dictionary: a string this page was not sent is a bug in app/utils/i18n/strings.ts, and fails the
 * request in test mode); the browser only knows what it holds, so it says so on the console,
 * where the end-to-end fixture looks.
 */
let missingKey = (locale: Locale, key: string) => {
  if (typeof document !== "undefined") console.error(`lawha: missing string ${locale}:${key}`);
};
export function onMissingKey(handler: (locale: Locale, key: string) => void) {
  missingKey = handler;
}

export function createT(messages: Messages, locale: Locale): TFunction {
  return (key, options) => translate(messages, locale, key, options);
}

/**
 * Where the strings are: the language route's dictionary, else (its loader answered 404 for a
 * first segment that is not a language) the error-page strings the root loader adds in that case
 * only (app/server/messages.server.ts), else nothing (the root loader itself failed: keys show).
 */
function pick(languageData: unknown, rootData: unknown, locale: Locale): Messages {
  const lang = languageData as LanguageData | null | undefined;
  if (lang?.messages && lang.locale === locale) return remember(locale, lang.messages);
  const fromRoot = (rootData as { messages?: Messages } | null | undefined)?.messages;
  if (fromRoot) return remember(locale, fromRoot);
  // An error page shown in the browser after the page's data was lost (a submit or navigation
  // that reached no server): the strings this browser last had for the language, never raw keys.
  return (typeof document === "undefined" ? undefined : lastKnown.get(locale)) ?? EMPTY;
}

/** The browser's last dictionary per language (every page's includes the error pages' strings). */
const lastKnown = new Map<Locale, Messages>();
function remember(locale: Locale, messages: Messages): Messages {
  if (typeof document !== "undefined") lastKnown.set(locale, messages);
  return messages;
}

/** The dictionary from meta functions' `matches` (meta runs outside React). */
export function messagesFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown }>, locale: Locale): Messages {
  const data = (id: string) => matches.find((m) => m.id === id)?.data;
  return pick(data(LANGUAGE_ROUTE), data("root"), locale);
}

/** `useTranslation()` with react-i18next's shape: `{ t, i18n: { language, dir() } }`. */
export function useTranslation() {
  const languageData = useRouteLoaderData(LANGUAGE_ROUTE);
  const rootData = useRouteLoaderData("root");
  const { pathname } = useLocation();
  const locale = localeFromPathname(pathname);
  const messages = pick(languageData, rootData, locale);
  return useMemo(
    () => ({
      t: createT(messages, locale),
      i18n: { language: locale, dir: (language: string = locale) => dirOf(language === "en" ? "en" : "ar") },
    }),
    [messages, locale],
  );
}
