/**
 * Logging in and out: the login form in both languages (success, wrong credentials, empty and
 * malformed fields), the success toast, guest-only pages, the way back after logging in, and
 * logging out for real (the upstream token is revoked, an old cookie is worthless).
 */
import { request as playwrightRequest } from "@playwright/test";
import {
  ACCOUNTS,
  httpLogin,
  rawOnly,
  type AccountName,
  ar,
  en,
  expect,
  expectDir,
  expectLoginPage,
  expectPath,
  localized,
  loginForm,
  logoutButton,
  submitLoginForm,
  test,
  toast,
  type Locale,
  homeHeading,
} from "./fixtures";

const dict = { ar, en } as const;

for (const locale of ["ar", "en"] as const) {
  const t = dict[locale];
  const home = localized("/", locale);

  test.describe(`login form (${locale})`, () => {
    test(`${locale}: valid credentials log in, land on home and show a success toast`, async ({ page }) => {
      await page.goto(localized("/login", locale));
      await expectDir(page, locale === "ar" ? "rtl" : "ltr");
      await submitLoginForm(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password, locale);

      await expectPath(page, home);
      // The toast fades after 2 s (CSS only, so also without JavaScript): assert it at once.
      await expect(toast(page, t.auth.loggedIn)).toBeVisible();
      await expect(homeHeading(page, locale)).toBeVisible();
      await expect(page.getByRole("banner")).toContainText(ACCOUNTS.admin.name);
      await expectDir(page, locale === "ar" ? "rtl" : "ltr");
    });

    test(`${locale}: wrong password shows the translated message and keeps the e-mail`, async ({ page, jsEnabled }) => {
      await page.goto(localized("/login", locale));
      const form = loginForm(page, locale);
      await submitLoginForm(page, ACCOUNTS.editor.email, "not-the-password", locale);

      await expect(page.getByRole("alert").filter({ hasText: t.auth.invalidCredentials })).toBeVisible();
      await expectPath(page, localized("/login", locale));
      await expect(form.email).toHaveValue(ACCOUNTS.editor.email);
      // The server never sends the password back (with JavaScript the typed value stays in the field).
      if (!jsEnabled) await expect(form.password).toHaveValue("");
      // Still logged out: a protected page sends to login.
      await page.goto(localized("/no-permission", locale));
      await expectLoginPage(page, { locale });
    });

    test(`${locale}: unknown e-mail shows the same message (no account enumeration)`, async ({ page }) => {
      await page.goto(localized("/login", locale));
      await submitLoginForm(page, "nobody@lawha.test", "Whatever#2024", locale);
      await expect(page.getByRole("alert").filter({ hasText: t.auth.invalidCredentials })).toBeVisible();
      await expect(loginForm(page, locale).email).toHaveValue("nobody@lawha.test");
    });

    test(`${locale}: empty fields are each marked as required`, async ({ page }) => {
      const required = locale === "ar" ? "حقل إلزامي." : "This field is required.";
      await page.goto(localized("/login", locale));
      const form = loginForm(page, locale);
      await form.submit.click();

      await expect(page.getByText(required, { exact: true })).toHaveCount(2);
      await expect(form.email).toHaveAttribute("aria-invalid", "true");
      await expect(form.password).toHaveAttribute("aria-invalid", "true");
      // The error is tied to its field for screen readers.
      await expect(form.email).toHaveAccessibleDescription(required);
      await expectPath(page, localized("/login", locale));
    });

    test(`${locale}: a malformed e-mail gets the e-mail message and is kept`, async ({ page, jsEnabled }) => {
      const invalidEmail = locale === "ar" ? "الإيميل غير صحيح." : "Invalid e-mail address.";
      await page.goto(localized("/login", locale));
      const form = loginForm(page, locale);
      await form.email.fill("not-an-email");
      await form.password.fill("x");
      // Without JavaScript the refused form is the page itself: it answers 422, as every refused form does.
      const answer = jsEnabled ? null : page.waitForResponse((r) => r.request().method() === "POST");
      await form.submit.click();
      if (answer) expect((await answer).status()).toBe(422);

      await expect(form.email).toHaveAccessibleDescription(invalidEmail);
      await expect(form.email).toHaveValue("not-an-email");
      await expect(form.password).not.toHaveAttribute("aria-invalid", "true");
    });
  });

  test(`${locale}: an anonymous visitor is sent to login and comes back to the page afterwards`, async ({ page }) => {
    const target = localized("/no-permission?from=e2e&x=1", locale);
    await page.goto(target);
    await expectLoginPage(page, { locale, redirectTo: target });

    await submitLoginForm(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password, locale);
    await expectPath(page, target);
    await expect(page.getByRole("heading", { level: 1, name: t.errors.noPermissionTitle })).toBeVisible();
  });
}

test("a list page with a query string survives the trip through login", async ({ page }) => {
  await page.goto("/blogs?page=2");
  await expectLoginPage(page, { redirectTo: "/blogs?page=2" });
  await submitLoginForm(page, ACCOUNTS.editor.email, ACCOUNTS.editor.password);
  await expectPath(page, "/blogs?page=2");
});

for (const locale of ["ar", "en"] as const) {
  const t = dict[locale];
  test.describe(`every role starts where it may work (${locale})`, () => {
    test(`${locale}: the no-permission page's way out leads to a page the editor may open`, async ({ page, login }) => {
      await login("editor");
      await page.goto(localized("/orders", locale));
      await expectPath(page, localized("/no-permission", locale));
      const way = page.getByRole("main").getByRole("link", { name: t.errors.goTo.replace("{{area}}", t.nav.blogs) });
      await expect(way).toHaveAttribute("href", localized("/blogs", locale));
      await way.click();
      await expectPath(page, localized("/blogs", locale));
      await expect(page.getByRole("heading", { level: 1, name: t.nav.blogs })).toBeVisible();
    });
  });
}

/** The text of a page's h1, read from the server's HTML. */
function h1Of(html: string): string {
  return (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "").replace(/<[^>]+>/g, "").trim();
}

// Where a login sends each account is the server's answer (a redirect): asked over HTTP, once. The
// login form itself, and the way back through it, are driven in the browser above, in both modes.
test("every role starts where it may work; redirectTo is kept when it may be opened, never off-site; guest pages send a logged-in user home", async ({
  baseURL,
  jsEnabled,
}) => {
  rawOnly(jsEnabled);
  const origin = new URL(baseURL!).origin;
  for (const locale of ["ar", "en"] as Locale[]) {
    const t = dict[locale];
    const at = (path: string) => localized(path, locale);
    const cases: Array<{ as: AccountName; redirectTo?: string; lands: string; heading?: string }> = [
      // The editor may not see home: the first area of the menu.
      { as: "editor", lands: at("/blogs"), heading: t.nav.blogs },
      // A redirectTo the editor may not open: that first area instead.
      { as: "editor", redirectTo: at("/orders"), lands: at("/blogs") },
      // The moderator, with follow-ups of their own due (the seed's): the follow-up queue.
      { as: "moderator", lands: at("/follow-ups"), heading: t.orders.queue.title },
      { as: "moderator", redirectTo: at("/orders"), lands: at("/orders") },
      // Another site, however it is spelled, is never a way back.
      { as: "admin", redirectTo: "//evil.example/x", lands: at("/") },
      { as: "admin", redirectTo: "https://evil.example/x", lands: at("/") },
    ];
    for (const c of cases) {
      const what = `${locale}: ${c.as} with redirectTo ${c.redirectTo ?? "(none)"}`;
      const { request, location: landsAt } = await httpLogin(origin, c.as, { locale, redirectTo: c.redirectTo });
      try {
        const location = new URL(landsAt, origin);
        expect(location.origin, what).toBe(origin);
        expect(location.pathname, what).toBe(c.lands);
        const landed = await request.get(location.pathname, { maxRedirects: 0 });
        expect(landed.status(), `${what}: the page it lands on`).toBe(200);
        if (c.heading) expect(h1Of(await landed.text()), what).toBe(c.heading);
        // Logged in, the guest pages send home (the home of this account: where the login sent it).
        if (c.as === "admin")
          for (const guest of ["/login", "/auth"]) {
            const again = await request.get(at(guest), { maxRedirects: 0 });
            expect(again.status(), `${what}: ${guest} when logged in`).toBe(302);
            expect(new URL(again.headers()["location"]!, origin).pathname, `${what}: ${guest} when logged in`).toBe(at("/"));
          }
      } finally {
        await request.dispose();
      }
    }
    // Home is protected too, with no redirectTo for home itself.
    const guest = await playwrightRequest.newContext({ baseURL: origin });
    try {
      const res = await guest.get(at("/"), { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      const location = new URL(res.headers()["location"]!, origin);
      expect(location.pathname).toBe(at("/login"));
      expect(location.searchParams.get("redirectTo")).toBeNull();
    } finally {
      await guest.dispose();
    }
  }
});

test.describe("logout", () => {
  for (const locale of ["ar", "en"] as Locale[]) {
    const t = dict[locale];
    test(`${locale}: the top bar button ends the session and the old cookie no longer works`, async ({ page, context, login }) => {
      await login("admin");
      await page.goto(localized("/", locale));
      await expect(homeHeading(page, locale)).toBeVisible();
      const oldCookies = await context.cookies();
      expect(oldCookies.some((c) => c.name === "__lawha_session")).toBe(true);

      await logoutButton(page, locale).click();
      await expectLoginPage(page, { locale });
      await expect(toast(page, t.auth.loggedOut)).toBeVisible();

      // The session is gone here...
      await page.goto(localized("/no-permission", locale));
      await expectLoginPage(page, { locale, redirectTo: localized("/no-permission", locale) });

      // ...and upstream revoked the token: the saved cookie is worthless.
      await context.clearCookies();
      await context.addCookies(oldCookies);
      await page.goto(localized("/no-permission", locale));
      await expectLoginPage(page, { locale, redirectTo: localized("/no-permission", locale) });
      // The dead cookie was cleared rather than kept.
      expect((await context.cookies()).some((c) => c.name === "__lawha_session" && c.value !== "")).toBe(false);
    });
  }

  test("a GET of /logout only asks for confirmation: the session survives it", async ({ page, login }) => {
    await login("moderator");
    await page.goto("/logout");
    await expect(page.getByRole("heading", { level: 1, name: ar.frame.logout })).toBeVisible();
    await page.goto("/");
    await expect(homeHeading(page, "ar")).toBeVisible();
  });

  for (const locale of ["ar", "en"] as const) {
    test(`${locale}: /logout and /auth/logout both log out after confirmation`, async ({ page, login }) => {
      const t = dict[locale];
      for (const path of ["/logout", "/auth/logout"].map((p) => localized(p, locale))) {
        await login("moderator");
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: t.frame.logout })).toBeVisible();
        await page.getByRole("main").getByRole("button", { name: t.frame.logout }).click();
        await expectLoginPage(page, { locale });
        await expect(toast(page, t.auth.loggedOut)).toBeVisible();
        await page.goto(localized("/", locale));
        await expectLoginPage(page, { locale });
      }
    });
  }

  test("an anonymous visitor opening /logout is sent to login", async ({ page }) => {
    await page.goto("/logout");
    await expectLoginPage(page);
  });
});

test("a session lost between two pages: the next navigation goes to login and back to that page", async ({ page, context, login }) => {
  await login("admin");
  await page.goto("/no-permission");
  await expect(page.getByRole("heading", { level: 1, name: ar.errors.noPermissionTitle })).toBeVisible();
  // The session ends elsewhere (another tab logged out, the cookie was cleared).
  await context.clearCookies({ name: "__lawha_session" });
  await page.getByRole("navigation", { name: ar.nav.mainNavigation }).getByRole("link", { name: ar.nav.blogs, exact: true }).click();
  await expectLoginPage(page, { redirectTo: "/blogs" });

  await submitLoginForm(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  await expectPath(page, "/blogs");
});
