import { normalizeSearch } from "../../contract/arabic";
import { resourceFields } from "../../contract/fields";
import { phoneSearchDigits, phoneSearchForms } from "../../contract/phone-search";
import type { ResourceName } from "../../contract/resources";
import { resourceContracts } from "../../contract/resources";
import type { Database } from "./sqlite";
import { definitions } from "./resource-definitions";

// Arabic-aware search. Every searchable table has a shadow column, `search_text`: its search
// columns (contract/resources.ts, `search`), each passed through normalizeSearch, joined by a line
// feed. A query is normalised the same way and must be a substring of that column. The line feed
// cannot occur in a normalised query or value (white space is collapsed to one space), so a match
// never spans two fields.
//
// A phone column adds, each on its own line, the digit forms of its number (phoneSearchForms:
// `+966501234567` → `966501234567`, `0501234567`, `501234567`), and a phone-shaped query also
// matches by its digits (phoneSearchDigits: `050 123 4567` → `501234567`), so the caller is found
// by the number however it is given.
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
/** The shadow value from SQL: a kind letter per value (`p` phone, `t` text), then the values. */
const FUNCTION = "lawha_search_values";
/** The rank of a row's match, from SQL (searchRank). */
const RANK_FUNCTION = "lawha_search_rank";
/** Raised when normalizeSearch or the index changes, so that stored values and indexes are built again. */
const SEARCH_VERSION = 3;
const TRIGRAM = 3;

export type SearchTable = {
  table: string;
  columns: readonly string[];
  /** One letter per column: `p` a phone (its digit forms are indexed too), `t` text. */
  kinds: string;
};

/** The searchable tables and their searched columns, one entry per table. */
export const searchTables: readonly SearchTable[] = (Object.keys(definitions) as ResourceName[])
  .map((name) => {
    const columns = resourceContracts[name].search;
    const kinds = columns.map((column) => (resourceFields[name].find((field) => field.name === column)?.kind === "phone" ? "p" : "t")).join("");
    return { table: definitions[name].table, columns, kinds };
  })
  .filter((entry) => entry.columns.length > 0);

/**
 * The shadow value of a row: its searched values, normalised, joined by a line feed (nulls
 * skipped); after a phone (`kinds[i] === "p"`), its digit forms, each on a line of its own.
 */
export function searchText(values: readonly unknown[], kinds = ""): string {
  return values
    .flatMap((value, i) => {
      if (value === null || value === undefined) return [];
      const normalized = normalizeSearch(String(value));
      return kinds[i] === "p" ? [...new Set([normalized, ...phoneSearchForms(String(value))])] : [normalized];
    })
    .join(SEPARATOR);
}

const indexOf = (table: string) => `${table}_search`;

export type SearchCondition = {
  /** The condition on the table's rows. */
  sql: string;
  params: string[];
  /** Counts the matches when the search is the list's only condition (the index alone can answer it). */
  countSql: string;
  /** Orders the matches by searchRank: whole words first (an `ORDER BY` term and its parameters). */
  rank: { sql: string; params: string[] };
};

/**
 * What a query is looked for as: its normalised text and, when it looks like a phone number, its
 * digits (phoneSearchDigits). A row matches when it contains any of them.
 */
function searchNeedles(query: string | undefined): string[] {
  const normalized = normalizeSearch(query ?? "");
  if (!normalized) return [];
  return [...new Set([normalized, phoneSearchDigits(normalized) ?? normalized])];
}

/**
 * The `WHERE` condition on `table` and its parameters for a query, or null when the query is empty
 * once normalised. The query is taken literally: LIKE wildcards are escaped, and in the index each
 * needle is one quoted phrase. `useIndex: false` forces the LIKE (tests compare the two).
 */
export function searchCondition(table: string, query: string | undefined, { useIndex = true }: { useIndex?: boolean } = {}): SearchCondition | null {
  const needles = searchNeedles(query);
  if (needles.length === 0) return null;
  const rank = { sql: `${RANK_FUNCTION}(${SEARCH_COLUMN}, ${needles.map(() => "?").join(", ")})`, params: needles };
  if (useIndex && needles.every((needle) => [...needle].length >= TRIGRAM)) {
    const index = indexOf(table);
    const match = `SELECT rowid FROM ${index} WHERE ${index} MATCH ?`;
    const phrases = needles.map((needle) => `"${needle.replace(/"/g, '""')}"`).join(" OR ");
    return { sql: `id IN (${match})`, params: [phrases], countSql: `SELECT COUNT(*) FROM (${match})`, rank };
  }
  const sql = `(${needles.map(() => `${SEARCH_COLUMN} LIKE ? ESCAPE '\\'`).join(" OR ")})`;
  const params = needles.map((needle) => `%${needle.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  return { sql, params, countSql: `SELECT COUNT(*) FROM ${table} WHERE ${sql}`, rank };
}

const WORD = /[\p{L}\p{M}\p{N}]/u;
/** The Arabic definite article: a word that carries it still starts where the article ends. */
const ARTICLE = "\u0627\u0644";

/**
 * How well a needle matches a normalised text, for ordering (lower first): 0 as a whole word (or
 * words), 1 at the start of a word, 2 inside one, 3 not at all. A word is a run of letters, marks
 * and digits; one that begins with the article ال counts as beginning after it too, so `رياض`
 * matches `الرياض` as a whole word. Each needle end that is not itself a letter or digit needs no
 * boundary there.
 */
export function matchRank(text: string, needles: readonly string[]): number {
  let best = 3;
  for (const needle of needles) {
    if (!needle) continue;
    const open = !WORD.test(needle[0]!);
    const close = !WORD.test(needle.at(-1)!);
    for (let at = text.indexOf(needle); at !== -1 && best > 0; at = text.indexOf(needle, at + 1)) {
      const before = text.slice(0, at);
      const starts = open || !WORD.test(before.at(-1) ?? " ") || (before.endsWith(ARTICLE) && !WORD.test(before.at(-3) ?? " "));
      if (!starts) {
        best = Math.min(best, 2);
        continue;
      }
      const ends = close || !WORD.test(text[at + needle.length] ?? " ");
      best = Math.min(best, ends ? 0 : 1);
    }
  }
  return best;
}

/** Makes the normalisation and the ranking callable from SQL, on this connection (the triggers call the first). */
export function registerSearchFunction(db: Database): void {
  db.function(FUNCTION, { deterministic: true, varargs: true }, (kinds: unknown, ...values: unknown[]) => searchText(values, String(kinds ?? "")));
  db.function(RANK_FUNCTION, { deterministic: true, varargs: true }, (text: unknown, ...needles: unknown[]) =>
    matchRank(typeof text === "string" ? text : "", needles.map(String)),
  );
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
    for (const { table, columns, kinds } of searchTables) {
      const index = indexOf(table);
      const signature = `${SEARCH_VERSION}:${columns.join(",")}:${kinds}`;
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
        db.exec(`UPDATE ${table} SET ${SEARCH_COLUMN} = ${FUNCTION}('${kinds}', ${columns.join(", ")})`);
        db.exec(`INSERT INTO ${index} (${index}) VALUES ('rebuild')`);
        record.run(table, signature);
      }
      const value = `${FUNCTION}('${kinds}', ${columns.map((column) => `NEW.${column}`).join(", ")})`;
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
