import { countrySchema, dataSchema, lookupsSchema } from "../../contract/schemas";
import type { Upstream } from "~/utils/api.server";
import type { Locale } from "~/utils/i18n";
import type { LookupName } from "./types";

export interface Option {
  value: string;
  label: string;
}
export type Lookups = Partial<Record<LookupName, Option[]>> & { dialCodes?: string[] };

const localized = (locale: Locale, ar: string, en: string) => (locale === "ar" ? ar : en) || ar || en;

/**
 * The option lists last loaded for each language and set of lists. A form shown again after its
 * session ended (no token to load them with) shows its choices from here, so a chosen option keeps
 * its name. Bounded: one entry per language and form shape.
 */
const lastLoaded = new Map<string, Lookups>();
const lookupsKey = (locale: Locale, needed: ReadonlySet<LookupName>) => `${locale}:${[...needed].sort().join(",")}`;

export function lastLoadedLookups(locale: Locale, needed: ReadonlySet<LookupName>): Lookups {
  return lastLoaded.get(lookupsKey(locale, needed)) ?? {};
}

/** Loads just the option lists a page needs, in one or two upstream calls made in parallel. */
export async function loadLookups(api: Upstream, locale: Locale, needed: ReadonlySet<LookupName>): Promise<Lookups> {
  const out = await fetchLookups(api, locale, needed);
  lastLoaded.set(lookupsKey(locale, needed), out);
  return out;
}

async function fetchLookups(api: Upstream, locale: Locale, needed: ReadonlySet<LookupName>): Promise<Lookups> {
  const wantsPages = ["categories", "services", "sources", "moderators"].some((n) => needed.has(n as LookupName));
  const [pages, countries] = await Promise.all([
    wantsPages ? api.get("dashboard/pages/lookups", dataSchema(lookupsSchema)) : null,
    needed.has("countries") ? api.get("dashboard/pages/countries", dataSchema(countrySchema.array())) : null,
  ]);
  const out: Lookups = {};
  if (pages) {
    const d = pages.data;
    if (needed.has("categories")) out.categories = d.categories.map((c) => ({ value: String(c.id), label: localized(locale, c.name_ar, c.name_en) }));
    if (needed.has("services")) out.services = d.services.map((s) => ({ value: String(s.id), label: localized(locale, s.title_ar, s.title_en) }));
    if (needed.has("sources")) out.sources = d.sources.map((s) => ({ value: String(s.id), label: localized(locale, s.name_ar, s.name_en) }));
    if (needed.has("moderators")) out.moderators = d.moderators.map((m) => ({ value: String(m.id), label: m.name }));
  }
  if (countries) {
    out.countries = countries.data.map((c) => ({ value: String(c.id), label: localized(locale, c.name_ar, c.name_en) }));
    out.dialCodes = Array.from(new Set(countries.data.map((c) => c.dial_code)));
  }
  return out;
}
