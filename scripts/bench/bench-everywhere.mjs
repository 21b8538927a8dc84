#!/usr/bin/env node
// The search over every area asks each permitted list at the same time, not one after another.
// Run alone (`node scripts/bench/bench-everywhere.mjs`; `npm run bench` runs it after the upstream search
// bench). An upstream on loopback answers in about a millisecond, which hides the difference, so
// the lists are reached through a small proxy that holds each answer BENCH_UPSTREAM_DELAY_MS
// (default 50), as a remote upstream would. It starts the reference upstream on a throw-away
// database, the proxy, and the built dashboard (BENCH_PORT + 4 … + 6), logs in, then times, over
// BENCH_ROUNDS (default 20) requests each: every area's list page searched for the same word, and
// `/search` over all fifteen. Prints p50s and the ratio of the search to the slowest list beside
// its goal (≤ 1.5: fifteen calls in a row would take about fifteen times one).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { header, login } from "./login.mjs";
import { bin, root, startDashboard, startUpstream, waitFor } from "./servers.mjs";
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3210) + 4;
const [UP, PROXY, PORT] = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2];
const DELAY = Number(process.env.BENCH_UPSTREAM_DELAY_MS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const GOAL = 1.5;
const QUERY = "ال";
// Every list of the menu: the areas with records to add (home, the reports and settings have none).
const { AREA_PERMISSIONS, NAV_AREAS } = await tsImport("../../app/utils/permissions.ts", import.meta.url);
const AREAS = NAV_AREAS.filter((area) => AREA_PERMISSIONS[area].create);
const base = `http://127.0.0.1:${PORT}`;

if (!existsSync(path.join(root, "build/server/index.js"))) spawnSync(bin("remix"), ["vite:build"], { cwd: root, stdio: "inherit" });
const dir = mkdtempSync(path.join(tmpdir(), "lawha-bench-everywhere-"));
const children = [];
const proxy = http.createServer((req, res) => {
  const upstream = http.request({ host: "127.0.0.1", port: UP, path: req.url, method: req.method, headers: req.headers }, (answer) => {
    setTimeout(() => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    }, DELAY);
  });
  upstream.on("error", () => res.writeHead(502).end());
  req.pipe(upstream);
});

try {
  children.push(startUpstream({ port: UP, dir }));
  await waitFor(`http://127.0.0.1:${UP}/api/health`);
  await new Promise((resolve) => proxy.listen(PROXY, "127.0.0.1", resolve));
  children.push(startDashboard({ port: PORT, apiUrl: `http://127.0.0.1:${PROXY}` }));
  await waitFor(`${base}/login`);
  const cookie = header(await login(base));
  const q = encodeURIComponent(QUERY);
  const p50 = async (url) => {
    const times = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}${url}`, { headers: { cookie } });
      await res.text();
      if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
      times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
  };
  console.log(`\nSearch over every area: upstream answers held ${DELAY} ms each, "${QUERY}", p50 of ${ROUNDS} requests (loopback)\n`);
  let slowest = { area: "", ms: 0 };
  for (const area of AREAS) {
    const ms = await p50(`/${area}?name=${q}`);
    if (ms > slowest.ms) slowest = { area, ms };
  }
  const search = await p50(`/search?q=${q}`);
  const ratio = search / slowest.ms;
  console.log(`slowest single list  /${slowest.area}?name=…  p50 ${slowest.ms.toFixed(1)} ms`);
  console.log(`search, ${AREAS.length} areas      /search?q=…          p50 ${search.toFixed(1)} ms`);
  console.log(`ratio ${ratio.toFixed(2)} (goal ≤ ${GOAL}: ${ratio <= GOAL ? "met" : "NOT met"}; one after another would be about ${AREAS.length})`);
} finally {
  for (const child of children) child.kill();
  proxy.close();
  rmSync(dir, { recursive: true, force: true });
}
