// The servers the benchmarks start: the reference upstream on its own database, and the built
// dashboard, each a child process on a loopback port. Shared by the bench scripts.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);

/** The reference upstream on `port`, its database and uploads in `dir`. */
export function startUpstream({ port, dir, env = {}, stdio = "ignore" }) {
  return spawn(bin("tsx"), ["upstream/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      UPSTREAM_PORT: String(port),
      UPSTREAM_DB_FILE: `${dir}/up.sqlite`,
      UPLOAD_DIR: `${dir}/uploads`,
      UPSTREAM_PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio,
  });
}

/**
 * The built dashboard (production) on `port`, asking the API at `apiUrl`. `nodeArgs` (such as
 * `--cpu-prof`) go to the dashboard's own node process, which then runs remix-serve's CLI. `dir`:
 * the checkout whose build runs (this one by default).
 */
export function startDashboard({ port, apiUrl, env = {}, nodeArgs = [], stdio = "ignore", dir = root }) {
  const cli = path.join(dir, "node_modules", "@remix-run", "serve", "dist", "cli.js");
  return spawn(process.execPath, [...nodeArgs, cli, "build/server/index.js"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), API_URL: apiUrl, NODE_ENV: "production", SESSION_SECRET: "bench", LAWHA_TEST_MODE: "1", ...env },
    stdio,
  });
}

/** Resolves once `url` answers below 500; throws after `timeout` ms. */
export async function waitFor(url, timeout = 60_000) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

/** What a browser sends for a page: the benchmarks ask as a browser asks. */
export const BROWSER_HEADERS = {
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Encoding": "br, gzip",
  "Accept-Language": "en",
};

/** A process's resident memory in bytes, from /proc (Linux); NaN where it cannot be read. */
export function residentBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) * 1024 : NaN;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux: a tick of 10 ms). */
const TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim()) || 100;

/** A process's CPU time in ms: user and system, all its threads, from /proc/<pid>/stat (Linux). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // After the command's name (in parentheses, which may hold spaces): state, ppid, … utime, stime.
  const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

/** The processes whose parent is `pid` (Linux, from /proc). */
export function childPids(pid) {
  const found = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone already
    }
    if (Number(stat.slice(stat.lastIndexOf(") ") + 2).split(" ")[1]) === pid) found.push(Number(entry));
  }
  return found;
}

/**
 * The node process that serves for the child `pid`, and its command line: the child itself when
 * it runs node, else the first node process among its descendants (a wrapper script's child).
 * CPU time and memory are read from this pid, so they are the server's, not a wrapper's.
 */
export function servingProcess(pid) {
  const exe = readlinkSync(`/proc/${pid}/exe`);
  if (/^node/.test(path.basename(exe))) return { pid, command: readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim() };
  for (const child of childPids(pid)) {
    const found = servingProcess(child);
    if (found) return found;
  }
  return null;
}
