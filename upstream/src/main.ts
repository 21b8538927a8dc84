import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createApp, DEFAULT_TRASH_DAYS } from "./app";
import { openDatabase } from "./db";
import { seed } from "./seed";
import { purgeExpiredTrash } from "./trash";

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const port = positiveNumber("UPSTREAM_PORT", 4000);
const host = process.env.UPSTREAM_HOST || "127.0.0.1";
const dbFile = resolve(process.env.UPSTREAM_DB_FILE || "data/upstream.sqlite");
const uploadDir = resolve(process.env.UPLOAD_DIR || "data/uploads");
const publicUrl = process.env.UPSTREAM_PUBLIC_URL || `http://localhost:${port}`;
const tokenTtlSeconds = Math.floor(positiveNumber("UPSTREAM_TOKEN_TTL", 1800));
const trashDays = positiveNumber("TRASH_DAYS", DEFAULT_TRASH_DAYS);

mkdirSync(uploadDir, { recursive: true });
const db = openDatabase(dbFile);
if (await seed({ db, uploadDir, now: new Date() })) console.log(`upstream seeded demo data into ${dbFile}`);

const app = createApp({ db, uploadDir, publicUrl, tokenTtlSeconds, trashDays });

// The bin is emptied of records deleted more than TRASH_DAYS ago on start and every hour.
const purge = async () => {
  try {
    const purged = await purgeExpiredTrash({ db, uploadDir, publicUrl, tokenTtlSeconds, trashDays, now: () => new Date() });
    if (purged > 0) console.log(`upstream purged ${purged} record(s) deleted more than ${trashDays} days ago`);
  } catch (error) {
    console.error("upstream could not purge the bin:", error);
  }
};
await purge();
setInterval(() => void purge(), 60 * 60 * 1000).unref();
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`upstream listening on http://${host}:${info.port}`);
});

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`upstream stopping (${signal})`);
  const finish = () => {
    if (db.isOpen) db.close();
    process.exit(0);
  };
  server.close(finish);
  // Keep-alive connections can hold close() open; do not hang the caller.
  setTimeout(finish, 3000).unref();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
