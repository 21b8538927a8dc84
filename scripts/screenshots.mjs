#!/usr/bin/env node
// Renders the main screens in headless Chromium (Arabic and English, desktop and phone width)
// into docs/screenshots/, for the README and for looking at what we built.
// Needs a running product (`npm start`); BASE_URL, or PORT, picks it (default http://localhost:3000):
//   PORT=3410 UPSTREAM_PORT=4410 UPSTREAM_DB_FILE=data/shots/upstream.sqlite UPLOAD_DIR=data/shots/uploads npm start
//   PORT=3410 node scripts/screenshots.mjs [paths…]
// `{order}` in a path is replaced by the first order's id.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { findBrowser } from "./browser.mjs";

const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const out = process.env.OUT_DIR ?? "docs/screenshots";
// The screens issue 9 lists (the gallery in docs/screenshots/README.md).
const DEFAULT_PAGES = [
  "/login",
  "/",
  "/blogs",
  "/blogs/add",
  "/orders",
  "/orders/{order}/request",
  "/roles/1/edit",
  "/comments",
  "/follow-sources",
  "/setting",
  "/clients/password",
  "/no-permission",
  "/no-such-page",
];
const pages = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PAGES;
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: await findBrowser(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"],
});
for (const [label, viewport] of [["desktop", { width: 1366, height: 860 }], ["phone", { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.request.post(`${base}/login`, { form: { email: "admin@lawha.test", password: "Admin#2024" } });
  const ordersHtml = await (await page.request.get(`${base}/orders`)).text();
  const firstOrder = /href="\/orders\/(\d+)\/request"/.exec(ordersHtml)?.[1] ?? "1";
  for (const locale of ["ar", "en"]) {
    for (const template of pages) {
      const path = template.replace("{order}", firstOrder);
      const url = locale === "ar" ? path : path === "/" ? "/en" : `/en${path}`;
      if (path === "/login") await context.clearCookies();
      await page.goto(`${base}${url}`, { waitUntil: "networkidle" });
      const name = `${out}/${label}-${locale}${template.replace(/[{}]/g, "").replace(/[/?=&]+/g, "-").replace(/-$/, "") || "-home"}.png`;
      await page.screenshot({ path: name, fullPage: false });
      console.log(name);
      if (path === "/login") await page.request.post(`${base}/login`, { form: { email: "admin@lawha.test", password: "Admin#2024" } });
    }
  }
  await context.close();
}
await browser.close();
