import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, enhance } from "@photostructure/sqlite";

import { definitions } from "./resource-definitions";
import { migrateSearch, registerSearchFunction, SEARCH_COLUMN } from "./search";
import type { Database } from "./sqlite";

// The database's types live in ./sqlite, below every module that takes a connection; this module
// opens and migrates it, so it stands above the resources it knows.

export function openDatabase(file: string): Database {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  return openConnection(file);
}

/**
 * One connection to the file, as every writer opens it (the search triggers call a function of
 * the connection). A named parameter is written `@name` in SQL and bound from the object's `name`;
 * a key the statement does not have is an error. `migrateSchema: false` is for a second writer to
 * a database the upstream has made.
 */
export function openConnection(file: string, { migrateSchema = true } = {}): Database {
  const db = enhance(new DatabaseSync(file));
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  if (migrateSchema) migrate(db);
  else registerSearchFunction(db);
  return db;
}

const timestamps = "created_at TEXT NOT NULL, updated_at TEXT NOT NULL";
const active = "is_active INTEGER NOT NULL DEFAULT 1";

// Ids are AUTOINCREMENT, as a MySQL auto-increment: a deleted record's id is never given to a
// new one, so a page that still shows a deleted record cannot reach another under its id. (A
// database made before keeps SQLite's re-use of the highest id until it is made afresh.)
const SCHEMA = `
CREATE TABLE IF NOT EXISTS roles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name_ar TEXT NOT NULL DEFAULT '',
  name_en TEXT NOT NULL DEFAULT '',
  ${timestamps}
);
CREATE TABLE IF NOT EXISTS role_permissions (
  role_id INTEGER NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  permission TEXT NOT NULL,
  PRIMARY KEY (role_id, permission)
);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  phone TEXT,
  avatar TEXT,
  password_hash TEXT NOT NULL,
  role_id INTEGER NOT NULL REFERENCES roles(id) ON DELETE RESTRICT,
  is_active INTEGER NOT NULL DEFAULT 1,
  ${timestamps}
);
CREATE TABLE IF NOT EXISTS tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tokens_user ON tokens(user_id);
CREATE TABLE IF NOT EXISTS countries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE,
  name_ar TEXT NOT NULL,
  name_en TEXT NOT NULL,
  dial_code TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  logo TEXT,
  default_language TEXT NOT NULL DEFAULT 'ar',
  ${timestamps}
);
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name_ar TEXT NOT NULL,
  name_en TEXT NOT NULL,
  image TEXT,
  ${active},
  ${timestamps}
);
CREATE TABLE IF NOT EXISTS services (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title_ar TEXT NOT NULL,
  title_en TEXT NOT NULL,
  image TEXT,
  description_ar TEXT,
  description_en TEXT,
  sort_order INTEGER,
  ${active},
  ${timestamps}
);
CREATE TABLE IF NOT EXISTS sources (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name_ar TEXT NOT NULL,
  name_en TEXT NOT NULL,
  ${active},
  ${timestamps}
);
CREATE TABLE IF NOT EXISTS blogs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title_ar TEXT NOT NULL,
  title_en TEXT NOT NULL,
  category_id INTEGER REFERENCES categories(id) ON DELETE SET NULL,
  image TEXT,
  content_ar TEXT,
  content_en TEXT,
  published_at TEXT,
  ${active},
  ${timestamps}
);
CREATE TABLE IF NOT EXISTS branches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name_ar TEXT NOT NULL,
  name_en TEXT NOT NULL,
  address_ar TEXT,
  address_en TEXT,
  phone TEXT,
  email TEXT,
  city TEXT,
  map_url TEXT,
  ${active},
  ${timestamps}
);
CREATE TABLE IF NOT EXISTS clients (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  phone TEXT NOT NULL,
  country_id INTEGER REFERENCES countries(id) ON DELETE SET NULL,
  city TEXT,
  image TEXT,
  password_hash TEXT,
  ${active},
  ${timestamps}
);
CREATE TABLE IF NOT EXISTS customers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name_ar TEXT NOT NULL,
  name_en TEXT NOT NULL,
  logo TEXT,
  website TEXT,
  ${active},
  ${timestamps}
);
CREATE TABLE IF NOT EXISTS tidings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title_ar TEXT NOT NULL,
  title_en TEXT NOT NULL,
  image TEXT,
  content_ar TEXT,
  content_en TEXT,
  published_at TEXT,
  ${active},
  ${timestamps}
);
CREATE TABLE IF NOT EXISTS offers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title_ar TEXT NOT NULL,
  title_en TEXT NOT NULL,
  service_id INTEGER REFERENCES services(id) ON DELETE SET NULL,
  description_ar TEXT,
  description_en TEXT,
  image TEXT,
  price REAL,
  discount_percent INTEGER,
  starts_at TEXT,
  ends_at TEXT,
  ${active},
  ${timestamps}
);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  email TEXT,
  country_id INTEGER REFERENCES countries(id) ON DELETE SET NULL,
  city TEXT,
  code TEXT,
  short_description TEXT,
  service_id INTEGER REFERENCES services(id) ON DELETE SET NULL,
  message TEXT,
  source_id INTEGER REFERENCES sources(id) ON DELETE SET NULL,
  status INTEGER NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 4),
  sub_status INTEGER CHECK (sub_status BETWEEN 1 AND 10),
  moderator_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  ${timestamps}
);
CREATE INDEX IF NOT EXISTS orders_created ON orders(created_at);
CREATE INDEX IF NOT EXISTS orders_source ON orders(source_id);
CREATE INDEX IF NOT EXISTS orders_moderator ON orders(moderator_id);
CREATE TABLE IF NOT EXISTS follow_ups (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  status INTEGER NOT NULL CHECK (status BETWEEN 1 AND 4),
  sub_status INTEGER NOT NULL CHECK (sub_status BETWEEN 1 AND 10),
  comment TEXT,
  next_contact_at TEXT,
  idempotency_key TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS follow_ups_order ON follow_ups(order_id, id);
CREATE INDEX IF NOT EXISTS follow_ups_user ON follow_ups(user_id, created_at);
CREATE UNIQUE INDEX IF NOT EXISTS follow_ups_idempotency ON follow_ups(order_id, idempotency_key);
CREATE TABLE IF NOT EXISTS store_keys (
  user_id INTEGER NOT NULL,
  resource TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, resource, idempotency_key)
);
CREATE TABLE IF NOT EXISTS partners (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name_ar TEXT NOT NULL,
  name_en TEXT NOT NULL,
  logo TEXT,
  website TEXT,
  ${active},
  ${timestamps}
);
CREATE TABLE IF NOT EXISTS projects (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title_ar TEXT NOT NULL,
  title_en TEXT NOT NULL,
  category_id INTEGER REFERENCES categories(id) ON DELETE SET NULL,
  image TEXT,
  location_ar TEXT,
  location_en TEXT,
  year INTEGER,
  content_ar TEXT,
  content_en TEXT,
  ${active},
  ${timestamps}
);
CREATE TABLE IF NOT EXISTS doctors (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name_ar TEXT NOT NULL,
  name_en TEXT NOT NULL,
  position_ar TEXT,
  position_en TEXT,
  image TEXT,
  bio_ar TEXT,
  bio_en TEXT,
  sort_order INTEGER,
  ${active},
  ${timestamps}
);
CREATE TABLE IF NOT EXISTS testimonials (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  company TEXT,
  content_ar TEXT NOT NULL,
  content_en TEXT,
  rating INTEGER,
  image TEXT,
  ${active},
  ${timestamps}
);
`;

function migrate(db: Database): void {
  db.exec(SCHEMA);
  // The search triggers of existing tables call it, from the first write on.
  registerSearchFunction(db);
  migrateRoleNames(db);
  migrateSearch(db);
  migrateNextContact(db);
  migrateStaffAccounts(db);
  migrateHistory(db);
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
 * set for the next contact (`next_contact_at`, the day as YYYY-MM-DD, indexed), written by a trigger on
 * every new follow-up, so the API, the seed and any other writer keep it in step.
 */
function migrateNextContact(db: Database): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('orders')").pluck().all() as string[];
  if (!columns.includes("next_contact_at")) {
    db.exec("ALTER TABLE orders ADD COLUMN next_contact_at TEXT");
    db.exec(`UPDATE orders SET next_contact_at = (
      SELECT substr(f.next_contact_at, 1, 10) FROM follow_ups f WHERE f.order_id = orders.id ORDER BY f.id DESC LIMIT 1)`);
  }
  db.exec(`CREATE INDEX IF NOT EXISTS orders_next_contact ON orders(next_contact_at);
    CREATE TRIGGER IF NOT EXISTS follow_ups_next_contact AFTER INSERT ON follow_ups BEGIN
      UPDATE orders SET next_contact_at = substr(NEW.next_contact_at, 1, 10) WHERE id = NEW.order_id;
    END;`);
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
