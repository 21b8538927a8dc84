import { normalizeSearch } from "../../contract/arabic";
import type { ResourceName } from "../../contract/resources";
import { resourceContracts } from "../../contract/resources";
import type { Database } from "./db";
import { definitions } from "./resource-definitions";

// Arabic-aware search. Every searchable table has a shadow column, `search_text`: its search
// columns (contract/resources.ts, `search`), each passed through normalizeSearch, joined by a line
// feed. A query is normalised the same way and matched with one LIKE on that column. The line
// feed cannot occur in a normalised query or value (white space is collapsed to one space), so a
// match never spans two fields.
//
// The column is written by SQLite triggers, so every writer keeps it in step (the CRUD routes,
// the seed, and any code that updates a searched column directly) without knowing about it.

export const SEARCH_COLUMN = "search_text";
const SEPARATOR = "\n";
const FUNCTION = "lawha_search_text";
/** Raised when normalizeSearch changes what it produces, so that stored values are computed again. */
const NORMALIZATION_VERSION = 1;

export type SearchTable = { table: string; columns: readonly string[] };

/** The searchable tables and their searched columns, one entry per table. */
export const searchTables: readonly SearchTable[] = (Object.keys(definitions) as ResourceName[])
  .map((name) => ({ table: definitions[name].table, columns: resourceContracts[name].search }))
  .filter((entry) => entry.columns.length > 0);

/** The shadow value of a row: its searched values, normalised, joined by a line feed (nulls skipped). */
export function searchText(values: readonly unknown[]): string {
  return values
    .filter((value) => value !== null && value !== undefined)
    .map((value) => normalizeSearch(String(value)))
    .join(SEPARATOR);
}

/**
 * The `WHERE` condition and parameter for a query, or null when the query is empty once
 * normalised. LIKE wildcards in the query are taken literally.
 */
export function searchCondition(query: string | undefined): { sql: string; param: string } | null {
  const normalized = normalizeSearch(query ?? "");
  if (!normalized) return null;
  return { sql: `${SEARCH_COLUMN} LIKE ? ESCAPE '\\'`, param: `%${normalized.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` };
}

/** Makes the normalisation callable from SQL, on this connection (the triggers call it). */
export function registerSearchFunction(db: Database): void {
  db.function(FUNCTION, { deterministic: true, varargs: true }, (...values: unknown[]) => searchText(values));
}

/**
 * Adds the shadow column where it is missing, (re)creates the triggers that keep it in step, and
 * fills it for rows that lack it or were written under another list of searched columns.
 */
export function migrateSearch(db: Database): void {
  registerSearchFunction(db);
  db.exec(`CREATE TABLE IF NOT EXISTS search_columns (tbl TEXT PRIMARY KEY, columns TEXT NOT NULL)`);
  const recorded = db.prepare("SELECT columns FROM search_columns WHERE tbl = ?").pluck();
  const record = db.prepare("INSERT OR REPLACE INTO search_columns (tbl, columns) VALUES (?, ?)");
  db.transaction(() => {
    for (const { table, columns } of searchTables) {
      const existing = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
      if (!existing.includes(SEARCH_COLUMN)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${SEARCH_COLUMN} TEXT`);
      const call = `${FUNCTION}(${columns.map((column) => `NEW.${column}`).join(", ")})`;
      db.exec(`
        DROP TRIGGER IF EXISTS ${table}_search_insert;
        DROP TRIGGER IF EXISTS ${table}_search_update;
        CREATE TRIGGER ${table}_search_insert AFTER INSERT ON ${table} BEGIN
          UPDATE ${table} SET ${SEARCH_COLUMN} = ${call} WHERE id = NEW.id;
        END;
        CREATE TRIGGER ${table}_search_update AFTER UPDATE OF ${columns.join(", ")} ON ${table} BEGIN
          UPDATE ${table} SET ${SEARCH_COLUMN} = ${call} WHERE id = NEW.id;
        END;
      `);
      const signature = `${NORMALIZATION_VERSION}:${columns.join(",")}`;
      const stale = recorded.get(table) !== signature;
      const fill = `UPDATE ${table} SET ${SEARCH_COLUMN} = ${FUNCTION}(${columns.join(", ")})`;
      db.exec(stale ? fill : `${fill} WHERE ${SEARCH_COLUMN} IS NULL`);
      record.run(table, signature);
    }
  })();
}
