#!/usr/bin/env node
// Renders every screen and the states a reviewer should see, in headless Chromium (Arabic and
// English, a 1366 × 768 laptop and a 360 × 740 phone), into docs/screenshots/, and writes the
// gallery's README.md that shows them.
// Needs a running product (`npm start`); BASE_URL, or PORT, picks it (default http://localhost:3000):
//   PORT=3410 UPSTREAM_PORT=4410 UPSTREAM_DB_FILE=data/shots/upstream.sqlite UPLOAD_DIR=data/shots/uploads npm start
//   PORT=3410 node scripts/screens/screenshots.mjs [names…]
import { chromium } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { findBrowser } from "../test/browser.mjs";
import { login } from "../bench/login.mjs";
import { SCREENS, firstOrderId } from "./screens.mjs";

const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const out = process.env.OUT_DIR ?? "docs/screenshots";
mkdirSync(out, { recursive: true });

const TITLES = {
  "/login": "Log in",
  "/": "Statuses report (home)",
  "/blogs": "Blogs list",
  "/blogs/add": "Add a blog (rich-text editor)",
  "/orders": "Orders list (columns that give way on a laptop)",
  "/orders/{order}/request": "Order follow-up (contact and form first on a phone)",
  "/roles/1/edit": "Role with the permission grid",
  "/comments": "Moderators report",
  "/follow-sources": "Sources report",
  "/setting": "Settings",
  "/account": "My account (own password, two-step login, live sessions)",
  "/branches/import": "Import: the upload (a template to fill, the rules)",
  "/clients/password": "Client password",
  "/no-permission": "No permission",
  "/no-such-page": "404",
};

const menuToggle = (page) => page.locator(".nav-toggle-label").click();

/**
 * Each shot: a name (the file's), a title (the gallery's), the path, and optionally what to do
 * before the picture (`act`), whom to log in as (`as`: the administrator unless told, `null` for
 * nobody), and on which widths only (`only`).
 */
const SHOTS = [
  ...SCREENS.map((path) => ({
    name:
      path
        .replace(/[{}]/g, "")
        .replace(/[/?=&]+/g, "-")
        .replace(/^-|-$/g, "") || "home",
    title: TITLES[path] ?? path,
    path,
    ...(path === "/login" ? { as: null } : {}),
  })),
  { name: "state-menu-open", title: "The menu opened on a phone", path: "/", only: ["phone"], act: menuToggle },
  { name: "state-empty-list", title: "A search that matches nothing", path: "/blogs?name=%D9%84%D8%A7-%D8%B4%D9%8A%D8%A1" },
  {
    name: "state-form-errors",
    title: "A form sent with its required fields empty",
    path: "/blogs/add",
    act: async (page) => {
      await page.locator("form.entity-form button[type=submit]").first().click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  { name: "state-success-modal", title: "The success modal (client password saved)", path: "/clients/password?done=1", wait: "load" },
  {
    name: "state-bulk-chosen",
    title: "Rows chosen: the bulk bar shows",
    path: "/blogs",
    act: (page) => page.locator('tbody input[name="ids"]').nth(1).check(),
  },
  {
    name: "date-calendar",
    title: "The calendar of a date field",
    path: "/orders/{order}/request",
    act: async (page) => {
      await page.locator(".date-input-button").first().click();
      await page.locator(".date-calendar").scrollIntoViewIfNeeded();
    },
  },
  { name: "search", title: "Search over every area (نوره, typed with ه, finds نورة)", path: "/search?q=%D9%86%D9%88%D8%B1%D9%87" },
  { name: "follow-ups", title: "The follow-up queue", path: "/follow-ups" },
  { name: "search-phone", title: "A caller found by the number they give (050 123 4567)", path: "/search?q=0501234567" },
  {
    name: "history",
    title: "A record's history (old and new values side by side)",
    path: "/blogs/1/edit",
    // One change first, so the history has an entry to show.
    act: async (page) => {
      const history = new URL(page.url().replace(/\/edit(\?.*)?$/, "/history"));
      const title = page.locator('input[name="title_ar"]');
      await title.fill(`${await title.inputValue()} (محدّث)`);
      await page.locator("form.entity-form button[type=submit]").first().click();
      await page.waitForURL((url) => !url.pathname.endsWith("/edit"));
      await page.goto(history.href);
    },
  },
  { name: "activity", title: "Activity: every change, filtered by a GET form", path: "/activity" },
  { name: "trash", title: "Deleted items: restore, or delete forever", path: "/trash" },
  { name: "users", title: "Staff accounts", path: "/users" },
  { name: "users-add", title: "Add a staff account (password typed twice, a role)", path: "/users/add" },
  {
    name: "state-last-admin",
    title: "The last active administrator cannot be deactivated",
    path: "/users/1/edit",
    act: async (page) => {
      await page.locator('input[name="is_active"]').uncheck();
      await page.locator("form.entity-form button[type=submit]").first().click();
      await page.locator('input[name="is_active"][aria-invalid="true"]').waitFor();
    },
  },
  {
    name: "import-preview",
    title: "Import: the preview of a file (ready rows, and each refused row with its reason)",
    path: "/branches/import",
    act: (page) => previewImport(page),
  },
  {
    name: "import-result",
    title: "Import: the result (added, already there, refused; the refused rows as a file)",
    path: "/branches/import",
    act: async (page) => {
      await previewImport(page);
      await page.locator(".import-actions button[type=submit]").click();
      // Done: the counts of the result, with no "Import" button left.
      await page.locator(".import-actions button[type=submit]").waitFor({ state: "detached" });
      await page.locator(".import-counts").waitFor();
    },
  },
  { name: "state-editor-sidebar", title: "A content editor's menu (a restricted role)", path: "/blogs", as: "editor" },
  { name: "state-editor-menu", title: "A content editor's menu on a phone", path: "/blogs", as: "editor", only: ["phone"], act: menuToggle },
];

/** A small file of branches, one row of it refused (no Arabic name), sent to its preview. */
async function previewImport(page) {
  const run = Date.now().toString(36).slice(-4);
  const rows = [
    "name_ar,name_en,city,phone",
    `فرع العليا ${run},Olaya ${run},الرياض,0501234567`,
    `فرع الحمراء ${run},Hamra ${run},جدة,٠٥٠٧٦٥٤٣٢١`,
    `,No Arabic ${run},الدمام,`,
  ];
  await page.locator('input[type="file"]').setInputFiles({ name: "branches.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${rows.join("\r\n")}\r\n`) });
  await page.locator('form button[type="submit"]').last().click();
  await page.locator(".import-counts").waitFor();
}

const ACCOUNTS = { admin: ["admin@lawha.test", "Admin#2024"], editor: ["editor@lawha.test", "Editor#2024"] };
const WIDTHS = [
  ["desktop", { width: 1366, height: 768 }],
  ["phone", { width: 360, height: 740 }],
];
const wanted = process.argv.slice(2);
const shots = wanted.length ? SHOTS.filter((s) => wanted.includes(s.name)) : SHOTS;

const browser = await chromium.launch({
  executablePath: await findBrowser(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"],
});
const sessions = {};
// The session without the "logged in" toast's cookie: no shot shows that toast.
for (const [who, [email, password]] of Object.entries(ACCOUNTS)) sessions[who] = (await login(base, email, password)).filter((c) => c.name !== "__lawha_toast");
const firstOrder = firstOrderId(await (await fetch(`${base}/orders`, { headers: { Cookie: cookieHeader(sessions.admin) } })).text()) ?? "1";

for (const [label, viewport] of WIDTHS) {
  for (const shot of shots) {
    if (shot.only && !shot.only.includes(label)) continue;
    for (const locale of ["ar", "en"]) {
      // A fresh context a shot: who is logged in, and nothing left open by the shot before.
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      const who = shot.as === undefined ? "admin" : shot.as;
      if (who) await context.addCookies(sessions[who].map((c) => ({ ...c, url: base })));
      const page = await context.newPage();
      const path = shot.path.replace("{order}", firstOrder);
      const url = locale === "ar" ? path : path === "/" ? "/en" : `/en${path}`;
      await page.goto(`${base}${url}`, { waitUntil: shot.wait ?? "networkidle" });
      if (shot.act) await shot.act(page);
      const file = `${out}/${label}-${locale}-${shot.name}.png`;
      await page.screenshot({ path: file, fullPage: false });
      console.log(file);
      await context.close();
    }
  }
}
await browser.close();
// The gallery lists every shot, whichever were rendered this time.
writeGallery();

function cookieHeader(cookies) {
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** docs/screenshots/README.md: a section a shot, its four (or two) pictures in a row. */
function writeGallery() {
  const lines = [
    "# Screenshots",
    "",
    "Rendered by `node scripts/screens/screenshots.mjs` (see the script for how to run it on other ports) from",
    "the seeded demo data: every screen and the states worth seeing, in Arabic (RTL) and English (LTR),",
    "on a 1366 × 768 laptop and a 360 × 740 phone. The first screen of each page only. This file is",
    "written by the script.",
  ];
  for (const shot of SHOTS) {
    const cells = WIDTHS.filter(([label]) => !shot.only || shot.only.includes(label)).flatMap(([label]) =>
      ["ar", "en"].map((locale) => ({ head: `${locale === "ar" ? "Arabic" : "English"}, ${label}`, file: `${label}-${locale}-${shot.name}.png` })),
    );
    lines.push("", `## ${shot.title}`, "", `| ${cells.map((c) => c.head).join(" | ")} |`, `|${cells.map(() => "---|").join("")}`);
    lines.push(`| ${cells.map((c) => `![${shot.title}, ${c.head}](${c.file})`).join(" | ")} |`);
  }
  writeFileSync(`${out}/README.md`, `${lines.join("\n")}\n`);
}
