import { resources, type Locale } from "./locale";
import type { TFunction } from "./translation";

/**
 * Validation messages travel as keys with optional parameters (`validation.tooLong|max=255`), because
 * the same zod schema runs in the browser and on the server and its messages are translated where
 * they are shown. Anything that is not such a key (an upstream message, already in the request's
 * language) is shown as it is.
 */
export function messageKey(key: string, params?: Record<string, string | number>): string {
  if (!params) return key;
  return `${key}|${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
}

const KEY = /^(validation|errors|auth|common)\.[A-Za-z0-9_.-]+$/;

/**
 * The parameters of a message key, with its count: i18next (and the browser runtime, which does
 * the same) picks a plural form (`_one`, `_few`, …) by `count` alone, so a message counting its
 * limit (`validation.tooLong|max=100`: «أطول من 100 حرف») gets that number as `count` too.
 */
export function messageParams(query: string | undefined): Record<string, string | number> {
  const params: Record<string, string | number> = Object.fromEntries(new URLSearchParams(query ?? ""));
  const counted = params.count ?? params.max ?? params.min;
  if (counted !== undefined && /^\d+$/.test(String(counted))) params.count = Number(counted);
  return params;
}

export function translateMessage(t: TFunction, message: string): string {
  const [key, query] = message.split("|", 2);
  if (!key || !KEY.test(key)) return message;
  return t(key, messageParams(query)) as string;
}

/** A dependency-free lookup for `meta` functions, which run without React context. */
export function lookup(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const at = (path: string) => {
    let node: unknown = resources[locale].translation;
    for (const part of path.split(".")) {
      node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
    }
    return typeof node === "string" ? node : undefined;
  };
  // Plural forms as i18next picks them: `_zero` for 0 when there is one, then the CLDR category.
  const count = typeof params.count === "number" ? params.count : undefined;
  const node =
    (count === undefined ? undefined : ((count === 0 ? at(`${key}_zero`) : undefined) ?? at(`${key}_${new Intl.PluralRules(locale).select(count)}`))) ??
    at(key);
  if (typeof node !== "string") return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}
