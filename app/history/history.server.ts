/**
 * The optional history extension of the contract (contract/README.md §10): a record's history, the
 * activity of everyone (or of the user), and the bin. An upstream without it answers 404 (or 400):
 * that reads as "not offered", and the pages say so instead of failing.
 */
import { trashItemSchema, type ActivityEntry } from "../../contract/activity";
import { paginatedSchema } from "../../contract/schemas";
import type { ApiResult, Query, Upstream } from "~/server/api.server";
import { thumbnailSrc } from "~/server/thumbnails.server";
import { inWholeDictionary } from "~/server/messages.server";
import { serverT } from "~/server/i18next.server";
import { ENTITIES } from "~/entities/registry";
import { loadLookups, neededLookups } from "~/entities/lookups.server";
import { entriesSchema } from "~/entities/restore.server";
import type { Entity, LookupName, Lookups } from "~/entities/types";
import type { Locale } from "~/utils/i18n/locale";
import { describeEntry, type DescribeTools, type EntryView } from "./describe";

const trashSchema = paginatedSchema(trashItemSchema);

export type Offered<T> = { state: "ok"; value: T } | { state: "unsupported" } | { state: "failed"; message: string };

/** An answer of the extension: its data, "not offered" (404, 400), or a failure to show. */
export function offered<T>(result: ApiResult<T>): Offered<T> {
  if (result.ok) return { state: "ok", value: result.data };
  if (result.status === 404 || result.status === 400) return { state: "unsupported" };
  return { state: "failed", message: result.message };
}

/** The dashboard's entity for an API resource (`tidings` → news), if it has one. */
export function entityOfResource(resource: string): Entity | undefined {
  return Object.values(ENTITIES).find((d) => d.resource === resource);
}

export function readActivity(api: Upstream, query: Query) {
  return api.tryGet("dashboard/activity", entriesSchema, query);
}

export function readTrash(api: Upstream, query: Query) {
  return api.tryGet("dashboard/trash", trashSchema, query);
}

/** What describing entries needs in this language: the dictionary, the option lists, the small copies. */
function describeTools(locale: Locale, lookups: Lookups): DescribeTools {
  return {
    locale,
    t: serverT(locale) as DescribeTools["t"],
    has: (key) => inWholeDictionary(locale, key),
    lookups,
    thumb: (url) => thumbnailSrc(url, "cell"),
  };
}

/** The option lists the forms of these entities draw from (choices shown by name, not id). */
async function lookupsFor(api: Upstream, locale: Locale, entities: ReadonlyArray<Entity | undefined>): Promise<Lookups> {
  const needed = new Set<LookupName>();
  for (const d of entities) if (d) for (const name of neededLookups(d, "form")) needed.add(name);
  if (needed.size === 0) return {};
  // A choice whose list cannot be read is shown by its number rather than failing the page.
  return loadLookups(api, locale, needed).catch(() => ({}));
}

export async function describeEntries(api: Upstream, locale: Locale, entries: ActivityEntry[]): Promise<EntryView[]> {
  const entities = entries.map((e) => entityOfResource(e.resource));
  const tools = describeTools(locale, await lookupsFor(api, locale, entities));
  return entries.map((entry, i) => describeEntry(entry, entities[i], tools));
}
