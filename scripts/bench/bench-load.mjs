#!/usr/bin/env node
// `npm run bench:load`: what a page costs the dashboard, against the goals of the product, each
// printed "met" or "not met" in a last block. Starts its own reference upstream (fresh database)
// and the built dashboard on spare ports (BENCH_PORT, default 3610; upstream BENCH_PORT+1), then
// measures with a small fetch loop on loopback only, each run bounded in time (BENCH_SECONDS):
//   1. the dashboard process's own CPU time per page, from /proc (what the load generator sharing
//      the cores does not blur): BENCH_CPU_PAGES (300) sequential pages on one connection, after
//      BENCH_CPU_WARMUP (100) not counted, of the list and of the login page;
//   2. a 10-row list page (/en/blogs, logged in) and /en/login (a guest, no cookie) at 1, 10 and
//      50 connections, asked as a browser asks (Accept: text/html, Accept-Encoding: br, gzip,
//      keep-alive; the answer is read, not decompressed);
//   3. the same list read straight from the upstream, for the dashboard's own overhead;
//   4. a soak of the list page at 50 connections for BENCH_SOAK_SECONDS (60; the goal's ten
//      minutes: BENCH_SOAK_SECONDS=600), the dashboard's resident memory read every
//      BENCH_SOAK_SAMPLE_SECONDS (a thirtieth of the soak): its level at the end, and how flat it
//      stays over the soak's second half (highest over lowest);
//   5. the upstream down: every answer and its time, /login still serving, and the first request
//      after the upstream is back.
// The load generator runs on the same 2 cores as the servers, so latency and throughput are a floor.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { goal, printGoals } from "./goals.mjs";
import { cpuPerPage, load, loadWithMemory } from "./load.mjs";
import { header, login } from "./login.mjs";
import { BROWSER_HEADERS, bin, residentBytes, root, servingProcess, startDashboard, startUpstream, waitFor } from "./servers.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3610);
const UP = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const SAMPLE_SECONDS = Number(process.env.BENCH_SOAK_SAMPLE_SECONDS ?? Math.max(1, SOAK_SECONDS / 30));
const CPU_PAGES = Number(process.env.BENCH_CPU_PAGES ?? 300);
const CPU_WARMUP = Number(process.env.BENCH_CPU_WARMUP ?? 100);
const base = `http://127.0.0.1:${PORT}`;
const upBase = `http://127.0.0.1:${UP}`;
const LIST = `${base}/en/blogs`;
const LOGIN = `${base}/en/login`;
const mb = (bytes) => bytes / 1024 / 1024;
const fmt = (n, w) => n.toFixed(0).padStart(w);
const ms = (n) => `${n.toFixed(0).padStart(6)} ms`.padStart(9);

if (!existsSync(path.join(root, "build/server/index.js"))) spawnSync(bin("remix"), ["vite:build"], { cwd: root, stdio: "inherit" });

const dataDir = path.join(root, "data", "bench-load");
rmSync(dataDir, { recursive: true, force: true });
const startOurUpstream = () => startUpstream({ port: UP, dir: dataDir, env: { UPSTREAM_HOST: "127.0.0.1" } });
let upstream = startOurUpstream();
await waitFor(`${upBase}/api/health`);
const dashboard = startDashboard({ port: PORT, apiUrl: upBase, env: { SESSION_SECRET: "bench-load", LOGIN_MAX_FAILURES: "100000" } });

try {
  await waitFor(`${base}/login`);
  // CPU time and memory are read from the node process that serves, not from a wrapper.
  const server = servingProcess(dashboard.pid);
  if (!server) throw new Error(`no node process serves for pid ${dashboard.pid}`);
  console.log(`Dashboard: pid ${server.pid} (${server.command})`);
  const cookie = header(await login(base));
  const token = await upstreamToken();
  const page = { ...BROWSER_HEADERS, Cookie: cookie };
  const guest = BROWSER_HEADERS;
  const goals = [];

  const cpuList = await cpuPerPage(server.pid, LIST, { headers: page, pages: CPU_PAGES, warmup: CPU_WARMUP });
  const cpuLogin = await cpuPerPage(server.pid, LOGIN, { headers: guest, pages: CPU_PAGES, warmup: CPU_WARMUP });
  console.log(`\nThe dashboard's own CPU per page (/proc, ${CPU_PAGES} sequential pages on one connection after ${CPU_WARMUP} not counted)`);
  console.log(`  list /en/blogs (logged in)   ${cpuList.cpu.toFixed(1).padStart(5)} ms CPU, ${cpuList.wall.toFixed(1).padStart(5)} ms a page from outside`);
  console.log(`  /en/login (a guest)          ${cpuLogin.cpu.toFixed(1).padStart(5)} ms CPU, ${cpuLogin.wall.toFixed(1).padStart(5)} ms a page from outside`);
  goals.push(goal("list: the dashboard's CPU per page", cpuList.cpu, "≤", 10, "ms"), goal("login: the dashboard's CPU per page", cpuLogin.cpu, "≤", 4, "ms"));

  const rows = [];
  const byConnections = {};
  for (const connections of [1, 10, 50]) {
    const seconds = connections === 1 ? Math.max(3, SECONDS / 2) : SECONDS;
    const list = await load(LIST, { connections, seconds, headers: page });
    const loginPage = await load(LOGIN, { connections, seconds, headers: guest });
    byConnections[connections] = { list, login: loginPage };
    rows.push(["list /en/blogs", connections, list], ["/en/login", connections, loginPage]);
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
  const [one, ten, fifty] = [byConnections[1], byConnections[10], byConnections[50]];
  goals.push(
    goal("list p50, 1 connection", one.list.p50, "≤", 12, "ms"),
    goal("list pages/s, 10 connections", ten.list.rps, "≥", 120, "/s"),
    goal("list p99, 10 connections", ten.list.p99, "≤", 250, "ms"),
    goal("login pages/s, 10 connections", ten.login.rps, "≥", 300, "/s"),
  );

  const single = await load(`${base}/blogs`, { connections: 1, seconds: Math.max(3, SECONDS / 2), headers: { Cookie: cookie } });
  const singleUp = await load(`${upBase}/api/dashboard/blogs/all?page=1&per_page=10`, {
    connections: 1,
    seconds: Math.max(3, SECONDS / 2),
    headers: { Authorization: `Bearer ${token}` },
  });
  console.log(
    `\nDashboard overhead over the upstream call (1 connection, p50): ${(single.p50 - singleUp.p50).toFixed(1)} ms (page ${single.p50.toFixed(1)} ms, upstream list ${singleUp.p50.toFixed(1)} ms; a page makes more than one upstream call)`,
  );

  const soak = await loadWithMemory(server.pid, LIST, { connections: 50, seconds: SOAK_SECONDS, headers: page }, SAMPLE_SECONDS);
  const first = soak.samples[0].bytes;
  const last = soak.after;
  // Flat: the samples taken under load in the soak's second half, as it ran (its last requests
  // end after the deadline).
  const secondHalf = soak.samples.filter((s) => s.at >= soak.samples[soak.samples.length - 1].at / 2).map((s) => s.bytes);
  const spread = (Math.max(...secondHalf) / Math.min(...secondHalf) - 1) * 100;
  console.log(
    `\nSoak /en/blogs, 50 connections, ${SOAK_SECONDS} s: ${soak.count} requests, ${soak.errors} errors, p99 ${soak.p99.toFixed(0)} ms; dashboard RSS ${mb(first).toFixed(0)} → ${mb(last).toFixed(0)} MB`,
  );
  console.log(`  RSS every ${SAMPLE_SECONDS} s under load (MB): ${soak.samples.map((s) => mb(s.bytes).toFixed(0)).join(" ")}; after: ${mb(last).toFixed(0)}`);
  console.log(
    `  second half (${secondHalf.length} samples): ${mb(Math.min(...secondHalf)).toFixed(0)}–${mb(Math.max(...secondHalf)).toFixed(0)} MB, highest ${spread.toFixed(1)} % over lowest`,
  );
  goals.push(
    goal("list errors at 50 connections (run and soak)", fifty.list.errors + soak.errors, "≤", 0, ""),
    goal(`resident memory after the soak (${SOAK_SECONDS} s, 50 conns)`, mb(last), "≤", 250, "MB"),
    goal("memory flat over the soak's second half", secondHalf.length >= 2 ? spread : NaN, "≤", 10, "%"),
  );

  upstream.kill("SIGTERM");
  await new Promise((r) => upstream.once("exit", r));
  const down = await load(`${base}/blogs`, { connections: 10, seconds: Math.max(3, SECONDS / 2), headers: { Cookie: cookie }, okStatus: (s) => s === 503 });
  const loginDown = await load(`${base}/login`, { connections: 10, seconds: 3 });
  console.log(
    `\nUpstream down: /blogs answered ${down.count} times, statuses ${JSON.stringify(down.statuses)}, p50 ${down.p50.toFixed(0)} ms, p99 ${down.p99.toFixed(0)} ms; /login ${JSON.stringify(loginDown.statuses)} p99 ${loginDown.p99.toFixed(0)} ms`,
  );
  upstream = startOurUpstream();
  await waitFor(`${upBase}/api/health`);
  const back = await fetch(`${base}/blogs`, { headers: { Cookie: cookie }, redirect: "manual" });
  console.log(`First /blogs after the upstream is back: ${back.status}`);
  console.log(`Dashboard RSS at the end: ${mb(residentBytes(server.pid)).toFixed(0)} MB`);

  printGoals("one dashboard process, upstream on loopback, load generator on the same cores", goals);
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
