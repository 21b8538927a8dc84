/**
 * Shared end-to-end fixtures and helpers. Every spec imports `test` and `expect` from here:
 *
 *   import { test, expect, expectDir, expectPath } from "./fixtures";
 *
 *   test("the editor sees blogs", async ({ page, login }) => {
 *     await login("editor");                     // session cookie set, no form clicked
 *     await page.goto("/blogs");
 *     await expectPath(page, "/blogs");
 *   });
 *
 * Both projects (`js-on`, `js-off`) run every spec. Tag a title with `@js-only` or `@no-js-only`
 * only when the test really cannot apply to the other mode; `jsEnabled` tells a test which mode
 * it runs in when a small difference (not a different test) is needed. A test that changes what
 * every page shows (the system's language or logo) starts an upstream and a dashboard of its own
 * (tests/support/instances.ts), one pair per project.
 *
 * Texts: `ar` and `en` are the app's own dictionaries (app/locales), so a test can say
 * `ar.errors.notFound` rather than copying a string. Spec-given literals (e.g. "حقل إلزامي.")
 * are better written out in the test, so a wrong dictionary entry is caught too.
 */
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Locator,
  type Page,
} from "@playwright/test";
import { ar } from "../../app/locales/ar";
import { en } from "../../app/locales/en";
import type { FaultMode, SeenRequest } from "../support/fault-upstream";

export { expect };
export { ar, en };

export type Locale = "ar" | "en";
export const dict = { ar, en } as const;

/** The seeded demo accounts of the reference upstream (upstream/src/seed-data.ts). */
export const ACCOUNTS = {
  /** Administrator: every permission, all 20 sidebar areas and the follow-up queue. */
  admin: { email: "admin@lawha.test", password: "Admin#2024", name: "مدير النظام" },
  /** Content editor: show/create/update of blogs, tidings (news), projects, services, partners, testimonials. */
  editor: { email: "editor@lawha.test", password: "Editor#2024", name: "نورة الشمري" },
  /** Moderator: show orders, follow orders, show statuses reports (home). */
  moderator: { email: "moderator@lawha.test", password: "Moderator#2024", name: "سارة القحطاني" },
} as const;
export type AccountName = keyof typeof ACCOUNTS;

/** The second dashboard, whose upstream misbehaves on demand (tests/support/fault-upstream.ts). */
export const FAULT_DASHBOARD_URL = `http://127.0.0.1:${process.env.E2E_FAULT_DASHBOARD_PORT ?? 3101}`;
export const FAULT_UPSTREAM_URL = `http://127.0.0.1:${process.env.E2E_FAULT_PORT ?? 4101}`;
/**
 * A dashboard on a fault upstream whose mode stays "ok": for a spec that needs what does not depend
 * on the mode (an upstream without staff accounts, history or the follow-up queue's filters, the
 * always-failing record, the search faults). FAULT_DASHBOARD_URL is upstream-failures.spec.ts's:
 * its mode changes under any other spec that uses it.
 */
export const STEADY_DASHBOARD_URL = `http://127.0.0.1:${process.env.E2E_STEADY_DASHBOARD_PORT ?? 3109}`;
export const UPSTREAM_URL = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4100}`;

// One list of fault modes: the fault upstream's own.
export type { FaultMode };

/** What the fault upstream was asked since the last mode switch (auth calls excluded). */
export async function seenByFaultUpstream(request: APIRequestContext): Promise<SeenRequest[]> {
  const res = await request.get(`${FAULT_UPSTREAM_URL}/__seen`);
  return res.json();
}

/**
 * Switches the fault upstream's (global!) mode. Specs using it must run serially and in one
 * project only, see upstream-failures.spec.ts.
 */
export async function setFaultMode(request: APIRequestContext, mode: FaultMode, slowMs?: number): Promise<void> {
  const res = await request.post(`${FAULT_UPSTREAM_URL}/__fault`, { data: { mode, ...(slowMs ? { slowMs } : {}) } });
  expect(res.status(), "fault upstream switched").toBe(200);
}

export interface LoginOptions {
  /** Language of the login request (messages, redirect target). Default "ar". */
  locale?: Locale;
  /** Sent as the form's `redirectTo`. */
  redirectTo?: string;
  /** Log in to another dashboard (e.g. FAULT_DASHBOARD_URL). Default: the project's baseURL. */
  baseURL?: string;
  /** Open the page the login redirects to. Default false: the test navigates itself. */
  go?: boolean;
  /** Keep the "logged in" flash toast for the next page view. Default false (it is dropped). */
  keepToast?: boolean;
  /**
   * Under `test.use({ sharedSessions: true })`: `true` logs in afresh all the same (a test that
   * ends or changes its session). Other options that concern the login itself (`redirectTo`,
   * `go`, `keepToast`, another `baseURL`) always log in afresh.
   */
  fresh?: boolean;
}

export interface LoginResult {
  /** Where the login action redirected to (path and query). */
  location: string;
}

/** `/blogs` in English is `/en/blogs`; `/` is `/en`. */
export function localized(path: string, locale: Locale): string {
  if (locale === "ar") return path;
  return path === "/" ? "/en" : `/en${path}`;
}

/** Asserts `<html lang dir>`: ar/rtl or en/ltr. */
export async function expectDir(page: Page, dir: "rtl" | "ltr"): Promise<void> {
  const html = page.locator("html");
  await expect(html).toHaveAttribute("dir", dir);
  await expect(html).toHaveAttribute("lang", dir === "rtl" ? "ar" : "en");
}

/** The current path with its query string, e.g. "/login?redirectTo=%2Fblogs". */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Waits until the page is on exactly this path, on any origin. With a query string in `expected`
 * the query must match exactly too; without one, any query is accepted. A hash is ignored.
 */
export async function expectPath(page: Page, expected: string): Promise<void> {
  const tail = expected.includes("?") ? "" : "(\\?[^#]*)?";
  await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${escapeRegExp(expected)}${tail}(#.*)?$`));
}

/** Waits until the page is hydrated (`<html data-hydrated>`): interactive, its client-side navigation on. */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated");
}

/**
 * Opens `path` as a user moves through the dashboard: with JavaScript, once the page has hydrated,
 * by a client-side navigation (what a link does: the scripts stay loaded, only the data is
 * fetched), resolved when `<html data-hydrated>` holds the new location's key, that is, once its
 * page is rendered; without JavaScript, or for the first page, by loading the document (with
 * JavaScript, then waiting for hydration).
 */
export async function visit(page: Page, path: string, jsEnabled: boolean): Promise<void> {
  const html = page.locator("html");
  // `count` does not wait: a page that shows no hydrated document (a new page, or the kept page
  // between tests) loads one.
  if (!jsEnabled || (await page.locator("html[data-hydrated]").count()) === 0) {
    await page.goto(path);
    if (jsEnabled) await expectHydrated(page);
    return;
  }
  const shown = await page.evaluate(async (to) => {
    const router = (window as unknown as { __remixRouter: { navigate(to: string): Promise<void>; state: { location: { key: string } } } }).__remixRouter;
    await router.navigate(to);
    return router.state.location.key;
  }, path);
  await expect(html).toHaveAttribute("data-hydrated", shown);
}

/**
 * Waits until the page shows the location in the address bar. With JavaScript, a navigation puts
 * the new address in the bar a moment before the new page is drawn (`<html data-hydrated>` then
 * holds its key); without it, the address is the document's own.
 */
export async function expectShown(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const shown = document.documentElement.dataset["hydrated"];
        return shown === undefined || shown === ((history.state as { key?: string } | null)?.key ?? "default");
      }),
    )
    .toBe(true);
}

/** Waits for the login page and checks where it will send the user back to. */
export async function expectLoginPage(page: Page, opts: { locale?: Locale; redirectTo?: string | null } = {}): Promise<void> {
  const locale = opts.locale ?? "ar";
  await expectPath(page, localized("/login", locale));
  if (opts.redirectTo !== undefined) {
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(opts.redirectTo);
  }
  await expect(page.getByRole("heading", { level: 1, name: dict[locale].auth.loginHeading })).toBeVisible();
}

/** The home page's heading (the statuses report). */
export function homeHeading(page: Page, locale: Locale = "ar"): Locator {
  return page.getByRole("heading", { level: 1, name: dict[locale].reports.statuses.title });
}

/** Waits for the home page (`/` or `/en`) and its heading. */
export async function expectHome(page: Page, locale: Locale = "ar"): Promise<void> {
  await expectPath(page, localized("/", locale));
  await expect(homeHeading(page, locale)).toBeVisible();
}

/** The sidebar of the logged-in frame. */
export function sidebar(page: Page, locale: Locale = "ar"): Locator {
  return page.getByRole("navigation", { name: dict[locale].nav.mainNavigation });
}

/** The top bar's log-out button (a POST form, works without JavaScript). */
export function logoutButton(page: Page, locale: Locale = "ar"): Locator {
  return page.getByRole("banner").getByRole("button", { name: dict[locale].frame.logout });
}

/**
 * A toast with this text. Success/info/warning toasts are `role="status"`, errors `role="alert"`.
 * API toasts fade out after 2 s (CSS only), so assert right after the navigation that shows them.
 */
export function toast(page: Page, text: string | RegExp, type: "status" | "alert" = "status"): Locator {
  return page.getByRole(type).filter({ hasText: text });
}

/** The login form's fields and button, by their accessible names. */
export function loginForm(page: Page, locale: Locale = "ar") {
  const t = dict[locale].auth;
  return {
    email: page.getByLabel(t.email),
    password: page.getByLabel(t.password),
    submit: page.getByRole("button", { name: t.submit }),
  };
}

/** Fills and submits the login form (for tests of the form itself; others use `login`). */
export async function submitLoginForm(page: Page, email: string, password: string, locale: Locale = "ar"): Promise<void> {
  const form = loginForm(page, locale);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * The anti-forgery token of this browser context, read from a page's `<CsrfInput />` (the GET also
 * sets the token cookie). Raw `request.post` calls to an action must send it as the `csrf` field.
 * `origin` picks another dashboard (the cookie is per host, so one token serves both ports).
 */
export async function csrfToken(request: APIRequestContext, origin?: string): Promise<string> {
  const url = origin ? new URL("/login", origin).toString() : "/login";
  const html = await (await request.get(url)).text();
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no CSRF field on ${url}`);
  return match[1]!;
}

let upstreamToken: string | undefined;

/** Headers for calling the reference upstream's API directly as the demo admin (set-up, checks). */
export async function upstreamAdminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  if (!upstreamToken) {
    const res = await request.post(`${UPSTREAM_URL}/api/auth/login`, { form: { email: "admin@lawha.test", password: "Admin#2024" } });
    expect(res.status(), "upstream login").toBe(200);
    upstreamToken = ((await res.json()) as { token: string }).token;
  }
  return { Authorization: `Bearer ${upstreamToken}`, "Accept-Language": "ar" };
}

/**
 * A browser context and its one page, kept by a worker and handed to one test after another.
 *
 * A page of a new context costs what a user's very first visit costs: a new renderer process, and
 * every script fetched and compiled again. The kept page pays that once per worker. Between two
 * tests it is wiped (`wipeKeptPage`): it leaves for a static file of the same origin (same renderer,
 * no scripts), and loses its cookies, storage, listeners, routes, other pages and viewport. What it
 * keeps is the HTTP cache, as a returning user's browser does. A test that changes what cannot be
 * undone (an init script, an exposed function, the clock, the network's conditions, permissions or
 * headers) taints it: its context is closed after that test, and the next test gets a new one.
 */
interface KeptPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** The dashboard's origin (the project's baseURL). */
  origin: string;
  viewport: BrowserContextOptions["viewport"];
  tainted: boolean;
}

async function keepPage(context: BrowserContext, origin: string, viewport: BrowserContextOptions["viewport"]): Promise<KeptPage> {
  const page = await context.newPage();
  const kept: KeptPage = { context, page, cdp: await context.newCDPSession(page), origin, viewport, tainted: false };
  // Storage is wiped for the dashboard's own origin: a page that went to another one is not kept.
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith("http") && new URL(frame.url()).origin !== origin) kept.tainted = true;
  });
  const taintOn = (target: object, names: string[]) => {
    for (const name of names) {
      const original = (target as Record<string, unknown>)[name];
      if (typeof original !== "function") throw new Error(`keepPage: no method ${name}`);
      Object.defineProperty(target, name, {
        configurable: true,
        value: (...args: unknown[]) => {
          kept.tainted = true;
          return original.apply(target, args);
        },
      });
    }
  };
  const lasting = ["addInitScript", "exposeFunction", "exposeBinding", "setExtraHTTPHeaders"];
  taintOn(page, [...lasting, "emulateMedia"]);
  taintOn(context, [...lasting, "setOffline", "grantPermissions", "setGeolocation"]);
  taintOn(context.clock, ["install", "setFixedTime", "setSystemTime", "fastForward", "pauseAt", "runFor", "resume"]);
  return kept;
}

type Listeners = Map<string | symbol, Set<unknown>>;

interface Emitter {
  eventNames(): Array<string | symbol>;
  listeners(name: string | symbol): unknown[];
  off(name: string | symbol, listener: (...args: never[]) => unknown): unknown;
}

/** Page and BrowserContext are event emitters at run time; their types leave these methods out. */
const asEmitter = (target: Page | BrowserContext) => target as unknown as Emitter;

function listenersOf(target: Page | BrowserContext): Listeners {
  const emitter = asEmitter(target);
  return new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))]));
}

/** Removes the listeners a test added (`page.on("dialog", …)` and the like). */
function dropListenersSince(target: Page | BrowserContext, before: Listeners): void {
  const emitter = asEmitter(target);
  for (const name of emitter.eventNames()) {
    for (const listener of emitter.listeners(name)) {
      if (!before.get(name)?.has(listener)) emitter.off(name, listener as (...args: never[]) => unknown);
    }
  }
}

/**
 * Makes the kept page what a new context's page is, but for the HTTP cache. False when it cannot
 * (the test closed it, or it will not leave its document): the caller then closes the context.
 */
async function wipeKeptPage(kept: KeptPage, before: { page: Listeners; context: Listeners }): Promise<boolean> {
  const { context, page, cdp, origin } = kept;
  if (page.isClosed()) return false;
  dropListenersSince(page, before.page);
  dropListenersSince(context, before.context);
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.unrouteAll({ behavior: "ignoreErrors" });
  // A form with unsaved changes asks before the page is left; leaving is the point here.
  const leave = (dialog: { type(): string; accept(): Promise<void> }) => void (dialog.type() === "beforeunload" && dialog.accept());
  page.on("dialog", leave);
  try {
    // A static file of the same origin: the renderer stays, and no script of the last test runs on
    // once the navigation commits (the last document is gone then; the file need not finish).
    const res = await page.goto(new URL("/favicon.svg", origin).toString(), { waitUntil: "commit" });
    if (!res?.ok()) return false;
  } finally {
    page.off("dialog", leave);
  }
  const size = page.viewportSize();
  if (kept.viewport && (size?.width !== kept.viewport.width || size?.height !== kept.viewport.height)) await page.setViewportSize(kept.viewport);
  await context.clearCookies();
  for (const isLocalStorage of [true, false]) await cdp.send("DOMStorage.clear", { storageId: { securityOrigin: origin, isLocalStorage } });
  return true;
}

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;
type WorkerSession = { cookies: StorageState["cookies"]; location: string };

/**
 * Posts the dashboard's login form (its anti-forgery token first) through `request`, whose cookie
 * jar gets the session, and fails unless the login redirects: where it redirected to.
 */
async function postLogin(request: APIRequestContext, origin: string, as: AccountName, locale: Locale, redirectTo = ""): Promise<string> {
  const account = ACCOUNTS[as];
  const res = await request.post(new URL(localized("/login", locale), origin).toString(), {
    form: { csrf: await csrfToken(request, origin), email: account.email, password: account.password, redirectTo },
    maxRedirects: 0,
  });
  if (res.status() !== 302) throw new Error(`login as ${as} failed: HTTP ${res.status()} ${(await res.text()).slice(0, 300)}`);
  return res.headers()["location"] ?? "/";
}

/**
 * Logs in over HTTP, without a page, in a request context of its own: that context (logged in; the
 * caller disposes of it) and where the login redirected to.
 */
export async function httpLogin(
  baseURL: string,
  as: AccountName,
  opts: { locale?: Locale; redirectTo?: string } = {},
): Promise<{ request: APIRequestContext; location: string }> {
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    return { request, location: await postLogin(request, baseURL, as, opts.locale ?? "ar", opts.redirectTo) };
  } catch (error) {
    await request.dispose();
    throw error;
  }
}

/** The worker's session of a role and language: its cookies (without the flash toast) and where the login redirected to. */
async function workerLogin(baseURL: string, as: AccountName, locale: Locale): Promise<WorkerSession> {
  const { request, location } = await httpLogin(baseURL, as, { locale });
  try {
    // The "logged in" toast belongs to the login redirect, not to every page of the worker.
    const cookies = (await request.storageState()).cookies.filter((c) => c.name !== "__lawha_toast");
    return { cookies, location };
  } finally {
    await request.dispose();
  }
}

type Fixtures = {
  /**
   * `test.use({ loggedIn: true })`: the browser context starts logged in as the admin, with the
   * worker's session (see `adminState`) instead of a login per test. Only for tests that do not
   * end or change that session (no logout, no change of the admin's own account).
   */
  loggedIn: boolean;
  /**
   * Logs in through the dashboard's own login action (a form POST, no clicking), so the browser
   * context gets the real session cookie. Fails the test if the login does not redirect.
   */
  login: (as: AccountName, opts?: LoginOptions) => Promise<LoginResult>;
  /** Whether the current project runs with JavaScript. */
  jsEnabled: boolean;
  /**
   * `test.use({ sharedSessions: true })`: `login(as, { locale })` puts the worker's session of
   * that role and language into the browser context (see `workerSessions`) instead of logging in
   * again: one login per role, language and worker. Only for tests that do not end or change the
   * session (no logout, no change of the account itself); such a test passes `{ fresh: true }`.
   */
  sharedSessions: boolean;
  /**
   * `test.use({ freshContext: true })`: a browser context of the test's own, with an empty cache,
   * instead of the worker's kept page (see `keptPages`). For tests of what a first visit fetches.
   */
  freshContext: boolean;
};

type WorkerFixtures = {
  /**
   * The worker's kept pages, one per set of context options: a browser context and its one page,
   * handed to one test after another, wiped between them (see `wipeKeptPage`).
   */
  keptPages: Map<string, KeptPage>;
  /** The admin's session, made once per worker through the login action (no form clicking). */
  adminState: StorageState;
  /**
   * The worker's sessions, made on first use through the login action (no form clicking), one per
   * role and language: the cookies to put in a browser context, and the login's redirect.
   */
  workerSessions: (as: AccountName, locale: Locale) => Promise<WorkerSession>;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  workerSessions: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const made = new Map<string, Promise<WorkerSession>>();
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error("workerSessions: no baseURL");
      await use((as, locale) => {
        const key = `${as} ${locale}`;
        if (!made.has(key)) made.set(key, workerLogin(baseURL, as, locale));
        return made.get(key)!;
      });
    },
    { scope: "worker" },
  ],
  adminState: [
    async ({ workerSessions }, use) => {
      // The same session as the worker's shared admin login in Arabic (`login("admin")`).
      await use({ cookies: (await workerSessions("admin", "ar")).cookies, origins: [] });
    },
    { scope: "worker" },
  ],
  loggedIn: [false, { option: true }],
  sharedSessions: [false, { option: true }],
  storageState: async ({ adminState, loggedIn, storageState }, use) => {
    await use(loggedIn ? adminState : storageState);
  },
  keptPages: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const kept = new Map<string, KeptPage>();
      await use(kept);
      await Promise.all([...kept.values()].map((k) => k.context.close()));
    },
    { scope: "worker" },
  ],
  freshContext: [false, { option: true }],
  context: async (
    {
      browser,
      keptPages,
      freshContext,
      contextOptions,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      deviceScaleFactor,
      extraHTTPHeaders,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      serviceWorkers,
      storageState,
    },
    use,
    testInfo,
  ) => {
    // Every context option a test or project may set, so that a kept page is only ever handed to
    // a test with the same ones (the key below).
    const given = {
      acceptDownloads,
      bypassCSP,
      colorScheme,
      deviceScaleFactor,
      extraHTTPHeaders,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      serviceWorkers,
    };
    const options: BrowserContextOptions = { ...contextOptions, ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) };
    if (freshContext) {
      const context = await browser.newContext({ ...options, storageState });
      await use(context);
      await context.close();
      return;
    }
    const key = JSON.stringify(options);
    let kept = keptPages.get(key);
    if (!kept) {
      kept = await keepPage(await browser.newContext(options), new URL(baseURL ?? "").origin, viewport);
      keptPages.set(key, kept);
    }
    if (typeof storageState === "string" || storageState?.origins.length) throw new Error("a kept page takes a storage state of cookies only");
    if (storageState) await kept.context.addCookies(storageState.cookies);
    const before = { page: listenersOf(kept.page), context: listenersOf(kept.context) };
    await use(kept.context);
    // A page the wipe fails on (the test closed it, say) is not handed on either.
    const passed = testInfo.status === testInfo.expectedStatus;
    if (!passed || kept.tainted || !(await wipeKeptPage(kept, before).catch(() => false))) {
      keptPages.delete(key);
      await kept.context.close();
    }
  },
  // A key the browser was not sent shows as the key (app/utils/i18n/translation.ts says so on the
  // console): any page of any test that shows one fails, so the per-page dictionaries of
  // app/utils/i18n/strings.ts cannot fall short unnoticed. (The server fails such a render itself.)
  page: async ({ context, keptPages }, use) => {
    const kept = [...keptPages.values()].find((k) => k.context === context);
    const page = kept ? kept.page : await context.newPage();
    const missing: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().startsWith("lawha: missing string")) missing.push(`${message.text()} on ${page.url()}`);
    });
    await use(page);
    expect(missing, "strings missing from the dictionary the page was sent").toEqual([]);
  },
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  login: async ({ page, baseURL, sharedSessions, workerSessions }, use) => {
    await use(async (as, opts = {}) => {
      const origin = opts.baseURL ?? baseURL;
      if (!origin) throw new Error("login: no baseURL");
      const shared = sharedSessions && !opts.fresh && !opts.redirectTo && !opts.go && !opts.keepToast && origin === baseURL;
      if (shared) {
        // The session of this worker's first login as this role in this language.
        const session = await workerSessions(as, opts.locale ?? "ar");
        await page.context().addCookies(session.cookies);
        return { location: session.location };
      }
      // Cookies know no port: another dashboard on this host would be sent this one's session too.
      if (origin !== baseURL) await page.context().clearCookies({ name: "__lawha_session" });
      // page.request shares the cookie jar with the page, so the session cookie lands in the browser.
      const location = await postLogin(page.request, origin, as, opts.locale ?? "ar", opts.redirectTo);
      if (!opts.keepToast) await page.context().clearCookies({ name: "__lawha_toast" });
      if (opts.go) await page.goto(new URL(location, origin).toString());
      return { location };
    });
  },
});

/**
 * For a test that sends raw HTTP requests only (no page): the browser's JavaScript setting changes
 * nothing there, so it runs once, in the js-on project. Call it first in the test (or a beforeEach).
 */
export function rawOnly(jsEnabled: boolean): void {
  test.skip(!jsEnabled, "raw HTTP: runs once, in the js-on project");
}
