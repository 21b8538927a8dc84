import { Hono } from "hono";
import type { FieldChange } from "../../contract/activity";
import type { FieldSpec, RefTarget } from "../../contract/fields";
import { limits, resourceFields } from "../../contract/fields";
import type { ResourceContract, ResourceName } from "../../contract/resources";
import { isResourceName, resourceContracts } from "../../contract/resources";
import type { Snapshot } from "./activity";
import { diffValues, labelOf, recordActivity, secretChange } from "./activity";
import type { Input } from "./body";
import { lastText, readInput } from "./body";
import { dateRangeCondition } from "./dates";
import type { Database, Row, SqlValue } from "./sqlite";
import { cachedStatement } from "./sqlite";
import type { AppContext, AppEnv, Deps, FieldErrors } from "./http";
import { ApiError, addError, apiError, hasErrors, idParam, message, requirePermission, validationError } from "./http";
import type { Lang } from "./i18n";
import { translate } from "./i18n";
import type { Relation, ResourceDefinition } from "./resource-definitions";
import { roleName } from "./permissions";
import { definitions, relationTargets } from "./resource-definitions";
import { SEARCH_COLUMN, searchCondition } from "./search";
import { removeUpload, saveUpload, uploadUrl } from "./uploads";
import type { Mode } from "./validate";
import type { FieldValue } from "./validate";
import { isImageUpload, parseBool, validateFields } from "./validate";

export type Resource = {
  name: ResourceName;
  contract: ResourceContract;
  fields: readonly FieldSpec[];
  definition: ResourceDefinition;
  relations: readonly Relation[];
};

export const resources = new Map<ResourceName, Resource>(
  (Object.keys(definitions) as ResourceName[]).map((name) => {
    const fields = resourceFields[name];
    const definition = definitions[name];
    const refRelations = fields.flatMap((field): Relation[] =>
      field.kind === "ref" && field.ref ? [{ key: field.name.replace(/_id$/, ""), column: field.name, target: field.ref }] : [],
    );
    return [name, { name, contract: resourceContracts[name], fields, definition, relations: [...refRelations, ...(definition.relations ?? [])] }];
  }),
);

/** Fields stored in a column of the same name (array and write-only fields go through hooks). */
const isColumnField = (field: FieldSpec) => field.kind !== "array" && !field.writeOnly;

/** Lists a record can point at that have a bin (countries have none). */
const binnedTargets: ReadonlySet<string> = new Set([...resources.values()].map((resource) => resource.definition.table));

/** Whether a record of `target` may be chosen: it exists and is not in the bin. */
function refExists(db: Database, target: RefTarget, id: number): boolean {
  const { table } = relationTargets[target];
  const live = binnedTargets.has(table) ? " AND deleted_at IS NULL" : "";
  return cachedStatement(db, `SELECT 1 FROM ${table} WHERE id = ?${live}`).get(id) !== undefined;
}

/** A record that is not in the bin. */
export function findRow(db: Database, resource: Resource, id: number): Row | undefined {
  return cachedStatement(db, `SELECT * FROM ${resource.definition.table} WHERE id = ? AND deleted_at IS NULL`).get(id) as Row | undefined;
}

/**
 * A record's input fields as its history compares them: stored values (a switch as true/false, a
 * file by its upload name, a reference by its id), array fields as the record answers them (a
 * role's sorted permissions). Write-only fields are left out: they are recorded as secrets.
 */
function snapshot(db: Database, resource: Resource, row: Row): Snapshot {
  const values: Snapshot = {};
  let decorated: Record<string, unknown> | undefined;
  for (const field of resource.fields) {
    if (field.writeOnly) continue;
    if (field.kind === "array") {
      // Array fields (a role's permissions) do not depend on the language asked in.
      decorated ??= resource.definition.decorate?.(db, row, "ar") ?? {};
      const list = decorated[field.name];
      values[field.name] = Array.isArray(list) ? list.map(String) : null;
      continue;
    }
    const value = row[field.name] ?? null;
    if (field.kind === "bool") values[field.name] = value === 1;
    else if (typeof value === "bigint") values[field.name] = Number(value);
    else if (typeof value === "string" || typeof value === "number" || value === null) values[field.name] = value;
  }
  return values;
}

/** The write-only fields a write sets (passwords), as secret changes; a confirmation is not one. */
function secretChanges(resource: Resource, values: ReadonlyMap<string, unknown>): FieldChange[] {
  return resource.fields
    .filter((field) => field.writeOnly && !field.name.endsWith("_confirmation"))
    .filter((field) => {
      const value = values.get(field.name);
      return typeof value === "string" && value !== "";
    })
    .map((field) => secretChange(field.name));
}

export function serialize(deps: Deps, resource: Resource, row: Row, lang: Lang): Record<string, unknown> {
  const record: Record<string, unknown> = { id: row.id };
  for (const field of resource.fields) {
    if (!isColumnField(field)) continue;
    const value = row[field.name] ?? null;
    if (field.kind === "file") record[field.name] = uploadUrl(deps.publicUrl, typeof value === "string" ? value : null);
    else if (field.kind === "bool") record[field.name] = value === 1;
    else record[field.name] = value;
  }
  for (const column of resource.definition.readOnly ?? []) record[column] = row[column] ?? null;
  for (const relation of resource.relations) {
    const id = row[relation.column];
    const { table, columns } = relationTargets[relation.target];
    const related =
      id === null || id === undefined ? undefined : (deps.db.prepare(`SELECT ${columns.join(", ")} FROM ${table} WHERE id = ?`).get(id) as Row | undefined);
    // A role is named in the request's language too, for clients that know one name.
    record[relation.key] = !related ? null : relation.target === "roles" ? { id: related.id, name: roleName(related, lang), ...related } : related;
  }
  Object.assign(record, resource.definition.decorate?.(deps.db, row, lang));
  record.created_at = row.created_at;
  record.updated_at = row.updated_at;
  return record;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const number = value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : fallback;
}

function list(deps: Deps, resource: Resource, query: (name: string) => string | undefined, userId: number, lang: Lang) {
  const { table } = resource.definition;
  // Records in the bin are in no list (nor in the search index: their search text is empty).
  const where: string[] = ["deleted_at IS NULL"];
  const params: SqlValue[] = [];

  // `name` is compared after normalizeSearch, against the normalised shadow column and its index (search.ts).
  const search = searchCondition(table, query("name"));
  if (search) {
    where.push(search.sql);
    params.push(...search.params);
  }
  for (const filter of resource.contract.filters) {
    if (filter.kind === "date") continue;
    const raw = query(filter.param);
    const value = filter.kind === "bool" ? parseBool(raw) : positiveInt(raw, 0) || undefined;
    if (value === undefined) continue;
    where.push(`${filter.param} = ?`);
    params.push(typeof value === "boolean" ? Number(value) : value);
  }
  if (resource.contract.filters.some((filter) => filter.kind === "date")) {
    const range = dateRangeCondition("created_at", query("date_from"), query("date_to"));
    where.push(...range.sql);
    params.push(...range.params);
  }
  const extra = resource.definition.listConditions?.(query, userId);
  if (extra) {
    where.push(...extra.sql);
    params.push(...extra.params);
  }

  const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const sort = query("sort");
  const dir = query("dir")?.toLowerCase() === "asc" ? "ASC" : "DESC";
  const sorted = Boolean(sort && resource.contract.sort.includes(sort));
  // A search without a sort asked for lists whole-word matches first (search.ts, matchRank).
  const ranked = search && !sorted ? search.rank : null;
  const order = [ranked ? `${ranked.sql} ASC` : null, sorted && sort !== "id" ? `${sort} ${dir}` : null, `id ${dir}`].filter(Boolean).join(", ");

  const perPage = Math.min(positiveInt(query("per_page"), limits.perPageDefault), limits.perPageMax);
  const page = positiveInt(query("page"), 1);
  const total = (
    search && where.length === 2
      ? deps.db
          .prepare(search.countSql)
          .pluck()
          .get(...search.params)
      : deps.db
          .prepare(`SELECT COUNT(*) FROM ${table} ${whereSql}`)
          .pluck()
          .get(...params)
  ) as number;
  const rows = deps.db
    .prepare(`SELECT * FROM ${table} ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, ...(ranked?.params ?? []), perPage, (page - 1) * perPage) as Row[];
  return {
    data: rows.map((row) => serialize(deps, resource, row, lang)),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}

/** Who writes: the token's user, answered in the request's language. */
export type Writer = { lang: Lang; user: AppEnv["Variables"]["user"] };

const writerOf = (c: AppContext): Writer => ({ lang: c.var.lang, user: c.var.user });

async function write(deps: Deps, c: AppContext, resource: Resource, mode: Mode, id?: number) {
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
function moveToBin(deps: Deps, resource: Resource, row: Row, userId: number) {
  const now = deps.now().toISOString();
  const id = Number(row.id);
  const searched = resource.contract.search.length > 0 ? `, ${SEARCH_COLUMN} = ''` : "";
  deps.db.transaction(() => {
    deps.db.prepare(`UPDATE ${resource.definition.table} SET deleted_at = ?, deleted_by = ?${searched} WHERE id = ?`).run(now, userId, id);
    recordActivity(deps, { userId, resource: resource.name, recordId: id, action: "delete", label: labelOf(row), changes: [], now });
  })();
  return { resource: resource.name, id, purge_at: purgeAt(deps, now) };
}

/** The resource named in the path, if the token's user may do `action` on it (404, 405, 403 otherwise). */
export function resolveResource(c: AppContext, action: "show" | "create" | "update"): Resource {
  const name = c.req.param("resource") ?? "";
  const resource = isResourceName(name) ? resources.get(name) : undefined;
  if (!resource) throw apiError(404, c.var.lang, "routeNotFound");
  const permission = resource.contract[action];
  if (permission === null) throw apiError(405, c.var.lang, "methodNotAllowed");
  requirePermission(c, permission);
  return resource;
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
async function storeOnce(deps: Deps, writer: Writer, resource: Resource, key: string | null, input: Input) {
  const seen = storedUnderKey(deps.db, writer, resource, key);
  if (seen) return { status: 200 as const, data: serialize(deps, resource, seen, writer.lang) };
  const data = await writeInput(deps, writer, resource, "store", input);
  rememberKey(deps, writer, resource, key, (data as { id: number }).id);
  return { status: 201 as const, data };
}

export function resourceRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/:resource/all", (c) => {
    const resource = resolveResource(c, "show");
    return c.json(list(deps, resource, (name) => c.req.query(name), c.var.user.id, c.var.lang));
  });

  routes.get("/:resource/show/:id", (c) => {
    const resource = resolveResource(c, "show");
    const row = findRow(deps.db, resource, idParam(c));
    if (!row) throw apiError(404, c.var.lang, "notFound");
    return c.json({ data: serialize(deps, resource, row, c.var.lang) });
  });

  routes.post("/:resource/store", async (c) => {
    const resource = resolveResource(c, "create");
    const key = c.req.header("Idempotency-Key")?.slice(0, 255) || null;
    const { status, data } = await storeOnce(deps, writerOf(c), resource, key, await readInput(c));
    return c.json({ message: message(c, "created"), data }, status);
  });

  routes.on(["POST", "PUT"], "/:resource/update/:id", async (c) => {
    const resource = resolveResource(c, "update");
    const data = await write(deps, c, resource, "update", idParam(c));
    return c.json({ message: message(c, "updated"), data });
  });

  routes.delete("/:resource/delete/:id", async (c) => {
    const resource = resolveResource(c, "update");
    const id = idParam(c);
    const row = findRow(deps.db, resource, id);
    if (!row) throw apiError(404, c.var.lang, "notFound");
    const blocker = resource.definition.deleteBlocker?.(deps.db, id);
    if (blocker) throw apiError(422, c.var.lang, blocker);
    const trash = moveToBin(deps, resource, row, c.var.user.id);
    return c.json({ message: message(c, "deleted"), trash });
  });

  return routes;
}
