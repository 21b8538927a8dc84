// The load generator of `npm run bench:load`: keep-alive GETs on loopback, a time-bounded run at
// N connections, a sequential run for the server's CPU time per page, and memory sampled while a
// run goes on. The answers are read as bytes, not decompressed (a browser's decompression is not
// the server's time).
import http from "node:http";
import { cpuMs, residentBytes } from "./servers.mjs";

/** A GET over a keep-alive agent; resolves with the status once the body is read. */
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

/** `connections` loops, each sending one request after another until `seconds` are up. */
export async function load(url, { connections, seconds, headers = {}, okStatus = (s) => s < 400 }) {
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

/**
 * The server's own CPU time per page (process `pid`, /proc): `warmup` pages first (not counted),
 * then `pages` more one after another on one keep-alive connection, the process's CPU time read
 * before and after. Every answer must be a 200 (a redirect to /login would be a cheaper page).
 */
export async function cpuPerPage(pid, url, { headers, pages, warmup }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const run = async (n) => {
    for (let i = 0; i < n; i++) {
      const status = await get(agent, url, headers);
      if (status !== 200) throw new Error(`${url} answered ${status}, not 200`);
    }
  };
  try {
    await run(warmup);
    const before = cpuMs(pid);
    const t0 = performance.now();
    await run(pages);
    const cpu = cpuMs(pid) - before;
    return { cpu: cpu / pages, wall: (performance.now() - t0) / pages };
  } finally {
    agent.destroy();
  }
}

/**
 * A run of `load(url, options)` with the resident memory of `pid` read at the start and every
 * `everySeconds` while it runs (`samples`: seconds since the start, bytes), and once the last
 * answer is in (`after`, bytes).
 */
export async function loadWithMemory(pid, url, options, everySeconds) {
  const started = performance.now();
  const samples = [];
  const sample = () => samples.push({ at: (performance.now() - started) / 1000, bytes: residentBytes(pid) });
  sample();
  const timer = setInterval(sample, everySeconds * 1000);
  try {
    const result = await load(url, options);
    clearInterval(timer);
    return { ...result, samples, after: residentBytes(pid) };
  } finally {
    clearInterval(timer);
  }
}
