import type { Input } from "./body";
import { lastText, readInput } from "./body";
import type { AppContext, AppEnv, Deps, FieldErrors } from "./http";
import { ApiError, addError, apiError, hasErrors, validationError } from "./http";
import { diffValues, labelOf, recordActivity } from "./activity";
import type { Database, Row } from "./sqlite";
import { cachedStatement } from "./sqlite";
import type { Lang } from "./i18n";
import { translate } from "./i18n";
import type { Resource } from "./resource-rows";
import { findRow, isColumnField, refExists, secretChanges, serialize, snapshot } from "./resource-rows";
import { SEARCH_COLUMN } from "./search";
import { removeUpload, saveUpload } from "./uploads";
import type { FieldValue, Mode } from "./validate";
import { isImageUpload, validateFields } from "./validate";

// A resource's writes: store and update (checked, with the edit-conflict check, files saved and
// replaced, one activity entry in the write's transaction), idempotency keys, and the delete that
// moves to the bin.

/** Who writes: the token's user, answered in the request's language. */
export type Writer = { lang: Lang; user: AppEnv["Variables"]["user"] };

export const writerOf = (c: AppContext): Writer => ({ lang: c.var.lang, user: c.var.user });

export async function write(deps: Deps, c: AppContext, resource: Resource, mode: Mode, id?: number) {
  if (id !== undefined && !findRow(deps.db, resource, id)) throw apiError(404, c.var.lang, "notFound");
  return writeInput(deps, writerOf(c), resource, mode, await readInput(c), id);
}

/** A write that passed every check, ready to be stored by `commitWrite`. */
export type PreparedWrite = {
  resource: Resource;
  id: number | undefined;
  existing: Row | undefined;
  values: ReadonlyMap<string, FieldValue>;
  columns: Row;
  savedFiles: string[];
  replacedFiles: (string | null)[];
};

/** The unique columns a record's values would take from another record. */
export function uniqueErrors(
  db: Database,
  lang: Lang,
  resource: Resource,
  values: ReadonlyMap<string, unknown>,
  id: number | undefined,
  errors: FieldErrors,
): void {
  for (const column of resource.definition.unique ?? []) {
    const value = values.get(column);
    if (typeof value !== "string" || errors[column]) continue;
    const clash = cachedStatement(db, `SELECT 1 FROM ${resource.definition.table} WHERE ${column} = ? COLLATE NOCASE AND id <> ?`).get(value, id ?? 0);
    if (clash) addError(errors, column, translate(lang, "unique"));
  }
}

/**
 * Checks one record's input (a create, or an update of `id`) and saves its files: 404, 409 and 422
 * are thrown as ApiError. Nothing is stored in the database yet.
 */
export async function prepareWrite(deps: Deps, writer: Writer, resource: Resource, mode: Mode, read: Input, id?: number): Promise<PreparedWrite> {
  const { db } = deps;
  const { definition } = resource;
  const existing = id === undefined ? undefined : findRow(db, resource, id);
  if (id !== undefined && !existing) throw apiError(404, writer.lang, "notFound");

  const input = definition.adaptInput?.(read) ?? read;
  // Optimistic concurrency: an update that names the version it was based on is
  // refused when the record has changed since, so nobody's edit is silently overwritten.
  const basedOn = mode === "update" ? lastText(input, "updated_at")?.trim() : undefined;
  if (existing && basedOn && basedOn !== existing.updated_at) {
    throw new ApiError(409, { message: translate(writer.lang, "conflict"), data: serialize(deps, resource, existing, writer.lang) });
  }
  const { values, errors } = await validateFields(resource.fields, input, {
    lang: writer.lang,
    mode,
    // A record keeps pointing at a record in the bin until it is purged; it cannot newly choose one.
    refExists: (target, refId) => resource.fields.some((field) => field.ref === target && existing?.[field.name] === refId) || refExists(db, target, refId),
  });
  uniqueErrors(db, writer.lang, resource, values, id, errors);
  definition.check?.({ db, lang: writer.lang, mode, values, existing, errors });
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
  return { resource, id, existing, values, columns, savedFiles, replacedFiles };
}

/** Stores a prepared write and its activity entry in one transaction (a savepoint inside another); the stored row. */
export function commitWrite(deps: Deps, writer: Writer, write: PreparedWrite): Row {
  const { db } = deps;
  const { resource, id, existing, values, columns } = write;
  const { definition } = resource;
  const now = deps.now().toISOString();
  const names = Object.keys(columns);
  return db.transaction(() => {
    // The values before, read inside the transaction: another write may have landed since `existing` was read.
    const current = id === undefined ? undefined : findRow(db, resource, id);
    const before = current ? snapshot(db, resource, current) : null;
    let rowId = id;
    if (rowId === undefined) {
      const all = [...names, "created_at", "updated_at"];
      const insert = `INSERT INTO ${definition.table} (${all.join(", ")}) VALUES (${all.map((n) => `@${n}`).join(", ")})`;
      const result = cachedStatement(db, insert).run({ ...columns, created_at: now, updated_at: now });
      rowId = Number(result.lastInsertRowid);
    } else {
      const sets = [...names, "updated_at"].map((n) => `${n} = @${n}`).join(", ");
      db.prepare(`UPDATE ${definition.table} SET ${sets} WHERE id = @id`).run({ ...columns, updated_at: now, id: rowId });
    }
    definition.afterWrite?.(db, rowId, values, { existing, actor: { id: writer.user.id, tokenHash: writer.user.tokenHash }, now });
    const saved = findRow(db, resource, rowId);
    if (!saved) throw new Error(`${resource.name} ${rowId} vanished after write`);
    // The activity entry, in the same transaction: every changed field, and secrets as changed.
    const changes = [...diffValues(before, snapshot(db, resource, saved)), ...secretChanges(resource, values)];
    if (!existing || changes.length > 0) {
      recordActivity(deps, {
        userId: writer.user.id,
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
}

/** Checks and stores one record's input; the record as the API answers it. */
async function writeInput(deps: Deps, writer: Writer, resource: Resource, mode: Mode, read: Input, id?: number) {
  const prepared = await prepareWrite(deps, writer, resource, mode, read, id);
  let row: Row;
  try {
    row = commitWrite(deps, writer, prepared);
  } catch (error) {
    await Promise.all(prepared.savedFiles.map((name) => removeUpload(deps.uploadDir, name)));
    throw error;
  }
  await Promise.all(prepared.replacedFiles.map((name) => removeUpload(deps.uploadDir, name)));
  return serialize(deps, resource, row, writer.lang);
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

/** The record a key already stored for this user and resource (idempotency keys, ≤ 255 characters). */
export function storedUnderKey(db: Database, writer: Writer, resource: Resource, key: string | null): Row | undefined {
  if (!key) return undefined;
  const seen = cachedStatement(db, "SELECT record_id FROM store_keys WHERE user_id = ? AND resource = ? AND idempotency_key = ?").get(
    writer.user.id,
    resource.name,
    key,
  ) as { record_id: number } | undefined;
  return seen ? findRow(db, resource, seen.record_id) : undefined;
}

export function rememberKey(deps: Deps, writer: Writer, resource: Resource, key: string | null, recordId: number): void {
  if (!key) return;
  cachedStatement(deps.db, "INSERT OR REPLACE INTO store_keys (user_id, resource, idempotency_key, record_id, created_at) VALUES (?, ?, ?, ?, ?)").run(
    writer.user.id,
    resource.name,
    key,
    recordId,
    deps.now().toISOString(),
  );
}

/**
 * A create under an idempotency key: the same key from the same user for the same resource
 * answers 200 with the record stored the first time instead of storing it again.
 */
export async function storeOnce(deps: Deps, writer: Writer, resource: Resource, key: string | null, input: Input) {
  const seen = storedUnderKey(deps.db, writer, resource, key);
  if (seen) return { status: 200 as const, data: serialize(deps, resource, seen, writer.lang) };
  const data = await writeInput(deps, writer, resource, "store", input);
  rememberKey(deps, writer, resource, key, (data as { id: number }).id);
  return { status: 201 as const, data };
}
