import { Hono } from "hono";
import type { AppEnv, Deps } from "./http";
import { apiError, idParam, message } from "./http";
import { list } from "./resource-list";
import { findRow, resolveResource, serialize } from "./resource-rows";
import { readInput } from "./body";
import { moveToBin, storeOnce, write, writerOf } from "./resource-write";

// The generic CRUD routes of the fifteen resources (list, show, store, update, delete), each behind
// the permission the contract names for its action.

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
