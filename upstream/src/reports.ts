import { Hono } from "hono";
import { dateRangeCondition } from "./dates";
import type { AppContext, AppEnv, Deps } from "./http";
import { requirePermission } from "./http";
import { moderators } from "./permissions";

const STATUSES = [1, 2, 3, 4] as const;
const SUB_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

type Counts = { key: number; count: number }[];

function byKey(rows: Counts): Map<number, number> {
  return new Map(rows.map((row) => [row.key, row.count]));
}

function statusObject(rows: Counts): Record<"1" | "2" | "3" | "4", number> {
  const counts = byKey(rows);
  return { "1": counts.get(1) ?? 0, "2": counts.get(2) ?? 0, "3": counts.get(3) ?? 0, "4": counts.get(4) ?? 0 };
}

function idFilter(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

export function reportRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  /** `AND …` conditions on a timestamp column from the request's date_from/date_to. */
  const range = (c: AppContext, column: string) => {
    const { sql, params } = dateRangeCondition(column, c.req.query("date_from"), c.req.query("date_to"));
    return { sql: sql.map((condition) => ` AND ${condition}`).join(""), params };
  };

  const countOrders = (c: AppContext, groupBy: "status" | "sub_status", where: string, params: (string | number)[]) => {
    const dates = range(c, "created_at");
    return db
      .prepare(`SELECT ${groupBy} AS key, COUNT(*) AS count FROM orders WHERE ${where}${dates.sql} GROUP BY ${groupBy}`)
      .all(...params, ...dates.params) as Counts;
  };

  routes.get("/reports/statuses", (c) => {
    requirePermission(c, "show statuses reports");
    const statuses = byKey(countOrders(c, "status", "1 = 1", []));
    const subStatuses = byKey(countOrders(c, "sub_status", "sub_status IS NOT NULL", []));
    return c.json({
      data: {
        total: [...statuses.values()].reduce((sum, count) => sum + count, 0),
        by_status: STATUSES.map((status) => ({ status, count: statuses.get(status) ?? 0 })),
        by_sub_status: SUB_STATUSES.map((sub_status) => ({ sub_status, count: subStatuses.get(sub_status) ?? 0 })),
      },
    });
  });

  routes.get("/reports/moderators", (c) => {
    requirePermission(c, "show moderators reports");
    const only = idFilter(c.req.query("moderator_id"));
    const followUpDates = range(c, "created_at");
    const countFollowUps = db.prepare(`SELECT COUNT(*) FROM follow_ups WHERE user_id = ?${followUpDates.sql}`).pluck();
    const data = moderators(db)
      .filter((moderator) => only === undefined || moderator.id === only)
      .map((moderator) => {
        const byStatus = statusObject(countOrders(c, "status", "moderator_id = ?", [moderator.id]));
        return {
          moderator,
          follow_ups: countFollowUps.get(moderator.id, ...followUpDates.params) as number,
          orders: Object.values(byStatus).reduce((sum, count) => sum + count, 0),
          by_status: byStatus,
        };
      });
    return c.json({ data });
  });

  routes.get("/reports/sources", (c) => {
    requirePermission(c, "show sources reports");
    const only = idFilter(c.req.query("source_id"));
    const sources = db.prepare("SELECT id, name_ar, name_en FROM sources WHERE deleted_at IS NULL ORDER BY id").all() as {
      id: number;
      name_ar: string;
      name_en: string;
    }[];
    const data = sources
      .filter((source) => only === undefined || source.id === only)
      .map((source) => {
        const byStatus = statusObject(countOrders(c, "status", "source_id = ?", [source.id]));
        return { source, total: Object.values(byStatus).reduce((sum, count) => sum + count, 0), by_status: byStatus };
      });
    return c.json({ data });
  });

  return routes;
}
