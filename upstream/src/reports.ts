import { Hono } from "hono";
import { dateRangeCondition } from "./dates";
import type { AppContext, AppEnv, Deps } from "./http";
import { requirePermission } from "./http";
import { moderators } from "./permissions";

const STATUSES = [1, 2, 3, 4] as const;
const SUB_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

type StatusCounts = Record<"1" | "2" | "3" | "4", number>;

/**
 * The reports' statements, each one pass over a covering index (migrations.ts,
 * `orders_report_*`, `follow_ups_user`) whatever the number of orders, moderators or sources;
 * `dates` is the `AND …` conditions of a date range. Only the index is read, never the orders.
 */
export const REPORT_SQL = {
  statuses: (dates: string) => `SELECT status, sub_status, COUNT(*) AS count FROM orders WHERE status IS NOT NULL${dates} GROUP BY status, sub_status`,
  moderators: (dates: string) =>
    `SELECT moderator_id AS id, status, COUNT(*) AS count FROM orders WHERE moderator_id IS NOT NULL${dates} GROUP BY moderator_id, status`,
  followUps: (dates: string) => `SELECT user_id AS id, COUNT(*) AS count FROM follow_ups WHERE user_id IS NOT NULL${dates} GROUP BY user_id`,
  sources: (dates: string) => `SELECT source_id AS id, status, COUNT(*) AS count FROM orders WHERE source_id IS NOT NULL${dates} GROUP BY source_id, status`,
} as const;

type ByItem = { id: number; status: number; count: number }[];

/** Counts by item, then by status: every status present in each. */
function byItemAndStatus(rows: ByItem): Map<number, StatusCounts> {
  const counts = new Map<number, StatusCounts>();
  for (const row of rows) {
    let item = counts.get(row.id);
    if (!item) counts.set(row.id, (item = { "1": 0, "2": 0, "3": 0, "4": 0 }));
    const key = String(row.status) as keyof StatusCounts;
    if (key in item) item[key] += row.count;
  }
  return counts;
}

const noOrders = (): StatusCounts => ({ "1": 0, "2": 0, "3": 0, "4": 0 });
const sumOf = (counts: StatusCounts) => Object.values(counts).reduce((sum, count) => sum + count, 0);

function idFilter(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

export function reportRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  /**
   * `AND …` conditions on `created_at` from the request's date_from/date_to, written `+created_at`:
   * the range is checked inside the covering index a report reads, rather than used to choose the
   * index of the dates alone and read each order from the table.
   */
  const range = (c: AppContext) => {
    const { sql, params } = dateRangeCondition("+created_at", c.req.query("date_from"), c.req.query("date_to"));
    return { sql: sql.map((condition) => ` AND ${condition}`).join(""), params };
  };

  routes.get("/reports/statuses", (c) => {
    requirePermission(c, "show statuses reports");
    const dates = range(c);
    const rows = db.prepare(REPORT_SQL.statuses(dates.sql)).all(...dates.params) as { status: number; sub_status: number | null; count: number }[];
    const statuses = new Map<number, number>();
    const subStatuses = new Map<number, number>();
    for (const row of rows) {
      statuses.set(row.status, (statuses.get(row.status) ?? 0) + row.count);
      if (row.sub_status !== null) subStatuses.set(row.sub_status, (subStatuses.get(row.sub_status) ?? 0) + row.count);
    }
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
    const dates = range(c);
    const orders = byItemAndStatus(db.prepare(REPORT_SQL.moderators(dates.sql)).all(...dates.params) as ByItem);
    const followUps = new Map(
      (db.prepare(REPORT_SQL.followUps(dates.sql)).all(...dates.params) as { id: number; count: number }[]).map((row) => [row.id, row.count]),
    );
    const data = moderators(db)
      .filter((moderator) => only === undefined || moderator.id === only)
      .map((moderator) => {
        const byStatus = orders.get(moderator.id) ?? noOrders();
        return { moderator, follow_ups: followUps.get(moderator.id) ?? 0, orders: sumOf(byStatus), by_status: byStatus };
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
    const dates = range(c);
    const orders = byItemAndStatus(db.prepare(REPORT_SQL.sources(dates.sql)).all(...dates.params) as ByItem);
    const data = sources
      .filter((source) => only === undefined || source.id === only)
      .map((source) => {
        const byStatus = orders.get(source.id) ?? noOrders();
        return { source, total: sumOf(byStatus), by_status: byStatus };
      });
    return c.json({ data });
  });

  return routes;
}
