#!/usr/bin/env node
// `npm run profile`: where a page's server time goes. Builds if there is no build, starts the
// reference upstream (fresh database) and the production dashboard under `node --cpu-prof`, logs
// in, then asks for /en/blogs (logged in) and /en/login (a guest) as a browser does (Accept:
// text/html, Accept-Encoding: br, gzip, keep-alive) at 10 connections for PROFILE_SECONDS (15).
// It stops the dashboard the way remix-serve expects (SIGTERM), so node writes the profile, and
// prints the 25 functions with the most self time and the busy time by group, per request.
// Ports: PROFILE_PORT (3710) and PROFILE_UPSTREAM_PORT (3711); the profile stays in
// data/profile/ for Chrome DevTools (Performance, "Load profile"); `--read FILE` prints the tables
// of a profile taken before (PROFILE_REQUESTS for the per-request figures). No dependency: the
// profile is JSON, read here.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { header, login } from "./login.mjs";
import { BROWSER_HEADERS, bin, root, startDashboard, startUpstream, waitFor } from "./servers.mjs";

const PORT = Number(process.env.PROFILE_PORT ?? 3710);
const UP = Number(process.env.PROFILE_UPSTREAM_PORT ?? PORT + 1);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = path.join(root, "data", "profile");
const profileDir = path.join(dataDir, "cpu");

/** The frames that match a URL against the route tree (Remix's and React Router's). */
const ROUTE_MATCHING = new Set([
  "getPartialManifest",
  "matchServerRoutes",
  "matchRoutes",
  "matchRoutesImpl",
  "flattenRoutes",
  "flattenRoute",
  "explodeOptionalSegments",
  "rankRouteBranches",
  "computeScore",
  "matchRouteBranch",
  "matchPath",
  "compilePath",
  "groupRoutesByParentId",
  "createRoutes",
  "createStaticHandlerDataRoutes",
  "convertRoutesToDataRoutes",
]);

/**
 * Access lines: morgan's own code (not what its middleware calls through `next()`) and the line it
 * writes, and ours (app/server/security-log.server.ts): formatting, and the writes of the batches.
 */
const isLogging = (stack, own) =>
  own.includes("/morgan/") ||
  stack.some((n, i) => {
    const { functionName: name, url } = n.callFrame;
    if (url.includes("/morgan/")) return name === "logRequest";
    if (!url.includes("/build/server/")) return false;
    if (name === "logEvent" || name === "formatLogLine") return true;
    // A batch's write: node's fs.write called by the writer's send or flushSync.
    const callee = stack[i - 1]?.callFrame;
    return (name === "send" || name === "flushSync") && callee?.url === "node:fs" && /^write/.test(callee.functionName);
  });

const GROUPS = [
  ["logging", "morgan's own code and its line, or ours: formatting and writing"],
  ["route matching", "a frame in the stack is one of Remix's matching functions, or the code is @remix-run/router's"],
  ["zlib / compression", "node:zlib or the compression middleware"],
  ["garbage collection", "V8's collector"],
  ["React render", "react-dom/server, and what it calls"],
  ["our app code", "build/server/index.js, and the built-ins it calls"],
  ["other", "express, undici, node's HTTP, Remix's runtime, V8 (program)"],
];

// `npm run profile -- --read FILE`: only the tables, of a profile taken before (the whole of it).
if (process.argv[2] === "--read") {
  report(JSON.parse(readFileSync(process.argv[3], "utf8")), { from: -Infinity, to: Infinity }, Number(process.env.PROFILE_REQUESTS ?? NaN));
  process.exit(0);
}

if (!existsSync(path.join(root, "build/server/index.js"))) {
  const built = spawnSync(bin("remix"), ["vite:build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(profileDir, { recursive: true });

const upstream = startUpstream({ port: UP, dir: dataDir });
let dashboard;
/** Lines and bytes the dashboard writes to stdout: what a log collector would receive. */
const written = { lines: 0, bytes: 0 };
let exitCode = 0;
try {
  await waitFor(`http://127.0.0.1:${UP}/api/health`);
  dashboard = startDashboard({
    port: PORT,
    apiUrl: `http://127.0.0.1:${UP}`,
    env: { LOGIN_MAX_FAILURES: "100000" },
    nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
    stdio: ["ignore", "pipe", "inherit"],
  });
  dashboard.stdout.on("data", (chunk) => {
    written.bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) written.lines++;
  });
  await waitFor(`${base}/en/login`);
  const cookies = await login(base);
  const browser = {
    ...BROWSER_HEADERS,
    "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  };
  // The list as a logged-in user sees it; the login page as a guest (with the CSRF cookie only:
  // a session would be sent on to the home page).
  const targets = [
    { path: "/en/blogs", headers: { ...browser, Cookie: header(cookies) } },
    { path: "/en/login", headers: { ...browser, Cookie: header(cookies.filter((c) => !/session/i.test(c.name))) } },
  ];
  for (const t of targets) {
    const { status } = await get(new http.Agent(), t);
    if (status !== 200) throw new Error(`${t.path} answered ${status}, not 200`);
  }
  const lines0 = written.lines;
  const window = { from: hrMicros() };
  const results = await load(targets, { connections: CONNECTIONS, seconds: SECONDS });
  window.to = hrMicros();
  // Lines still on their way (an asynchronous log) are counted too.
  await new Promise((r) => setTimeout(r, 300));
  const requests = results.reduce((n, r) => n + r.times.length, 0);
  const exited = stop(dashboard);
  const { code } = await exited;
  const files = readdirSync(profileDir).filter((f) => f.endsWith(".cpuprofile"));
  if (!files.length) throw new Error(`the dashboard exited (${code}) without writing a profile`);

  console.log(
    `\nLoad: ${CONNECTIONS} connections for ${SECONDS} s, keep-alive, Accept: text/html, Accept-Encoding: br, gzip (loopback, load generator on the same machine)`,
  );
  console.log("page          requests   req/s     p50      p99   statuses");
  for (const r of results) {
    const s = [...r.times].sort((a, b) => a - b);
    const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
    console.log(
      `${r.path.padEnd(12)}${String(s.length).padStart(10)}${(s.length / SECONDS).toFixed(1).padStart(8)}${at(0.5).toFixed(1).padStart(8)} ms${at(0.99).toFixed(1).padStart(7)} ms   ${JSON.stringify(r.statuses)}`,
    );
  }
  const logged = written.lines - lines0;
  console.log(
    `Dashboard stdout during the load: ${logged} lines (${(logged / requests).toFixed(2)} per request), ${(written.bytes / 1024).toFixed(0)} KB in all`,
  );
  report(JSON.parse(readFileSync(path.join(profileDir, files[0]), "utf8")), window, requests);
  console.log(`\nProfile: ${path.relative(root, path.join(profileDir, files[0]))} (Chrome DevTools, Performance, "Load profile")`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (dashboard && dashboard.exitCode === null) dashboard.kill("SIGKILL");
  upstream.kill("SIGTERM");
}
process.exit(exitCode);

/** Node's monotonic clock in µs: the clock of the profile's timestamps too. */
function hrMicros() {
  return Number(process.hrtime.bigint() / 1000n);
}

/** remix-serve closes its server on SIGTERM and node writes the profile as it exits. */
function stop(child) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.error("The dashboard did not exit within 20 s of SIGTERM; killed, so no profile.");
      child.kill("SIGKILL");
    }, 20_000);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal });
    });
    child.kill("SIGTERM");
  });
}

function get(agent, { path: p, headers }) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.get(`${base}${p}`, { agent, headers }, (res) => {
      res.on("data", () => {});
      res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - t0 }));
      res.on("error", () => resolve({ status: "error", ms: performance.now() - t0 }));
    });
    req.on("error", () => resolve({ status: "error", ms: performance.now() - t0 }));
  });
}

/** `connections` keep-alive connections, each asking for the targets in turn until time is up. */
async function load(targets, { connections, seconds }) {
  const results = targets.map((t) => ({ path: t.path, times: [], statuses: {} }));
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = i; Date.now() < deadline; n++) {
        const which = n % targets.length;
        const { status, ms } = await get(agent, targets[which]);
        results[which].times.push(ms);
        results[which].statuses[status] = (results[which].statuses[status] ?? 0) + 1;
      }
      agent.destroy();
    }),
  );
  return results;
}

/** Where a frame's code lives, short: the package and file, or node's module. */
function shortUrl(url) {
  if (!url) return "";
  const file = url.replace(/^file:\/\//, "");
  const nm = file.lastIndexOf("/node_modules/");
  if (nm >= 0) {
    const parts = file.slice(nm + "/node_modules/".length).split("/");
    const pkg = parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
    return `${pkg}/${parts[parts.length - 1]}`;
  }
  if (file.startsWith(root)) return path.relative(root, file);
  return file;
}

function groupOf(stack) {
  const leaf = stack[0].callFrame;
  if (leaf.functionName === "(garbage collector)") return "garbage collection";
  // The first frame with code of its own: built-ins count for the code that called them.
  const own = stack.find((n) => n.callFrame.url)?.callFrame.url ?? "";
  if (isLogging(stack, own)) return "logging";
  if (stack.some((n) => ROUTE_MATCHING.has(n.callFrame.functionName)) || own.includes("/@remix-run/router/")) return "route matching";
  if (stack.some((n) => /^node:zlib$|\/compression\//.test(n.callFrame.url))) return "zlib / compression";
  if (stack.some((n) => n.callFrame.url.includes("/react-dom/"))) return "React render";
  if (own.includes("/build/server/")) return "our app code";
  return "other";
}

function report(profile, window, requests) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Sample i lasts until sample i + 1 (Chrome DevTools' rule); the last until the profile's end.
  const stamps = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) stamps.push((t += d));
  let inWindow = (i) => stamps[i] >= window.from && stamps[i] <= window.to;
  const overlap = stamps.some((s, i) => inWindow(i));
  if (!overlap) inWindow = () => true;
  const self = new Map();
  const groups = new Map(GROUPS.map(([g]) => [g, 0]));
  let busy = 0;
  let idle = 0;
  const stacks = new Map();
  const stackOf = (id) => {
    if (!stacks.has(id)) {
      const stack = [];
      for (let at = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at));
      stacks.set(id, stack);
    }
    return stacks.get(id);
  };
  for (let i = 0; i < profile.samples.length; i++) {
    if (!inWindow(i)) continue;
    const ms = ((i + 1 < stamps.length ? stamps[i + 1] : profile.endTime) - stamps[i]) / 1000;
    const node = byId.get(profile.samples[i]);
    const f = node.callFrame;
    if (f.functionName === "(idle)") {
      idle += ms;
      continue;
    }
    busy += ms;
    const key = `${f.functionName || "(anonymous)"}\t${shortUrl(f.url)}${f.url ? `:${f.lineNumber + 1}` : ""}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    const g = groupOf(stackOf(node.id));
    groups.set(g, groups.get(g) + ms);
  }
  const pct = (ms) => `${((ms / busy) * 100).toFixed(1).padStart(5)} %`;
  console.log(
    `\nCPU profile of the dashboard ${overlap ? "during the load" : "(whole run: the load's window was not found)"}: busy ${busy.toFixed(0)} ms, idle ${idle.toFixed(0)} ms; ${(busy / requests).toFixed(2)} ms busy per request (${requests} requests)`,
  );
  console.log("\nTop 25 functions by self time (% of busy time)");
  console.log("     self ms       %   function   where");
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    const [name, where] = key.split("\t");
    console.log(`${ms.toFixed(1).padStart(12)}  ${pct(ms)}   ${name}   ${where}`);
  }
  console.log("\nBy group (each sample counted once, in this order)");
  console.log("group                     ms       %   ms/request   what counts");
  for (const [g, what] of GROUPS) {
    const ms = groups.get(g);
    console.log(`${g.padEnd(22)}${ms.toFixed(0).padStart(7)}  ${pct(ms)}${(ms / requests).toFixed(3).padStart(11)}   ${what}`);
  }
}
