/**
 * Lists on a 1366 px laptop and a 360 px phone: the row actions never leave the screen, a table
 * that scrolls sideways is a labelled region the keyboard can scroll, and (with JavaScript) the
 * bulk bar shows only while rows are chosen. That a list's rows start in the upper half of a
 * phone's first screen is phone.spec.ts's check. Both languages, JavaScript on and off.
 */
import { ENTITIES } from "../../app/entities/registry";
import { expect, test } from "./a11y";
import { ar, en, localized, visit, type Locale } from "./fixtures";

const AREAS = Object.keys(ENTITIES);
const dict = { ar, en };

test.describe.configure({ timeout: 120_000 });

test.describe("a 1366 × 768 laptop", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const locale of ["ar", "en"] as Locale[]) {
    test(`every list is a real table whose row actions are inside the screen, the table a labelled scrolling region (${locale})`, async ({
      page,
      jsEnabled,
    }) => {
      for (const area of AREAS) {
        await visit(page, localized(`/${area}`, locale), jsEnabled);
        const region = page.getByRole("region", { name: dict[locale].nav[area as keyof (typeof ar)["nav"]] });
        await expect(region, area).toBeVisible();
        await expect(region, area).toHaveAttribute("tabindex", "0");
        // Rows and column headers, not the phone's cards.
        await expect(region.getByRole("columnheader").first(), area).toBeVisible();
        expect(
          await page
            .locator("tbody tr")
            .first()
            .evaluate((tr) => getComputedStyle(tr).display),
          area,
        ).toBe("table-row");
        const actions = page.locator("tbody tr").first().locator("td.row-actions");
        await expect(actions, area).toBeVisible();
        const box = await actions.boundingBox();
        expect(box, area).not.toBeNull();
        expect(box!.x, `${area}: actions start inside the screen`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${area}: actions end inside the screen`).toBeLessThanOrEqual(1366);
      }
    });
  }
});

test.describe("columns that give way", () => {
  for (const locale of ["ar", "en"] as Locale[]) {
    const t = dict[locale];
    test(`the orders table fits a laptop by folding its least important columns, keeps the sorted one, and shows all on a wide screen (${locale})`, async ({
      page,
    }) => {
      const header = (label: string) => page.getByRole("columnheader", { name: label, exact: true });
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(localized("/orders", locale));
      const region = page.getByRole("region", { name: t.nav.orders });
      await expect(header(t.fields.name)).toBeVisible();
      await expect(header(t.fields.status)).toBeVisible();
      await expect(header(t.fields.short_description)).toBeHidden();
      await expect(header(t.fields.source_id)).toBeHidden();
      expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth), "the table needs no sideways scroll").toBe(true);
      // The column the list is sorted by stays, whatever its priority.
      // Orders of one source (other tests add orders without one): the first row names it.
      await page.goto(localized("/orders?source_id=1&sort=created_at&dir=desc", locale));
      await expect(header(t.fields.created_at)).toBeVisible();
      // What gave way is on the order's own page.
      const row = page
        .locator("tbody tr")
        .filter({ has: page.locator('td[data-p="3"] bdi') })
        .first();
      const sourceName = (await row.locator('td[data-p="3"] bdi').first().textContent())?.trim() ?? "";
      expect(sourceName).not.toBe("");
      await row.locator('a[href*="/request"]').click();
      await expect(page.locator(".details-list")).toContainText(sourceName);

      await page.setViewportSize({ width: 1920, height: 900 });
      await page.goto(localized("/orders", locale));
      for (const label of [t.fields.short_description, t.fields.source_id, t.fields.moderator, t.fields.created_at]) await expect(header(label)).toBeVisible();
    });
  }
});

test.describe("a 360 × 740 phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const locale of ["ar", "en"] as Locale[]) {
    // That no screen scrolls sideways at 360 px, and that every list's first record starts in the
    // upper half of the screen, are checked in phone.spec.ts's walk through every screen.
    test(`a report table wider than the phone scrolls in its own labelled region (${locale})`, async ({ page }) => {
      await page.goto(localized("/comments", locale));
      const table = page.getByRole("region", { name: dict[locale].reports.moderators.caption });
      await expect(table).toHaveAttribute("tabindex", "0");
      expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth), "the moderators table is wider than a phone").toBe(true);
    });

    test(`an order's request page puts the contact buttons and the follow-up form before the details (${locale})`, async ({ page }) => {
      const t = dict[locale].orders.request;
      await page.goto(localized("/orders", locale));
      await page.locator('tbody a[href*="/request"]').first().click();
      const top = async (name: string) => (await page.getByRole("heading", { name, exact: true }).boundingBox())!.y;
      const [contact, form, details] = [await top(t.contact.heading), await top(t.form.heading), await top(t.details)];
      expect(contact).toBeLessThan(form);
      expect(form).toBeLessThan(details);
      expect(contact, "the contact buttons start on the first screen").toBeLessThan(740);
    });

    test(`the filters fold under «${dict[locale].list.moreFilters}», which says how many are in use and opens to them; a laptop shows them all (${locale})`, async ({
      page,
    }) => {
      const t = dict[locale].list;
      const fold = page.getByRole("search", { name: t.filters }).locator("summary");
      await page.goto(localized("/blogs", locale));
      await expect(fold).toHaveText(t.moreFilters);
      // Two filters in use; the page size is no filter.
      await page.goto(localized("/orders?status=2&source_id=1&per_page=50", locale));
      await expect(fold).toHaveText(t.moreFiltersActive.replace("{{n}}", "2"));
      await expect(page.getByLabel(dict[locale].fields.status, { exact: true })).toBeHidden();
      await expect(page.getByLabel(t.perPage)).toBeHidden();
      await fold.click();
      await expect(page.getByLabel(dict[locale].fields.status, { exact: true })).toHaveValue("2");
      await expect(page.getByLabel(t.perPage)).toBeVisible();
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(localized("/orders?status=2", locale));
      await expect(fold).toBeHidden();
      await expect(page.getByLabel(dict[locale].fields.status, { exact: true })).toBeVisible();
    });
  }
});

test.describe("the bulk bar", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const locale of ["ar", "en"] as Locale[]) {
    const t = dict[locale];
    test(`with JavaScript it shows only while rows are chosen, and says how many (${locale}) @js-only`, async ({ page }) => {
      await page.goto(localized("/blogs", locale));
      const bar = page.getByRole("group", { name: t.bulk.legend });
      const remove = page.getByRole("button", { name: t.bulk.delete });
      await expect(bar).toBeHidden();
      const boxes = page.locator('tbody input[name="ids"]');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("status")).toHaveText((locale === "ar" ? t.counts.selected_two : t.counts.selected_other).replace("{{count}}", "2"));
      await expect(remove).toBeEnabled();
      await boxes.nth(0).uncheck();
      await boxes.nth(1).uncheck();
      await expect(bar).toBeHidden();
    });

    test(`without JavaScript it stays, and an empty choice is answered by the server (${locale}) @no-js-only`, async ({ page }) => {
      await page.goto(localized("/blogs", locale));
      await page.getByRole("button", { name: t.bulk.delete }).click();
      await expect(page.getByRole("alert").filter({ hasText: t.bulk.noneSelected })).toBeVisible();
    });
  }
});
