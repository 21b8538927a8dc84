import { resources, type Locale } from "~/utils/i18n/locale";
import type { Part } from "~/utils/i18n/strings";
import { resolve, type LanguageData, type Messages } from "~/utils/i18n/translation";

type Dictionary = (typeof resources)["ar"]["translation"];
type Namespace = keyof Dictionary;

/**
 * What every page's browser gets: the frame, lists, the toaster, errors and the progress bar.
 * The rest goes only where a page needs it (app/utils/i18n/strings.ts says which page needs which
 * part); server-only namespaces (`body`, `faults`, `home`) never go.
 */
export const CORE = [
  "app",
  "nav",
  "frame",
  "errors",
  "list",
  "entities",
  "fields",
  "common",
  "bulk",
  "counts",
  "progress",
] as const satisfies readonly Namespace[];

/** Namespaces only the server reads (upstream faults, body limits, unused page keys). */
export const SERVER_ONLY = ["body", "faults", "home"] as const satisfies readonly Namespace[];

export const PARTS: Record<Part, readonly Namespace[]> = {
  auth: ["auth", "security"],
  form: ["forms", "validation", "formCheck", "conflict", "permissions"],
  editor: ["editor"],
  orders: ["orders"],
  reports: ["reports"],
  settings: ["settings"],
  search: ["search"],
  history: ["history"],
  import: ["import"],
  clientsPassword: ["clientsPassword"],
  account: ["account"],
  ownPassword: ["ownPassword"],
};

/** These namespaces of one language's dictionary, and the error page's request id string. */
function pick(locale: Locale, namespaces: readonly Namespace[]): Messages {
  const dictionary = resources[locale].translation;
  const messages: Messages = Object.fromEntries(namespaces.map((ns) => [ns, dictionary[ns]]));
  messages.security ??= { requestId: dictionary.security.requestId };
  return messages;
}

/**
 * The language route's data: the core and the given parts of one language's dictionary (the
 * list page's is about 3.2 KB gzipped of the whole 7 KB). The error page's request id string
 * rides with the core.
 */
export function languageData(locale: Locale, parts: readonly Part[]): LanguageData {
  return { locale, messages: pick(locale, [...CORE, ...parts.flatMap((part) => PARTS[part])]) };
}

/** Whether `key` (or its plural forms) is in the whole dictionary: a string the page was not sent. */
export function inWholeDictionary(locale: Locale, key: string): boolean {
  const dictionary: Messages = resources[locale].translation;
  return resolve(dictionary, key) !== undefined || resolve(dictionary, `${key}_other`) !== undefined;
}

/**
 * The strings of an error page, the title, the toaster, the offline notice and the progress bar,
 * for the one case where the language route sends no dictionary: its loader answers 404 for a
 * first segment that is not a language (`/xx/blogs`). The root loader adds these then, and only then.
 */
export function errorPageMessages(locale: Locale): Messages {
  return pick(locale, ["app", "errors", "frame", "common", "progress"]);
}
