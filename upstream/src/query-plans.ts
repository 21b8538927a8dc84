import type { Deps } from "./http";
import { list } from "./resource-list";
import { resources } from "./resource-rows";
import { REPORT_SQL } from "./reports";
import type { Database } from "./sqlite";

// What SQLite does for the statements of a list and of the reports (EXPLAIN QUERY PLAN), read by
// running the upstream's own code against a connection that notes each statement it prepares:
// `npm run bench` prints them, and tests hold the follow-up queue and the reports to their indexes.

export interface StatementPlan {
  sql: string;
  /** The plan's lines, as `EXPLAIN QUERY PLAN` says them ("SEARCH orders USING INDEX …"). */
  plan: string[];
}

function planOf(db: Database, sql: string): string[] {
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail);
}

/** The statements `{resource}/all` runs for `query` (its count and its page), with their plans. */
export function listPlans(db: Database, resourceName: "orders", query: Readonly<Record<string, string>>, userId: number): StatementPlan[] {
  const resource = resources.get(resourceName);
  if (!resource) throw new Error(`no resource ${resourceName}`);
  const seen: string[] = [];
  const noting = new Proxy(db, {
    get(target, key) {
      if (key === "prepare") {
        return (sql: string) => {
          seen.push(sql);
          return target.prepare(sql);
        };
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const deps = { db: noting, publicUrl: "http://plans.invalid" } as unknown as Deps;
  list(deps, resource, (name) => query[name], userId, "ar");
  // The list's own two statements (its count and its page), not those of each row's details.
  return seen.filter((sql) => /^SELECT (COUNT\(\*\)|\*) FROM orders /.test(sql)).map((sql) => ({ sql, plan: planOf(db, sql) }));
}

/** The reports' statements, without and with a date range, with their plans. */
export function reportPlans(db: Database): StatementPlan[] {
  const dated = " AND +created_at >= ? AND +created_at < ?";
  return Object.values(REPORT_SQL).flatMap((sql) => [sql(""), sql(dated)].map((text) => ({ sql: text, plan: planOf(db, text) })));
}
