import { Hono } from "hono";
import { STORE_MANY_MAX } from "../../contract/store-many";
import type { StoreManyResult } from "../../contract/store-many";
import { isObject, objectInput } from "./body";
import type { AppEnv, Deps, FieldErrors } from "./http";
import { ApiError, apiError, hasErrors } from "./http";
import { resolveResource } from "./resource-rows";
import type { PreparedWrite } from "./resource-write";
import { commitWrite, prepareWrite, rememberKey, storedUnderKey, uniqueErrors } from "./resource-write";

/**
 * Many creates in one request (an import): each row is judged exactly as a `store` with its own
 * idempotency key, so one refused row refuses that row only, and the answer lists each row's outcome
 * in the order sent. The rows that pass are stored in one transaction (each with its activity
 * entry): one commit instead of one per row. No files: a row is JSON.
 */
export function storeManyRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post("/:resource/store-many", async (c) => {
    const resource = resolveResource(c, "create");
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw apiError(400, c.var.lang, "malformedBody");
    }
    const rows = isObject(body) ? body.rows : undefined;
    if (!Array.isArray(rows) || !rows.every((row) => isObject(row) && isObject(row.fields))) throw apiError(400, c.var.lang, "malformedBody");
    if (rows.length > STORE_MANY_MAX) throw apiError(413, c.var.lang, "tooLarge");
    const writer = { lang: c.var.lang, user: c.var.user };
    const keys = (rows as Array<{ key?: unknown }>).map((row) => (typeof row.key === "string" && row.key ? row.key.slice(0, 255) : null));
    const results: StoreManyResult[] = [];
    const refuse = (i: number, error: ApiError) => {
      const { message, errors } = error.body as { message?: unknown; errors?: FieldErrors };
      results[i] = { key: keys[i], status: error.status, message: typeof message === "string" ? message : "", ...(errors ? { errors } : {}) };
    };

    // First every row's checks (they may wait), then one transaction for the rows that passed.
    const prepared: Array<PreparedWrite | null> = [];
    for (const [i, row] of (rows as Array<{ fields: Record<string, unknown> }>).entries()) {
      prepared[i] = null;
      if (storedUnderKey(deps.db, writer, resource, keys[i])) continue;
      try {
        prepared[i] = await prepareWrite(deps, writer, resource, "store", objectInput(row.fields));
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        refuse(i, error);
      }
    }
    deps.db.transaction(() => {
      prepared.forEach((write, i) => {
        if (results[i]) return;
        // Checked again here: an earlier row of this request (or another request meanwhile) may have
        // stored the same key or taken the same unique value.
        const seen = storedUnderKey(deps.db, writer, resource, keys[i]);
        if (seen) return void (results[i] = { key: keys[i], status: 200, id: Number(seen.id) });
        if (!write) throw new Error("a row was neither refused nor prepared");
        const errors: FieldErrors = {};
        uniqueErrors(deps.db, writer.lang, resource, write.values, undefined, errors);
        if (hasErrors(errors)) return refuse(i, new ApiError(422, { message: Object.values(errors)[0]?.[0] ?? "", errors }));
        const row = commitWrite(deps, writer, write);
        rememberKey(deps, writer, resource, keys[i], Number(row.id));
        results[i] = { key: keys[i], status: 201, id: Number(row.id) };
      });
    })();
    return c.json({ data: results });
  });
  return routes;
}
