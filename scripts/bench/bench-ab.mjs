#!/usr/bin/env node
// `npm run bench:ab -- DIR`: this checkout's build against another's, on the same machine at the
// same time. DIR is another checkout of the repository with its own build (for example
// `git worktree add /tmp/before <commit>`, a link to this node_modules, then `npx remix
// vite:build` there). Both dashboards run against one reference upstream; rounds alternate which
// goes first, and each round asks one of them for AB_REQUESTS pages (/en/blogs logged in and
// /en/login, alternately, as a browser asks) at AB_CONNECTIONS connections. Printed: each
// dashboard's own CPU time per request (from /proc, the figure that does not depend on what else
// the machine is doing at that moment as much as latency does) and its p50s, the median of the
// rounds, the median ratio of the pairs, and each one's resident memory at the end. Linux only
// (/proc). Ports: AB_PORT (3720) and the two after it. Rounds at 50 connections move by 10 % and
// more from one run to the next: use 8 rounds or more before reading a ratio.
import { rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { header, login } from "./login.mjs";
import { BROWSER_HEADERS, cpuMs, residentBytes, root, startDashboard, startUpstream, waitFor } from "./servers.mjs";

const other = process.argv[2];
if (!other) {
  console.error("usage: npm run bench:ab -- DIR   (another checkout with its own build)");
  process.exit(2);
}
const ROUNDS = Number(process.env.AB_ROUNDS ?? 8);
const REQUESTS = Number(process.env.AB_REQUESTS ?? 200);
const CONNECTIONS = Number(process.env.AB_CONNECTIONS ?? 1);
const PORT = Number(process.env.AB_PORT ?? 3720);
const dataDir = path.join(root, "data", "bench-ab");

const variants = [
  { name: path.resolve(other), dir: path.resolve(other), port: PORT + 1 },
  { name: "this checkout", dir: root, port: PORT + 2 },
];
rmSync(dataDir, { recursive: true, force: true });
const upstream = startUpstream({ port: PORT, dir: dataDir });
for (const v of variants) v.process = startDashboard({ port: v.port, apiUrl: `http://127.0.0.1:${PORT}`, dir: v.dir });

function get(v, pathname, cookie) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = { ...BROWSER_HEADERS, ...(cookie ? { Cookie: cookie } : {}) };
    const req = http.get({ host: "127.0.0.1", port: v.port, path: pathname, agent: v.agent, headers }, (res) => {
      res.on("data", () => {});
      res.on("end", () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${pathname}: ${res.statusCode}`))));
    });
    req.on("error", reject);
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One round against one dashboard: its CPU per request and the p50 of each page. */
async function round(v) {
  const list = [];
  const guest = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const i = next++;
      if (i % 2) guest.push(await get(v, "/en/login"));
      else list.push(await get(v, "/en/blogs", v.cookie));
    }
  };
  const before = cpuMs(v.process.pid);
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { cpu: (cpuMs(v.process.pid) - before) / REQUESTS, list: median(list), login: median(guest) };
}

try {
  await waitFor(`http://127.0.0.1:${PORT}/api/health`);
  for (const v of variants) {
    await waitFor(`http://127.0.0.1:${v.port}/login`);
    v.cookie = header(await login(`http://127.0.0.1:${v.port}`));
    v.agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    v.rounds = [];
    await round(v); // warm-up, not counted
  }
  for (let r = 0; r < ROUNDS; r++) for (const v of r % 2 ? [...variants].reverse() : variants) v.rounds.push(await round(v));
  console.log(`\n${CONNECTIONS} connection(s), ${ROUNDS} rounds of ${REQUESTS} requests each (/en/blogs and /en/login alternately), medians of the rounds\n`);
  for (const v of variants) {
    const m = (key) => median(v.rounds.map((x) => x[key]));
    console.log(`${v.name}\n  CPU per request ${m("cpu").toFixed(2)} ms, list p50 ${m("list").toFixed(1)} ms, login p50 ${m("login").toFixed(1)} ms`);
    console.log(
      `  CPU per request by round: ${v.rounds.map((x) => x.cpu.toFixed(1)).join(" ")}; resident memory at the end ${(residentBytes(v.process.pid) / 1024 / 1024).toFixed(0)} MB`,
    );
  }
  const ratio = median(variants[1].rounds.map((x, i) => x.cpu / variants[0].rounds[i].cpu));
  console.log(`\nThis checkout's CPU per request over the other's, median of the pairs: ${ratio.toFixed(3)}`);
} finally {
  for (const v of variants) v.process.kill();
  upstream.kill();
}
