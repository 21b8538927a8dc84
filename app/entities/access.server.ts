import { data } from "@remix-run/node";
import type { CurrentUser } from "~/server/auth.server";
import { AREA_PERMISSIONS, hasPermission, type Permission } from "~/utils/permissions";
import type { Entity } from "./types";

/** The permission an entity's page or action needs; an area without one has no such page (404). */
export function permissionFor(d: Entity, action: "show" | "create" | "update"): Permission {
  const permission = AREA_PERMISSIONS[d.area][action];
  if (!permission) throw data({ message: "Not found" }, { status: 404 });
  return permission;
}

/**
 * What this user may do with an entity's records: delete needs the update permission (and an
 * entity whose records are deleted at all), the follow-up its own permission (orders).
 */
export function abilities(d: Entity, user: CurrentUser) {
  const perms = AREA_PERMISSIONS[d.area];
  return {
    create: hasPermission(user.permissions, perms.create),
    update: d.editable && hasPermission(user.permissions, perms.update),
    delete: d.deletable && hasPermission(user.permissions, perms.update),
    follow: perms.follow !== undefined && hasPermission(user.permissions, perms.follow),
  };
}
