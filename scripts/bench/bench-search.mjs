#!/usr/bin/env node
// Search at the reference upstream over 100,000 rows (run alone: `node scripts/bench/bench-search.mjs`;
// `npm run bench` runs it first). It builds a throw-away database in a temporary folder through
// the upstream's own code (migration, seed, then 100,000 clients with Arabic and English names in
// hamza / ta marbuta / alef maqsura variants, each kept searchable by the same triggers as any
// write), starts the real upstream on it (BENCH_UPSTREAM_PORT, default 3211), logs in, and times
// BENCH_SEARCHES (default 200) sequential `GET /api/dashboard/profile/all?name=` calls over
// loopback with a mix of queries. Prints p50/p95 beside the goal, then stops the upstream and
// removes the folder, also on failure.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const UP = Number(process.env.BENCH_UPSTREAM_PORT ?? 3211);
const ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 200);
const GOAL_P50 = 20;
const base = `http://127.0.0.1:${UP}`;

// Given names as people type them and as they are stored: with and without hamza, ta marbuta
// written as ه, alef maqsura as ي, and now and then tashkeel.
const givenAr = [
  "أحمد",
  "احمد",
  "إبراهيم",
  "ابراهيم",
  "أسامة",
  "اسامه",
  "فاطمة",
  "فاطمه",
  "عائشة",
  "مصطفى",
  "مصطفي",
  "يحيى",
  "هدى",
  "مُحَمَّد",
  "محمد",
  "عبدالله",
  "خالد",
  "سارة",
  "نورة",
  "ريم",
  "آمنة",
  "امنه",
  "إيمان",
  "ليلى",
  "سلمى",
  "يوسف",
  "عمر",
  "علي",
  "حسين",
  "لؤي",
  "هيئم",
  "منى",
  "رؤى",
  "بشرى",
  "طارق",
];
const familyAr = [
  "العتيبي",
  "القحطاني",
  "الشمري",
  "الدوسري",
  "الغامدي",
  "الزهراني",
  "المطيري",
  "الحربي",
  "آل سعود",
  "الأنصاري",
  "الانصاري",
  "الإدريسي",
  "البلوي",
  "السبيعي",
  "العنزي",
  "المالكي",
  "الشهري",
  "العمري",
  "الرشيد",
  "الفيفي",
];
const givenEn = [
  "Ahmed",
  "Ahmad",
  "Ibrahim",
  "Osama",
  "Fatima",
  "Aisha",
  "Mustafa",
  "Yahya",
  "Huda",
  "Mohammed",
  "Abdullah",
  "Khalid",
  "Sara",
  "Noura",
  "Reem",
  "Amna",
  "Iman",
  "Layla",
  "Salma",
  "Yousef",
  "Omar",
  "Ali",
  "Hussein",
  "Louay",
  "Mona",
  "Tariq",
];
const familyEn = [
  "Al-Otaibi",
  "Al-Qahtani",
  "Al-Shammari",
  "Al-Dosari",
  "Al-Ghamdi",
  "Al-Zahrani",
  "Al-Mutairi",
  "Al-Harbi",
  "Al-Ansari",
  "Al-Balawi",
  "Al-Subaie",
  "Al-Anazi",
  "Al-Malki",
  "Al-Shehri",
  "Al-Omari",
];
// What staff type: variants that only match after normalisation, full names, Latin in any case,
// phone digits (some in Arabic-Indic), rare and absent names, and two-letter queries (too short
// for the trigram index: a scan of the shadow column).
const QUERIES = [
  "احمد",
  "أحمد",
  "ابراهيم",
  "اسامة",
  "فاطمه",
  "مصطفي",
  "يحيي",
  "عايشه",
  "امنة",
  "ليلي",
  "احمد العتيبي",
  "محمد الانصاري",
  "آل سعود",
  "الادريسي",
  "ahmed",
  "AL-OTAIBI",
  "fatima al",
  "0555",
  "٠٥٥١٢",
  "user123",
  "هيىم",
  "لوي",
  "زكريا",
  "xyzzy",
  "عل",
  "al",
];

let upstream;
const dir = mkdtempSync(path.join(tmpdir(), "lawha-bench-search-"));
try {
  const built = await buildDatabase(path.join(dir, "up.sqlite"), path.join(dir, "uploads"));
  upstream = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["upstream/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      UPSTREAM_PORT: String(UP),
      UPSTREAM_HOST: "127.0.0.1",
      UPSTREAM_DB_FILE: path.join(dir, "up.sqlite"),
      UPLOAD_DIR: path.join(dir, "uploads"),
      UPSTREAM_PUBLIC_URL: base,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${base}/api/health`);
  const token = await login();
  const headers = { Authorization: `Bearer ${token}`, Accept: "application/json" };
  const url = (query) => `${base}/api/dashboard/profile/all?page=1&per_page=10&name=${encodeURIComponent(query)}`;

  // Warm-up: the first pass pulls the table into the page cache and compiles the statements.
  const totals = new Map();
  for (const query of QUERIES) totals.set(query, (await (await fetch(url(query), { headers })).json()).meta.total);
  const times = [];
  const byQuery = new Map(QUERIES.map((query) => [query, []]));
  for (let i = 0; i < SEARCHES; i++) {
    const query = QUERIES[i % QUERIES.length];
    const t0 = performance.now();
    const res = await fetch(url(query), { headers });
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`search ${query}: HTTP ${res.status}`);
    times.push(ms);
    byQuery.get(query).push(ms);
  }

  const p = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];
  console.log(
    `\nSearch at the upstream: ${SEARCHES} sequential GET profile/all?name= over ${built.rows.toLocaleString("en")} clients (database built in ${(built.ms / 1000).toFixed(1)} s, loopback HTTP)\n`,
  );
  console.log("query".padEnd(18), "matches".padStart(8), "p50 ms".padStart(8));
  for (const [query, list] of byQuery) console.log(query.padEnd(18), String(totals.get(query)).padStart(8), p(list, 0.5).toFixed(1).padStart(8));
  const p50 = p(times, 0.5);
  console.log(
    `\nall ${SEARCHES}: p50 ${p50.toFixed(1)} ms, p95 ${p(times, 0.95).toFixed(1)} ms (goal: p50 ≤ ${GOAL_P50} ms) ${p50 <= GOAL_P50 ? "met" : "NOT MET"}`,
  );
} finally {
  if (upstream && upstream.exitCode === null) {
    const exited = new Promise((resolve) => upstream.once("exit", resolve));
    upstream.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  rmSync(dir, { recursive: true, force: true });
}

/** The upstream's schema and seed, then ROWS clients in one transaction, through its own code. */
async function buildDatabase(file, uploadDir) {
  const t0 = performance.now();
  const { openDatabase } = await tsImport("../../upstream/src/db.ts", import.meta.url);
  const { seed } = await tsImport("../../upstream/src/seed.ts", import.meta.url);
  const db = openDatabase(file);
  try {
    await seed({ db, uploadDir, now: new Date() });
    const countries = db.prepare("SELECT id FROM countries").pluck().all();
    const insert = db.prepare(
      `INSERT INTO clients (title, name, email, phone, country_id, city, is_active, created_at, updated_at)
       VALUES (@title, @name, @email, @phone, @country_id, @city, 1, @at, @at)`,
    );
    let state = 20240501;
    const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
    const pick = (items) => items[Math.floor(next() * items.length)];
    const at = new Date().toISOString();
    db.transaction(() => {
      for (let i = 0; i < ROWS; i++) {
        const arabic = next() < 0.7;
        const name = arabic ? `${pick(givenAr)} ${pick(givenAr)} ${pick(familyAr)}` : `${pick(givenEn)} ${pick(familyEn)}`;
        const phone = `+9665${String(Math.floor(next() * 1e8)).padStart(8, "0")}`;
        insert.run({ title: next() < 0.5 ? "mr" : "ms", name, email: `user${i}@bench.example`, phone, country_id: pick(countries) ?? null, city: null, at });
      }
    })();
    db.pragma("optimize");
    return { rows: db.prepare("SELECT COUNT(*) FROM clients").pluck().get(), ms: performance.now() - t0 };
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
