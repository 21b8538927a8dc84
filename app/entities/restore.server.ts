/**
 * "Restore" from a record's history: the edit form filled with the record as it was before one
 * change (contract §10, optional: without the extension there is no entry to restore from).
 */
import { activityEntrySchema, type ActivityEntry } from "../../contract/activity";
import { paginatedSchema } from "../../contract/schemas";
import type { Upstream } from "~/server/api.server";
import type { TFunction } from "i18next";
import type { Locale } from "~/utils/i18n/locale";
import { parseId } from "~/utils/input-rules";
import { formatWhen } from "~/utils/when";
import type { Entity } from "./types";
import { widgetOf } from "./widgets";

export const entriesSchema = paginatedSchema(activityEntrySchema);

/** Largest page the extension serves. */
export const MAX_PER_PAGE = 100;

export function readHistory(api: Upstream, d: Entity, id: number, page: number, perPage = 25) {
  return api.tryGet(`dashboard/${d.resource}/history/${id}`, entriesSchema, { page, per_page: perPage });
}

/**
 * The history from the newest entry down to `entryId` (what "restore" must undo), read a page of
 * 100 at a time, at most ten pages; null when the entry is not among them.
 */
async function entriesDownTo(api: Upstream, d: Entity, id: number, entryId: number): Promise<ActivityEntry[] | null> {
  const entries: ActivityEntry[] = [];
  for (let page = 1; page <= 10; page++) {
    const result = await readHistory(api, d, id, page, MAX_PER_PAGE);
    if (!result.ok) return null;
    entries.push(...result.data.data);
    if (entries.some((e) => e.id === entryId)) return entries;
    if (page >= result.data.meta.last_page || result.data.data.at(-1)!.id < entryId) return null;
  }
  return null;
}

/**
 * The record as it was just before entry `entryId`: the current record with every change from the
 * newest entry down to that one undone (each field set back to its value before). `entries` are
 * newest first and must reach `entryId`; null when they do not.
 */
export function valuesBefore(current: Record<string, unknown>, entries: readonly ActivityEntry[], entryId: number): Record<string, unknown> | null {
  const upTo = entries.findIndex((e) => e.id === entryId);
  if (upTo < 0) return null;
  const record: Record<string, unknown> = { ...current };
  for (const entry of entries.slice(0, upTo + 1)) {
    for (const change of entry.changes) if (!change.secret) record[change.field] = change.before;
  }
  return record;
}

/**
 * The record as it was before history entry `param` (its files as they are now: a form cannot
 * send a stored image back), and who made that change and when; null when there is no such entry.
 */
export async function restoredValues(
  d: Entity,
  { api, locale, t }: { api: Upstream; locale: Locale; t: TFunction },
  id: number,
  record: Record<string, unknown>,
  param: string | null,
) {
  const entryId = parseId(param);
  if (entryId === undefined) return null;
  const entries = await entriesDownTo(api, d, id, entryId);
  const before = entries ? valuesBefore(record, entries, entryId) : null;
  const entry = entries?.find((e) => e.id === entryId);
  if (!before || !entry) return null;
  const files = d.fields.filter((f) => widgetOf(f).file).map((f) => f.name);
  for (const name of files) before[name] = record[name];
  const touchedFiles = entries!.slice(0, entries!.indexOf(entry) + 1).some((e) => e.changes.some((c) => files.includes(c.field)));
  return {
    record: before,
    from: { entry: entryId, who: entry.user?.name ?? t("history.system"), when: formatWhen(entry.created_at, locale), files: touchedFiles },
  };
}
