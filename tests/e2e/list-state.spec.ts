/**
 * A list keeps its state: leaving it for a record's form and coming back (after a save or a cancel)
 * returns to the same search, filters, sort, page and page size, with and without JavaScript.
 */
import { ar, en, expect, test, toast } from "./fixtures";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

/** The page's path and its query as a set of pairs (their order does not matter). */
function expectList(page: import("@playwright/test").Page, path: string, query: Record<string, string>) {
  return expect
    .poll(() => {
      const url = new URL(page.url());
      return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
    })
    .toEqual({ path, query });
}

for (const locale of ["ar", "en"] as const) {
  const t = locale === "ar" ? ar : en;
  const list = locale === "ar" ? "/blogs" : "/en/blogs";
  const state = { sort: "title_ar", dir: "asc", page: "2", is_active: "1" };

  test(`${locale}: save and cancel lead back to the same sorted, filtered page of the list`, async ({ page, login }, testInfo) => {
    // Each run saves a row of its own, so that parallel runs never edit one record at once.
    const row = (locale === "ar" ? 0 : 1) + (testInfo.project.name.includes("off") ? 2 : 0);
    await login("admin");
    await page.goto(`${list}?${new URLSearchParams(state)}`);
    const rows = page.locator("table tbody").getByRole("row");
    await expect(rows.first()).toBeVisible();

    // Cancel from "add".
    await page.getByRole("link", { name: t.list.add.replace("{{item}}", t.entities.blogs.one) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("link", { name: t.common.cancel }).click();
    await expectList(page, list, state);

    // Save from "edit": the toast says it was saved, and the list is where it was.
    await rows
      .nth(row)
      .getByRole("link", { name: new RegExp(`^${t.list.edit}`) })
      .click();
    await expect(page.locator("form.entity-form")).toBeVisible();
    await page.getByRole("button", { name: t.common.save }).click();
    await expectList(page, list, state);
    await expect(toast(page, locale === "ar" ? "تم التعديل بنجاح." : "Updated successfully.")).toBeVisible();
  });
}
