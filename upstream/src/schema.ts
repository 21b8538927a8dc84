// The tables as they were first made. What came later (columns, tables, indexes, triggers)
// ./migrations adds, to a new database and to one from before alike; it runs this first (every
// statement is `IF NOT EXISTS`).

const timestamps = "created_at TEXT NOT NULL, updated_at TEXT NOT NULL";
const active = "is_active INTEGER NOT NULL DEFAULT 1";

// Ids are AUTOINCREMENT, as a MySQL auto-increment: a deleted record's id is never given to a
// new one, so a page that still shows a deleted record cannot reach another under its id. (A
// database made before keeps SQLite's re-use of the highest id until it is made afresh.)
export const SCHEMA = `
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
