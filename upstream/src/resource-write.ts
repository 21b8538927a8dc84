import { ApiError, addError, apiError, hasErrors, validationError } from "./http";
import type { AppContext, Deps } from "./http";
import { diffValues, labelOf, recordActivity } from "./activity";
import { lastText, readInput } from "./body";
import type { Row } from "./sqlite";
import { translate } from "./i18n";
import type { Resource } from "./resource-rows";
import { findRow, isColumnField, refExists, secretChanges, serialize, snapshot } from "./resource-rows";
import { SEARCH_COLUMN } from "./search";
import { removeUpload, saveUpload } from "./uploads";
import type { Mode } from "./validate";
import { isImageUpload, validateFields } from "./validate";

// A resource's writes: store and update (validated, with the edit-conflict check, files saved and
// replaced, one activity entry in the write's transaction), and the delete that moves to the bin.

export async function write(deps: Deps, c: AppContext, resource: Resource, mode: Mode, id?: number) {
  const { db } = deps;
  const { definition } = resource;
  const existing = id === undefined ? undefined : findRow(db, resource, id);
  if (id !== undefined && !existing) throw apiError(404, c.var.lang, "notFound");

  const read = await readInput(c);
  const input = definition.adaptInput?.(read) ?? read;
  // Optimistic concurrency: an update that names the version it was based on is
  // refused when the record has changed since, so nobody's edit is silently overwritten.
  const basedOn = mode === "update" ? lastText(input, "updated_at")?.trim() : undefined;
  if (existing && basedOn && basedOn !== existing.updated_at) {
    throw new ApiError(409, { message: translate(c.var.lang, "conflict"), data: serialize(deps, resource, existing, c.var.lang) });
  }
  const { values, errors } = await validateFields(resource.fields, input, {
    lang: c.var.lang,
    mode,
    // A record keeps pointing at a record in the bin until it is purged; it cannot newly choose one.
    refExists: (target, refId) => resource.fields.some((field) => field.ref === target && existing?.[field.name] === refId) || refExists(db, target, refId),
  });
  for (const column of definition.unique ?? []) {
    const value = values.get(column);
    if (typeof value !== "string" || errors[column]) continue;
    const clash = db.prepare(`SELECT 1 FROM ${definition.table} WHERE ${column} = ? COLLATE NOCASE AND id <> ?`).get(value, id ?? 0);
    if (clash) addError(errors, column, translate(c.var.lang, "unique"));
  }
  definition.check?.({ db, lang: c.var.lang, mode, values, existing, errors });
  if (hasErrors(errors)) throw validationError(errors);

  const columns: Row = { ...(await definition.writeOnlyColumns?.(values)) };
  const savedFiles: string[] = [];
  const replacedFiles: (string | null)[] = [];
  for (const field of resource.fields) {
    const value = values.get(field.name);
    if (value === undefined || !isColumnField(field)) continue;
    if (field.kind === "file") {
      const old = existing?.[field.name];
      replacedFiles.push(typeof old === "string" ? old : null);
      if (isImageUpload(value)) {
        const name = await saveUpload(deps.uploadDir, value.bytes, value.type);
        savedFiles.push(name);
        columns[field.name] = name;
      } else columns[field.name] = null;
    } else if (typeof value === "boolean") columns[field.name] = value ? 1 : 0;
    else if (typeof value === "string" || typeof value === "number" || value === null) columns[field.name] = value;
  }

  const now = deps.now().toISOString();
  const names = Object.keys(columns);
  let row: Row;
  try {
    row = db.transaction(() => {
      // The values before, read inside the transaction: another write may have landed since `existing` was read.
      const current = id === undefined ? undefined : findRow(db, resource, id);
      const before = current ? snapshot(db, resource, current) : null;
      let rowId = id;
      if (rowId === undefined) {
        const all = [...names, "created_at", "updated_at"];
        const result = db
          .prepare(`INSERT INTO ${definition.table} (${all.join(", ")}) VALUES (${all.map((n) => `@${n}`).join(", ")})`)
          .run({ ...columns, created_at: now, updated_at: now });
        rowId = Number(result.lastInsertRowid);
      } else {
        const sets = [...names, "updated_at"].map((n) => `${n} = @${n}`).join(", ");
        db.prepare(`UPDATE ${definition.table} SET ${sets} WHERE id = @id`).run({ ...columns, updated_at: now, id: rowId });
      }
      definition.afterWrite?.(db, rowId, values, { existing, actor: { id: c.var.user.id, tokenHash: c.var.user.tokenHash }, now });
      const saved = findRow(db, resource, rowId);
      if (!saved) throw new Error(`${resource.name} ${rowId} vanished after write`);
      // The activity entry, in the same transaction: every changed field, and secrets as changed.
      const changes = [...diffValues(before, snapshot(db, resource, saved)), ...secretChanges(resource, values)];
      if (!existing || changes.length > 0) {
        recordActivity(deps, {
          userId: c.var.user.id,
          resource: resource.name,
          recordId: rowId,
          action: existing ? "update" : "create",
          label: labelOf(saved),
          changes,
          now,
        });
      }
      return saved;
    })();
  } catch (error) {
    await Promise.all(savedFiles.map((name) => removeUpload(deps.uploadDir, name)));
    throw error;
  }
  await Promise.all(replacedFiles.map((name) => removeUpload(deps.uploadDir, name)));
  return serialize(deps, resource, row, c.var.lang);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a record deleted at `deletedAt` leaves the bin for good. */
export function purgeAt(deps: Pick<Deps, "trashDays">, deletedAt: string): string {
  return new Date(new Date(deletedAt).getTime() + deps.trashDays * DAY_MS).toISOString();
}

/**
 * Deleting moves the record to the bin: it keeps its row, id, images and the references other
 * records have to it (a blog keeps its binned category until the category is purged), and leaves
 * every list, show and the search index (its search text becomes empty). One `delete` entry.
 */
export function moveToBin(deps: Deps, resource: Resource, row: Row, userId: number) {
  const now = deps.now().toISOString();
  const id = Number(row.id);
  const searched = resource.contract.search.length > 0 ? `, ${SEARCH_COLUMN} = ''` : "";
  deps.db.transaction(() => {
    deps.db.prepare(`UPDATE ${resource.definition.table} SET deleted_at = ?, deleted_by = ?${searched} WHERE id = ?`).run(now, userId, id);
    recordActivity(deps, { userId, resource: resource.name, recordId: id, action: "delete", label: labelOf(row), changes: [], now });
  })();
  return { resource: resource.name, id, purge_at: purgeAt(deps, now) };
}
