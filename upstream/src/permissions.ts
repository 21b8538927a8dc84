import { Hono } from "hono";
import { allPermissions } from "../../contract/permissions";
import type { Database } from "./sqlite";
import type { AppEnv, Deps } from "./http";
import type { Lang } from "./i18n";

const ORDER = new Map<string, number>(allPermissions.map((permission, index) => [permission, index]));

/** In the order of `allPermissions`, so lists read the same everywhere. */
export function sortPermissions(permissions: Iterable<string>): string[] {
  return [...permissions].sort((a, b) => (ORDER.get(a) ?? Infinity) - (ORDER.get(b) ?? Infinity));
}

/** A role's name in the request's language (its `name`, for clients that know one name), else the other. */
export function roleName(row: { name_ar?: unknown; name_en?: unknown }, lang: Lang): string {
  const own = lang === "en" ? row.name_en : row.name_ar;
  const other = lang === "en" ? row.name_ar : row.name_en;
  return String(own || other || "");
}

export function rolePermissions(db: Database, roleId: number): string[] {
  const rows = db.prepare("SELECT permission FROM role_permissions WHERE role_id = ?").pluck().all(roleId);
  return sortPermissions(rows as string[]);
}

export function setRolePermissions(db: Database, roleId: number, permissions: readonly string[]): void {
  db.prepare("DELETE FROM role_permissions WHERE role_id = ?").run(roleId);
  const insert = db.prepare("INSERT INTO role_permissions (role_id, permission) VALUES (?, ?)");
  for (const permission of permissions) insert.run(roleId, permission);
}

/** Users whose role holds `follow orders`: the moderators of reports and lookups. */
export function moderators(db: Database): { id: number; name: string }[] {
  return db
    .prepare(
      `SELECT users.id, users.name FROM users
       JOIN role_permissions rp ON rp.role_id = users.role_id AND rp.permission = 'follow orders'
       ORDER BY users.id`,
    )
    .all() as { id: number; name: string }[];
}

export function permissionRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/permissions/user", (c) => c.json(sortPermissions(c.var.user.permissions)));
  routes.get("/permissions/all", (c) => c.json({ data: [...allPermissions] }));
  routes.get("/roles", (c) => {
    const roles = deps.db.prepare("SELECT id, name_ar, name_en FROM roles WHERE deleted_at IS NULL ORDER BY id").all() as {
      id: number;
      name_ar: string;
      name_en: string;
    }[];
    return c.json({
      data: roles.map((role) => ({
        id: role.id,
        name: roleName(role, c.var.lang),
        name_ar: role.name_ar,
        name_en: role.name_en,
        permissions: rolePermissions(deps.db, role.id),
      })),
    });
  });
  return routes;
}
