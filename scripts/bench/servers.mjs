// The servers the benchmarks start: the reference upstream on its own database, and the built
// dashboard, each a child process on a loopback port. Shared by the bench scripts.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);

/** The reference upstream on `port`, its database and uploads in `dir`. */
export function startUpstream({ port, dir, env = {} }) {
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
    stdio: "ignore",
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
