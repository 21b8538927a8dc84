import type { DatabaseSyncInstance, EnhancedDatabaseSync } from "@photostructure/sqlite";

/** SQLite with better-sqlite3's conveniences (`pluck`, `pragma`, `transaction`) on node:sqlite's API. */
export type Database = EnhancedDatabaseSync<DatabaseSyncInstance>;
export type SqlValue = string | number | bigint | Buffer | null;
export type Row = Record<string, SqlValue>;

type Statement = ReturnType<Database["prepare"]>;
const statements = new WeakMap<Database, Map<string, Statement>>();

/**
 * A statement prepared once per connection and kept, for the SQL every write runs (preparing costs
 * more than running). Only for statements never switched to `pluck`: that mode would stay on.
 */
export function cachedStatement(db: Database, sql: string): Statement {
  let byText = statements.get(db);
  if (!byText) statements.set(db, (byText = new Map()));
  let statement = byText.get(sql);
  if (!statement) byText.set(sql, (statement = db.prepare(sql)));
  return statement;
}
