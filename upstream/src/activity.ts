import { Hono } from "hono";
import type { ActivityAction, ActivityValue, FieldChange } from "../../contract/activity";
import { activityActions, STAFF_FIELDS, TWO_STEP_FIELD } from "../../contract/activity";
import { formFields, limits, resourceFields } from "../../contract/fields";
import type { ResourceName } from "../../contract/resources";
import { isResourceName, resourceContracts, resourceNames } from "../../contract/resources";
import { dateRangeCondition } from "./dates";
import type { Database, SqlValue } from "./sqlite";
import type { AppContext, AppEnv, Deps } from "./http";
import { apiError, idParam, requirePermission } from "./http";
import { uploadUrl } from "./uploads";

// History (contract §10): every write adds one entry per record, in the same transaction as the
// write, through `recordActivity`. An entry names who, when, the resource and record, the action,
// the record's label at that moment, and each changed field's stored value before and after
// (`diffValues`). Files are stored by their upload name and answered as URLs, so entries stay
// right when the public URL changes.

/** A record's values as history compares them: field name → stored value. */
export type Snapshot = Record<string, ActivityValue>;

export type ActivityRecord = {
  /** The token's user; null for the system (the bin's purge). */
  userId: number | null;
  resource: string;
  recordId: number;
  action: ActivityAction;
  label: string | null;
  changes: readonly FieldChange[];
  /** ISO time of the write (the app's clock). */
  now: string;
};

/** The resource name of the settings' entries (record 1). */
export const SETTINGS = "settings";

/** The permission that sees everyone's entries; without it a user sees their own. */
const SHOW_ACTIVITY = "show activity";

/**
 * How many matching entries `meta.total` counts at most, and how deep the pages go: counting a
 * million rows for every page would cost more than the page. Past it, narrow the filters.
 */
export const ACTIVITY_COUNT_CAP = 10_000;

/** The fields a label is taken from, the first the record has. */
const LABEL_FIELDS = ["title_ar", "name_ar", "name", "title_en", "name_en", "email"] as const;

/** The record's title or name: the first of LABEL_FIELDS with a value. */
export function labelOf(values: Readonly<Record<string, unknown>>): string | null {
  for (const field of LABEL_FIELDS) {
    const value = values[field];
    if (typeof value === "string" && value !== "") return value;
  }
  return null;
}

/** The label column of a table's resource (for SQL), or null. */
export function labelField(fieldNames: readonly string[]): string | null {
  return LABEL_FIELDS.find((field) => fieldNames.includes(field)) ?? null;
}

const same = (a: ActivityValue | undefined, b: ActivityValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose value differs between two snapshots, in the order of `after` (then `before`).
 * A create (`before` null) lists every field with a value; a delete (`after` null) lists none.
 */
export function diffValues(before: Snapshot | null, after: Snapshot | null): FieldChange[] {
  if (after === null) return [];
  if (before === null) {
    return Object.entries(after)
      .filter(([, value]) => value !== null && value !== "" && !(Array.isArray(value) && value.length === 0))
      .map(([field, value]) => ({ field, before: null, after: value }));
  }
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.filter((field) => !same(before[field], after[field])).map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** A password or other secret that changed: only that it did. */
export function secretChange(field: string): FieldChange {
  return { field, before: null, after: null, secret: true };
}

/** The entry of a write that changed only a secret of a record (a password): one `update`, the secret named. */
export function recordSecretChange(deps: Pick<Deps, "db" | "activity">, entry: Omit<ActivityRecord, "action" | "changes"> & { field: string }): void {
  const { field, ...rest } = entry;
  recordActivity(deps, { ...rest, action: "update", changes: [secretChange(field)] });
}

/** Two-step login turned on or off for staff account `recordId` (by another staff member: a reset); one `update`. */
export function recordTwoStepChange(
  deps: Pick<Deps, "db" | "activity">,
  entry: Omit<ActivityRecord, "action" | "changes" | "resource"> & { on: boolean },
): void {
  const { on, ...rest } = entry;
  recordActivity(deps, { ...rest, resource: "users", action: "update", changes: [{ field: TWO_STEP_FIELD, before: !on, after: on }] });
}

const statements = new WeakMap<Database, ReturnType<Database["prepare"]>>();

/** Adds one entry; call it inside the write's transaction. Does nothing when `deps.activity` is false (the bench's baseline). */
export function recordActivity(deps: Pick<Deps, "db" | "activity">, entry: ActivityRecord): void {
  if (deps.activity === false) return;
  let insert = statements.get(deps.db);
  if (!insert) {
    insert = deps.db.prepare(
      `INSERT INTO activity (user_id, resource, record_id, action, label, changes, created_at)
       VALUES (@user_id, @resource, @record_id, @action, @label, @changes, @created_at)`,
    );
    statements.set(deps.db, insert);
  }
  insert.run({
    user_id: entry.userId,
    resource: entry.resource,
    record_id: entry.recordId,
    action: entry.action,
    label: entry.label,
    changes: JSON.stringify(entry.changes),
    created_at: entry.now,
  });
}

/** File fields per resource (stored as upload names, answered as URLs). */
const fileFields = new Map<string, ReadonlySet<string>>([
  ...resourceNames.map((name): [string, ReadonlySet<string>] => [name, new Set(resourceFields[name].filter((f) => f.kind === "file").map((f) => f.name))]),
  [SETTINGS, new Set(formFields.settings.filter((f) => f.kind === "file").map((f) => f.name))],
]);
// A staff member's own account has an avatar, which the staff accounts' fields do not.
fileFields.set("users", new Set([...(fileFields.get("users") ?? []), "avatar"]));

type EntryRow = {
  id: number;
  user_id: number | null;
  user_name: string | null;
  resource: string;
  record_id: number;
  action: ActivityAction;
  label: string | null;
  changes: string;
  created_at: string;
};

/** Staff account id → name. */
type StaffNames = ReadonlyMap<number, string>;

/** A stored value that is a staff account's id, as a number. */
function staffId(value: ActivityValue): number | undefined {
  const id = typeof value === "number" ? value : typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The names of the staff accounts named in these rows' staff fields: one query for the page. */
function staffNamesOf(db: Database, rows: readonly EntryRow[]): StaffNames {
  const ids = new Set<number>();
  for (const row of rows) {
    const fields = STAFF_FIELDS[row.resource];
    if (!fields) continue;
    for (const change of JSON.parse(row.changes) as FieldChange[]) {
      if (!fields.includes(change.field)) continue;
      for (const value of [change.before, change.after]) {
        const id = staffId(value);
        if (id !== undefined) ids.add(id);
      }
    }
  }
  if (ids.size === 0) return new Map();
  const found = db.prepare(`SELECT id, name FROM users WHERE id IN (${[...ids].map(() => "?").join(", ")})`).all(...ids) as Array<{ id: number; name: string }>;
  return new Map(found.map((user) => [user.id, user.name]));
}

function serializeEntry(publicUrl: string, row: EntryRow, names: StaffNames) {
  const files = fileFields.get(row.resource);
  const staff = STAFF_FIELDS[row.resource];
  const asUrl = (value: ActivityValue) => (typeof value === "string" ? uploadUrl(publicUrl, value) : value);
  const nameOf = (value: ActivityValue) => {
    const id = staffId(value);
    return id === undefined ? null : (names.get(id) ?? null);
  };
  const changes = (JSON.parse(row.changes) as FieldChange[]).map((change) => {
    if (files?.has(change.field)) return { ...change, before: asUrl(change.before), after: asUrl(change.after) };
    if (staff?.includes(change.field)) return { ...change, staff: { before: nameOf(change.before), after: nameOf(change.after) } };
    return change;
  });
  return {
    id: row.id,
    user: row.user_id === null ? null : { id: row.user_id, name: row.user_name ?? "" },
    resource: row.resource,
    record_id: row.record_id,
    action: row.action,
    label: row.label,
    changes,
    created_at: row.created_at,
  };
}

const SELECT = "SELECT a.*, users.name AS user_name FROM activity a LEFT JOIN users ON users.id = a.user_id";
/** Newest first: by time, then by id (the order entries were written in). */
const NEWEST_FIRST = "ORDER BY a.created_at DESC, a.id DESC";

function positiveInt(value: string | undefined): number | undefined {
  const number = value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

function paging(c: AppContext) {
  const perPage = Math.min(positiveInt(c.req.query("per_page")) ?? limits.perPageDefault, limits.perPageMax);
  const page = positiveInt(c.req.query("page")) ?? 1;
  return { page, perPage, offset: (page - 1) * perPage };
}

function meta(page: number, perPage: number, total: number) {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

/** The permission that shows a resource's history, or undefined for an unknown resource. */
function historyPermission(resource: string): string | undefined {
  if (resource === SETTINGS) return "update settings";
  return isResourceName(resource) ? resourceContracts[resource as ResourceName].show : undefined;
}

export function activityRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  const serializeEntries = (rows: readonly EntryRow[]) => {
    const names = staffNamesOf(db, rows);
    return rows.map((row) => serializeEntry(deps.publicUrl, row, names));
  };

  // Newest first. Without `show activity` the user sees only their own entries (`user` ignored).
  // The total is counted up to ACTIVITY_COUNT_CAP, and pages end there.
  routes.get("/activity", (c) => {
    const where: string[] = [];
    const params: SqlValue[] = [];
    const userId = c.var.user.permissions.has(SHOW_ACTIVITY) ? positiveInt(c.req.query("user")) : c.var.user.id;
    if (userId !== undefined) {
      where.push("a.user_id = ?");
      params.push(userId);
    }
    const resource = c.req.query("resource");
    if (resource && historyPermission(resource) !== undefined) {
      where.push("a.resource = ?");
      params.push(resource);
    }
    const action = c.req.query("action");
    if (action && (activityActions as readonly string[]).includes(action)) {
      where.push("a.action = ?");
      params.push(action);
    }
    const range = dateRangeCondition("a.created_at", c.req.query("from"), c.req.query("to"));
    where.push(...range.sql);
    params.push(...range.params);

    const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const { page, perPage, offset } = paging(c);
    const total = db
      .prepare(`SELECT COUNT(*) FROM (SELECT 1 FROM activity a ${whereSql} LIMIT ${ACTIVITY_COUNT_CAP})`)
      .pluck()
      .get(...params) as number;
    // The page's ids first, from the index alone (skipping the offset reads no row), then their rows.
    const rows =
      offset >= ACTIVITY_COUNT_CAP
        ? []
        : (db
            .prepare(`${SELECT} WHERE a.id IN (SELECT a.id FROM activity a ${whereSql} ${NEWEST_FIRST} LIMIT ? OFFSET ?) ${NEWEST_FIRST}`)
            .all(...params, Math.min(perPage, ACTIVITY_COUNT_CAP - offset), offset) as EntryRow[]);
    return c.json({ data: serializeEntries(rows), meta: meta(page, perPage, total) });
  });

  // A record's entries, newest first, also while it is in the bin or after it was purged.
  routes.get("/:resource/history/:id", (c) => {
    const resource = c.req.param("resource") ?? "";
    const permission = historyPermission(resource);
    if (permission === undefined) throw apiError(404, c.var.lang, "routeNotFound");
    requirePermission(c, permission);
    const id = idParam(c);
    const { page, perPage, offset } = paging(c);
    const total = db.prepare("SELECT COUNT(*) FROM activity WHERE resource = ? AND record_id = ?").pluck().get(resource, id) as number;
    const rows = db
      .prepare(`${SELECT} WHERE a.resource = ? AND a.record_id = ? ${NEWEST_FIRST} LIMIT ? OFFSET ?`)
      .all(resource, id, perPage, offset) as EntryRow[];
    return c.json({ data: serializeEntries(rows), meta: meta(page, perPage, total) });
  });

  return routes;
}
