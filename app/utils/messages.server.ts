import { resources, type Locale } from "./i18n";
import type { Part } from "./strings";
import type { LanguageData, Messages } from "./translation";

type Dictionary = (typeof resources)["ar"]["translation"];
type Namespace = keyof Dictionary;

/**
 * What every page's browser gets: the frame, lists, the toaster, errors and the progress bar.
 * The rest goes only where a page needs it (app/utils/strings.ts says which page needs which
 * part); server-only namespaces (`body`, `faults`, `home`) never go.
 */
export const CORE = ["app", "nav", "frame", "errors", "list", "entities", "fields", "common", "bulk", "counts", "progress"] as const satisfies readonly Namespace[];

/** Namespaces only the server reads (upstream faults, body limits, unused page keys). */
export const SERVER_ONLY = ["body", "faults", "home"] as const satisfies readonly Namespace[];

export const PARTS: Record<Part, readonly Namespace[]> = {
  auth: ["auth", "security"],
  form: ["forms", "validation", "formCheck", "conflict", "permissions"],
  editor: ["editor"],
  orders: ["orders"],
  reports: ["reports"],
  settings: ["settings"],
  clientsPassword: ["clientsPassword"],
};

function pick(locale: Locale, namespaces: readonly Namespace[]): Messages {
  const dictionary = resources[locale].translation;
  return Object.fromEntries(namespaces.map((ns) => [ns, dictionary[ns]]));
}

/**
 * The language route's data: the core and the given parts of one language's dictionary (the
 * list page's is about 3.2 KB gzipped of the whole 7 KB). The error page's request id string
 * rides with the core.
 */
export function languageData(locale: Locale, parts: readonly Part[]): LanguageData {
  const messages = pick(locale, [...CORE, ...parts.flatMap((part) => PARTS[part])]);
  messages.security ??= { requestId: resources[locale].translation.security.requestId };
  return { locale, messages };
}

/** Whether `key` (or its plural forms) is in the whole dictionary: a string the page was not sent. */
export function inWholeDictionary(locale: Locale, key: string): boolean {
  const has = (path: string) => {
    let node: unknown = resources[locale].translation;
    for (const part of path.split(".")) {
      if (!node || typeof node !== "object") return false;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === "string";
  };
  return has(key) || has(`${key}_other`);
}

/**
 * The strings of an error page, the title, the toaster, the offline notice and the progress bar,
 * for the one case where the language route sends no dictionary: its loader answers 404 for a
 * first segment that is not a language (`/xx/blogs`). The root loader adds these then, and only then.
 */
export function errorPageMessages(locale: Locale) {
  const { app, errors, frame, common, progress, security } = resources[locale].translation;
  return { app, errors, frame, common, progress, security: { requestId: security.requestId } };
}
