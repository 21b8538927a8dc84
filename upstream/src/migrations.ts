import type { Database } from "./sqlite";
import { definitions } from "./resource-definitions";
import { SCHEMA } from "./schema";
import { migrateSearch, registerSearchFunction, SEARCH_COLUMN } from "./search";

// Brings a database of any age to today's shape, on every start: the tables (./schema), then each
// later change, each written so that running it again changes nothing.

export function migrate(db: Database): void {
  db.exec(SCHEMA);
  // The search triggers of existing tables call it, from the first write on.
  registerSearchFunction(db);
  migrateRoleNames(db);
  migrateSearch(db);
  migrateNextContact(db);
  migrateStaffAccounts(db);
  migrateHistory(db);
  migrateQueueAndReports(db);
  migrateTwoStep(db);
}

/** The tables of the CRUD resources: each has the bin's two columns. */
const resourceTables: readonly string[] = [...new Set(Object.values(definitions).map((definition) => definition.table))];

/**
 * History and the bin. `activity` holds one entry per write (contract §10), newest first by
 * `created_at` then id: each index ends with `created_at` (and SQLite's rowid after it), so a page
 * is read in order from the index without sorting, and counted from the index alone. A record's
 * history reads `activity_record`; the activity page filtered by a staff member (and dates) reads
 * `activity_user`, by area `activity_area`, by action `activity_action`, by dates alone
 * `activity_created`. Every resource table gets `deleted_at` and `deleted_by` (a record in the bin
 * has `deleted_at`; a partial index lists the bin). A binned record's search text is empty, so no
 * search finds it; a database whose search index was just rebuilt gets that again here. The
 * administrators (roles holding `update users`) of a database from before get `show activity`.
 */
function migrateHistory(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS activity (
      id INTEGER PRIMARY KEY,
      user_id INTEGER REFERENCES users(id),
      resource TEXT NOT NULL,
      record_id INTEGER NOT NULL,
      action TEXT NOT NULL,
      label TEXT,
      changes TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS activity_record ON activity(resource, record_id, created_at);
    CREATE INDEX IF NOT EXISTS activity_user ON activity(user_id, created_at);
    CREATE INDEX IF NOT EXISTS activity_area ON activity(resource, created_at);
    CREATE INDEX IF NOT EXISTS activity_action ON activity(action, created_at);
    CREATE INDEX IF NOT EXISTS activity_created ON activity(created_at);`);
  for (const table of resourceTables) {
    const columns = db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[];
    if (!columns.includes("deleted_at")) {
      db.exec(`ALTER TABLE ${table} ADD COLUMN deleted_at TEXT; ALTER TABLE ${table} ADD COLUMN deleted_by INTEGER REFERENCES users(id)`);
    }
    db.exec(`CREATE INDEX IF NOT EXISTS ${table}_deleted ON ${table}(deleted_at) WHERE deleted_at IS NOT NULL`);
    if (columns.includes(SEARCH_COLUMN)) {
      db.exec(`UPDATE ${table} SET ${SEARCH_COLUMN} = '' WHERE deleted_at IS NOT NULL AND ${SEARCH_COLUMN} <> ''`);
    }
  }
  if (!db.prepare("SELECT 1 FROM role_permissions WHERE permission = 'show activity'").get()) {
    db.exec(`INSERT OR IGNORE INTO role_permissions (role_id, permission)
      SELECT role_id, 'show activity' FROM role_permissions WHERE permission = 'update users'`);
  }
}

/** Arabic names of the roles the seed has always made, for a database from before roles had two names. */
const SEEDED_ROLE_NAMES_AR: Readonly<Record<string, string>> = {
  Administrator: "مدير النظام",
  "Content editor": "محرر المحتوى",
  Moderator: "مشرف",
};

/**
 * Roles have an Arabic and an English name (`name_ar`, `name_en`), each unique in its language.
 * A database from before has one name (`name`): it becomes the English name, and the Arabic name
 * too unless it is one of the seeded roles, whose Arabic names are known. The old `name` column
 * stays (unique, not null: SQLite cannot drop it) and is kept equal to the English name on every
 * write; the API's `name` is the name in the request's language.
 */
function migrateRoleNames(db: Database): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('roles')").pluck().all() as string[];
  if (!columns.includes("name_ar")) db.exec("ALTER TABLE roles ADD COLUMN name_ar TEXT NOT NULL DEFAULT ''");
  if (!columns.includes("name_en")) db.exec("ALTER TABLE roles ADD COLUMN name_en TEXT NOT NULL DEFAULT ''");
  const unnamed = db.prepare("SELECT id, name FROM roles WHERE name_ar = '' OR name_en = ''").all() as { id: number; name: string }[];
  const fill = db.prepare(
    "UPDATE roles SET name_ar = CASE name_ar WHEN '' THEN ? ELSE name_ar END, name_en = CASE name_en WHEN '' THEN ? ELSE name_en END WHERE id = ?",
  );
  const taken = db.prepare("SELECT 1 FROM roles WHERE (name_ar = @name COLLATE NOCASE OR name = @name COLLATE NOCASE) AND id <> @id");
  for (const role of unnamed) {
    const known = SEEDED_ROLE_NAMES_AR[role.name];
    const arabic = known !== undefined && !taken.get({ name: known, id: role.id }) ? known : role.name;
    fill.run(arabic, role.name, role.id);
  }
  db.exec(`CREATE UNIQUE INDEX IF NOT EXISTS roles_name_ar ON roles(name_ar COLLATE NOCASE);
    CREATE UNIQUE INDEX IF NOT EXISTS roles_name_en ON roles(name_en COLLATE NOCASE);`);
}

/**
 * Staff accounts can be deactivated (`users.is_active`); a database from before staff accounts
 * existed gives their three permissions to every role that may edit roles, so its administrators
 * keep managing the dashboard's people.
 */
function migrateStaffAccounts(db: Database): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('users')").pluck().all() as string[];
  if (!columns.includes("is_active")) db.exec("ALTER TABLE users ADD COLUMN is_active INTEGER NOT NULL DEFAULT 1");
  if (db.prepare("SELECT 1 FROM role_permissions WHERE permission = 'update users'").get()) return;
  db.exec(`INSERT OR IGNORE INTO role_permissions (role_id, permission)
    SELECT role_id, p.permission FROM role_permissions
    CROSS JOIN (SELECT 'show users' AS permission UNION ALL SELECT 'create users' UNION ALL SELECT 'update users') p
    WHERE role_permissions.permission = 'update roles'`);
}

/**
 * The follow-up queue asks which orders are due: each order keeps the day its latest follow-up
 * set for the next contact (`next_contact_at`, the day as YYYY-MM-DD, indexed by migrateQueueAndReports), written by a trigger on
 * every new follow-up, so the API, the seed and any other writer keep it in step.
 */
function migrateNextContact(db: Database): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('orders')").pluck().all() as string[];
  if (!columns.includes("next_contact_at")) {
    db.exec("ALTER TABLE orders ADD COLUMN next_contact_at TEXT");
    db.exec(`UPDATE orders SET next_contact_at = (
      SELECT substr(f.next_contact_at, 1, 10) FROM follow_ups f WHERE f.order_id = orders.id ORDER BY f.id DESC LIMIT 1)`);
  }
  db.exec(`CREATE TRIGGER IF NOT EXISTS follow_ups_next_contact AFTER INSERT ON follow_ups BEGIN
      UPDATE orders SET next_contact_at = substr(NEW.next_contact_at, 1, 10) WHERE id = NEW.order_id;
    END;`);
}

/**
 * The follow-up queue and the reports read indexes only, whatever the number of orders. Each order
 * keeps the id of its latest follow-up (`last_follow_up_id`, null until the first; a trigger on
 * every new follow-up keeps it), so "never followed up" and "followed up, no day set" are columns
 * an index holds rather than a look into `follow_ups` per order. The queue's groups each have a
 * partial index of the live orders (`deleted_at IS NULL`) in the order the group is shown, so a
 * page is read in order and its total counted from the index alone: the dated groups by their day (and
 * one day's by arrival), the undated by their latest change or by arrival, the new by arrival. The reports count orders by status and
 * sub-status, by source or by moderator, then status, from covering indexes that end with
 * `created_at` (their date range, read from the index rather than used to find the rows).
 */
function migrateQueueAndReports(db: Database): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('orders')").pluck().all() as string[];
  if (!columns.includes("last_follow_up_id")) {
    db.exec("ALTER TABLE orders ADD COLUMN last_follow_up_id INTEGER");
    db.exec("UPDATE orders SET last_follow_up_id = (SELECT MAX(f.id) FROM follow_ups f WHERE f.order_id = orders.id)");
  }
  // The plain index of the day gave way to the queue's partial ones (it drew the undated group to it).
  db.exec(`DROP INDEX IF EXISTS orders_next_contact;
    CREATE TRIGGER IF NOT EXISTS follow_ups_last AFTER INSERT ON follow_ups BEGIN
      UPDATE orders SET last_follow_up_id = NEW.id WHERE id = NEW.order_id;
    END;
    CREATE INDEX IF NOT EXISTS orders_queue_due ON orders(next_contact_at) WHERE deleted_at IS NULL AND next_contact_at IS NOT NULL;
    CREATE INDEX IF NOT EXISTS orders_queue_day ON orders(next_contact_at, created_at) WHERE deleted_at IS NULL AND next_contact_at IS NOT NULL;
    CREATE INDEX IF NOT EXISTS orders_queue_undated ON orders(updated_at, status)
      WHERE deleted_at IS NULL AND next_contact_at IS NULL AND last_follow_up_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS orders_queue_undated_age ON orders(created_at, status)
      WHERE deleted_at IS NULL AND next_contact_at IS NULL AND last_follow_up_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS orders_queue_fresh ON orders(created_at) WHERE deleted_at IS NULL AND last_follow_up_id IS NULL;
    CREATE INDEX IF NOT EXISTS orders_report_status ON orders(status, sub_status, created_at);
    CREATE INDEX IF NOT EXISTS orders_report_source ON orders(source_id, status, created_at);
    CREATE INDEX IF NOT EXISTS orders_report_moderator ON orders(moderator_id, status, created_at);`);
}

/**
 * Two-step login and live sessions (contract README §3, `auth/two-step` and `auth/sessions`).
 * A user's secret is stored encrypted (`two_step_secret`, set once a code confirmed it;
 * `two_step_pending` while it is being set up) with the last time step a code used; recovery codes
 * as hashes, each used once; a login whose password was right but whose code is still to come is a
 * short-lived challenge (stored hashed). A role may require two-step login. Each token keeps the
 * browser and address it was issued to and when it was last used (the list of live sessions).
 */
function migrateTwoStep(db: Database): void {
  const add = (table: string, column: string, type: string) => {
    const columns = db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[];
    if (!columns.includes(column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
  };
  add("users", "two_step_secret", "TEXT");
  add("users", "two_step_pending", "TEXT");
  add("users", "two_step_last_step", "INTEGER");
  add("roles", "requires_two_step", "INTEGER NOT NULL DEFAULT 0");
  add("tokens", "user_agent", "TEXT");
  add("tokens", "ip", "TEXT");
  add("tokens", "last_used_at", "TEXT");
  db.exec(`CREATE TABLE IF NOT EXISTS recovery_codes (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      code_hash TEXT NOT NULL,
      used_at TEXT
    );
    CREATE INDEX IF NOT EXISTS recovery_codes_user ON recovery_codes(user_id);
    CREATE TABLE IF NOT EXISTS login_challenges (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      challenge_hash TEXT NOT NULL UNIQUE,
      purpose TEXT NOT NULL,
      failures INTEGER NOT NULL DEFAULT 0,
      user_agent TEXT,
      ip TEXT,
      expires_at TEXT NOT NULL,
      used_at TEXT
    );`);
}
