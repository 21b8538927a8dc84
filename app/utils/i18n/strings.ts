import { pagePath, stripLocale } from "./locale";

/**
 * Which parts of the dictionary a page needs beyond the core every page has (no whole
 * translation file on the client where a page needs a handful of strings). The language route's
 * loader sends the core and the parts of the page it is asked for (app/server/messages.server.ts
 * says what each part holds); it is asked again only when the next page needs a part the current
 * page was not sent (the browser may still hold it from an earlier page: then it comes again, a
 * few KB), so list to list and filter changes fetch data alone.
 *
 * By URL, because the language route's loader cannot see the matched routes' modules, and both
 * its loader (server) and its `shouldRevalidate` (browser) must give the same answer.
 */
export type Part =
  "auth" | "form" | "editor" | "orders" | "reports" | "settings" | "clientsPassword" | "search" | "history" | "account" | "ownPassword" | "import";

const RULES: ReadonlyArray<readonly [RegExp, readonly Part[]]> = [
  [/^\/(login|auth)$/, ["auth", "form"]],
  // My account, and the login's code step (two-step login).
  [/^\/account$/, ["form", "account", "ownPassword"]],
  [/^\/login\/code$/, ["auth", "form", "account"]],
  // A staff member's edit page carries the security card (reset two-step login, end sessions).
  [/^\/users\/\d+\/edit$/, ["account"]],
  [/^\/clients\/password$/, ["form", "clientsPassword"]],
  // Entity forms: the rich-text editor's labels go with every one (0.8 KB gzipped), rather than
  // teaching this table which of the fifteen entities have a rich-text field.
  [/^\/[a-z-]+\/(add|(\d+\/)?edit)$/, ["form", "editor"]],
  [/^\/orders(\/|$)/, ["orders"]],
  [/^\/orders\/\d+\/request$/, ["form"]],
  [/^\/(comments|follow-sources)?$/, ["orders", "reports"]],
  [/^\/setting$/, ["form", "settings", "ownPassword"]],
  // An order's hit carries its status badge.
  [/^\/search$/, ["search", "orders"]],
  [/^\/follow-ups$/, ["orders"]],
  // A record's history, the activity page and the bin.
  [/^\/([a-z-]+\/\d+\/history|activity|trash)$/, ["history"]],
  // Importing rows from a file: the upload, the preview and the result.
  [/^\/[a-z-]+\/import(\/[0-9a-f-]+)?$/, ["import"]],
];

export function partsFor(pathname: string): Part[] {
  // As the router matches: without case, after decoding (`/Setting`, `/%62logs/add`).
  const path = stripLocale(pagePath(decoded(pathname).toLowerCase())).replace(/(.)\/$/, "$1");
  const parts = new Set<Part>();
  for (const [pattern, add] of RULES) if (pattern.test(path)) for (const part of add) parts.add(part);
  return [...parts].sort();
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** True when the page at `next` needs a part the page at `current` was not sent. */
export function needsMoreParts(current: string, next: string): boolean {
  const held = new Set(partsFor(current));
  return partsFor(next).some((part) => !held.has(part));
}
