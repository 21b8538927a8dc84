/**
 * /setting: account data, change password, system language, system logo.
 *
 * The upstream API cannot create staff users, and other specs log in as admin@lawha.test at the
 * same time, so changing admin's password or name here would break them. Each test therefore
 * works as its own Administrator-role user, written into the e2e upstream's database
 * (tests/support/upstream-db.ts). Language and logo are global settings: see the notes on those
 * tests.
 */
import { request as playwrightRequest, type Page } from "@playwright/test";
import sharp from "sharp";
import { ACCOUNTS, ar, csrfToken, en, expect, expectDir, expectPath, logoutButton, sidebar, submitLoginForm, test, toast } from "./fixtures";
import { expectFitsThePhone } from "./a11y";
import { createAdminUser, type TestUser } from "../support/upstream-db";
import { ownPair } from "../support/instances";

const SYSTEM_PORT = Number(process.env.E2E_SYSTEM_PORT ?? 3114);
const SYSTEM_UPSTREAM_PORT = Number(process.env.E2E_SYSTEM_UPSTREAM_PORT ?? 4114);

// One login per role and language per worker (fixtures.ts) for `login`: the tests that change or end
// a session log in as a user of their own (`loginAs`).
test.use({ sharedSessions: true });

/** A field's label, exactly, with or without the required mark (" *") after it. */
function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\*)?$`);
}

async function loginAs(page: Page, user: Pick<TestUser, "email" | "password">): Promise<number> {
  const res = await page.request.post("/login", {
    form: { csrf: await csrfToken(page.request), email: user.email, password: user.password, redirectTo: "" },
    maxRedirects: 0,
  });
  await page.context().clearCookies({ name: "__lawha_toast" });
  return res.status();
}

const T = ar.settings;
/** The own-password form is the one of "My account", words included. */
const P = ar.ownPassword;

function region(page: Page, heading: string) {
  return page.getByRole("region", { name: heading, exact: true });
}

/**
 * The same account logged in from another device, over HTTP: whether that device's session goes on
 * is the server's answer to its next page (the page itself, or a redirect to login).
 */
async function secondDevice(user: Pick<TestUser, "email" | "password">, baseURL: string | undefined) {
  const request = await playwrightRequest.newContext({ baseURL });
  const login = await request.post("/login", {
    form: { csrf: await csrfToken(request), email: user.email, password: user.password, redirectTo: "" },
    maxRedirects: 0,
  });
  expect(login.status(), "the other device logs in").toBe(302);
  /** Where the device's next page of /blogs leads: /blogs while its session lasts, else the login page. */
  const next = async () => {
    const res = await request.get("/blogs", { maxRedirects: 0 });
    if (res.status() === 200) return "/blogs";
    expect(res.status()).toBe(302);
    return new URL(res.headers()["location"]!, "http://dashboard").pathname;
  };
  expect(await next(), "the other device's session works").toBe("/blogs");
  return { next, close: () => request.dispose() };
}

test("change password: mismatch and a wrong current password are field errors; then the new one logs in", async ({ page, jsEnabled, baseURL }) => {
  const user = await createAdminUser("password");
  expect(await loginAs(page, user)).toBe(302);
  const other = await secondDevice(user, baseURL);
  await page.goto("/setting");
  const form = region(page, P.heading);
  const current = form.getByLabel(field(P.current));
  const next = form.getByLabel(field(P.new));
  const confirmation = form.getByLabel(field(P.confirmation));
  const submit = form.getByRole("button", { name: P.submit });

  // Mismatch: caught by the schema (in the browser with JavaScript, on the server without).
  await current.fill(user.password);
  await next.fill("NewPass#2024x");
  await confirmation.fill("Different#2024");
  // Without JavaScript the refused form is the page itself: 422, as every refused form answers.
  const answer = jsEnabled ? null : page.waitForResponse((r) => r.request().method() === "POST");
  await submit.click();
  if (answer) expect((await answer).status()).toBe(422);
  await expect(form.getByText(ar.validation.passwordMismatch)).toBeVisible();
  // Passwords are never sent back by the server.
  if (!jsEnabled) await expect(current).toHaveValue("");

  // A wrong current password: the upstream's answer, under its field.
  const newPassword = `Fresh#${Date.now()}`;
  await current.fill("Wrong#password1");
  await next.fill(newPassword);
  await confirmation.fill(newPassword);
  await submit.click();
  await expect(form.getByText("كلمة المرور الحالية غير صحيحة.").first()).toBeVisible();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  // Only the submitted form shows the reply.
  await expect(region(page, T.account.heading).getByRole("alert")).toHaveCount(0);
  const html = await page.content();
  expect(html).not.toContain("Wrong#password1");
  expect(html).not.toContain(newPassword);

  await current.fill(user.password);
  await next.fill(newPassword);
  await confirmation.fill(newPassword);
  await submit.click();
  await expect(toast(page, "تم تغيير كلمة المرور بنجاح.")).toBeVisible();
  await expectPath(page, "/setting");
  // The other device's session ended with the old password; this one goes on.
  expect(await other.next()).toBe("/login");
  await other.close();
  await page.goto("/setting");
  await expectPath(page, "/setting");

  await logoutButton(page).click();
  await expectPath(page, "/login");
  expect(await loginAs(page, user), "the old password no longer works").not.toBe(302);
  await page.goto("/login");
  await submitLoginForm(page, user.email, newPassword);
  await expectPath(page, "/");
});

for (const locale of ["ar", "en"] as const) {
  test(`${locale}: sign out of all other sessions ends the others and keeps this one`, async ({ page, baseURL }) => {
    const t = (locale === "ar" ? ar : en).settings.sessions;
    const user = await createAdminUser("sessions");
    expect(await loginAs(page, user)).toBe(302);
    const others = [await secondDevice(user, baseURL), await secondDevice(user, baseURL)];
    const settings = locale === "ar" ? "/setting" : "/en/setting";
    await page.goto(settings);
    const section = region(page, t.heading);
    await expect(section).toContainText(t.intro);
    await section.getByRole("button", { name: t.submit }).click();
    await expect(toast(page, locale === "ar" ? "تم تسجيل الخروج من الجلسات الأخرى." : "You have been signed out of your other sessions.")).toBeVisible();
    await expectPath(page, settings);
    for (const other of others) {
      expect(await other.next()).toBe("/login");
      await other.close();
    }
    await page.goto(locale === "ar" ? "/blogs" : "/en/blogs");
    await expectPath(page, locale === "ar" ? "/blogs" : "/en/blogs");
  });
}

test("account data: a taken e-mail is a field error with the typed values kept; a new name shows in the top bar at once", async ({ page }) => {
  const user = await createAdminUser("account");
  expect(await loginAs(page, user)).toBe(302);
  await page.goto("/setting");
  const form = region(page, T.account.heading);
  const name = form.getByLabel(field(T.account.name));
  const email = form.getByLabel(field(T.account.email));
  const phone = form.getByLabel(field(T.account.phone));
  const code = form.getByLabel(field(ar.forms.countryCode));
  const save = form.getByRole("button", { name: T.account.submit });
  await expect(name).toHaveValue(user.name);
  await expect(phone).toHaveValue("555000111");
  await expect(code).toHaveValue("+966");

  const newName = `اسم محدث ${Date.now() % 100000}`;
  await name.fill(newName);
  await email.fill("admin@lawha.test");
  await code.selectOption("+971");
  await phone.fill("0501112222");
  await save.click();
  await expect(form.getByText("هذه القيمة مستخدمة مسبقاً.").first()).toBeVisible();
  await expect(name).toHaveValue(newName);
  await expect(email).toHaveValue("admin@lawha.test");
  await expect(phone).toHaveValue("0501112222");
  await expect(code).toHaveValue("+971");
  await expect(region(page, P.heading).getByRole("alert")).toHaveCount(0);

  await email.fill(user.email);
  await save.click();
  await expect(toast(page, "تم تحديث بيانات الحساب بنجاح.")).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(newName);
  await expect(name).toHaveValue(newName);
  // Stored with its country code; the national leading 0 dropped.
  await expect(code).toHaveValue("+971");
  await expect(phone).toHaveValue("501112222");
});

test("leaving after a refused save asks only when typed values came back: an email already taken does, a wrong password does not @js-only", async ({
  page,
}) => {
  const user = await createAdminUser("refused");
  expect(await loginAs(page, user)).toBe(302);
  const prompts: string[] = [];
  page.on("dialog", (dialog) => {
    prompts.push(dialog.message());
    void dialog.dismiss();
  });
  const blogsLink = sidebar(page).getByRole("link", { name: ar.nav.blogs });
  const ready = async (form: ReturnType<typeof region>) => {
    await page.goto("/setting");
    // Hydrated, and checking in the browser: what reaches the server passed the schema.
    await expect(form.locator("form")).toHaveAttribute("data-validation", "browser");
  };

  // A wrong current password, refused by the upstream: passwords never come back, nothing to lose.
  const password = region(page, P.heading);
  await ready(password);
  await password.getByLabel(field(P.current)).fill("Wrong#password1");
  await password.getByLabel(field(P.new)).fill("Fresh#password22");
  await password.getByLabel(field(P.confirmation)).fill("Fresh#password22");
  await password.getByRole("button", { name: P.submit }).click();
  await expect(password.getByText("كلمة المرور الحالية غير صحيحة.").first()).toBeVisible();
  await blogsLink.click();
  await expectPath(page, "/blogs");
  expect(prompts).toEqual([]);

  // An email another account has, refused by the upstream: the typed values are on the page and
  // not saved, so leaving asks, and staying keeps them.
  const account = region(page, T.account.heading);
  await ready(account);
  const email = account.getByLabel(field(T.account.email));
  await email.fill("admin@lawha.test");
  await account.getByRole("button", { name: T.account.submit }).click();
  await expect(email).toHaveAccessibleDescription(/هذه القيمة مستخدمة مسبقاً\./);
  await blogsLink.click();
  await expect.poll(() => prompts).toEqual([ar.formCheck.leavePrompt]);
  await expectPath(page, "/setting");
  await expect(email).toHaveValue("admin@lawha.test");
});

test("system logo saved with no file chosen: the field is required, not an unsupported file", async ({ page, jsEnabled }) => {
  const user = await createAdminUser("logo-empty");
  expect(await loginAs(page, user)).toBe(302);
  await page.goto("/setting");
  const form = region(page, T.logo.heading);
  // With JavaScript the form checks itself once its schema has loaded: the browser's answer.
  if (jsEnabled) await expect(form.locator("form")).toHaveAttribute("data-validation", "browser");
  const input = form.getByLabel(field(T.logo.label));
  await input.evaluate((el) => el.removeAttribute("required"));
  const answer = jsEnabled ? null : page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: T.logo.submit }).click();
  if (answer) expect((await answer).status()).toBe(422);
  await expect(form.getByText(ar.validation.required)).toBeVisible();
  await expect(form.getByText(ar.validation.fileType)).toHaveCount(0);
});

/**
 * The system's language and logo change what every page shows: they are saved on an upstream and a
 * dashboard of their own (one pair per project), so that no other test sees a page half-changed.
 */
test.describe("system settings", () => {
  test.describe.configure({ mode: "serial" });
  const pair = ownPair(test, { port: SYSTEM_PORT, upstreamPort: SYSTEM_UPSTREAM_PORT, sessionSecret: "e2e-system-settings" });
  // Read when each test starts, after `beforeAll` has started the pair.
  // eslint-disable-next-line no-empty-pattern
  test.use({ baseURL: async ({}, use) => use(pair.url) });

  test("system logo: an upload shows in the frame at once, which still fits a 360 px phone; a non-image is refused", async ({ page }) => {
    expect(await loginAs(page, ACCOUNTS.admin)).toBe(302);
    await page.goto("/setting");
    const logo = page.getByTestId("system-logo");
    const before = (await logo.count()) ? await logo.getAttribute("src") : null;
    const form = region(page, T.logo.heading);
    const input = form.getByLabel(field(T.logo.label));
    const save = form.getByRole("button", { name: T.logo.submit });

    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
    await save.click();
    await expect(form.getByText(ar.validation.fileType)).toBeVisible();

    // A wide logo (4:1), as companies have them.
    const wide = await sharp({ create: { width: 400, height: 100, channels: 3, background: "#0f4c5c" } })
      .png()
      .toBuffer();
    await input.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: wide });
    await save.click();
    await expect(toast(page, "تم حفظ الإعدادات بنجاح.")).toBeVisible();
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute("alt", ar.frame.logoAlt);
    // The frame shows the small copy of the upload (36 px high: a few KB on every page).
    await expect(logo).toHaveAttribute("src", /^\/thumb\/logo\?src=/);
    expect(new URL((await logo.getAttribute("src"))!, "http://x").searchParams.get("src")).toMatch(/\/uploads\/[\w-]+\.png$/);
    expect(await logo.getAttribute("src")).not.toBe(before);
    // The other pages' frame shows it too (no stale cache).
    const src = await logo.getAttribute("src");
    await page.goto("/comments");
    await expect(page.getByTestId("system-logo")).toHaveAttribute("src", src ?? "");
    // On a phone the bar shows the logo without the name beside it (still read), and fits.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, t] of [
      ["/comments", ar],
      ["/en/comments", en],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId("system-logo")).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: `${t.frame.logoAlt} ${t.app.name}`, exact: true })).toBeVisible();
      await expectFitsThePhone(page, `${path} with a logo`);
      // …and the logo covers nothing: its box meets neither the menu's nor the bar's end.
      await expect.poll(() => page.getByTestId("system-logo").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const boxes = await page.getByRole("banner").evaluate((bar) =>
        [bar.querySelector(".nav-toggle-label"), bar.querySelector("[data-testid=system-logo]"), bar.querySelector(".topbar-end")].map((el) => {
          const r = el!.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
        }),
      );
      type Box = { left: number; right: number; top: number; bottom: number; width: number };
      const [menu, image, end] = boxes as Box[];
      const apart = (a: Box, b: Box) => a.right <= b.left + 0.5 || a.left >= b.right - 0.5 || a.bottom <= b.top + 0.5 || a.top >= b.bottom - 0.5;
      expect(image!.width, `${path}: the logo is shown`).toBeGreaterThan(20);
      for (const other of [menu!, end!])
        expect(apart(image!, other), `${path}: the logo ${JSON.stringify(image)} overlaps ${JSON.stringify(other)}`).toBe(true);
    }
  });

  test("system language is saved @no-js-only", async ({ page }) => {
    expect(await loginAs(page, ACCOUNTS.admin)).toBe(302);
    await page.goto("/setting");
    const form = region(page, T.language.heading);
    const select = form.getByLabel(field(T.language.label));
    await select.selectOption({ label: T.language.en });
    await form.getByRole("button", { name: T.language.submit }).click();
    await expect(toast(page, "تم حفظ الإعدادات بنجاح.")).toBeVisible();
    // Read back from the upstream, not from the form that sent it.
    await page.goto("/setting");
    await expect(select).toHaveValue("en");
  });
});

test("settings: English page, permission, unknown intent", async ({ page, login }) => {
  const user = await createAdminUser("misc");
  expect(await loginAs(page, user)).toBe(302);
  await page.goto("/en/setting");
  await expectDir(page, "ltr");
  await expect(page.getByRole("heading", { level: 1, name: en.settings.title })).toBeVisible();
  for (const heading of [en.settings.account.heading, en.ownPassword.heading, en.settings.language.heading, en.settings.logo.heading]) {
    await expect(page.getByRole("region", { name: heading, exact: true })).toBeVisible();
  }
  const res = await page.request.post("/setting", { form: { csrf: await csrfToken(page.request), intent: "bogus" }, maxRedirects: 0 });
  expect(res.status()).toBe(400);

  await page.context().clearCookies();
  await login("editor");
  await page.goto("/setting");
  await expectPath(page, "/no-permission");
});
