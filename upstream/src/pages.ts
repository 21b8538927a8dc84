import { Hono } from "hono";
import type { AppEnv, Deps } from "./http";
import { moderators } from "./permissions";

/** Reference lists any logged-in user may read. */
export function pageRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.get("/pages/countries", (c) => c.json({ data: db.prepare("SELECT id, code, name_ar, name_en, dial_code FROM countries ORDER BY id").all() }));

  // Options for selects and filters: a user who may create a blog but not manage categories
  // must still be able to pick one.
  routes.get("/pages/lookups", (c) => {
    const options = (sql: string) => (db.prepare(sql).all() as Record<string, unknown>[]).map((row) => ({ ...row, is_active: row.is_active === 1 }));
    return c.json({
      data: {
        // Records in the bin are no option.
        categories: options("SELECT id, name_ar, name_en, is_active FROM categories WHERE deleted_at IS NULL ORDER BY name_ar"),
        services: options("SELECT id, title_ar, title_en, is_active FROM services WHERE deleted_at IS NULL ORDER BY sort_order, id"),
        sources: options("SELECT id, name_ar, name_en, is_active FROM sources WHERE deleted_at IS NULL ORDER BY id"),
        moderators: moderators(db),
      },
    });
  });

  return routes;
}
