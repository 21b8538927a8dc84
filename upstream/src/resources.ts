import { Hono } from "hono";
import type { FieldSpec, RefTarget } from "../../contract/fields";
import { limits, resourceFields } from "../../contract/fields";
import type { ResourceContract, ResourceName } from "../../contract/resources";
import { isResourceName, resourceContracts } from "../../contract/resources";
import { lastText, readInput } from "./body";
import { dateRangeCondition } from "./dates";
import type { Database, Row, SqlValue } from "./db";
import type { AppContext, AppEnv, Deps } from "./http";
import { ApiError, addError, apiError, hasErrors, idParam, message, requirePermission, validationError } from "./http";
import type { Lang } from "./i18n";
import { translate } from "./i18n";
import type { Relation, ResourceDefinition } from "./resource-definitions";
import { roleName } from "./permissions";
import { definitions, relationTargets } from "./resource-definitions";
import { searchCondition } from "./search";
import { removeUpload, saveUpload, uploadUrl } from "./uploads";
import type { Mode } from "./validate";
import { isImageUpload, parseBool, validateFields } from "./validate";

type Resource = {
  name: ResourceName;
  contract: ResourceContract;
  fields: readonly FieldSpec[];
  definition: ResourceDefinition;
  relations: readonly Relation[];
};

const resources = new Map<ResourceName, Resource>(
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

function refExists(db: Database, target: RefTarget, id: number): boolean {
  return db.prepare(`SELECT 1 FROM ${relationTargets[target].table} WHERE id = ?`).get(id) !== undefined;
}

function findRow(db: Database, resource: Resource, id: number): Row | undefined {
  return db.prepare(`SELECT * FROM ${resource.definition.table} WHERE id = ?`).get(id) as Row | undefined;
}

function serialize(deps: Deps, resource: Resource, row: Row, lang: Lang): Record<string, unknown> {
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
  const where: string[] = [];
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
    search && where.length === 1
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

async function write(deps: Deps, c: AppContext, resource: Resource, mode: Mode, id?: number) {
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
    refExists: (target, refId) => refExists(db, target, refId),
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
  let savedId: number;
  try {
    savedId = db.transaction(() => {
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
      return rowId;
    })();
  } catch (error) {
    await Promise.all(savedFiles.map((name) => removeUpload(deps.uploadDir, name)));
    throw error;
  }
  await Promise.all(replacedFiles.map((name) => removeUpload(deps.uploadDir, name)));
  const row = findRow(db, resource, savedId);
  if (!row) throw new Error(`${resource.name} ${savedId} vanished after write`);
  return serialize(deps, resource, row, c.var.lang);
}

export function resourceRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const resolve = (c: AppContext, action: "show" | "create" | "update"): Resource => {
    const name = c.req.param("resource") ?? "";
    const resource = isResourceName(name) ? resources.get(name) : undefined;
    if (!resource) throw apiError(404, c.var.lang, "routeNotFound");
    const permission = resource.contract[action];
    if (permission === null) throw apiError(405, c.var.lang, "methodNotAllowed");
    requirePermission(c, permission);
    return resource;
  };

  routes.get("/:resource/all", (c) => {
    const resource = resolve(c, "show");
    return c.json(list(deps, resource, (name) => c.req.query(name), c.var.user.id, c.var.lang));
  });

  routes.get("/:resource/show/:id", (c) => {
    const resource = resolve(c, "show");
    const row = findRow(deps.db, resource, idParam(c));
    if (!row) throw apiError(404, c.var.lang, "notFound");
    return c.json({ data: serialize(deps, resource, row, c.var.lang) });
  });

  routes.post("/:resource/store", async (c) => {
    const resource = resolve(c, "create");
    // `Idempotency-Key` (≤ 255 characters): the same key from the same user for the same resource
    // answers 200 with the record stored the first time instead of storing it again.
    const key = c.req.header("Idempotency-Key")?.slice(0, 255) || null;
    if (key) {
      const seen = deps.db
        .prepare("SELECT record_id FROM store_keys WHERE user_id = ? AND resource = ? AND idempotency_key = ?")
        .get(c.var.user.id, resource.name, key) as { record_id: number } | undefined;
      const row = seen ? findRow(deps.db, resource, seen.record_id) : undefined;
      if (row) return c.json({ message: message(c, "created"), data: serialize(deps, resource, row, c.var.lang) }, 200);
    }
    const data = await write(deps, c, resource, "store");
    if (key) {
      deps.db
        .prepare("INSERT OR REPLACE INTO store_keys (user_id, resource, idempotency_key, record_id, created_at) VALUES (?, ?, ?, ?, ?)")
        .run(c.var.user.id, resource.name, key, (data as { id: number }).id, deps.now().toISOString());
    }
    return c.json({ message: message(c, "created"), data }, 201);
  });

  routes.on(["POST", "PUT"], "/:resource/update/:id", async (c) => {
    const resource = resolve(c, "update");
    const data = await write(deps, c, resource, "update", idParam(c));
    return c.json({ message: message(c, "updated"), data });
  });

  routes.delete("/:resource/delete/:id", async (c) => {
    const resource = resolve(c, "update");
    const id = idParam(c);
    const row = findRow(deps.db, resource, id);
    if (!row) throw apiError(404, c.var.lang, "notFound");
    const blocker = resource.definition.deleteBlocker?.(deps.db, id);
    if (blocker) throw apiError(422, c.var.lang, blocker);
    deps.db.prepare(`DELETE FROM ${resource.definition.table} WHERE id = ?`).run(id);
    const files = resource.fields.filter((field) => field.kind === "file").map((field) => row[field.name]);
    await Promise.all(files.map((name) => removeUpload(deps.uploadDir, typeof name === "string" ? name : null)));
    return c.json({ message: message(c, "deleted") });
  });

  return routes;
}
