/**
 * History, activity, undo and the bin (an optional extension of the API, which the reference
 * upstream offers): an edit shows in the record's history with who and the old and new value, and
 * "Restore" fills the edit form with the earlier values; "Undo" after a delete and after a bulk
 * delete brings the rows back; the bin restores a record with the same id and an administrator
 * deletes one forever; the activity page filters by staff member, and someone without
 * `show_activity` sees only their own; an editor is refused the history of an area they cannot
 * see; an upstream without the extension gets a page that says so. Arabic and English, JavaScript
 * on and off. Records are made over HTTP with the upstream's API; the screens under test are used
 * in the browser.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations, expectSoundStructure } from "./a11y";
import { TOTP } from "otpauth";
import { ACCOUNTS, csrfToken, dict, expect, STEADY_DASHBOARD_URL, localized, test, toast, upstreamAdminHeaders, UPSTREAM_URL, type Locale } from "./fixtures";
import { addFollowUp, createOrder } from "./orders";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

const LOCALES: Locale[] = ["ar", "en"];

const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A source (order origin) made over the upstream's API as the administrator; its id. */
async function makeSource(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.post(`${UPSTREAM_URL}/api/dashboard/sources/store`, {
    headers: await upstreamAdminHeaders(request),
    multipart: { name_ar: `مصدر ${name}`, name_en: name, is_active: "1" },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function upstreamStatus(request: APIRequestContext, path: string): Promise<number> {
  return (await request.get(`${UPSTREAM_URL}/api/dashboard/${path}`, { headers: await upstreamAdminHeaders(request) })).status();
}

// Several pages and an axe run per test, on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** Posts the list's delete (one row, or the bulk bar) without following the redirect, then opens the page it leads to: its message. */
async function deleteThenOpen(page: Page, path: string, form: Record<string, string | string[]>) {
  const body = new URLSearchParams({ csrf: await csrfToken(page.request) });
  for (const [name, value] of Object.entries(form)) for (const v of [value].flat()) body.append(name, v);
  const res = await page.request.post(path, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: body.toString(),
    maxRedirects: 0,
  });
  expect(res.status(), await res.text()).toBe(302);
  await page.goto(res.headers()["location"]!);
}

test.describe("as the administrator", () => {
  test.use({ loggedIn: true });

  for (const locale of LOCALES) {
    const t = dict[locale];
    const h = t.history;

    test(`an edit shows in the history with who, the old and the new value; "Restore" fills the edit form with the earlier values (${locale})`, async ({
      page,
      request,
      jsEnabled,
    }) => {
      const name = unique("hist");
      const id = await makeSource(request, name);
      await page.goto(localized(`/sources/${id}/edit`, locale));
      const english = page.getByLabel(new RegExp(`^${t.fields.name_en.replace(/[()]/g, "\\$&")}`));
      await english.fill(`${name} renamed`);
      await page.getByRole("button", { name: t.common.save }).click();
      await expect(page).toHaveURL(/\/sources(\?|$)/);

      // The history, linked from the edit page: the newest entry first, by the administrator.
      await page.goto(localized(`/sources/${id}/edit`, locale));
      await page.getByRole("link", { name: t.forms.historyLink, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/sources/${id}/history$`));
      const entries = page.getByRole("listitem").filter({ has: page.getByRole("table") });
      const newest = entries.first();
      await expect(newest).toContainText(h.action_update);
      await expect(newest).toContainText("مدير النظام");
      const row = newest.getByRole("row", { name: new RegExp(t.fields.name_en.replace(/[()]/g, "\\$&")) });
      await expect(row.getByRole("cell").nth(0)).toHaveText(name);
      await expect(row.getByRole("cell").nth(1)).toHaveText(`${name} renamed`);
      // Created second: the creation is the older entry, with every field.
      await expect(entries.nth(1)).toContainText(h.action_create);
      if (jsEnabled) await expectNoAxeViolations(page, `history ${locale}`);
      else await expectSoundStructure(page, { frame: true, locale });

      // "Restore": the edit form with the value from before that change, on the current version.
      await newest.getByRole("link", { name: h.restore }).click();
      await expect(page).toHaveURL(new RegExp(`/sources/${id}/edit\\?restore=\\d+$`));
      await expect(page.getByRole("status").filter({ hasText: t.forms.restoredFrom.slice(0, 12) })).toBeVisible();
      await expect(english).toHaveValue(name);
      await page.getByRole("button", { name: t.common.save }).click();
      await expect(page).toHaveURL(/\/sources(\?|$)/);
      const shown = await request.get(`${UPSTREAM_URL}/api/dashboard/sources/show/${id}`, { headers: await upstreamAdminHeaders(request) });
      expect(((await shown.json()) as { data: { name_en: string } }).data.name_en).toBe(name);
      // The restore is itself an entry.
      await page.goto(localized(`/sources/${id}/history`, locale));
      await expect(
        entries
          .first()
          .getByRole("row", { name: new RegExp(t.fields.name_en.replace(/[()]/g, "\\$&")) })
          .getByRole("cell")
          .nth(1),
      ).toHaveText(name);
    });

    test(`"Undo" after a delete and after a bulk delete brings the rows back with their ids (${locale})`, async ({ page, request }) => {
      const name = unique("undo");
      const [one, two, three] = [await makeSource(request, `${name} a`), await makeSource(request, `${name} b`), await makeSource(request, `${name} c`)];
      await page.goto(localized(`/sources?name=${encodeURIComponent(name)}`, locale));
      const rows = page.getByRole("row").filter({ hasText: name });
      await expect(rows).toHaveCount(3);

      const list = localized(`/sources?name=${encodeURIComponent(name)}`, locale);
      await deleteThenOpen(page, list, { intent: "delete", id: String(one) });
      await expect(rows).toHaveCount(2);
      const undo = page.locator(".toaster").getByRole("button", { name: t.common.undo });
      await undo.click();
      await expect(toast(page, h.restored_one)).toBeVisible();
      await expect(rows).toHaveCount(3);
      expect(await upstreamStatus(request, `sources/show/${one}`)).toBe(200);
      // Once it brought the record back, "Undo" is no longer offered: it cannot be pressed twice.
      await expect(undo).toHaveCount(0);
      await expect(page.getByText(h.restoreFailed_one.slice(0, 12))).toHaveCount(0);

      await deleteThenOpen(page, list, { intent: "bulk", action: "delete", ids: [String(two), String(three)] });
      await expect(rows).toHaveCount(1);
      await undo.click();
      await expect(toast(page, h.restored_two.replace("{{count}}", "2"))).toBeVisible();
      await expect(rows).toHaveCount(3);
      await expect(undo).toHaveCount(0);
      // Back to the list as it was (its search kept).
      await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(name)}`));
    });

    test(`the bin restores a record with the same id, and the administrator deletes one forever after a question (${locale})`, async ({
      page,
      request,
      jsEnabled,
    }) => {
      const name = unique("bin");
      const [kept, gone] = [await makeSource(request, `${name} kept`), await makeSource(request, `${name} gone`)];
      for (const id of [kept, gone]) {
        const res = await request.delete(`${UPSTREAM_URL}/api/dashboard/sources/delete/${id}`, { headers: await upstreamAdminHeaders(request) });
        expect(res.status()).toBe(200);
      }
      await page.goto(localized("/trash?area=sources", locale));
      await expect(page.getByRole("heading", { level: 1, name: h.trashTitle })).toBeVisible();
      if (jsEnabled) await expectNoAxeViolations(page, `trash ${locale}`);
      else await expectSoundStructure(page, { frame: true, locale });
      // Named by its Arabic name (the first name a record has), in either language.
      const label = (suffix: string) => `مصدر ${name} ${suffix}`;
      await page.getByRole("button", { name: h.restoreLabel.replace("{{label}}", label("kept")) }).click();
      await expect(toast(page, h.restored_one)).toBeVisible();
      expect(await upstreamStatus(request, `sources/show/${kept}`)).toBe(200);

      await page.getByRole("link", { name: h.purgeLabel.replace("{{label}}", label("gone")) }).click();
      const question = page.getByRole("alertdialog", { name: h.purgeTitle });
      await expect(question).toBeVisible();
      await question.getByRole("button", { name: h.purgeConfirm }).click();
      await expect(toast(page, h.purged.replace("{{label}}", label("gone")))).toBeVisible();
      await expect(
        page
          .getByRole("main")
          .getByRole("listitem")
          .filter({ hasText: label("gone") }),
      ).toHaveCount(0);
      // Gone for good: not in the bin, not restorable.
      const restore = await request.post(`${UPSTREAM_URL}/api/dashboard/trash/sources/${gone}/restore`, { headers: await upstreamAdminHeaders(request) });
      expect(restore.status()).toBe(404);
    });

    test(`a date field's change shows days, not timestamps; "Restore" only where the edit form can take the values back (${locale})`, async ({
      page,
      request,
    }) => {
      const name = unique("dates");
      const made = await request.post(`${UPSTREAM_URL}/api/dashboard/offers/store`, {
        headers: await upstreamAdminHeaders(request),
        multipart: { title_ar: `عرض ${name}`, title_en: name, starts_at: "2026-11-01", is_active: "1" },
      });
      expect(made.ok(), await made.text()).toBe(true);
      const offer = ((await made.json()) as { data: { id: number } }).data.id;
      const changed = await request.post(`${UPSTREAM_URL}/api/dashboard/offers/update/${offer}`, {
        headers: await upstreamAdminHeaders(request),
        multipart: { starts_at: "2026-12-15" },
      });
      expect(changed.ok(), await changed.text()).toBe(true);
      await page.goto(localized(`/offers/${offer}/history`, locale));
      const entries = page.getByRole("listitem").filter({ has: page.getByRole("table") });
      const row = entries.first().getByRole("row", { name: new RegExp(t.fields.starts_at) });
      await expect(row.getByRole("cell").nth(0)).toHaveText("2026-11-01");
      await expect(row.getByRole("cell").nth(1)).toHaveText("2026-12-15");
      await expect(page.getByRole("main")).not.toContainText("T00:00:00");
      await expect(entries.first().getByRole("link", { name: h.restore })).toBeVisible();

      // A record in the bin has no edit form to fill: its history offers no "Restore".
      const source = await makeSource(request, name);
      await request.post(`${UPSTREAM_URL}/api/dashboard/sources/update/${source}`, {
        headers: await upstreamAdminHeaders(request),
        multipart: { name_en: `${name} renamed` },
      });
      expect((await request.delete(`${UPSTREAM_URL}/api/dashboard/sources/delete/${source}`, { headers: await upstreamAdminHeaders(request) })).status()).toBe(
        200,
      );
      await page.goto(localized(`/sources/${source}/history`, locale));
      await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: h.action_update })).toHaveCount(1);
      await expect(page.getByRole("link", { name: h.restore })).toHaveCount(0);
      await expect(page.getByText(h.restoreHint)).toHaveCount(0);
    });

    test(`two-step login reads as turned on and reset by the administrator, with no "Restore" (${locale})`, async ({ page, request, jsEnabled }) => {
      const suffix = unique("ts");
      const staff = { name: `موظف ${suffix}`, email: `${suffix}@lawha.test`, password: `Pass#${suffix}` };
      const roles = await request.get(`${UPSTREAM_URL}/api/dashboard/roles`, { headers: await upstreamAdminHeaders(request) });
      const role = ((await roles.json()) as { data: Array<{ id: number; name_en: string }> }).data.find((r) => r.name_en === "Moderator")!.id;
      const made = await request.post(`${UPSTREAM_URL}/api/dashboard/users/store`, {
        headers: await upstreamAdminHeaders(request),
        form: { ...staff, password_confirmation: staff.password, role_id: String(role), is_active: "1" },
      });
      expect(made.status(), await made.text()).toBe(201);
      const id = ((await made.json()) as { data: { id: number } }).data.id;
      // The staff member turns it on (over the API), then the administrator resets it.
      const login = await request.post(`${UPSTREAM_URL}/api/auth/login`, { form: { email: staff.email, password: staff.password } });
      const own = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
      const setup = await request.post(`${UPSTREAM_URL}/api/auth/two-step/setup`, { headers: own, form: {} });
      const secret = ((await setup.json()) as { data: { secret: string } }).data.secret;
      const code = new TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" }).generate();
      expect((await request.post(`${UPSTREAM_URL}/api/auth/two-step/confirm`, { headers: own, form: { code } })).status()).toBe(200);
      const reset = await request.post(`${UPSTREAM_URL}/api/dashboard/users/${id}/two-step/reset`, { headers: await upstreamAdminHeaders(request), form: {} });
      expect(reset.status()).toBe(200);

      await page.goto(localized(`/users/${id}/history`, locale));
      const entries = page.getByRole("listitem").filter({ has: page.getByRole("table") });
      const twoStep = (entry: number) =>
        entries
          .nth(entry)
          .getByRole("row", { name: new RegExp(h.field_two_step) })
          .getByRole("cell");
      await expect(twoStep(0)).toHaveText(h.twoStepReset.replace("{{name}}", "مدير النظام"));
      await expect(twoStep(1)).toHaveText(h.twoStepOn);
      for (const entry of [0, 1]) await expect(entries.nth(entry)).not.toContainText(h.secret);
      await expect(page.getByRole("link", { name: h.restore })).toHaveCount(0);
      if (jsEnabled) await expectNoAxeViolations(page, `two-step history ${locale}`);
    });

    test(`the activity page filters by staff member (GET form) (${locale})`, async ({ page, request, jsEnabled }) => {
      // The editor changes something of their own, over the API.
      const login = await request.post(`${UPSTREAM_URL}/api/auth/login`, { form: { email: "editor@lawha.test", password: "Editor#2024" } });
      const token = ((await login.json()) as { token: string }).token;
      const made = await request.post(`${UPSTREAM_URL}/api/dashboard/testimonials/store`, {
        headers: { Authorization: `Bearer ${token}` },
        multipart: { name: unique("رأي"), content_ar: "نص الرأي", rating: "5", is_active: "1" },
      });
      expect(made.ok(), await made.text()).toBe(true);

      await page.goto(localized("/activity", locale));
      if (jsEnabled) await expectNoAxeViolations(page, `activity ${locale}`);
      else await expectSoundStructure(page, { frame: true, locale });
      await page.getByLabel(h.filterStaff).selectOption({ label: "نورة الشمري" });
      await page.getByLabel(h.filterArea).selectOption({ label: t.nav.testimonials });
      await page.getByRole("button", { name: h.apply }).click();
      await expect(page).toHaveURL(/user=\d+/);
      const entries = page.locator(".activity-list > li");
      await expect(entries.first()).toContainText("نورة الشمري");
      await expect(entries.first()).toContainText(h.action_create);
      const whos = await entries.locator(".history-who bdi").allTextContents();
      expect(new Set(whos)).toEqual(new Set(["نورة الشمري"]));
      // Each entry leads to its record's history.
      await entries.first().getByRole("link").first().click();
      await expect(page).toHaveURL(/\/testimonials\/\d+\/history$/);
    });
  }
});

for (const locale of LOCALES) {
  const t = dict[locale];
  const h = t.history;

  test(`someone without show_activity sees only their own activity; an editor is refused the history of an area they cannot see (${locale})`, async ({
    page,
    login,
  }) => {
    await login("editor", { locale });
    await page.goto(localized("/activity", locale));
    await expect(page.getByText(h.activityOwn)).toBeVisible();
    await expect(page.getByLabel(h.filterStaff)).toHaveCount(0);
    // Even when asked for someone else's.
    await page.goto(localized("/activity?user=1", locale));
    const whos = await page.locator(".activity-list .history-who bdi").allTextContents();
    expect(whos.filter((who) => who !== "نورة الشمري")).toEqual([]);

    // Sources are not the editor's: their history is refused on the server.
    await page.goto(localized("/sources/1/history", locale));
    await expect(page.getByRole("heading", { level: 1, name: t.errors.noPermissionTitle })).toBeVisible();
  });
}

for (const locale of LOCALES) {
  const t = dict[locale];
  const h = t.history;

  test(`a moderator reads an order's change of moderator by names, and filters the activity by their own areas only (${locale})`, async ({
    page,
    request,
    login,
  }) => {
    const order = await createOrder(request);
    await addFollowUp(request, { email: "moderator2@lawha.test", password: "Moderator#2024" }, order.id, { status: "2", sub_status: "1" });
    await addFollowUp(request, "moderator", order.id, { status: "2", sub_status: "2", comment: "اتصلت" });
    await login("moderator", { locale });
    await page.goto(localized(`/orders/${order.id}/history`, locale));
    const newest = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("table") })
      .first();
    await expect(newest).toContainText(h.action_follow_up);
    const moderator = newest.getByRole("row", { name: new RegExp(t.fields.moderator_id) }).getByRole("cell");
    await expect(moderator.nth(0)).toHaveText("فهد الدوسري");
    await expect(moderator.nth(1)).toHaveText(ACCOUNTS.moderator.name);

    // Orders are the moderator's only area: the filter offers nothing else.
    await page.goto(localized("/activity", locale));
    const areas = await page.getByLabel(h.filterArea).locator("option").allTextContents();
    expect(areas).toEqual([h.filterAll, t.nav.orders]);
  });
}

test("an editor cannot restore from the bin what they may not edit (HTTP)", async ({ page, login, jsEnabled }) => {
  test.skip(!jsEnabled, "raw HTTP: runs once, in the js-on project");
  await login("editor");
  const res = await page.request.post("/trash", {
    form: { csrf: await csrfToken(page.request), intent: "restore", area: "sources", ids: "1" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
});

for (const locale of LOCALES) {
  test(`an upstream without the extension: the history, activity and bin pages say so (${locale})`, async ({ page, login }) => {
    const h = dict[locale].history;
    await login("admin", { baseURL: STEADY_DASHBOARD_URL, locale });
    for (const path of ["/activity", "/trash", "/blogs/1/history"]) {
      await page.goto(`${STEADY_DASHBOARD_URL}${localized(path, locale)}`);
      await expect(page.getByText(h.notOffered)).toBeVisible();
    }
  });
}
