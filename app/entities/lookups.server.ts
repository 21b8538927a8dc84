import { countrySchema, dataSchema, lookupsSchema, roleSchema } from "../../contract/schemas";
import { LRUCache } from "lru-cache";
import type { Upstream } from "~/server/api.server";
import { ABSOLUTE_TIMEOUT_MS } from "~/server/session.server";
import { getSession } from "~/server/session.server";
import { ownOrOther, type Locale } from "~/utils/i18n/locale";
import type { Entity, LookupName, Lookups } from "./types";
import { widgetOf } from "./widgets";

/**
 * The option lists a form last showed, per login (the session's id) and form shape. A form shown
 * again after its session ended (no token to load them with) takes its choices from here, so a
 * chosen option keeps its name. Never shared between logins: a list one staff member may see is
 * never shown to another. Bounded: the most recent 2,000 forms, none older than a login may live.
 */
const remembered = new LRUCache<string, Lookups>({ max: 2_000, ttl: ABSOLUTE_TIMEOUT_MS });
const lookupsKey = (sid: string, locale: Locale, needed: ReadonlySet<LookupName>) => `${sid}:${locale}:${[...needed].sort().join(",")}`;

async function sessionIdOf(request: Request): Promise<string | undefined> {
  return (await getSession(request)).get("sid") || undefined;
}

/** Keeps the lists a form of this login shows (see `remembered`). */
export async function rememberLookups(request: Request, locale: Locale, needed: ReadonlySet<LookupName>, lookups: Lookups): Promise<void> {
  const sid = await sessionIdOf(request);
  if (sid) remembered.set(lookupsKey(sid, locale, needed), lookups);
}

/** The lists this login's form last showed, or none: never another login's. */
export async function rememberedLookups(request: Request, locale: Locale, needed: ReadonlySet<LookupName>): Promise<Lookups> {
  const sid = await sessionIdOf(request);
  return (sid && remembered.get(lookupsKey(sid, locale, needed))) || {};
}

/** The option lists an entity's form (its fields) or list (its filters) draws from. */
export function neededLookups(d: Entity, scope: "form" | "list"): Set<LookupName> {
  const needed = new Set<LookupName>();
  if (scope === "form") {
    for (const f of d.fields) for (const name of widgetOf(f).lookups?.(f) ?? []) needed.add(name);
  } else {
    for (const f of d.filters) if (f.kind === "lookup") needed.add(f.lookup);
  }
  return needed;
}

/** Loads just the option lists a page needs, in up to three upstream calls made in parallel. */
export async function loadLookups(api: Upstream, locale: Locale, needed: ReadonlySet<LookupName>): Promise<Lookups> {
  const wantsPages = ["categories", "services", "sources", "moderators"].some((n) => needed.has(n as LookupName));
  const [pages, countries, roles] = await Promise.all([
    wantsPages ? api.get("dashboard/pages/lookups", dataSchema(lookupsSchema)) : null,
    needed.has("countries") ? api.get("dashboard/pages/countries", dataSchema(countrySchema.array())) : null,
    needed.has("roles") ? api.get("dashboard/roles", dataSchema(roleSchema.array())) : null,
  ]);
  const out: Lookups = {};
  if (pages) {
    const d = pages.data;
    if (needed.has("categories")) out.categories = d.categories.map((c) => ({ value: String(c.id), label: ownOrOther(locale, c.name_ar, c.name_en) }));
    if (needed.has("services")) out.services = d.services.map((s) => ({ value: String(s.id), label: ownOrOther(locale, s.title_ar, s.title_en) }));
    if (needed.has("sources")) out.sources = d.sources.map((s) => ({ value: String(s.id), label: ownOrOther(locale, s.name_ar, s.name_en) }));
    if (needed.has("moderators")) out.moderators = d.moderators.map((m) => ({ value: String(m.id), label: m.name }));
  }
  if (countries) {
    out.countries = countries.data.map((c) => ({ value: String(c.id), label: ownOrOther(locale, c.name_ar, c.name_en) }));
    out.dialCodes = Array.from(new Set(countries.data.map((c) => c.dial_code)));
  }
  if (roles) out.roles = roles.data.map((r) => ({ value: String(r.id), label: ownOrOther(locale, r.name_ar, r.name_en) }));
  return out;
}
