#!/usr/bin/env node
// `npm run bench:load`: throughput and latency under concurrent load, printed (no pass/fail).
// Starts its own reference upstream (fresh database) and the built dashboard on spare ports
// (BENCH_PORT, default 3610; upstream BENCH_PORT+1), then measures with a small fetch loop on
// loopback only, each run bounded in time:
//   1. a 10-row list page (/en/blogs, logged in) and /en/login at 1, 10 and 50 connections, asked
//      as a browser asks (Accept: text/html, Accept-Encoding: br, gzip, keep-alive; the answer is
//      read, not decompressed), against the goals printed beside them;
//   2. the same list read straight from the upstream, for the dashboard's own overhead;
//   3. a soak of the list page at 50 connections with the dashboard's memory at start and end;
//   4. the upstream down: every answer and its time, /login still serving, and the first request
//      after the upstream is back.
// The load generator runs on the same 2 cores as the servers, so figures are a floor.
import { header, login } from "./login.mjs";
import { spawn, spawnSync } from "node:child_process";
import http from "node:http";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BROWSER_HEADERS, residentBytes, waitFor } from "./servers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const PORT = Number(process.env.BENCH_PORT ?? 3610);
const UP = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const base = `http://127.0.0.1:${PORT}`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const fmt = (n, w) => n.toFixed(0).padStart(w);
const ms = (n) => `${n.toFixed(0).padStart(6)} ms`.padStart(9);
const upBase = `http://127.0.0.1:${UP}`;

if (!existsSync(path.join(root, "build/server/index.js"))) spawnSync(bin("remix"), ["vite:build"], { cwd: root, stdio: "inherit" });

const dataDir = path.join(root, "data", "bench-load");
rmSync(dataDir, { recursive: true, force: true });
const upstreamEnv = {
  ...process.env,
  UPSTREAM_PORT: String(UP),
  UPSTREAM_HOST: "127.0.0.1",
  UPSTREAM_DB_FILE: `${dataDir}/up.sqlite`,
  UPLOAD_DIR: `${dataDir}/uploads`,
  UPSTREAM_PUBLIC_URL: upBase,
};
const startUpstream = () => spawn(bin("tsx"), ["upstream/src/main.ts"], { cwd: root, env: upstreamEnv, stdio: "ignore" });
let upstream = startUpstream();
await waitFor(`${upBase}/api/health`);
const dashboard = spawn(bin("remix-serve"), ["build/server/index.js"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    API_URL: upBase,
    NODE_ENV: "production",
    SESSION_SECRET: "bench-load",
    LAWHA_TEST_MODE: "1",
    LOGIN_MAX_FAILURES: "100000",
  },
  stdio: "ignore",
});

try {
  await waitFor(`${base}/login`);
  const cookie = header(await login(base));
  const token = await upstreamToken();
  const rows = [];
  const page = { ...BROWSER_HEADERS, Cookie: cookie };
  const guest = BROWSER_HEADERS;
  const goals = [];
  for (const connections of [1, 10, 50]) {
    const seconds = connections === 1 ? Math.max(3, SECONDS / 2) : SECONDS;
    const list = await load(`${base}/en/blogs`, { connections, seconds, headers: page });
    const loginPage = await load(`${base}/en/login`, { connections, seconds, headers: guest });
    rows.push(["list /en/blogs", connections, list], ["/en/login", connections, loginPage]);
    if (connections === 1)
      goals.push(goal("/en/login p50, 1 connection", loginPage.p50, "≤", 3, "ms"), goal("/en/blogs p50, 1 connection", list.p50, "≤", 5, "ms"));
    if (connections === 10) {
      goals.push(goal("list pages/s, 10 connections", list.rps, "≥", 250, "/s"), goal("list p99, 10 connections", list.p99, "≤", 150, "ms"));
      goals.push(goal("login pages/s, 10 connections", loginPage.rps, "≥", 400, "/s"));
    }
    if (connections === 50) goals.push(goal("errors at 50 connections", list.errors + loginPage.errors, "≤", 0, ""));
    if (connections === 1) continue;
    rows.push([
      "upstream blogs/all",
      connections,
      await load(`${upBase}/api/dashboard/blogs/all?page=1&per_page=10`, {
        connections,
        seconds: SECONDS,
        headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
      }),
    ]);
  }
  console.log(`\nLoad (${SECONDS} s per run, loopback, load generator on the same machine)`);
  console.log("what                      conns   req/s     p50     p97.5   p99   errors");
  for (const [what, c, r] of rows)
    console.log(`${what.padEnd(26)}${String(c).padStart(4)}${fmt(r.rps, 8)}${ms(r.p50)}${ms(r.p975)}${ms(r.p99)}${String(r.errors).padStart(7)}`);
  const single = await load(`${base}/blogs`, { connections: 1, seconds: Math.max(3, SECONDS / 2), headers: { Cookie: cookie } });
  const singleUp = await load(`${upBase}/api/dashboard/blogs/all?page=1&per_page=10`, {
    connections: 1,
    seconds: Math.max(3, SECONDS / 2),
    headers: { Authorization: `Bearer ${token}` },
  });
  console.log(
    `\nDashboard overhead over the upstream call (1 connection, p50): ${(single.p50 - singleUp.p50).toFixed(1)} ms (page ${single.p50.toFixed(1)} ms, upstream list ${singleUp.p50.toFixed(1)} ms; a page makes more than one upstream call)`,
  );

  const before = residentBytes(dashboard.pid);
  const soak = await load(`${base}/en/blogs`, { connections: 50, seconds: SOAK_SECONDS, headers: page });
  const after = residentBytes(dashboard.pid);
  console.log(
    `\nSoak /en/blogs, 50 connections, ${SOAK_SECONDS} s: ${soak.count} requests, ${soak.errors} errors, p99 ${soak.p99.toFixed(0)} ms; dashboard RSS ${mb(before)} → ${mb(after)} (${(((after - before) / before) * 100).toFixed(1)} %)`,
  );
  goals.push(goal("dashboard RSS after the soak", after / 1024 / 1024, "≤", 200, "MB"));
  console.log("\nGoals (one dashboard process, upstream on loopback)");
  for (const line of goals) console.log(line);

  upstream.kill("SIGTERM");
  await new Promise((r) => upstream.once("exit", r));
  const down = await load(`${base}/blogs`, { connections: 10, seconds: Math.max(3, SECONDS / 2), headers: { Cookie: cookie }, okStatus: (s) => s === 503 });
  const loginDown = await load(`${base}/login`, { connections: 10, seconds: 3 });
  console.log(
    `\nUpstream down: /blogs answered ${down.count} times, statuses ${JSON.stringify(down.statuses)}, p50 ${down.p50.toFixed(0)} ms, p99 ${down.p99.toFixed(0)} ms; /login ${JSON.stringify(loginDown.statuses)} p99 ${loginDown.p99.toFixed(0)} ms`,
  );
  upstream = startUpstream();
  await waitFor(`${upBase}/api/health`);
  const first = await fetch(`${base}/blogs`, { headers: { Cookie: cookie }, redirect: "manual" });
  console.log(`First /blogs after the upstream is back: ${first.status}`);
} finally {
  upstream.kill("SIGTERM");
  dashboard.kill("SIGTERM");
}

async function upstreamToken() {
  const res = await fetch(`${upBase}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ email: "admin@lawha.test", password: "Admin#2024" }),
  });
  return (await res.json()).token;
}

/** One goal's line: the figure, the goal, and whether it is met. */
function goal(what, value, op, target, unit) {
  const met = op === "≤" ? value <= target : value >= target;
  return `  ${met ? "met    " : "not met"}  ${what.padEnd(34)} ${value.toFixed(unit === "ms" ? 1 : 0).padStart(7)} ${unit.padEnd(3)} goal ${op} ${target} ${unit}`;
}

/** A GET over a keep-alive agent; the body is read as bytes (a browser's decompression is not timed). */
function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.on("data", () => {});
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** `connections` loops, each sending one request after another until time is up. */
async function load(url, { connections, seconds, headers = {}, okStatus = (s) => s < 400 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  const statuses = {};
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        try {
          const status = await get(agent, url, headers);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (!okStatus(status)) errors++;
        } catch {
          errors++;
          statuses.error = (statuses.error ?? 0) + 1;
        }
        times.push(performance.now() - t0);
      }
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return { count: times.length, rps: times.length / ((Date.now() - started) / 1000), p50: at(0.5), p975: at(0.975), p99: at(0.99), errors, statuses };
}
