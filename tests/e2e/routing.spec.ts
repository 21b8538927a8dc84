/**
 * Routing rules: languages in the URL (`/x` Arabic RTL, `/en/x` English LTR, anything else a
 * 404), the 404 page, the permission guard (no-permission page under both spellings), the
 * language switch, page titles, and the remembered-language cookie.
 */
import type { APIRequestContext } from "@playwright/test";
import {
  ar,
  csrfToken,
  en,
  expect,
  expectDir,
  expectPath,
  homeHeading,
  localized,
  logoutButton,
  rawOnly,
  sidebar,
  test,
  upstreamAdminHeaders,
  UPSTREAM_URL,
  type Locale,
} from "./fixtures";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

const dict = { ar, en } as const;

/** Sets a role's permissions straight through the upstream API, as an administrator would in the role form. */
async function grant(request: APIRequestContext, headers: Record<string, string>, roleId: number, name: string, permissions: string[]): Promise<void> {
  const form = new FormData();
  form.append("name", name);
  for (const permission of permissions) form.append("permissions[]", permission);
  const res = await request.post(`${UPSTREAM_URL}/api/dashboard/roles/update/${roleId}`, { headers, multipart: form });
  expect(res.status(), await res.text()).toBe(200);
}

/** `text` with HTML's escapes, as the server writes it into the page. */
function html(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

test.describe("404 page", () => {
  // The first path of each language is opened in the browser (the page as shown, hydrated with
  // JavaScript); the others are the same page from the server, read over HTTP.
  const cases: Record<Locale, string[]> = {
    ar: ["/this-page-does-not-exist", "/deeply/nested/unknown/path", "/xx", "/xx/blogs", "/fr/login", "/xx/no-permission"],
    en: ["/en/this-page-does-not-exist", "/en/blogs/not/a/real/page"],
  };
  for (const locale of ["ar", "en"] as const) {
    test(`${locale}: unknown routes and unknown language prefixes are ${locale} 404 pages`, async ({ page }) => {
      const t = dict[locale];
      const [first, ...rest] = cases[locale];
      const res = await page.goto(first!);
      expect(res?.status(), first).toBe(404);
      await expectPath(page, first!);
      await expect(page.getByRole("heading", { level: 1, name: t.errors.notFoundTitle })).toBeVisible();
      await expect(page.getByText(t.errors.notFound, { exact: true })).toBeVisible();
      await expect(page.getByText(t.errors.status.replace("{{status}}", "404"))).toBeVisible();
      await expectDir(page, locale === "ar" ? "rtl" : "ltr");
      await expect(page).toHaveTitle(`${t.errors.notFoundTitle} | ${t.app.name}`);
      await expect(page.getByRole("link", { name: t.errors.goHome })).toHaveAttribute("href", localized("/", locale));
      // The spec's own words, and only the page's language.
      if (locale === "en") await expect(page.getByText("This page could not be found", { exact: true })).toBeVisible();
      else {
        await expect(page.getByText("تعذّر العثور على هذه الصفحة.", { exact: true })).toBeVisible();
        await expect(page.getByText("This page could not be found")).toHaveCount(0);
      }
      // A language-like prefix in front of a protected page too: a 404, not a login redirect.
      for (const path of rest) {
        const other = await page.request.get(path, { maxRedirects: 0 });
        expect(other.status(), path).toBe(404);
        const body = await other.text();
        expect(body, path).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`);
        expect(body, path).toContain(`<title>${html(`${t.errors.notFoundTitle} | ${t.app.name}`)}</title>`);
        expect(body, path).toContain(`<h1 id="error-title">${html(t.errors.notFoundTitle)}</h1>`);
        expect(body, path).toContain(`<p>${html(t.errors.notFound)}</p>`);
        expect(body, path).toContain(html(t.errors.status.replace("{{status}}", "404")));
        expect(body, path).toContain(`<a class="button" href="${localized("/", locale)}">${html(t.errors.goHome)}</a>`);
      }
    });
  }

  for (const locale of ["ar", "en"] as const) {
    test(`${locale}: a staff member's 404 keeps the frame, the request id out of view, and Home leads to a page they may open`, async ({ page, login }) => {
      const t = dict[locale];
      // The moderator may open home; the editor may not, and starts on the blogs.
      for (const [who, start, heading] of [
        ["moderator", "/", t.reports.statuses.title],
        ["editor", "/blogs", t.nav.blogs],
      ] as const) {
        await page.context().clearCookies();
        await login(who);
        // No route at all; a first segment that is no language; an export of no area.
        // A 404 for a logged-in user (not a redirect), its query kept.
        for (const path of ["/no-such-area?page=2", "/deeply/nested/unknown", "/export/unknown"].map((p) => localized(p, locale))) {
          const res = await page.goto(path);
          expect(res?.status(), `${who} ${path}`).toBe(404);
          await expectPath(page, path);
          await expect(page.getByRole("heading", { level: 1, name: t.errors.notFoundTitle })).toBeVisible();
          await expect(sidebar(page, locale)).toBeVisible();
          await expect(logoutButton(page, locale)).toBeVisible();
          await expect(page).toHaveTitle(`${t.errors.notFoundTitle} | ${t.app.name}`);
          await expectDir(page, locale === "ar" ? "rtl" : "ltr");
          // The request id is in the page for support, folded away.
          const support = page.getByRole("main").getByText(t.security.requestId.replace("{{id}}", ""));
          await expect(support).toBeHidden();
          await expect(page.getByRole("main").getByText(t.errors.supportDetails)).toBeVisible();
        }
        await page.getByRole("main").getByRole("link", { name: t.errors.goHome }).click();
        await expectPath(page, localized(start, locale));
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      }
    });
  }
});

test.describe("language and direction", () => {
  test("Arabic pages are ar/rtl, English pages en/ltr, with titles in the page's language", async ({ page, login }) => {
    await page.goto("/login");
    await expectDir(page, "rtl");
    await expect(page).toHaveTitle(`${ar.auth.loginTitle} | ${ar.app.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", ar.app.description);

    await page.goto("/en/login");
    await expectDir(page, "ltr");
    await expect(page).toHaveTitle(`${en.auth.loginTitle} | ${en.app.name}`);

    await login("admin");
    await page.goto("/");
    await expectDir(page, "rtl");
    await expect(page).toHaveTitle("تقرير الحالات | لوحة");
    await page.goto("/no-permission");
    await expect(page).toHaveTitle("لا تملك صلاحية | لوحة");
    await page.goto("/en");
    await expectDir(page, "ltr");
    await expect(page).toHaveTitle(`${en.reports.statuses.title} | ${en.app.name}`);

    // A form's tab says what it edits, as its heading does: "Add …", "Edit …: <the record>".
    await page.goto("/blogs/add");
    await expect(page).toHaveTitle(`${ar.list.add.replace("{{item}}", ar.entities.blogs.one)} | ${ar.app.name}`);
    await page.goto("/en/sources/1/edit");
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    expect(heading).toMatch(new RegExp(`^${en.list.editTitle.replace("{{item}}", en.entities.sources.one).replace("{{label}}", ".+")}$`));
    await expect(page).toHaveTitle(`${heading} | ${en.app.name}`);
  });

  test("the switch on the login page keeps the query string", async ({ page }) => {
    await page.goto("/login?redirectTo=%2Fno-permission%3Fa%3D1");
    await page.getByRole("link", { name: /English/ }).click();
    await expectPath(page, "/en/login?redirectTo=%2Fno-permission%3Fa%3D1");
    await expectDir(page, "ltr");
    await expect(page.getByRole("heading", { level: 1, name: en.auth.loginHeading })).toBeVisible();

    await page.getByRole("link", { name: /العربية/ }).click();
    await expectPath(page, "/login?redirectTo=%2Fno-permission%3Fa%3D1");
    await expectDir(page, "rtl");
  });

  test("the switch in the frame keeps the current page and its query", async ({ page, login }) => {
    await login("admin");
    await page.goto("/no-permission?tab=2&q=x");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /English/ })
      .click();
    await expectPath(page, "/en/no-permission?tab=2&q=x");
    await expectDir(page, "ltr");
    await expect(page.getByRole("heading", { level: 1, name: en.errors.noPermissionTitle })).toBeVisible();
    await expect(page).toHaveTitle(`${en.errors.noPermissionTitle} | ${en.app.name}`);

    await page
      .getByRole("banner")
      .getByRole("link", { name: /العربية/ })
      .click();
    await expectPath(page, "/no-permission?tab=2&q=x");
    await expectDir(page, "rtl");
    await expect(page.getByRole("heading", { level: 1, name: ar.errors.noPermissionTitle })).toBeVisible();
  });

  test("the chosen language is remembered in a 365-day locale cookie", async ({ page, context }) => {
    await page.goto("/en/login");
    const cookie = (await context.cookies()).find((c) => c.name === "locale");
    expect(cookie, "locale cookie").toBeDefined();
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await page.goto("/login");
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "locale")?.value).not.toBe(cookie!.value);
  });
});

test("a path written in capitals or %-escapes is the same page, with all its strings", async ({ page, login, jsEnabled }) => {
  rawOnly(jsEnabled);
  await login("admin");
  // The router matches without case and after decoding; so must the table of the strings each
  // page is sent (app/utils/i18n/strings.ts), or the form would show keys (and, in test mode, fail).
  for (const [path, text] of [
    ["/Blogs/Add", ar.editor.bold],
    ["/%62logs/add", ar.validation.required],
    ["/en/Setting", en.settings.title],
  ] as const) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    expect(await res.text(), path).toContain(text);
  }
});

test.describe("permission guard", () => {
  for (const locale of ["ar", "en"] as const) {
    test(`${locale}: the editor opening home or /roles lands on the no-permission page`, async ({ page, login }) => {
      const t = dict[locale];
      await login("editor");
      for (const path of ["/", "/roles"]) {
        await page.goto(localized(path, locale));
        await expectPath(page, localized("/no-permission", locale));
        await expect(page.getByRole("heading", { level: 1, name: t.errors.noPermissionTitle })).toBeVisible();
        await expect(page.getByText(t.errors.noPermission)).toBeVisible();
        await expectDir(page, locale === "ar" ? "rtl" : "ltr");
      }
    });
  }

  test("the moderator, with follow-ups of their own due, starts on the follow-up queue rather than home", async ({ page, login }) => {
    const { location } = await login("moderator", { go: true });
    expect(location).toBe("/follow-ups");
    await expect(page.getByRole("heading", { level: 1, name: ar.orders.queue.title })).toBeVisible();
  });

  for (const locale of ["ar", "en"] as const) {
    test(`${locale}: /no-permission and /no-permissions both exist and link home`, async ({ page, login }) => {
      const t = dict[locale];
      await login("moderator");
      for (const path of ["/no-permissions", "/no-permission"].map((p) => localized(p, locale))) {
        const res = await page.goto(path);
        // The page a denial leads to says so in its status too.
        expect(res?.status(), path).toBe(403);
        await expectPath(page, path);
        await expect(page.getByRole("heading", { level: 1, name: t.errors.noPermissionTitle })).toBeVisible();
        await expect(page.getByText(t.errors.noPermission)).toBeVisible();
      }
      await page.getByRole("main").getByRole("link", { name: t.errors.goHome }).click();
      await expectPath(page, localized("/", locale));
      await expect(homeHeading(page, locale)).toBeVisible();
    });
  }

  test("a permission an administrator grants or takes back counts from the staff member's very next request", async ({ page, jsEnabled, request }) => {
    rawOnly(jsEnabled);
    // A role and an account of this test's own: other tests' accounts keep their permissions.
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const headers = await upstreamAdminHeaders(request);
    const role = await request.post(`${UPSTREAM_URL}/api/dashboard/roles/store`, {
      headers,
      multipart: { name: `دور فوري ${id}`, "permissions[]": "show_blogs" },
    });
    expect(role.status(), await role.text()).toBe(201);
    const roleId = ((await role.json()) as { data: { id: number } }).data.id;
    const account = { email: `instant-${id}@lawha.test`, password: "Instant#2024" };
    const user = await request.post(`${UPSTREAM_URL}/api/dashboard/users/store`, {
      headers,
      multipart: { name: `موظف ${id}`, ...account, password_confirmation: account.password, role_id: String(roleId), is_active: "1" },
    });
    expect(user.status(), await user.text()).toBe(201);
    const setPermissions = (permissions: string[]) => grant(request, headers, roleId, `دور فوري ${id}`, permissions);

    const login = await page.request.post("/login", {
      form: { csrf: await csrfToken(page.request), ...account, redirectTo: "" },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    const sources = async () => (await page.request.get("/sources", { maxRedirects: 0 })).status();
    expect(await sources()).toBe(302);
    await setPermissions(["show_blogs", "show_sources"]);
    expect(await sources(), "granted: the next request opens the area").toBe(200);
    await setPermissions(["show_blogs"]);
    expect(await sources(), "taken back: the next request is refused").toBe(302);
    expect((await page.request.get("/blogs", { maxRedirects: 0 })).status()).toBe(200);
  });

  test("/no-permissions is protected like any other page", async ({ page, jsEnabled }) => {
    rawOnly(jsEnabled);
    const res = await page.request.get("/no-permissions", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/login?redirectTo=%2Fno-permissions");
  });
});
