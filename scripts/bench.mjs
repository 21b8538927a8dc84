#!/usr/bin/env node
// `npm run bench`: measures what we claim about speed and prints figures (no pass/fail).
// 1. Server: document response time (p50/p95 over loopback) and HTML size, logged in.
// 2. Browser: bytes a page really transfers (compressed) by kind, and first contentful paint /
//    load on an emulated slow phone link (Chrome's "Slow 3G": 400 ms RTT, ~50 KB/s), JS on and off.
// It starts its own reference upstream (fresh database) and the built dashboard on spare ports.
import { chromium } from "@playwright/test";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { findBrowser } from "./browser.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const PORT = 3300;
const UP = 4300;
const base = `http://127.0.0.1:${PORT}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const PAGES = ["/login", "/", "/blogs", "/blogs?name=%D8%A7%D9%84&sort=title_ar&dir=asc", "/blogs/add", "/orders", "/orders/1/request", "/en/clients"];

if (!existsSync(path.join(root, "build/server/index.js"))) spawnSync(bin("remix"), ["vite:build"], { cwd: root, stdio: "inherit" });

const dataDir = path.join(root, "data", "bench");
rmSync(dataDir, { recursive: true, force: true });
const children = [
  spawn(bin("tsx"), ["upstream/src/main.ts"], {
    cwd: root,
    env: { ...process.env, UPSTREAM_PORT: String(UP), UPSTREAM_DB_FILE: `${dataDir}/up.sqlite`, UPLOAD_DIR: `${dataDir}/uploads`, UPSTREAM_PUBLIC_URL: `http://127.0.0.1:${UP}` },
    stdio: "ignore",
  }),
];
await waitFor(`http://127.0.0.1:${UP}/api/health`);
children.push(
  spawn(bin("remix-serve"), ["build/server/index.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), API_URL: `http://127.0.0.1:${UP}`, NODE_ENV: "production", SESSION_SECRET: "bench", LAWHA_TEST_MODE: "1" },
    stdio: "ignore",
  }),
);
await waitFor(`${base}/login`);

try {
  const login = await fetch(`${base}/login`, {
    method: "POST",
    body: new URLSearchParams({ email: "admin@lawha.test", password: "Admin#2024" }),
    redirect: "manual",
  });
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

  console.log(`\nServer: ${ROUNDS} sequential document requests per page, logged in as admin (loopback)\n`);
  console.log(pad("page", 52), pad("p50 ms", 8), pad("p95 ms", 8), pad("HTML KB (gzip)", 14));
  for (const page of PAGES) {
    const times = [];
    let html = "";
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}${page}`, { headers: { cookie } });
      html = await res.text();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(pad(page, 52), pad(times[Math.floor(ROUNDS * 0.5)].toFixed(1), 8), pad(times[Math.floor(ROUNDS * 0.95)].toFixed(1), 8), pad((gzipSync(html).length / 1024).toFixed(1), 14));
  }

  const browser = await chromium.launch({
    executablePath: await findBrowser(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"],
  });
  for (const js of [true, false]) {
    console.log(`\nBrowser, JavaScript ${js ? "on" : "off"}: transferred KB (compressed, cold cache) and timings on emulated Slow 3G\n`);
    console.log(pad("page", 52), pad("doc", 6), pad("js", 7), pad("css", 6), pad("font", 6), pad("img", 6), pad("FCP ms", 8), pad("load ms", 8));
    for (const page of PAGES) {
      const context = await browser.newContext({ javaScriptEnabled: js });
      if (page !== "/login") await context.request.post(`${base}/login`, { form: { email: "admin@lawha.test", password: "Admin#2024" } });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Network.enable");
      // Every page measured cold, as a first visit on a phone would be.
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 });
      const bytes = { document: 0, script: 0, stylesheet: 0, font: 0, image: 0 };
      const types = new Map();
      cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type.toLowerCase()));
      cdp.on("Network.loadingFinished", (e) => {
        const type = types.get(e.requestId);
        if (type && type in bytes) bytes[type] += e.encodedDataLength;
      });
      const t0 = Date.now();
      await tab.goto(`${base}${page}`, { waitUntil: "load" });
      const load = Date.now() - t0;
      await tab.waitForLoadState("networkidle");
      const fcp = await tab.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0);
      const kb = (n) => (n / 1024).toFixed(1);
      console.log(pad(page, 52), pad(kb(bytes.document), 6), pad(kb(bytes.script), 7), pad(kb(bytes.stylesheet), 6), pad(kb(bytes.font), 6), pad(kb(bytes.image), 6), pad(fcp.toFixed(0), 8), pad(String(load), 8));
      await context.close();
    }
  }
  await browser.close();
} finally {
  for (const child of children) child.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

function pad(text, width) {
  return String(text).padEnd(width);
}

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}
