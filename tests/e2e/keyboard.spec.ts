/**
 * Every flow can be done without a mouse. After opening the first page by URL, these
 * tests only press keys (`page.keyboard`): Tab to a control, type, Enter or Space. They run with
 * JavaScript (focus management is the script's part; without it the browser's own keyboard
 * handling of links, forms, <details> and the checkbox menu is all there is).
 */
import type { Locator, Page } from "@playwright/test";
import { createAdminUser } from "../support/upstream-db";
import { expect, test } from "./a11y";
import { ar, csrfToken, dict, expectHydrated, expectPath, localized } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await target.waitFor({ state: "attached" });
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${target} never got focus after ${max} presses of ${back ? "Shift+Tab" : "Tab"}`);
}

/** The element that has focus, as a locator-friendly description. */
function focused(page: Page): Locator {
  return page.locator("*:focus");
}

test.describe("keyboard only @js-only", () => {
  test.describe("logged out", () => {
    test.use({ loggedIn: false });
    test("log in: Tab to the fields, type, Enter", async ({ page }) => {
      await page.goto("/login");
      await expectHydrated(page);
      await tabTo(page, page.getByLabel(ar.auth.email));
      await page.keyboard.type("admin@lawha.test");
      await page.keyboard.press("Tab");
      await expect(page.getByLabel(ar.auth.password)).toBeFocused();
      await page.keyboard.type("Admin#2024");
      await page.keyboard.press("Enter");
      await expectPath(page, "/");
      await expect(page.getByRole("heading", { level: 1, name: ar.reports.statuses.title })).toBeVisible();
    });
  });

  test("skip link, then navigate by the sidebar: focus lands on the new page's heading", async ({ page }) => {
    await page.goto("/blogs");
    await expectHydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: ar.app.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();

    const news = page.getByRole("navigation", { name: ar.nav.mainNavigation }).getByRole("link", { name: ar.nav.news, exact: true });
    await tabTo(page, news, { back: true });
    // The focus ring is visible (the shared :focus-visible style).
    expect(await news.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
    await page.keyboard.press("Enter");
    await expectPath(page, "/news");
    const heading = page.getByRole("heading", { level: 1, name: ar.nav.news });
    await expect(heading).toBeFocused();
  });

  test("search, sort and paginate a list", async ({ page }) => {
    await page.goto("/orders?per_page=10");
    await expectHydrated(page);
    // Paginate: the "next" link.
    await tabTo(page, page.getByRole("navigation", { name: ar.list.pagination }).getByRole("link", { name: ar.list.next }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]page=2/);
    // Sort: a column header's link.
    const sortable = page.locator("thead a.sort-link").first();
    await tabTo(page, sortable, { back: true });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]sort=/);
    // Search: typing submits by itself (700 ms debounce); focus stays in the box.
    const search = page.getByRole("searchbox", { name: ar.list.search, exact: true });
    await tabTo(page, search, { back: true });
    await page.keyboard.type("zzzz-nothing");
    await expect(page).toHaveURL(/[?&]name=zzzz-nothing/);
    await expect(search).toBeFocused();
    await expect(page.getByText(ar.list.noMatches)).toBeVisible();
  });

  test("add, edit and delete with confirmation; the dialog keeps and returns focus", async ({ page }) => {
    const id = `kb${Date.now().toString(36)}`;
    const F = ar.fields;
    await page.goto("/sources");
    await expectHydrated(page);
    await tabTo(page, page.getByRole("link", { name: ar.list.add.replace("{{item}}", ar.entities.sources.one) }));
    await page.keyboard.press("Enter");
    await expectPath(page, "/sources/add");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

    // A failed submit puts focus on the first invalid field. Right after hydration the validator
    // may still be on its way, so the server answers; the user types once the message shows.
    await tabTo(page, page.getByRole("button", { name: ar.common.save }));
    await page.keyboard.press("Enter");
    await expect(page.getByLabel(F.name_ar)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(F.name_ar)).toBeFocused();

    await page.keyboard.type(`مصدر ${id}`);
    await tabTo(page, page.getByLabel(F.name_en));
    await page.keyboard.type(`Source ${id}`);
    await tabTo(page, page.getByRole("button", { name: ar.common.save }));
    await page.keyboard.press("Enter");
    await expectPath(page, "/sources");

    // Edit: find it, open it, change it.
    await tabTo(page, page.getByRole("searchbox", { name: ar.list.search, exact: true }), { back: true });
    await page.keyboard.type(id);
    await expect(page).toHaveURL(new RegExp(`name=${id}`));
    const edit = page.getByRole("link", { name: ar.list.editAria.replace("{{label}}", `مصدر ${id}`) });
    await tabTo(page, edit);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await tabTo(page, page.getByLabel(F.name_ar));
    await page.keyboard.press("End");
    await page.keyboard.type(" معدل");
    await page.keyboard.press("Enter");
    await expectPath(page, "/sources");

    // Delete: the question takes focus, Tab stays inside it, Escape cancels and returns focus.
    // The list came back with this search already in place: Enter searches at once, so no typed
    // search is still waiting to run (and to replace the question) while the dialog is open.
    await tabTo(page, page.getByRole("searchbox", { name: ar.list.search, exact: true }), { back: true });
    await page.keyboard.type(id);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`name=${id}`));
    const label = `مصدر ${id} معدل`;
    const del = page.getByRole("link", { name: ar.list.deleteAria.replace("{{label}}", label) });
    await tabTo(page, del);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeFocused();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(del).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: ar.list.confirmDelete })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(ar.list.noMatches)).toBeVisible();
  });

  for (const locale of ["ar", "en"] as const) {
    test(`typing at once after a refused save stays in the field being typed in, however late the check's look for focus runs (${locale})`, async ({
      page,
    }) => {
      const t = dict[locale];
      const typed = locale === "ar" ? ["مصدر", " ثابت"] : ["Source", " kept"];
      // The page's timers run on the test's clock: the look for the first invalid field, a zero
      // timeout after the refused save, runs only once the first letters are typed (a busy phone).
      await page.clock.install();
      await page.goto(localized("/sources/add", locale));
      await expect(page.locator("form.entity-form")).toHaveAttribute("data-validation", "browser");
      await page.clock.pauseAt(Date.now() + 60_000);
      await tabTo(page, page.getByRole("button", { name: t.common.save }));
      await page.keyboard.press("Enter");
      await expect(page.getByLabel(t.fields.name_ar)).toBeFocused();
      await page.keyboard.type(typed[0]!);
      await page.clock.runFor(100);
      await page.keyboard.type(typed[1]!);
      await expect(page.getByLabel(t.fields.name_ar)).toHaveValue(typed.join(""));
      await expect(page.getByLabel(t.fields.name_ar)).toBeFocused();
      await expect(page.getByLabel(t.fields.name_en)).toHaveValue("");
    });
  }

  test("bulk: select with Space; the question keeps focus, Escape cancels and nothing changes", async ({ page }) => {
    // Seeded sources only: other tests add and delete their own ("مصدر kb…") at the same time.
    await page.goto("/sources?sort=created_at&dir=asc");
    await expectHydrated(page);
    const first = (await page.locator("tbody tr").first().locator("td").nth(1).innerText()).trim();
    await tabTo(page, page.getByRole("checkbox", { name: ar.bulk.selectAll }));
    await page.keyboard.press("Space");
    await tabTo(page, page.getByRole("button", { name: ar.bulk.delete }), { back: true });
    await page.keyboard.press("Enter");
    const question = page.getByRole("alertdialog");
    await expect(question).toBeFocused();
    await expect(question.getByRole("listitem").filter({ hasText: first })).toHaveCount(1);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await question.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(question).toBeHidden();
    await expect(page).not.toHaveURL(/bulk=/);
    await expect(page.getByRole("checkbox", { name: ar.bulk.selectRow.replace("{{label}}", first) })).toBeVisible();
    // Focus is back in the page, not lost on <body>.
    expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
  });

  test("follow up an order", async ({ page }) => {
    await page.goto("/orders");
    const href = await page.locator('tbody a[href*="/request"]').first().getAttribute("href");
    await page.goto(href!);
    await expectHydrated(page);
    const T = ar.orders.request.form;
    await tabTo(page, page.getByLabel(T.status));
    await page.keyboard.press("ArrowDown");
    await tabTo(page, page.getByLabel(T.subStatus));
    await page.keyboard.press("ArrowDown");
    await tabTo(page, page.getByLabel(T.comment));
    const comment = `متابعة بلوحة المفاتيح ${Date.now()}`;
    await page.keyboard.type(comment);
    await tabTo(page, page.getByRole("button", { name: T.submit }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("list", { name: ar.orders.request.timeline.heading }).getByText(comment)).toBeVisible();
  });

  test("change a setting", async ({ page }) => {
    const user = await createAdminUser("keyboard");
    await page.context().clearCookies();
    const res = await page.request.post("/login", {
      form: { csrf: await csrfToken(page.request), email: user.email, password: user.password, redirectTo: "" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    await page.context().clearCookies({ name: "__lawha_toast" });
    await page.goto("/setting");
    await expectHydrated(page);
    const name = page.getByRole("region", { name: ar.settings.account.heading }).getByLabel(ar.settings.account.name);
    await tabTo(page, name);
    await page.keyboard.press("ControlOrMeta+A");
    const newName = `لوحة المفاتيح ${Date.now().toString(36)}`;
    await page.keyboard.type(newName);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("banner").getByText(newName)).toBeAttached();
  });

  test("the rich-text editor: Escape leaves for its toolbar, Tab goes on through the form", async ({ page }) => {
    await page.goto("/blogs/add");
    await expectHydrated(page);
    const editor = page.getByRole("textbox", { name: ar.fields.content_ar });
    await tabTo(page, editor);
    await page.keyboard.type("نص");
    await page.keyboard.press("Escape");
    await expect(focused(page)).toHaveAttribute("class", /rte-button/);
    await page.keyboard.press("Tab");
    await expect(editor).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(editor).not.toBeFocused();
  });

  test("phone menu: opens with Space, closes with Escape, focus back on its toggle", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/blogs");
    await expectHydrated(page);
    const nav = page.getByRole("navigation", { name: ar.nav.mainNavigation });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole("checkbox", { name: ar.nav.menu });
    await tabTo(page, toggle);
    await page.keyboard.press("Space");
    await expect(nav).toBeVisible();
    const news = nav.getByRole("link", { name: ar.nav.news, exact: true });
    await tabTo(page, news);
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Space");
    await tabTo(page, news);
    await page.keyboard.press("Enter");
    await expectPath(page, "/news");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: dict.ar.nav.news })).toBeFocused();
  });
});
