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
import { login } from "./login.mjs";
import { SCREENS, firstOrderId } from "./screens.mjs";

const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const out = process.env.OUT_DIR ?? "docs/screenshots";
const pages = process.argv.slice(2).length ? process.argv.slice(2) : SCREENS;
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: await findBrowser(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"],
});
for (const [label, viewport] of [
  ["desktop", { width: 1366, height: 860 }],
  ["phone", { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  // Through the login form with its CSRF field, as a browser does (scripts/login.mjs).
  const signIn = async () => context.addCookies((await login(base)).map((c) => ({ ...c, url: base })));
  await signIn();
  const firstOrder = firstOrderId(await (await page.request.get(`${base}/orders`)).text()) ?? "1";
  for (const locale of ["ar", "en"]) {
    for (const template of pages) {
      const path = template.replace("{order}", firstOrder);
      const url = locale === "ar" ? path : path === "/" ? "/en" : `/en${path}`;
      if (path === "/login") await context.clearCookies();
      await page.goto(`${base}${url}`, { waitUntil: "networkidle" });
      const name = `${out}/${label}-${locale}${
        template
          .replace(/[{}]/g, "")
          .replace(/[/?=&]+/g, "-")
          .replace(/-$/, "") || "-home"
      }.png`;
      await page.screenshot({ path: name, fullPage: false });
      console.log(name);
      if (path === "/login") await signIn();
    }
  }
  await context.close();
}
await browser.close();
