import type { DatabaseSyncInstance, EnhancedDatabaseSync } from "@photostructure/sqlite";

/** SQLite with better-sqlite3's conveniences (`pluck`, `pragma`, `transaction`) on node:sqlite's API. */
export type Database = EnhancedDatabaseSync<DatabaseSyncInstance>;
export type SqlValue = string | number | bigint | Buffer | null;
export type Row = Record<string, SqlValue>;
