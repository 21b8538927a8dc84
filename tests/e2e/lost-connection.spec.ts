/**
 * A lost connection costs nothing typed. With JavaScript, a submit that cannot reach the server
 * keeps the form on screen with every value, says what happened in the page's language and offers
 * to send again; the page never becomes an error page of raw keys. (Without JavaScript the browser
 * itself shows its offline page and keeps the form in its history: nothing of ours runs.)
 */
import { ar, en, expect, expectHydrated, expectPath, test, toast } from "./fixtures";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

function uid(): string {
  return `lc${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

for (const locale of ["ar", "en"] as const) {
  const t = locale === "ar" ? ar : en;
  const at = (path: string) => (locale === "ar" ? path : `/en${path}`);

  test(`${locale}: a save while offline keeps the form and every value, and sends once back online @js-only`, async ({ page, login, context }) => {
    await login("admin");
    const id = uid();
    await page.goto(at("/category/add"));
    const form = page.locator("form.entity-form");
    await expect(form).toHaveAttribute("data-validation", "browser");
    const nameAr = page.getByLabel(t.fields.name_ar, { exact: true });
    const nameEn = page.getByLabel(t.fields.name_en, { exact: true });
    await nameAr.fill(`تصنيف ${id}`);
    await nameEn.fill(`Category ${id}`);

    await context.setOffline(true);
    await page.getByRole("button", { name: t.common.save }).click();
    const alert = page.getByRole("alert").filter({ hasText: t.errors.submitOffline });
    await expect(alert).toBeVisible();
    await expectPath(page, at("/category/add"));
    await expect(nameAr).toHaveValue(`تصنيف ${id}`);
    await expect(nameEn).toHaveValue(`Category ${id}`);
    // Nothing on the page is an untranslated key.
    await expect(page.locator("body")).not.toContainText(/\b(errors|forms|common)\.[a-zA-Z]+/);

    await context.setOffline(false);
    await expect(toast(page, t.frame.backOnline)).toBeVisible();
    await alert.getByRole("button", { name: t.errors.sendAgain }).click();
    await expect(page).not.toHaveURL(/\/add$/);
    await page.goto(at(`/category?name=${id}`));
    await expect(
      page
        .getByRole("cell", { name: `تصنيف ${id}` })
        .or(page.getByRole("cell", { name: `Category ${id}` }))
        .first(),
    ).toBeVisible();
    await expect(page.locator("table tbody").getByRole("row")).toHaveCount(1);
  });

  test(`${locale}: a follow-up whose connection is cut says the server could not be reached, keeps the comment @js-only`, async ({ page, login }) => {
    await login("moderator");
    await page.goto(at("/orders"));
    await page.locator("table tbody").getByRole("row").first().getByRole("link", { name: t.list.follow }).click();
    await expect(page.getByRole("heading", { level: 2, name: t.orders.request.form.heading })).toBeVisible();
    const comment = page.getByLabel(t.orders.request.form.comment);
    await comment.fill("تعليق لا يضيع");
    await page.getByLabel(t.orders.request.form.status).selectOption({ label: t.orders.status["2"] });
    await page.getByLabel(t.orders.request.form.subStatus).selectOption({ label: t.orders.subStatus["1"] });
    // The browser is online; the server's answer never comes (a reset connection).
    await page.route("**/*.data*", (route) => (route.request().method() === "POST" ? route.abort("connectionreset") : route.continue()));
    await page.getByRole("button", { name: t.orders.request.form.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: t.errors.submitUnreachable })).toBeVisible();
    await expect(comment).toHaveValue("تعليق لا يضيع");
    await expect(page.getByLabel(t.orders.request.form.subStatus)).toHaveValue("1");
    await expect(page.locator("body")).not.toContainText(/\b(errors|forms|orders)\.[a-zA-Z]+/);
  });

  test(`${locale}: offline, a link keeps the user on the page and says why @js-only`, async ({ page, login, context }) => {
    await login("admin");
    await page.goto(at("/blogs"));
    await expectHydrated(page);
    await context.setOffline(true);
    // What the user sees first: the page knows it is offline.
    await expect(page.getByText(t.frame.offline)).toBeVisible();
    await page.getByRole("navigation", { name: t.nav.mainNavigation }).getByRole("link", { name: t.nav.news }).click();
    await expect(page.getByText(t.frame.offlineStay)).toBeVisible();
    await expectPath(page, at("/blogs"));
    await expect(page.getByRole("heading", { level: 1, name: t.nav.blogs })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole("navigation", { name: t.nav.mainNavigation }).getByRole("link", { name: t.nav.news }).click();
    await expectPath(page, at("/news"));
  });
}
