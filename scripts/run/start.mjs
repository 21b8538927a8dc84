#!/usr/bin/env node
// Runs the embedded reference upstream and the dashboard together (`npm start`), or the dashboard
// in Vite dev mode with `--dev`. Ctrl-C stops both. Set START_UPSTREAM=0 to use an external API_URL.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
loadDotEnv(path.join(root, ".env"));

const dev = process.argv.includes("--dev");
const upstreamPort = process.env.UPSTREAM_PORT ?? "4000";
const upstreamHost = process.env.UPSTREAM_HOST ?? "127.0.0.1";
const env = {
  ...process.env,
  PORT: process.env.PORT ?? "3000",
  UPSTREAM_PORT: upstreamPort,
  UPSTREAM_HOST: upstreamHost,
  API_URL: process.env.API_URL ?? `http://${upstreamHost}:${upstreamPort}`,
  NODE_ENV: process.env.NODE_ENV ?? (dev ? "development" : "production"),
};
// The embedded upstream names its images by its public URL (localhost), its API by 127.0.0.1:
// the dashboard may shrink images from both.
if (!env.IMAGE_ORIGINS && (process.env.START_UPSTREAM ?? "1") !== "0") {
  env.IMAGE_ORIGINS = [env.API_URL, process.env.UPSTREAM_PUBLIC_URL || `http://localhost:${upstreamPort}`].join(",");
}
// A local `npm start` without a configured secret still runs: it generates a random secret once
// and keeps it in data/ (never the public development secret). Several instances must share one:
// set SESSION_SECRET for them.
if (!env.SESSION_SECRET && env.NODE_ENV === "production") {
  env.SESSION_SECRET = localSecret(path.join(root, "data", "session-secret"));
  console.warn("[lawha] SESSION_SECRET is not set: using the random secret kept in data/session-secret.");
}

const children = [];
function run(name, command, args) {
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
  child.on("exit", (code, signal) => {
    console.log(`[lawha] ${name} stopped (${signal ?? code})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

const bin = (name) => path.join(root, "node_modules", ".bin", name);

if ((process.env.START_UPSTREAM ?? "1") !== "0") {
  run("upstream", bin("tsx"), ["upstream/src/main.ts"]);
  await waitFor(`${env.API_URL}/api/health`, 30_000);
}
if (dev) {
  run("dashboard", bin("remix"), ["vite:dev", "--port", env.PORT]);
} else {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    console.error("[lawha] No build found: run `npm run build` first (or `npm start`, which builds).");
    shutdown(1);
  } else {
    run("dashboard", bin("remix-serve"), ["build/server/index.js"]);
    await waitFor(`http://127.0.0.1:${env.PORT}/login`, 30_000);
    console.log(`\n  Lawha is running: http://localhost:${env.PORT}  (English: http://localhost:${env.PORT}/en)`);
    console.log("  Demo accounts: admin@lawha.test / Admin#2024, editor@lawha.test / Editor#2024, moderator@lawha.test / Moderator#2024\n");
  }
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !stopping) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

function localSecret(file) {
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function loadDotEnv(file) {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match && process.env[match[1]] === undefined) process.env[match[1]] = match[2].replace(/^["']|["']$/g, "");
  }
}
