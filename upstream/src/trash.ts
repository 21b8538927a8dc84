import { Hono } from "hono";
import type { FieldChange } from "../../contract/activity";
import { limits } from "../../contract/fields";
import type { ResourceName } from "../../contract/resources";
import { isResourceName } from "../../contract/resources";
import { labelField, labelOf, recordActivity } from "./activity";
import type { Row } from "./sqlite";
import type { AppContext, AppEnv, Deps } from "./http";
import { apiError, idParam, message, requirePermission } from "./http";
import { relationTargets } from "./resource-definitions";
import type { Resource } from "./resource-rows";
import { findRow, resources, serialize } from "./resource-rows";
import { purgeAt } from "./resource-write";
import { removeUpload } from "./uploads";

// The bin (contract §10): `DELETE …/delete/{id}` moves a record here (resources.ts, moveToBin);
// from here it is restored (the same row, id and images back in the lists) or purged: by an
// administrator at once, or by `purgeExpiredTrash` TRASH_DAYS after it was deleted (on start and
// every hour, see main.ts). A purge deletes the row and its image files; the records that point at
// it lose that reference then (each such change an `update` entry), not before.

/** Only administrators delete for good. */
const PURGE_PERMISSION = "update users";

/** Resources whose records can be in the bin (orders and staff accounts are never deleted). */
const binnable = (resource: Resource) => resource.contract.update !== null && resource.contract.deletes !== false;

function binnedRow(deps: Deps, resource: Resource, id: number): Row | undefined {
  return deps.db.prepare(`SELECT * FROM ${resource.definition.table} WHERE id = ? AND deleted_at IS NOT NULL`).get(id) as Row | undefined;
}

function fileNames(resource: Resource, row: Row): string[] {
  return resource.fields.flatMap((field) => {
    const value = row[field.name];
    return field.kind === "file" && typeof value === "string" ? [value] : [];
  });
}

/** Brings a binned record back: same id, images and references; its search text is rebuilt. One `restore` entry. */
function restoreRecord(deps: Deps, resource: Resource, row: Row, userId: number): Row {
  const { db } = deps;
  const now = deps.now().toISOString();
  const id = Number(row.id);
  const { table } = resource.definition;
  return db.transaction(() => {
    db.prepare(`UPDATE ${table} SET deleted_at = NULL, deleted_by = NULL, updated_at = ? WHERE id = ?`).run(now, id);
    // Setting the searched columns to themselves runs the search triggers, which index the record again.
    const searched = resource.contract.search;
    if (searched.length > 0) db.prepare(`UPDATE ${table} SET ${searched.map((column) => `${column} = ${column}`).join(", ")} WHERE id = ?`).run(id);
    recordActivity(deps, { userId, resource: resource.name, recordId: id, action: "restore", label: labelOf(row), changes: [], now });
    const restored = findRow(db, resource, id);
    if (!restored) throw new Error(`${resource.name} ${id} vanished on restore`);
    return restored;
  })();
}

/**
 * Deletes a binned record for good, with its image files: the records pointing at it lose that
 * reference (an `update` entry each), then a `purge` entry. `userId` null is the system's purge.
 */
async function purgeRecord(deps: Deps, resource: Resource, row: Row, userId: number | null): Promise<void> {
  const { db } = deps;
  const now = deps.now().toISOString();
  const id = Number(row.id);
  const { table } = resource.definition;
  db.transaction(() => {
    for (const other of resources.values()) {
      for (const relation of other.relations) {
        if (relationTargets[relation.target].table !== table) continue;
        const pointing = db.prepare(`SELECT * FROM ${other.definition.table} WHERE ${relation.column} = ?`).all(id) as Row[];
        if (pointing.length === 0) continue;
        db.prepare(`UPDATE ${other.definition.table} SET ${relation.column} = NULL, updated_at = ? WHERE ${relation.column} = ?`).run(now, id);
        const changes: FieldChange[] = [{ field: relation.column, before: id, after: null }];
        for (const record of pointing) {
          recordActivity(deps, { userId, resource: other.name, recordId: Number(record.id), action: "update", label: labelOf(record), changes, now });
        }
      }
    }
    db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id);
    recordActivity(deps, { userId, resource: resource.name, recordId: id, action: "purge", label: labelOf(row), changes: [], now });
  })();
  await Promise.all(fileNames(resource, row).map((name) => removeUpload(deps.uploadDir, name)));
}

/** Purges every record deleted more than `trashDays` ago (the system's purge). Returns how many. */
export async function purgeExpiredTrash(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - deps.trashDays * 24 * 60 * 60 * 1000).toISOString();
  let purged = 0;
  for (const resource of resources.values()) {
    if (!binnable(resource)) continue;
    const rows = deps.db.prepare(`SELECT * FROM ${resource.definition.table} WHERE deleted_at IS NOT NULL AND deleted_at <= ?`).all(cutoff) as Row[];
    for (const row of rows) {
      // A record that something still needs (a role given to staff since) stays in the bin.
      if (resource.definition.deleteBlocker?.(deps.db, Number(row.id))) continue;
      await purgeRecord(deps, resource, row, null);
      purged++;
    }
  }
  return purged;
}

type TrashRow = { resource: ResourceName; id: number; label: string | null; deleted_at: string; deleted_by: number | null; deleted_by_name: string | null };

function positiveInt(value: string | undefined): number | undefined {
  const number = value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

export function trashRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  /** The binnable resource of the path, with the checks of the contract's order: 404, 405, 403. */
  const resolve = (c: AppContext, permission: "update" | "purge"): Resource => {
    const name = c.req.param("resource") ?? "";
    const resource = isResourceName(name) ? resources.get(name) : undefined;
    if (!resource) throw apiError(404, c.var.lang, "routeNotFound");
    if (!binnable(resource)) throw apiError(405, c.var.lang, "methodNotAllowed");
    requirePermission(c, permission === "purge" ? PURGE_PERMISSION : (resource.contract.update ?? PURGE_PERMISSION));
    return resource;
  };

  // Newest deletion first, over every resource the user may show (or the one asked for).
  routes.get("/trash", (c) => {
    const only = c.req.query("resource");
    const shown = [...resources.values()].filter(
      (resource) => binnable(resource) && c.var.user.permissions.has(resource.contract.show) && (!only || !isResourceName(only) || resource.name === only),
    );
    const perPage = Math.min(positiveInt(c.req.query("per_page")) ?? limits.perPageDefault, limits.perPageMax);
    const page = positiveInt(c.req.query("page")) ?? 1;
    if (shown.length === 0) return c.json({ data: [], meta: { current_page: page, last_page: 1, per_page: perPage, total: 0 } });
    const union = shown
      .map((resource) => {
        const label = labelField(resource.fields.map((field) => field.name)) ?? "NULL";
        return `SELECT '${resource.name}' AS resource, id, ${label} AS label, deleted_at, deleted_by FROM ${resource.definition.table} WHERE deleted_at IS NOT NULL`;
      })
      .join(" UNION ALL ");
    const total = db.prepare(`SELECT COUNT(*) FROM (${union})`).pluck().get() as number;
    const rows = db
      .prepare(
        `SELECT t.*, users.name AS deleted_by_name FROM (${union}) t LEFT JOIN users ON users.id = t.deleted_by
         ORDER BY t.deleted_at DESC, t.resource, t.id DESC LIMIT ? OFFSET ?`,
      )
      .all(perPage, (page - 1) * perPage) as TrashRow[];
    return c.json({
      data: rows.map((row) => ({
        resource: row.resource,
        id: row.id,
        label: row.label,
        deleted_at: row.deleted_at,
        deleted_by: row.deleted_by === null ? null : { id: row.deleted_by, name: row.deleted_by_name ?? "" },
        purge_at: purgeAt(deps, row.deleted_at),
      })),
      meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
    });
  });

  routes.post("/trash/:resource/:id/restore", (c) => {
    const resource = resolve(c, "update");
    const row = binnedRow(deps, resource, idParam(c));
    if (!row) throw apiError(404, c.var.lang, "notFound");
    const restored = restoreRecord(deps, resource, row, c.var.user.id);
    return c.json({ message: message(c, "restored"), data: serialize(deps, resource, restored, c.var.lang) });
  });

  routes.delete("/trash/:resource/:id", async (c) => {
    const resource = resolve(c, "purge");
    const row = binnedRow(deps, resource, idParam(c));
    if (!row) throw apiError(404, c.var.lang, "notFound");
    await purgeRecord(deps, resource, row, c.var.user.id);
    return c.json({ message: message(c, "purged") });
  });

  return routes;
}
