#!/usr/bin/env node
// History at the reference upstream with 1,000,000 activity entries (`npm run bench:history`).
// It builds a throw-away database in a temporary folder through the upstream's own code (migration
// and seed), adds BENCH_HISTORY_ROWS (default 1,000,000) entries straight into SQLite (a year of
// writes by the seeded staff, over every resource, oldest first), then:
// 1. starts the real upstream on it (BENCH_UPSTREAM_PORT, default 3214), logs in, and times
//    sequential GETs over loopback: a record's history (goal p50 ≤ 10 ms) and the activity page
//    filtered by one staff member and one month (goal p50 ≤ 20 ms), plus, for information, the
//    unfiltered first page, one area, one action and a deep page;
//    The same GETs are then timed in-process (`app.request`, no network), with the CPU time this
//    process spent on each: on a shared machine the wall times mostly measure waiting for a core.
// 2. times writes in-process (no network, so the entry's share is not diluted): blog stores (rich
//    text, an image) and updates in alternating pairs, through an app that records entries and one
//    that does not (`activity: false`, the write as it was before history), on the same database.
//    Goal: with the entry within 1.2x of without (BENCH_HISTORY_WRITES pairs, default 400).
// Prints each figure beside its goal with "met" / "NOT MET", then removes the folder, also on failure
// (BENCH_HISTORY_KEEP=1 keeps it, to look at the database).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const UP = Number(process.env.BENCH_UPSTREAM_PORT ?? 3214);
const ROWS = Number(process.env.BENCH_HISTORY_ROWS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_HISTORY_REQUESTS ?? 200);
const WRITES = Number(process.env.BENCH_HISTORY_WRITES ?? 400);
const GOALS = { history: 10, activity: 20, writes: 1.2 };
const base = `http://127.0.0.1:${UP}`;
const YEAR = 365 * 24 * 60 * 60 * 1000;
const RESOURCES = [
  "blogs",
  "branches",
  "categories",
  "profile",
  "customers",
  "tidings",
  "offers",
  "orders",
  "partners",
  "projects",
  "services",
  "sources",
  "doctors",
  "testimonials",
  "users",
];
const ACTIONS = ["update", "update", "update", "update", "update", "create", "delete", "restore", "follow_up"];

const p = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];
const median = (values) => p(values, 0.5);
const verdict = (ok) => (ok ? "met" : "NOT MET");

let upstream;
const dir = mkdtempSync(path.join(tmpdir(), "lawha-bench-history-"));
const file = path.join(dir, "up.sqlite");
const uploadDir = path.join(dir, "uploads");
try {
  const built = await buildDatabase();
  console.log(
    `\nHistory at the upstream: ${built.rows.toLocaleString("en")} activity entries by ${built.users.length} staff members over a year (database built in ${(built.ms / 1000).toFixed(1)} s)\n`,
  );

  upstream = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["upstream/src/main.ts"], {
    cwd: root,
    env: { ...process.env, UPSTREAM_PORT: String(UP), UPSTREAM_HOST: "127.0.0.1", UPSTREAM_DB_FILE: file, UPLOAD_DIR: uploadDir, UPSTREAM_PUBLIC_URL: base },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${base}/api/health`);
  const token = await login();
  const headers = { Authorization: `Bearer ${token}`, Accept: "application/json" };
  const overHttp = (url) => fetch(`${base}${url}`, { headers });
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
  const pick = (items) => items[Math.floor(next() * items.length)];
  const n = (count, make) => Array.from({ length: count }, make);

  const months = n(12, (_, i) => {
    const day = new Date(built.start + (i + 0.5) * (YEAR / 12));
    const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
    const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0));
    return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
  });
  const figures = [
    [
      "a record's history, page 1",
      GOALS.history,
      n(REQUESTS, () => `/api/dashboard/${pick(RESOURCES)}/history/${1 + Math.floor(next() * built.recordsPerResource)}`),
    ],
    [
      "activity: one staff member, one month",
      GOALS.activity,
      n(REQUESTS, () => {
        const [from, to] = pick(months);
        return `/api/dashboard/activity?user=${pick(built.users)}&from=${from}&to=${to}&page=${1 + Math.floor(next() * 3)}`;
      }),
    ],
    ["activity: everything, page 1", null, n(REQUESTS / 4, () => "/api/dashboard/activity")],
    ["activity: one area, page 1", null, n(REQUESTS / 4, () => `/api/dashboard/activity?resource=${pick(RESOURCES)}`)],
    ["activity: one action, page 1", null, n(REQUESTS / 4, () => `/api/dashboard/activity?action=${pick(["delete", "create", "restore"])}`)],
    [
      "activity: one month, last page (offset 9990)",
      null,
      n(REQUESTS / 4, () => {
        const [from, to] = pick(months);
        return `/api/dashboard/activity?from=${from}&to=${to}&page=999`;
      }),
    ],
  ];
  const http = [];
  for (const [, , urls] of figures) http.push(await timeGets(overHttp, urls));
  await stopUpstream();

  const { openDatabase } = await tsImport("../../upstream/src/db.ts", import.meta.url);
  const { createApp } = await tsImport("../../upstream/src/app.ts", import.meta.url);
  const db = openDatabase(file);
  try {
    const options = { db, uploadDir, publicUrl: base, tokenTtlSeconds: 3600 };
    const apps = { with: createApp(options), without: createApp({ ...options, activity: false }) };
    const res = await apps.with.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@lawha.test", password: "Admin#2024" }),
    });
    const inProcessToken = (await res.json()).token;
    const inProcess = (url) => apps.with.request(url, { headers: { authorization: `Bearer ${inProcessToken}` } });
    console.log(
      `load average while measuring: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(", ")} (${availableParallelism()} cores)\n`,
    );
    console.log("p50 in ms; in-process: app.request, no network; CPU: this process's CPU time per answer (what waiting for a busy core does not inflate)\n");
    console.log("what".padEnd(46), "rows".padStart(5), "HTTP".padStart(7), "HTTP p95".padStart(9), "in-process".padStart(11), "CPU".padStart(6), "  goal");
    for (const [i, [what, goal, urls]] of figures.entries()) {
      const { p50, p95, rows } = http[i];
      const local = await timeGets(inProcess, urls);
      const verdictText = goal === null ? "" : `  ≤ ${goal} ms: HTTP ${verdict(p50 <= goal)}, CPU ${verdict(local.cpu <= goal)}`;
      console.log(
        what.padEnd(46),
        rows.toFixed(1).padStart(5),
        p50.toFixed(2).padStart(7),
        p95.toFixed(2).padStart(9),
        local.p50.toFixed(2).padStart(11),
        local.cpu.toFixed(2).padStart(6),
        verdictText,
      );
    }
    await benchWrites(db, apps, inProcessToken);
  } finally {
    db.close();
  }
} finally {
  await stopUpstream();
  if (process.env.BENCH_HISTORY_KEEP) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}

/** CPU time (user + system) of this process, in ms, from a `process.cpuUsage(previous)` difference. */
function cpuMs(usage) {
  return (usage.user + usage.system) / 1000;
}

/** p50/p95 of sequential GETs (after a warm-up of 20), and the rows per answer. */
async function timeGets(get, urls) {
  for (const url of urls.slice(0, 20)) await (await get(url)).arrayBuffer();
  const times = [];
  const cpu = [];
  let rows = 0;
  for (const url of urls) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const res = await get(url);
    const body = await res.json();
    times.push(performance.now() - t0);
    cpu.push(cpuMs(process.cpuUsage(c0)));
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
    rows += body.data.length;
  }
  return { p50: median(times), p95: p(times, 0.95), cpu: median(cpu), rows: rows / urls.length };
}

async function stopUpstream() {
  if (!upstream || upstream.exitCode !== null) return;
  const exited = new Promise((resolve) => upstream.once("exit", resolve));
  upstream.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}

/** Blog stores and updates in-process, rounds alternating between recording entries and not. */
async function benchWrites(db, apps, token) {
  const { twoTonePng } = await tsImport("../../upstream/src/png.ts", import.meta.url);
  const png = new Uint8Array(twoTonePng([10, 80, 120], [240, 160, 40]));
  const html = `<h2>عنوان</h2><p>${"نص المقال مع <strong>تنسيق</strong> وقائمة. ".repeat(40)}</p>`;
  const times = { with: { store: [], update: [] }, without: { store: [], update: [] } };
  const cpu = { with: { store: [], update: [] }, without: { store: [], update: [] } };
  const entriesBefore = db.prepare("SELECT COUNT(*) FROM activity").pluck().get();
  let counter = 0;
  const write = async (app, kind, path, fields) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value === "png") form.append(key, new File([png], "image.png", { type: "image/png" }));
      else form.append(key, value);
    }
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const response = await app.request(path, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    const body = await response.json();
    const ms = performance.now() - t0;
    const cpuTime = cpuMs(process.cpuUsage(c0));
    if (response.status >= 300) throw new Error(`${path}: HTTP ${response.status} ${JSON.stringify(body)}`);
    return { ms, cpu: cpuTime, id: body.data.id };
  };
  // Warm-up, then pairs: each store and update once without and once with its entry, the two
  // modes taking turns to go first, so a moment of load elsewhere weighs on both alike.
  for (const mode of ["without", "with", "without", "with"]) {
    const { id } = await write(apps[mode], "store", "/api/dashboard/blogs/store", { title_ar: "تسخين", title_en: "Warm-up", content_ar: html, image: "png" });
    await write(apps[mode], "update", `/api/dashboard/blogs/update/${id}`, { title_en: "Warm-up again" });
  }
  for (let round = 0; round < WRITES; round++) {
    for (const mode of round % 2 === 0 ? ["without", "with"] : ["with", "without"]) {
      counter++;
      const stored = await write(apps[mode], "store", "/api/dashboard/blogs/store", {
        title_ar: `مقال القياس ${counter}`,
        title_en: `Bench blog ${counter}`,
        content_ar: html,
        category_id: "1",
        is_active: "1",
        image: "png",
      });
      times[mode].store.push(stored.ms);
      cpu[mode].store.push(stored.cpu);
      const updated = await write(apps[mode], "update", `/api/dashboard/blogs/update/${stored.id}`, {
        title_en: `Bench blog ${counter}, edited`,
        content_ar: `${html}<p>${counter}</p>`,
      });
      times[mode].update.push(updated.ms);
      cpu[mode].update.push(updated.cpu);
    }
  }
  const added = db.prepare("SELECT COUNT(*) FROM activity").pluck().get() - entriesBefore;
  console.log(
    `\nWrites in-process (app.request, no network): ${WRITES} blog stores (rich text, an image) and updates without and with their entry, in alternating pairs; ${added} entries written. p50 in ms`,
  );
  console.log(
    "write".padEnd(8),
    "without".padStart(8),
    "with".padStart(7),
    "ratio".padStart(6),
    "CPU without".padStart(12),
    "CPU with".padStart(9),
    "ratio".padStart(6),
    "  goal",
  );
  for (const kind of ["store", "update"]) {
    const wall = [median(times.without[kind]), median(times.with[kind])];
    const cpuTime = [median(cpu.without[kind]), median(cpu.with[kind])];
    const ratios = [wall[1] / wall[0], cpuTime[1] / cpuTime[0]];
    console.log(
      kind.padEnd(8),
      wall[0].toFixed(2).padStart(8),
      wall[1].toFixed(2).padStart(7),
      ratios[0].toFixed(3).padStart(6),
      cpuTime[0].toFixed(2).padStart(12),
      cpuTime[1].toFixed(2).padStart(9),
      ratios[1].toFixed(3).padStart(6),
      `  ≤ ${GOALS.writes}x: wall ${verdict(ratios[0] <= GOALS.writes)}, CPU ${verdict(ratios[1] <= GOALS.writes)}`,
    );
  }
}

/** Schema and seed through the upstream's code, then ROWS entries in one statement. */
async function buildDatabase() {
  const t0 = performance.now();
  const { openDatabase } = await tsImport("../../upstream/src/db.ts", import.meta.url);
  const { seed } = await tsImport("../../upstream/src/seed.ts", import.meta.url);
  let db = openDatabase(file);
  const now = Date.now();
  const start = now - YEAR;
  const recordsPerResource = 2000;
  let users;
  try {
    await seed({ db, uploadDir, now: new Date(now) });
    users = db.prepare("SELECT id FROM users WHERE is_active = 1 ORDER BY id").pluck().all();
    // Building the indexes once at the end is much faster than keeping them in step row by row;
    // opening the database again (its migration) makes them.
    for (const index of ["activity_record", "activity_user", "activity_area", "activity_action", "activity_created"]) db.exec(`DROP INDEX IF EXISTS ${index}`);
    const values = (list) => list.map((value, i) => `(${i}, '${value}')`).join(", ");
    db.exec(`
      CREATE TEMP TABLE bench_resources (i INTEGER PRIMARY KEY, name TEXT);
      INSERT INTO bench_resources VALUES ${values(RESOURCES)};
      CREATE TEMP TABLE bench_actions (i INTEGER PRIMARY KEY, name TEXT);
      INSERT INTO bench_actions VALUES ${values(ACTIONS)};
      CREATE TEMP TABLE bench_users (i INTEGER PRIMARY KEY, id INTEGER);
      INSERT INTO bench_users VALUES ${users.map((id, i) => `(${i}, ${id})`).join(", ")};`);
    db.transaction(() => {
      db.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < @rows - 1)
         INSERT INTO activity (user_id, resource, record_id, action, label, changes, created_at)
         SELECT u.id, r.name, 1 + (n.i * 7919) % @records, a.name, 'عنصر رقم ' || n.i,
           '[{"field":"title_ar","before":"عنوان قديم ' || n.i || '","after":"عنوان جديد ' || n.i || '"},{"field":"is_active","before":true,"after":false}]',
           strftime('%Y-%m-%dT%H:%M:%fZ', (@start + n.i * @step) / 1000.0, 'unixepoch')
         FROM n
         JOIN bench_users u ON u.i = (n.i * 31 + n.i / 97) % @users
         JOIN bench_resources r ON r.i = (n.i / 3) % @resources
         JOIN bench_actions a ON a.i = (n.i * 13) % @actions`,
      ).run({
        rows: ROWS,
        records: recordsPerResource,
        start,
        step: Math.floor(YEAR / ROWS),
        users: users.length,
        resources: RESOURCES.length,
        actions: ACTIONS.length,
      });
    })();
    db.close();
    db = openDatabase(file);
    db.exec("ANALYZE");
    return { rows: db.prepare("SELECT COUNT(*) FROM activity").pluck().get(), users, start, recordsPerResource, ms: performance.now() - t0 };
  } finally {
    db.close();
  }
}

async function login() {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "admin@lawha.test", password: "Admin#2024" }),
  });
  if (res.status !== 200) throw new Error(`upstream login: HTTP ${res.status}`);
  return (await res.json()).token;
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    if (upstream.exitCode !== null) throw new Error(`the upstream exited (${upstream.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}
