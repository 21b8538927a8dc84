/**
 * Test-only access to the reference upstream's database of the end-to-end run
 * (playwright.config.ts starts it with a fresh `data/e2e-<port>/upstream.sqlite`).
 *
 * The API has no way to create staff users or to date an order, and the e2e suite runs specs in
 * parallel against one database, so two things are done here, like a factory would:
 * - a dedicated Administrator-role user per test, so a test may change "its" password, name or
 *   e-mail without breaking other specs that log in as admin@lawha.test at the same time;
 * - moving a test's own order to a day no other order has, so a report filtered to that day
 *   counts that order alone.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import type { Database } from "../../upstream/src/sqlite";
import { openConnection } from "../../upstream/src/db";
import { hashPassword } from "../../upstream/src/passwords";

/** Where playwright.config.ts puts the e2e upstream's database (one per upstream port). */
export const E2E_DB_FILE = process.env.E2E_DB_FILE ?? `data/e2e-${process.env.E2E_UPSTREAM_PORT ?? 4100}/upstream.sqlite`;

function withDb<T>(fn: (db: Database) => T): T {
  if (!existsSync(E2E_DB_FILE)) throw new Error(`no end-to-end database at ${E2E_DB_FILE}`);
  const db = openConnection(E2E_DB_FILE, { migrateSchema: false });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  name: string;
}

/** A new user with the seeded Administrator role (every permission). */
export async function createAdminUser(label: string): Promise<TestUser> {
  const suffix = randomBytes(4).toString("hex");
  const email = `e2e-${label}-${suffix}@lawha.test`;
  const password = `Pass#${suffix}`;
  const name = `مستخدم اختبار ${suffix}`;
  const hash = await hashPassword(password);
  const now = new Date().toISOString();
  const id = withDb((db) => {
    const roleId = db.prepare("SELECT id FROM roles WHERE name = 'Administrator'").pluck().get() as number | undefined;
    if (!roleId) throw new Error("seeded Administrator role not found");
    const result = db
      .prepare("INSERT INTO users (name, email, phone, avatar, password_hash, role_id, created_at, updated_at) VALUES (?, ?, ?, NULL, ?, ?, ?, ?)")
      .run(name, email, "+966555000111", hash, roleId, now, now);
    return Number(result.lastInsertRowid);
  });
  return { id, email, password, name };
}

/** Dates an order on `day` (YYYY-MM-DD, noon UTC). */
export function setOrderCreatedDay(orderId: number, day: string): void {
  withDb((db) => {
    const changed = db.prepare("UPDATE orders SET created_at = ? WHERE id = ?").run(`${day}T12:00:00.000Z`, orderId).changes;
    if (changed !== 1) throw new Error(`order ${orderId} not found`);
  });
}

/** A day in the past that no seeded or other test order uses: random within a per-project decade. */
export function isolatedDay(projectName: string): string {
  const startYear = projectName === "js-off" ? 1970 : 1980;
  const start = Date.UTC(startYear, 0, 1);
  const day = new Date(start + Math.floor(Math.random() * 3650) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** Number of orders created on a day (to make sure an isolated day is really empty). */
export function ordersOnDay(day: string): number {
  return withDb(
    (db) =>
      db.prepare("SELECT COUNT(*) FROM orders WHERE created_at >= ? AND created_at < ?").pluck().get(`${day}T00:00:00.000Z`, `${day}T23:59:59.999Z`) as number,
  );
}

/** A user holding the given role, so the upstream refuses to delete that role (it is in use). */
export function createUserWithRole(roleId: number, label: string): number {
  const suffix = randomBytes(4).toString("hex");
  const now = new Date().toISOString();
  return withDb((db) =>
    Number(
      db
        .prepare("INSERT INTO users (name, email, phone, avatar, password_hash, role_id, created_at, updated_at) VALUES (?, ?, ?, NULL, ?, ?, ?, ?)")
        .run(`مستخدم ${label}`, `e2e-role-${suffix}@lawha.test`, "+966555000111", "x", roleId, now, now).lastInsertRowid,
    ),
  );
}

/** Revokes every token of a user, as a password change on another device would. */
export function revokeTokens(userId: number): void {
  withDb((db) => db.prepare("UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL").run(new Date().toISOString(), userId));
}

/** How many testimonials carry this name. */
export function testimonialsNamed(name: string): number {
  return withDb((db) => db.prepare("SELECT COUNT(*) FROM testimonials WHERE name = ?").pluck().get(name) as number);
}

/** A testimonial written straight to the database (the search triggers keep its search text in step). */
export function insertTestimonial(name: string): number {
  const now = new Date().toISOString();
  return withDb((db) =>
    Number(
      db
        .prepare("INSERT INTO testimonials (name, company, content_ar, is_active, created_at, updated_at) VALUES (?, NULL, ?, 1, ?, ?)")
        .run(name, "نص", now, now).lastInsertRowid,
    ),
  );
}

/** The first order of the seed. */
export function firstOrderId(): number {
  return withDb((db) => db.prepare("SELECT MIN(id) FROM orders").pluck().get() as number);
}

/** How many follow-ups carry this comment. */
export function followUpsWithComment(comment: string): number {
  return withDb((db) => db.prepare("SELECT COUNT(*) FROM follow_ups WHERE comment = ?").pluck().get(comment) as number);
}

/** The stored phone of the branch with this Arabic name. */
export function branchPhone(nameAr: string): string | null | undefined {
  return withDb((db) => db.prepare("SELECT phone FROM branches WHERE name_ar = ?").pluck().get(nameAr) as string | null | undefined);
}

/** The stored rating of the testimonial with this name. */
export function testimonialRating(name: string): number | null | undefined {
  return withDb((db) => db.prepare("SELECT rating FROM testimonials WHERE name = ?").pluck().get(name) as number | null | undefined);
}

/** The next contact date of the follow-up with this comment. */
export function followUpNextContact(comment: string): string | null | undefined {
  return withDb((db) => db.prepare("SELECT next_contact_at FROM follow_ups WHERE comment = ?").pluck().get(comment) as string | null | undefined);
}

/** Gives a test's own order a large number of its own (six digits), as a long-running company's orders have. */
export function renumberOrder(orderId: number): number {
  return withDb((db) => {
    for (;;) {
      const id = 100_000 + Math.floor(Math.random() * 800_000);
      if (db.prepare("SELECT 1 FROM orders WHERE id = ?").get(id)) continue;
      // The search index is keyed by the order's id: it moves with it.
      db.transaction(() => {
        const text = db.prepare("SELECT search_text FROM orders WHERE id = ?").pluck().get(orderId) as string | null | undefined;
        if (text === undefined) throw new Error(`order ${orderId} not found`);
        if (text !== null) db.prepare("INSERT INTO orders_search (orders_search, rowid, search_text) VALUES ('delete', ?, ?)").run(orderId, text);
        db.prepare("UPDATE orders SET id = ? WHERE id = ?").run(id, orderId);
        if (text !== null) db.prepare("INSERT INTO orders_search (rowid, search_text) VALUES (?, ?)").run(id, text);
      })();
      return id;
    }
  });
}

/**
 * `counts.length` new sources in the database at `file` (a test's own upstream), the i-th named
 * `${nameAr} ${i + 1}` / `${nameEn} ${i + 1}` with `counts[i]` new orders made on `day`
 * (YYYY-MM-DD), all in one transaction: a report with many sources, whose counts on that day are
 * known.
 */
export function addSourcesWithOrders(file: string, opts: { counts: readonly number[]; day: string; nameAr: string; nameEn: string }): void {
  const db = openConnection(file, { migrateSchema: false });
  try {
    const at = `${opts.day}T12:00:00.000Z`;
    const source = db.prepare("INSERT INTO sources (name_ar, name_en, is_active, created_at, updated_at) VALUES (?, ?, 1, ?, ?)");
    const order = db.prepare(
      "INSERT INTO orders (title, name, mobile, source_id, status, created_at, updated_at) VALUES ('mr', ?, '+966500000001', ?, 1, ?, ?)",
    );
    db.transaction(() => {
      opts.counts.forEach((count, i) => {
        const id = Number(source.run(`${opts.nameAr} ${i + 1}`, `${opts.nameEn} ${i + 1}`, at, at).lastInsertRowid);
        for (let k = 0; k < count; k++) order.run(`عميل ${i + 1}-${k + 1}`, id, at, at);
      });
    })();
  } finally {
    db.close();
  }
}
