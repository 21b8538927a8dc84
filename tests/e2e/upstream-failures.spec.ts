/**
 * A misbehaving upstream never shows as a blank page, a stack trace or the upstream's own HTML:
 * the dashboard shows a translated message, the HTTP status and a link home. These tests run
 * against the second dashboard (FAULT_DASHBOARD_URL), whose upstream fails on demand.
 *
 * The fault mode is global to that upstream, so the tests here run serially and in the `js-on`
 * project only (projects run in parallel workers). The no-JavaScript rendering is checked from
 * inside the same serial run, in describes that switch JavaScript off.
 *
 * The page under test is the blogs list (`/blogs`): the frame itself tolerates failures by design
 * (a missing logo never breaks a page), so a list page is the first that must show the error.
 */
import type { Browser, Page } from "@playwright/test";
import { SHORT_LIVED_EMAIL } from "../support/fault-upstream";
import {
  ar,
  csrfToken,
  en,
  expect,
  expectDir,
  expectLoginPage,
  expectPath,
  ACCOUNTS,
  FAULT_DASHBOARD_URL,
  localized,
  submitLoginForm,
  setFaultMode,
  seenByFaultUpstream,
  sidebar,
  test,
  toast,
  type FaultMode,
  type Locale,
} from "./fixtures";

// The kept page (fixtures.ts) of the fault dashboard's origin serves every test here, with and
// without JavaScript; each test logs in to that dashboard afresh.
test.use({ baseURL: FAULT_DASHBOARD_URL });

test.describe.configure({ mode: "serial" });

// The fault mode is global, so only the js-on project runs this file (playwright.config.ts);
// its no-JS cases switch JavaScript off for their describe.
test.beforeAll(async ({ request }, testInfo) => {
  if (testInfo.project.name === "js-on") await setFaultMode(request, "ok");
});

test.afterAll(async ({ request }, testInfo) => {
  if (testInfo.project.name === "js-on") await setFaultMode(request, "ok");
});

const dict = { ar, en } as const;

interface Case {
  mode: FaultMode;
  status: number;
  /** What the page must say. json500 carries its own message (the response's message is shown). */
  message: (locale: Locale) => string;
}

const CASES: Case[] = [
  { mode: "slow", status: 504, message: (l) => dict[l].errors.upstreamTimeout },
  { mode: "reset", status: 503, message: (l) => dict[l].errors.upstreamDown },
  { mode: "html500", status: 502, message: (l) => dict[l].errors.upstreamServer },
  { mode: "malformed", status: 502, message: (l) => dict[l].errors.upstreamBadResponse },
  { mode: "wrongShape", status: 502, message: (l) => dict[l].errors.upstreamBadResponse },
  // A 5xx JSON message may hold SQL or keys: a translated generic message instead.
  { mode: "json500", status: 502, message: (l) => dict[l].errors.upstreamServer },
  { mode: "sql500", status: 502, message: (l) => dict[l].errors.upstreamServer },
  // A 302 is never followed (redirect: "manual") and counts as a failing upstream.
  { mode: "redirect", status: 502, message: (l) => dict[l].errors.upstreamServer },
];

const url = (path: string) => `${FAULT_DASHBOARD_URL}${path}`;

/** The error page: translated title and message, the status, a link home, nothing leaked. */
async function expectUpstreamErrorPage(page: Page, locale: Locale, status: number, message: string) {
  const t = dict[locale];
  await expect(page.getByRole("heading", { level: 1, name: t.errors.serverTitle })).toBeVisible();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText(t.errors.status.replace("{{status}}", String(status)), { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: t.errors.goHome })).toHaveAttribute("href", locale === "en" ? "/en" : "/");
  await expectDir(page, locale === "ar" ? "rtl" : "ltr");
  // The frame survives a failing page: the sidebar is still there to go elsewhere.
  await expect(sidebar(page, locale)).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain("Traceback");
  expect(html).not.toContain("secret stack");
  expect(html).not.toContain("Internal Server Error");
  expect(html).not.toContain("SQLSTATE");
  expect(html).not.toContain("exploded");
  expect(html).not.toContain("evil.example");
  expect(html).not.toMatch(/\bat \S+ \(.*:\d+:\d+\)/); // a JavaScript stack frame
}

// One login and one page for every kind of failure, a step each.
test("each kind of failure: the blogs list shows a clear Arabic error with its status", async ({ page, request, login }) => {
  test.setTimeout(90_000);
  await login("admin", { baseURL: FAULT_DASHBOARD_URL });
  for (const { mode, status, message } of CASES) {
    await test.step(`${mode}: status ${status}`, async () => {
      await setFaultMode(request, mode);
      const res = await page.goto(url("/blogs"));
      expect(res?.status(), mode).toBe(status);
      await expectUpstreamErrorPage(page, "ar", status, message("ar"));
    });
  }
});

test("reset, in English: the English message", async ({ page, request, login }) => {
  await login("admin", { baseURL: FAULT_DASHBOARD_URL, locale: "en" });
  await setFaultMode(request, "reset");
  const res = await page.goto(url("/en/blogs"));
  expect(res?.status()).toBe(503);
  await expectUpstreamErrorPage(page, "en", 503, en.errors.upstreamDown);
});

test("html500 during a client-side navigation: same clear page, no upstream HTML", async ({ page, request, login }) => {
  await login("admin", { baseURL: FAULT_DASHBOARD_URL });
  await setFaultMode(request, "html500");
  await page.goto(url("/no-permission"));
  await sidebar(page).getByRole("link", { name: ar.nav.blogs, exact: true }).click();
  await expectPath(page, "/blogs");
  await expectUpstreamErrorPage(page, "ar", 502, ar.errors.upstreamServer);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("malformed JSON without JavaScript: same clear page", async ({ page, request }) => {
    const login = await page.request.post(url("/login"), {
      form: { csrf: await csrfToken(page.request, FAULT_DASHBOARD_URL), email: "admin@lawha.test", password: "Admin#2024" },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    await setFaultMode(request, "malformed");
    const res = await page.goto(url("/blogs?page=2"));
    expect(res?.status()).toBe(502);
    await expectUpstreamErrorPage(page, "ar", 502, ar.errors.upstreamBadResponse);
    // The home link works without JavaScript (a plain link); home (a report) fails here too, but
    // inside the frame, so the way on stays open.
    await page.getByRole("link", { name: ar.errors.goHome }).click();
    await expectPath(page, "/");
    await expect(sidebar(page)).toBeVisible();
  });
});

test("a 401 from upstream ends the session and returns to login with its message", async ({ page, request, login }) => {
  await login("admin", { baseURL: FAULT_DASHBOARD_URL });
  await setFaultMode(request, "unauthorized");
  await page.goto(url("/blogs?page=3"));
  await expectLoginPage(page, { redirectTo: "/blogs?page=3" });
  await expect(toast(page, "Token expired", "alert")).toBeVisible();
  await setFaultMode(request, "ok");
  await page.goto(url("/"));
  await expectLoginPage(page);
});

test("slow upstream: the page answers within the API timeout, not the upstream's delay", async ({ page, request, login }) => {
  await login("admin", { baseURL: FAULT_DASHBOARD_URL });
  await setFaultMode(request, "slow", 10_000);
  const started = Date.now();
  const res = await page.goto(url("/blogs"));
  const took = Date.now() - started;
  expect(res?.status()).toBe(504);
  // API_TIMEOUT_MS is 1.5 s for this dashboard; the upstream would take 10 s.
  expect(took).toBeLessThan(6_000);
  await setFaultMode(request, "slow", 3_000);
});

/**
 * Nothing lost: a failing submit comes back as the same
 * form at the same URL, every typed value in place, a clear message, and the same idempotency key
 * (so that submitting again cannot store the record twice). With JavaScript on and off.
 */
const NOTHING_LOST: Array<{ mode: FaultMode; message: (l: Locale) => string }> = [
  { mode: "unauthorized", message: (l) => dict[l].forms.sessionEndedForm },
  { mode: "unauthenticated", message: (l) => dict[l].forms.sessionEndedForm },
  { mode: "forbidden", message: (l) => dict[l].faults.forbidden },
  { mode: "forbiddenMessage", message: (l) => dict[l].faults.forbidden },
  { mode: "reset", message: (l) => dict[l].errors.upstreamDown },
  { mode: "slow", message: (l) => dict[l].errors.upstreamTimeout },
  { mode: "sql500", message: (l) => dict[l].errors.upstreamServer },
  { mode: "rateLimited", message: (l) => dict[l].faults.rateLimited.replace("{{seconds}}", "7") },
  { mode: "validationBare", message: () => "The given data was invalid <b>here</b>." },
];

async function nothingLost(page: Page, request: Parameters<typeof setFaultMode>[0], mode: FaultMode, message: string) {
  await setFaultMode(request, "ok");
  const login = await page.request.post(url("/login"), {
    form: { csrf: await csrfToken(page.request, FAULT_DASHBOARD_URL), email: "admin@lawha.test", password: "Admin#2024" },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  await page.goto(url("/testimonials/add"));
  const values = { name: 'سارة "الأولى"', company: "شركة البناء", rating: "4", content: "نص طويل كتبه المستخدم\nفي سطرين" };
  await page.getByLabel(ar.fields.name, { exact: true }).fill(values.name);
  await page.getByRole("textbox", { name: ar.fields.company, exact: true }).fill(values.company);
  await page.getByLabel(ar.fields.rating, { exact: true }).fill(values.rating);
  await page.getByLabel(ar.fields.content_ar, { exact: true }).fill(values.content);
  const key = await page.locator('input[name="idempotency_key"]').inputValue();
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  await setFaultMode(request, mode);
  await page.getByRole("button", { name: ar.common.save }).click();
  await expect(page.getByRole("alert").filter({ hasText: message }).first()).toBeVisible();
  await expectPath(page, "/testimonials/add");
  await expect(page.getByLabel(ar.fields.name, { exact: true })).toHaveValue(values.name);
  await expect(page.getByRole("textbox", { name: ar.fields.company, exact: true })).toHaveValue(values.company);
  await expect(page.getByLabel(ar.fields.rating, { exact: true })).toHaveValue(values.rating);
  await expect(page.getByLabel(ar.fields.content_ar, { exact: true })).toHaveValue(values.content);
  expect(await page.locator('input[name="idempotency_key"]').inputValue()).toBe(key);
  // One attempt upstream, never retried, carrying the key.
  const stores = (await seenByFaultUpstream(request)).filter((r) => r.path === "/api/dashboard/testimonials/store");
  expect(stores).toHaveLength(1);
  expect(stores[0]?.idempotencyKey).toBe(key);
  // Still logged in and still on the form: nothing redirected to login or no-permission.
  await expect(page.getByRole("heading", { level: 1, name: ar.auth.loginHeading })).toHaveCount(0);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });
    for (const { mode, message } of NOTHING_LOST) {
      test(`nothing lost: ${mode} on submit keeps the add form, its values and its key (JS ${javaScriptEnabled ? "on" : "off"})`, async ({ page, request }) => {
        await nothingLost(page, request, mode, message("ar"));
      });
    }
  });
}

test("a loader 401 ({message: Unauthenticated.}) still goes to login and keeps redirectTo, in English too", async ({ page, request, login }) => {
  await login("admin", { baseURL: FAULT_DASHBOARD_URL, locale: "en" });
  await setFaultMode(request, "unauthenticated");
  await page.goto(url("/en/testimonials?page=2"));
  await expectLoginPage(page, { locale: "en", redirectTo: "/en/testimonials?page=2" });
});

test("ids that are not plain digits are a 404 and never reach the upstream (A9)", async ({ page, request, login }) => {
  await login("admin", { baseURL: FAULT_DASHBOARD_URL });
  await setFaultMode(request, "ok");
  for (const id of ["..%2F..%2Fusers", "abc", "1.5", "-1", "%D9%A1%D9%A2", "1%00", "1234567890123456789012345", "0x10", "1e3"]) {
    const res = await page.request.get(url(`/testimonials/${id}/edit`), { maxRedirects: 0 });
    expect(res.status(), id).toBe(404);
  }
  const res = await page.request.post(url("/testimonials"), {
    form: { csrf: await csrfToken(page.request, FAULT_DASHBOARD_URL), intent: "delete", id: "1234567890123456789012345" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  const seen = await seenByFaultUpstream(request);
  expect(seen.filter((r) => /\/(show|update|delete)\//.test(r.path))).toEqual([]);
});

// Last in the file: here every call but auth answers 403, the frame's own settings call included,
// so the no-permission page must render even though its frame's optional call is refused too.
test("a 403 from upstream sends to the no-permission page with its message", async ({ page, request, login }) => {
  await login("admin", { baseURL: FAULT_DASHBOARD_URL });
  await setFaultMode(request, "forbidden");
  await page.goto(url("/blogs"));
  await expectPath(page, "/no-permission");
  await expect(toast(page, "Not allowed", "alert")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: ar.errors.noPermissionTitle })).toBeVisible();
});

/**
 * A token is valid until its expiry minus 0.5 s. Here because it needs the fault
 * upstream (which gives SHORT_LIVED_EMAIL a 2-second token) in its "ok" mode; run with and
 * without JavaScript.
 */
async function expiryFlow(browser: Browser, locale: Locale, javaScriptEnabled: boolean) {
  const t = dict[locale];
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  try {
    const wanted = `${localized("/no-permission", locale)}?from=expiry`;
    const res = await page.request.post(url(localized("/login", locale)), {
      form: { csrf: await csrfToken(page.request, FAULT_DASHBOARD_URL), email: SHORT_LIVED_EMAIL, password: "anything" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    await page.goto(url(wanted));
    await expect(page.getByRole("heading", { level: 1, name: t.errors.noPermissionTitle })).toBeVisible();

    // 2 s lifetime minus the 0.5 s margin: on the session's clock (test mode) 2 s later, the
    // token counts as expired.
    await context.setExtraHTTPHeaders({ "X-Lawha-Test-Now": String(Date.now() + 2_000) });
    await page.goto(url(wanted));
    await expectLoginPage(page, { locale, redirectTo: wanted });
    await expect(toast(page, t.auth.sessionExpired)).toBeVisible();
    expect((await context.cookies(FAULT_DASHBOARD_URL)).find((c) => c.name === "__lawha_session")).toBeUndefined();

    // Logging in again (back on the real clock) leads back to the page the user wanted.
    await context.setExtraHTTPHeaders({});
    await submitLoginForm(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password, locale);
    await expectPath(page, wanted);
  } finally {
    await context.close();
  }
}

for (const locale of ["ar", "en"] as const) {
  test(`an expired token ends the session and the user comes back after logging in (${locale}, JS on and off)`, async ({ browser, request }) => {
    await setFaultMode(request, "ok");
    await expiryFlow(browser, locale, true);
    await expiryFlow(browser, locale, false);
  });
}
