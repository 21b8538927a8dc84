#!/usr/bin/env node
// The follow-up queue and the reports with many open orders (run alone: `node
// scripts/bench/bench-queue.mjs`; `npm run bench` runs it first, BENCH_QUEUE=0 skips it). For each
// size in BENCH_QUEUE_SIZES (default 5000,50000) it builds a throw-away database through the
// upstream's own code (migration, seed, then that many open orders, their follow-ups and
// BENCH_QUEUE_SOURCES sources, default 2,000, in one transaction), starts the real upstream on
// it, a counting relay in front of it, and the built dashboard asking the relay; logs in over
// HTTP and asks each page BENCH_QUEUE_ROUNDS times (default 15, after BENCH_QUEUE_WARMUP, 5) in
// both languages. Prints the median server time, the CPU time the dashboard and the upstream spent
// a request (10 ms ticks: steadier than the time on a shared machine), the upstream requests a
// page made and its HTML size, the upstream's query plans for the queue's and the reports'
// statements, and the goals: ≤ 150 ms at 5,000 open orders, ≤ 300 ms at 50,000. Ports:
// BENCH_QUEUE_PORT (3560), the upstream the next one, the relay the one after.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { goal, printGoals } from "./goals.mjs";
import { header, login } from "./login.mjs";
import { BROWSER_HEADERS, childPids, cpuMs, root, startDashboard, startUpstream, waitFor } from "./servers.mjs";

const PORT = Number(process.env.BENCH_QUEUE_PORT ?? 3560);
const UP = PORT + 1;
const RELAY = PORT + 2;
const SIZES = (process.env.BENCH_QUEUE_SIZES ?? "5000,50000").split(",").map(Number);
const SOURCES = Number(process.env.BENCH_QUEUE_SOURCES ?? 2000);
const ROUNDS = Number(process.env.BENCH_QUEUE_ROUNDS ?? 15);
/** Unmeasured requests a page first: the dashboard is a fresh process, its code not yet compiled hot. */
const WARMUP = Number(process.env.BENCH_QUEUE_WARMUP ?? 5);
/** The goal of each size: the server time of a page, in ms. */
const GOALS = { 5000: 150, 50000: 300 };
const PAGES = ["/follow-ups", "/en/follow-ups", "/", "/en", "/comments", "/en/comments", "/follow-sources", "/en/follow-sources"];

if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error("no build: run `npx remix vite:build` first");

const goals = [];
for (const size of SIZES) await benchSize(size);
const missed = printGoals("queue and reports, server time, median", goals);
console.log("  The machine may be shared: the times are noisy; the upstream requests and the plans are not.");
process.exitCode = missed > 0 && process.env.BENCH_QUEUE_STRICT === "1" ? 1 : 0;

async function benchSize(size) {
  const dir = mkdtempSync(path.join(tmpdir(), "lawha-bench-queue-"));
  const children = [];
  let relay;
  try {
    const built = await buildDatabase(path.join(dir, "up.sqlite"), path.join(dir, "uploads"), size);
    children.push(startUpstream({ port: UP, dir, stdio: ["ignore", "ignore", "inherit"] }));
    await waitFor(`http://127.0.0.1:${UP}/api/health`);
    relay = await countingRelay(RELAY, UP);
    children.push(startDashboard({ port: PORT, apiUrl: `http://127.0.0.1:${RELAY}` }));
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/login`);
    const cookie = header(await login(base));

    console.log(
      `\nQueue and reports: ${built.open.toLocaleString("en")} open orders (${built.orders.toLocaleString("en")} in all, ${built.followUps.toLocaleString("en")} follow-ups, ${built.sources.toLocaleString("en")} sources; database built in ${(built.ms / 1000).toFixed(1)} s), logged in as admin, ${ROUNDS} sequential requests a page after ${WARMUP} unmeasured, loopback\n`,
    );
    console.log(
      "page".padEnd(22),
      "median ms".padStart(10),
      "min ms".padStart(8),
      "CPU ms: dashboard".padStart(18),
      "upstream".padStart(9),
      "upstream requests".padStart(18),
      "HTML KB".padStart(8),
      "  goal",
    );
    const [upstreamPid, dashboardPid] = children.map((child) => child.pid);
    /** The upstream's list queries of the queue page, for their plans. */
    let queueQueries = [];
    for (const page of PAGES) {
      const times = [];
      let html = "";
      let requests = [];
      let cpu;
      for (let i = 0; i < ROUNDS + WARMUP; i++) {
        if (i === WARMUP) cpu = [treeCpuMs(dashboardPid), treeCpuMs(upstreamPid)];
        relay.paths.length = 0;
        const t0 = performance.now();
        const res = await fetch(`${base}${page}`, { headers: { ...BROWSER_HEADERS, "Accept-Encoding": "identity", cookie } });
        html = await res.text();
        const ms = performance.now() - t0;
        if (res.status !== 200) throw new Error(`${page}: HTTP ${res.status}`);
        requests = [...relay.paths];
        if (i >= WARMUP) times.push(ms);
      }
      const [dashboardCpu, upstreamCpu] = [treeCpuMs(dashboardPid) - cpu[0], treeCpuMs(upstreamPid) - cpu[1]].map((ms) => ms / ROUNDS);
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)];
      const target = GOALS[size] ?? GOALS[50000];
      goals.push(goal(`${page} at ${size.toLocaleString("en")} open orders`, median, "≤", target, "ms"));
      console.log(
        page.padEnd(22),
        median.toFixed(1).padStart(10),
        times[0].toFixed(1).padStart(8),
        dashboardCpu.toFixed(1).padStart(18),
        upstreamCpu.toFixed(1).padStart(9),
        String(requests.length).padStart(18),
        (Buffer.byteLength(html) / 1024).toFixed(1).padStart(8),
        `  ${median <= target ? "met" : "not met"} (≤ ${target} ms)`,
      );
      if (process.env.BENCH_QUEUE_VERBOSE === "1") for (const p of requests) console.log(`    ${p}`);
      if (page === "/follow-ups")
        queueQueries = requests.filter((p) => p.includes("/orders/all?")).map((p) => Object.fromEntries(new URL(p.split(" ")[1], base).searchParams));
    }
    await printPlans(path.join(dir, "up.sqlite"), queueQueries);
  } finally {
    for (const child of children) child.kill("SIGTERM");
    relay?.server.close();
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : null)));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** CPU time of a process and every process below it (tsx runs the upstream in a child), in ms. */
function treeCpuMs(pid) {
  let total = cpuMs(pid);
  for (const child of childPids(pid)) total += treeCpuMs(child);
  return total;
}

/** An HTTP relay to the upstream that notes each request's method and path (the dashboard's upstream requests). */
function countingRelay(port, target) {
  const paths = [];
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    paths.push(`${req.method} ${req.url}`);
    const out = http.request({ host: "127.0.0.1", port: target, path: req.url, method: req.method, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on("error", () => res.destroy());
    req.pipe(out);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve({ server, paths })));
}

/** The query plans of the statements the queue's upstream requests and the reports run (the upstream's own SQL). */
async function printPlans(file, queueQueries) {
  const { openConnection } = await tsImport("../../upstream/src/db.ts", import.meta.url);
  const { listPlans, reportPlans } = await tsImport("../../upstream/src/query-plans.ts", import.meta.url);
  const db = openConnection(file, { migrateSchema: false });
  try {
    console.log("\nQuery plans (EXPLAIN QUERY PLAN): the queue's upstream requests, then the reports' statements");
    const admin = db.prepare("SELECT id FROM users WHERE email = 'admin@lawha.test'").pluck().get();
    const plans = [...queueQueries.flatMap((query) => listPlans(db, "orders", query, admin)), ...reportPlans(db)];
    for (const { sql, plan } of plans) {
      console.log(`  ${sql.replace(/\s+/g, " ")}`);
      for (const line of plan) console.log(`      ${line}`);
    }
  } finally {
    db.close();
  }
}

/** The upstream's schema and seed, then `size` open orders and SOURCES sources, in one transaction. */
async function buildDatabase(file, uploadDir, size) {
  const t0 = performance.now();
  const { openDatabase } = await tsImport("../../upstream/src/db.ts", import.meta.url);
  const { seed } = await tsImport("../../upstream/src/seed.ts", import.meta.url);
  const db = openDatabase(file);
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  try {
    await seed({ db, uploadDir, now });
    const moderators = db
      .prepare("SELECT users.id FROM users JOIN role_permissions p ON p.role_id = users.role_id WHERE p.permission = 'follow orders'")
      .pluck()
      .all();
    const services = db.prepare("SELECT id FROM services").pluck().all();
    const addSource = db.prepare("INSERT INTO sources (name_ar, name_en, is_active, created_at, updated_at) VALUES (?, ?, 1, ?, ?)");
    const addOrder = db.prepare(
      `INSERT INTO orders (title, name, mobile, email, country_id, city, service_id, message, source_id, status, sub_status, moderator_id, created_at, updated_at)
       VALUES (@title, @name, @mobile, NULL, 1, NULL, @service_id, NULL, @source_id, @status, @sub_status, @moderator_id, @created_at, @created_at)`,
    );
    const addFollowUp = db.prepare(
      `INSERT INTO follow_ups (order_id, user_id, status, sub_status, comment, next_contact_at, idempotency_key, created_at)
       VALUES (?, ?, 2, ?, ?, ?, NULL, ?)`,
    );
    let state = 20260601;
    const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
    const pick = (items) => items[Math.floor(next() * items.length)];
    const dayOf = (offset) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    db.transaction(() => {
      const at = now.toISOString();
      for (let i = 1; i <= SOURCES; i++) addSource.run(`مصدر ${i}`, `Source ${i}`, at, at);
      const sources = db.prepare("SELECT id FROM sources").pluck().all();
      for (let i = 0; i < size; i++) {
        // A few sources bring most orders (a long tail), as campaigns do.
        const source = sources[Math.floor(sources.length * next() ** 3)];
        const created = new Date(now.getTime() - Math.floor(next() * 180 * 86_400_000)).toISOString();
        // 40 % new and never followed up; the rest followed up: overdue, due today, later, or undated.
        const kind = next();
        const followed = kind >= 0.4;
        const moderator = followed ? pick(moderators) : null;
        const sub = followed ? 1 + Math.floor(next() * 3) : null;
        const { lastInsertRowid } = addOrder.run({
          title: next() < 0.5 ? "mr" : "ms",
          name: `عميل ${i + 1}`,
          mobile: `+9665${String(Math.floor(next() * 1e8)).padStart(8, "0")}`,
          service_id: pick(services) ?? null,
          source_id: source ?? null,
          status: followed ? 2 : 1,
          sub_status: sub,
          moderator_id: moderator,
          created_at: created,
        });
        if (!followed) continue;
        const nextContact = kind < 0.65 ? dayOf(-1 - Math.floor(next() * 30)) : kind < 0.7 ? day : kind < 0.85 ? dayOf(1 + Math.floor(next() * 14)) : null;
        const calls = 1 + Math.floor(next() * 3);
        for (let k = 0; k < calls; k++) {
          addFollowUp.run(lastInsertRowid, moderator, sub, `مكالمة ${k + 1}`, k === calls - 1 ? nextContact : dayOf(-40), created);
        }
      }
    })();
    const count = (sql) => db.prepare(sql).pluck().get();
    return {
      day,
      open: count("SELECT COUNT(*) FROM orders WHERE status IN (1, 2)"),
      orders: count("SELECT COUNT(*) FROM orders"),
      followUps: count("SELECT COUNT(*) FROM follow_ups"),
      sources: count("SELECT COUNT(*) FROM sources"),
      ms: performance.now() - t0,
    };
  } finally {
    db.close();
  }
}
