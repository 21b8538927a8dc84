import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, enhance } from "@photostructure/sqlite";

import { migrate } from "./migrations";
import { registerSearchFunction } from "./search";
import type { Database } from "./sqlite";

// The database's types live in ./sqlite, below every module that takes a connection; this module
// opens a connection and has it migrated (./migrations, which knows the resources' tables).

export function openDatabase(file: string): Database {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  return openConnection(file);
}

/**
 * One connection to the file, as every writer opens it (the search triggers call a function of
 * the connection). Under WAL, `synchronous = NORMAL` syncs the log at checkpoints, not at every
 * commit: a crash of the process loses nothing, a power loss may lose the last commits (the
 * database stays whole), and a bulk write no longer waits for the disk once per record. A named parameter is written `@name` in SQL and bound from the object's `name`;
 * a key the statement does not have is an error. `migrateSchema: false` is for a second writer to
 * a database the upstream has made.
 */
export function openConnection(file: string, { migrateSchema = true } = {}): Database {
  const db = enhance(new DatabaseSync(file));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  if (migrateSchema) migrate(db);
  else registerSearchFunction(db);
  return db;
}
