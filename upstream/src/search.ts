import { normalizeSearch } from "../../contract/arabic";
import type { ResourceName } from "../../contract/resources";
import { resourceContracts } from "../../contract/resources";
import type { Database } from "./db";
import { definitions } from "./resource-definitions";

// Arabic-aware search. Every searchable table has a shadow column, `search_text`: its search
// columns (contract/resources.ts, `search`), each passed through normalizeSearch, joined by a line
// feed. A query is normalised the same way and must be a substring of that column. The line feed
// cannot occur in a normalised query or value (white space is collapsed to one space), so a match
// never spans two fields.
//
// A query of three characters or more is looked up in an FTS5 trigram index over the column
// (`{table}_search`, external content, case-sensitive, so it finds exactly the substrings); a
// shorter one is a LIKE over the column (a trigram index cannot serve it).
//
// The column and the index are written by SQLite triggers, so every writer keeps them in step (the
// CRUD routes, the seed, and any code that writes a searched column directly) without knowing
// about them.

export const SEARCH_COLUMN = "search_text";
const SEPARATOR = "\n";
const FUNCTION = "lawha_search_text";
/** Raised when normalizeSearch or the index changes, so that stored values and indexes are built again. */
const SEARCH_VERSION = 2;
const TRIGRAM = 3;

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

const indexOf = (table: string) => `${table}_search`;

export type SearchCondition = {
  /** The condition on the table's rows. */
  sql: string;
  param: string;
  /** Counts the matches when the search is the list's only condition (the index alone can answer it). */
  countSql: string;
};

/**
 * The `WHERE` condition on `table` and its parameter for a query, or null when the query is empty
 * once normalised. The query is taken literally: LIKE wildcards are escaped, and in the index it
 * is one quoted phrase. `useIndex: false` forces the LIKE (tests compare the two).
 */
export function searchCondition(table: string, query: string | undefined, { useIndex = true }: { useIndex?: boolean } = {}): SearchCondition | null {
  const normalized = normalizeSearch(query ?? "");
  if (!normalized) return null;
  if (useIndex && [...normalized].length >= TRIGRAM) {
    const index = indexOf(table);
    const match = `SELECT rowid FROM ${index} WHERE ${index} MATCH ?`;
    return { sql: `id IN (${match})`, param: `"${normalized.replace(/"/g, '""')}"`, countSql: `SELECT COUNT(*) FROM (${match})` };
  }
  const sql = `${SEARCH_COLUMN} LIKE ? ESCAPE '\\'`;
  return { sql, param: `%${normalized.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`, countSql: `SELECT COUNT(*) FROM ${table} WHERE ${sql}` };
}

/** Makes the normalisation callable from SQL, on this connection (the triggers call it). */
export function registerSearchFunction(db: Database): void {
  db.function(FUNCTION, { deterministic: true, varargs: true }, (...values: unknown[]) => searchText(values));
}

/**
 * Adds the shadow column and its index where they are missing, (re)creates the triggers that keep
 * them in step, and fills both when they are new or were built by another version or list of
 * searched columns.
 */
export function migrateSearch(db: Database): void {
  registerSearchFunction(db);
  db.exec("CREATE TABLE IF NOT EXISTS search_columns (tbl TEXT PRIMARY KEY, columns TEXT NOT NULL)");
  const recorded = db.prepare("SELECT columns FROM search_columns WHERE tbl = ?").pluck();
  const record = db.prepare("INSERT OR REPLACE INTO search_columns (tbl, columns) VALUES (?, ?)");
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE name = ?");
  db.transaction(() => {
    for (const { table, columns } of searchTables) {
      const index = indexOf(table);
      const signature = `${SEARCH_VERSION}:${columns.join(",")}`;
      let stale = recorded.get(table) !== signature;
      const existing = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
      if (!existing.includes(SEARCH_COLUMN)) {
        db.exec(`ALTER TABLE ${table} ADD COLUMN ${SEARCH_COLUMN} TEXT`);
        stale = true;
      }
      if (!exists.get(index)) {
        db.exec(
          `CREATE VIRTUAL TABLE ${index} USING fts5(${SEARCH_COLUMN}, tokenize = 'trigram case_sensitive 1', content = '${table}', content_rowid = 'id')`,
        );
        stale = true;
      }
      for (const suffix of ["insert", "update", "index", "delete"]) db.exec(`DROP TRIGGER IF EXISTS ${table}_search_${suffix}`);
      if (stale) {
        db.exec(`UPDATE ${table} SET ${SEARCH_COLUMN} = ${FUNCTION}(${columns.join(", ")})`);
        db.exec(`INSERT INTO ${index} (${index}) VALUES ('rebuild')`);
        record.run(table, signature);
      }
      const value = `${FUNCTION}(${columns.map((column) => `NEW.${column}`).join(", ")})`;
      const unindex = `INSERT INTO ${index} (${index}, rowid, ${SEARCH_COLUMN}) SELECT 'delete', OLD.id, OLD.${SEARCH_COLUMN} WHERE OLD.${SEARCH_COLUMN} IS NOT NULL;`;
      db.exec(`
        CREATE TRIGGER ${table}_search_insert AFTER INSERT ON ${table} BEGIN
          UPDATE ${table} SET ${SEARCH_COLUMN} = ${value} WHERE id = NEW.id;
        END;
        CREATE TRIGGER ${table}_search_update AFTER UPDATE OF ${columns.join(", ")} ON ${table} BEGIN
          UPDATE ${table} SET ${SEARCH_COLUMN} = ${value} WHERE id = NEW.id;
        END;
        CREATE TRIGGER ${table}_search_index AFTER UPDATE OF ${SEARCH_COLUMN} ON ${table} BEGIN
          ${unindex}
          INSERT INTO ${index} (rowid, ${SEARCH_COLUMN}) SELECT NEW.id, NEW.${SEARCH_COLUMN} WHERE NEW.${SEARCH_COLUMN} IS NOT NULL;
        END;
        CREATE TRIGGER ${table}_search_delete AFTER DELETE ON ${table} BEGIN
          ${unindex}
        END;
      `);
    }
  })();
}
