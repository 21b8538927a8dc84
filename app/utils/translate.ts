import { resources, type Locale } from "./i18n";
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

export function translateMessage(t: TFunction, message: string): string {
  const [key, query] = message.split("|", 2);
  if (!key || !KEY.test(key)) return message;
  const params = Object.fromEntries(new URLSearchParams(query ?? ""));
  return t(key, params) as string;
}

/** A dependency-free lookup for `meta` functions, which run without React context. */
export function lookup(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = resources[locale].translation;
  for (const part of key.split(".")) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== "string") return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}
