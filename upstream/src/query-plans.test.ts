import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db";
import { migrate } from "./migrations";
import { listPlans, reportPlans } from "./query-plans";
import type { Database } from "./sqlite";

// The follow-up queue's and the reports' statements read the indexes made for them: no scan of the
// orders, no sort of them (a sort of one day's or one moment's ties at most), and no look into the follow-ups per order, whatever their number. The
// queue's queries are those the dashboard sends (app/server/follow-ups.server.ts, groupQuery).

const DAY = "2026-06-15";
const GROUPS: Record<string, Record<string, string>> = {
  "due (the menu's badge)": { due_before: DAY, sort: "next_contact_at", dir: "asc", per_page: "1" },
  "undated, by age": { undated: "1", sort: "created_at", dir: "asc", per_page: "25" },
  "overdue, by due date": { due_before: "2026-06-14", sort: "next_contact_at", dir: "asc", per_page: "25" },
  today: { due_before: DAY, due_after: DAY, sort: "created_at", dir: "asc", per_page: "25" },
  "undated, by due date": { undated: "1", sort: "updated_at", dir: "asc", per_page: "25" },
  new: { followed: "none", sort: "created_at", dir: "asc", per_page: "25" },
};

let db: Database;
beforeAll(() => {
  db = openDatabase(":memory:");
});
afterAll(() => db.close());

describe("query plans", () => {
  for (const [group, query] of Object.entries(GROUPS)) {
    it(`the queue's ${group} group is read from an index, in order`, () => {
      const plans = listPlans(db, "orders", query, 1);
      expect(plans.map((p) => p.sql)).toHaveLength(2);
      for (const { sql, plan } of plans) {
        const text = plan.join(" | ");
        expect(text, sql).toMatch(/USING (COVERING )?INDEX orders_(queue|created)/);
        // A sort of the ties of the index's first column ("LAST TERM OF ORDER BY") stops at the page.
        expect(text, sql).not.toMatch(/SCAN orders(?! USING)|TEMP B-TREE FOR (ORDER|GROUP) BY|follow_ups/);
      }
    });
  }

  it("the reports count from covering indexes, without a scan of the orders or a sort", () => {
    const plans = reportPlans(db);
    expect(plans).toHaveLength(8);
    for (const { sql, plan } of plans) {
      const text = plan.join(" | ");
      expect(text, sql).toMatch(/COVERING INDEX (orders_report_|follow_ups_user)/);
      expect(text, sql).not.toMatch(/TEMP B-TREE/);
    }
  });
});

describe("an order's latest follow-up", () => {
  const order = (name: string) =>
    Number(
      db.prepare("INSERT INTO orders (title, name, mobile, status, created_at, updated_at) VALUES ('mr', ?, '+966500000000', 1, 'x', 'x')").run(name)
        .lastInsertRowid,
    );
  const followUp = (orderId: number) =>
    Number(db.prepare("INSERT INTO follow_ups (order_id, user_id, status, sub_status, created_at) VALUES (?, 1, 2, 1, 'x')").run(orderId).lastInsertRowid);
  const latest = (orderId: number) => db.prepare("SELECT last_follow_up_id FROM orders WHERE id = ?").pluck().get(orderId);

  it("is kept on the order by every new follow-up, and found for a database from before", () => {
    // No staff in this database: the follow-ups name a user that is not there.
    db.pragma("foreign_keys = OFF");
    const fresh = order("جديد");
    const followed = order("متابع");
    followUp(followed);
    const second = followUp(followed);
    expect(latest(fresh)).toBeNull();
    expect(latest(followed)).toBe(second);

    // A database from before the column: the migration finds each order's latest follow-up.
    for (const index of ["orders_queue_undated", "orders_queue_undated_age", "orders_queue_fresh"]) db.exec(`DROP INDEX ${index}`);
    db.exec("DROP TRIGGER follow_ups_last; ALTER TABLE orders DROP COLUMN last_follow_up_id");
    migrate(db);
    expect(latest(fresh)).toBeNull();
    expect(latest(followed)).toBe(second);
  });
});
