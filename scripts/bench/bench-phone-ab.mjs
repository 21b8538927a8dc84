#!/usr/bin/env node
// `npm run bench:phone -- DIR`: what a phone's main thread pays for this checkout's pages against
// another checkout's build, on one machine in one run. DIR is another checkout with its own build
// (for example `git worktree add /tmp/before 38bcafc`, a link to this node_modules, then `npx remix
// vite:build` there). Both dashboards run against one reference upstream; every load alternates
// which goes first. Each load is a fresh browser context (a cold cache) with a logged-in session,
// a 412 × 823 phone, CPU ×4, on Slow 3G (400 ms, 400 kbit/s), as a phone of the staff measures it.
// Printed per page, the median of PHONE_RUNS loads (default 5) for each build:
//   - blocking ms: the main thread's long tasks after the first paint, each beyond 50 ms, added
//     up until the page is hydrated and one second more (Lighthouse's "total blocking time", as
//     near as a page can measure it itself);
//   - rows ms: when a list's rows are on screen;
//   - the document's raw KB (before compression) and its element count, read from the server.
// Then a "Goals" block: this checkout's blocking time and rows no worse than the other build's.
// Ports: PHONE_AB_PORT (3740) and the two after it.
import { chromium } from "@playwright/test";
import { rmSync } from "node:fs";
import path from "node:path";
import { findBrowser } from "../test/browser.mjs";
import { goal, printGoals } from "./goals.mjs";
import { login } from "./login.mjs";
import { root, startDashboard, startUpstream, waitFor } from "./servers.mjs";

const other = process.argv[2];
if (!other) {
  console.error("usage: npm run bench:phone -- DIR   (another checkout with its own build)");
  process.exit(2);
}
const RUNS = Number(process.env.PHONE_RUNS ?? 5);
const PORT = Number(process.env.PHONE_AB_PORT ?? 3740);
const PAGES = (process.env.PHONE_PAGES ?? "/login,/blogs?per_page=25,/en/blogs?per_page=25,/orders").split(",");
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const dataDir = path.join(root, "data", "bench-phone");

const variants = [
  { name: `other (${path.basename(path.resolve(other))})`, dir: path.resolve(other), port: PORT + 1 },
  { name: "this checkout", dir: root, port: PORT + 2 },
];
rmSync(dataDir, { recursive: true, force: true });
const children = [startUpstream({ port: PORT, dir: dataDir })];
const median = (values) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};
const pad = (s, n) => String(s).padEnd(n);

try {
  await waitFor(`http://127.0.0.1:${PORT}/api/health`);
  for (const v of variants) children.push((v.process = startDashboard({ port: v.port, apiUrl: `http://127.0.0.1:${PORT}`, dir: v.dir })));
  for (const v of variants) {
    v.base = `http://127.0.0.1:${v.port}`;
    await waitFor(`${v.base}/login`);
    // Without the stylesheet hint: a cold cache's pages, whose head carries the whole stylesheet.
    v.cookies = (await login(v.base)).filter((c) => !/lawha_css$/.test(c.name)).map((c) => ({ name: c.name, value: c.value, url: v.base }));
  }
  const browser = await chromium.launch({ executablePath: await findBrowser(), args: ["--no-sandbox", "--disable-gpu"] });
  /** Figures by `${page}|${variant}`. */
  const runs = new Map();
  for (let i = 0; i < RUNS; i++)
    for (const page of PAGES)
      for (const v of i % 2 ? [...variants].reverse() : variants) {
        const key = `${page}|${v.name}`;
        if (!runs.has(key)) runs.set(key, []);
        runs.get(key).push(await load(browser, v, page));
      }
  await browser.close();
  const shapes = new Map();
  for (const page of PAGES)
    for (const v of variants) {
      const res = await fetch(`${v.base}${page}`, { headers: page === "/login" ? {} : { Cookie: v.cookies.map((c) => `${c.name}=${c.value}`).join("; ") } });
      const html = await res.text();
      shapes.set(`${page}|${v.name}`, { kb: Buffer.byteLength(html) / 1024, elements: (html.match(/<[a-zA-Z][^>]*>/g) ?? []).length });
    }

  console.log(`\nA phone (412 × 823, CPU ×4, Slow 3G, cold cache, logged in): medians of ${RUNS} loads, the builds alternated\n`);
  console.log(pad("page", 26), pad("build", 26), pad("blocking ms", 12), pad("rows ms", 9), pad("interactive ms", 15), pad("doc raw KB", 11), "elements");
  const goals = [];
  for (const page of PAGES) {
    const m = {};
    for (const v of variants) {
      const figures = runs.get(`${page}|${v.name}`);
      m[v.name] = {
        blocking: median(figures.map((f) => f.blocking)),
        rows: median(figures.map((f) => f.rows)),
        interactive: median(figures.map((f) => f.interactive)),
      };
      const shape = shapes.get(`${page}|${v.name}`);
      const row = m[v.name];
      const ms = (n) => (Number.isNaN(n) ? "–" : n.toFixed(0));
      console.log(
        pad(page, 26),
        pad(v.name, 26),
        pad(ms(row.blocking), 12),
        pad(ms(row.rows), 9),
        pad(ms(row.interactive), 15),
        pad(shape.kb.toFixed(1), 11),
        shape.elements,
      );
    }
    const [before, now] = variants.map((v) => m[v.name]);
    goals.push(goal(`${page}: blocking time, this ÷ other`, now.blocking / Math.max(before.blocking, 1), "≤", 1, "×"));
    if (!Number.isNaN(before.rows)) goals.push(goal(`${page}: rows on screen, this ÷ other`, now.rows / before.rows, "≤", 1, "×"));
  }
  printGoals(`this checkout against ${path.resolve(other)}, one run`, goals);
} finally {
  for (const child of children) child.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

/** One cold load of `page` on build `v`: blocking time, rows on screen and interactive, in ms. */
async function load(browser, v, page) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 });
  if (page !== "/login") await context.addCookies(v.cookies);
  await context.addInitScript(() => {
    const marks = (window.__phone = { tasks: [] });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) marks.tasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
    const check = () => {
      if (marks.rows == null && document.querySelectorAll("tbody tr").length >= 10) requestAnimationFrame(() => (marks.rows ??= performance.now()));
      if (marks.interactive == null && document.documentElement?.hasAttribute("data-hydrated")) marks.interactive = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  try {
    await tab.goto(`${v.base}${page}`, { waitUntil: "load", timeout: 60_000 });
    await tab.waitForSelector("html[data-hydrated]", { timeout: 60_000 });
    // Work that hydration starts (effects, late chunks) counts too: one second after it.
    await tab.waitForTimeout(1000);
    const marks = await tab.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      tasks: window.__phone.tasks,
      rows: window.__phone.rows ?? NaN,
      interactive: window.__phone.interactive ?? NaN,
    }));
    const blocking = marks.tasks.filter(([start]) => start >= marks.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { blocking, rows: Number.isNaN(marks.rows) ? NaN : Math.max(marks.rows, marks.fcp), interactive: marks.interactive };
  } catch (error) {
    console.error(`  ${v.name} ${page}: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
    return { blocking: NaN, rows: NaN, interactive: NaN };
  } finally {
    await context.close();
  }
}
