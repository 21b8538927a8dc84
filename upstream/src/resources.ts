import { Hono } from "hono";
import { isResourceName } from "../../contract/resources";
import type { AppContext, AppEnv, Deps } from "./http";
import { apiError, idParam, message, requirePermission } from "./http";
import { list } from "./resource-list";
import type { Resource } from "./resource-rows";
import { findRow, resources, serialize } from "./resource-rows";
import { moveToBin, write } from "./resource-write";

// The generic CRUD routes of the fifteen resources (list, show, store, update, delete), each behind
// the permission the contract names for its action.

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
    const trash = moveToBin(deps, resource, row, c.var.user.id);
    return c.json({ message: message(c, "deleted"), trash });
  });

  return routes;
}
