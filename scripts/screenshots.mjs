#!/usr/bin/env node
// Renders the main screens in headless Chromium (Arabic and English, desktop and phone width)
// into docs/screenshots/, for the README and for looking at what we built.
// Needs a running product (`npm start`); BASE_URL defaults to http://localhost:3000.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { findBrowser } from "./browser.mjs";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const out = process.env.OUT_DIR ?? "docs/screenshots";
const pages = (process.argv.slice(2).length ? process.argv.slice(2) : ["/login", "/", "/blogs", "/blogs/add", "/orders"]);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: await findBrowser(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"],
});
for (const [label, viewport] of [["desktop", { width: 1366, height: 860 }], ["phone", { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.request.post(`${base}/login`, { form: { email: "admin@lawha.test", password: "Admin#2024" } });
  for (const locale of ["ar", "en"]) {
    for (const path of pages) {
      const url = locale === "ar" ? path : path === "/" ? "/en" : `/en${path}`;
      if (path === "/login") await context.clearCookies();
      await page.goto(`${base}${url}`, { waitUntil: "networkidle" });
      const name = `${out}/${label}-${locale}${path.replace(/[/?=&]+/g, "-").replace(/-$/, "") || "-home"}.png`;
      await page.screenshot({ path: name, fullPage: false });
      console.log(name);
      if (path === "/login") await page.request.post(`${base}/login`, { form: { email: "admin@lawha.test", password: "Admin#2024" } });
    }
  }
  await context.close();
}
await browser.close();
