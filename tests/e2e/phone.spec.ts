/**
 * Phone: at 360 px no page scrolls sideways (a wide table scrolls inside its own area,
 * or shows its rows as cards), and every control is a touch target of at least 24×24 px
 * (WCAG 2.5.8; links inside running text are exempt); on a list, the follow-up queue and an
 * order's page at least 44×44 px; every list's first record starts in the upper half of the
 * screen, and a list shows three records whole on the first screen, each a compact card. Both
 * languages, JavaScript on and off.
 */
import type { Page } from "@playwright/test";
import { ENTITIES } from "../../app/entities/registry";
import { SCREENS, firstOrderId } from "../../scripts/screens/screens.mjs";
import { expect, expectFitsThePhone, test } from "./a11y";
import { dict, localized, visit, type Locale } from "./fixtures";
import { expectFingerSized } from "./touch";

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 740 } });

// The gallery's screens and every entity's list and add form.
const PAGES = [
  ...new Set([
    ...SCREENS.filter((path) => path !== "/login" && !path.includes("{order}")),
    ...Object.keys(ENTITIES).flatMap((area) => [`/${area}`, `/${area}/add`]),
  ]),
];

const LISTS = new Set(Object.keys(ENTITIES).map((area) => `/${area}`));

/** A list on a phone: its first record starts in the upper half of the screen, the filters folded under the search. */
async function expectRecordsFirst(page: Page, path: string, locale: Locale) {
  const first = page.locator("tbody tr").first();
  await expect(first, path).toBeVisible();
  expect((await first.boundingBox())!.y, `${path}: the first record starts above half the screen`).toBeLessThan(370);
  await expect(page.getByRole("searchbox", { name: dict[locale].list.search, exact: true }), path).toBeVisible();
}

for (const locale of ["ar", "en"] as Locale[]) {
  test(`every screen fits a 360 px phone, targets ≥ 24 px; every list's first record starts in the upper half of the screen, the filters folded under one control (${locale})`, async ({
    page,
    jsEnabled,
  }) => {
    for (const path of PAGES) {
      await visit(page, localized(path, locale), jsEnabled);
      await expectFitsThePhone(page, path);
      if (LISTS.has(path)) await expectRecordsFirst(page, path, locale);
    }
    await visit(page, localized("/orders", locale), jsEnabled);
    const order = firstOrderId(await page.content());
    expect(order, "the orders list links to a request page").toBeTruthy();
    await visit(page, localized(`/orders/${order}/request`, locale), jsEnabled);
    await expectFitsThePhone(page, "order request");
    await visit(page, localized("/blogs", locale), jsEnabled);
    const edit = await page.locator('tbody a[href$="/edit"]').first().getAttribute("href");
    await visit(page, edit!, jsEnabled);
    await expectFitsThePhone(page, "blog edit");
  });

  test(`a list shows three records whole on the first screen, each a card: the title in bold, two facts on one line, the picture beside, the actions in one row (${locale})`, async ({
    page,
    jsEnabled,
  }) => {
    const t = dict[locale];
    // Two lists with pictures, and the orders.
    for (const path of ["/blogs", "/projects", "/orders"]) {
      await visit(page, localized(path, locale), jsEnabled);
      const rows = page.locator("tbody tr");
      const third = (await rows.nth(2).boundingBox())!;
      expect(third.y + third.height, `${path}: the third record ends on the first screen`).toBeLessThanOrEqual(740);
      const card = await cardOf(page);
      expect(card.titleWeight, `${path}: the title is bold`).toBeGreaterThanOrEqual(700);
      expect(card.facts, `${path}: two facts`).toHaveLength(2);
      const [a, b] = card.facts;
      expect(Math.abs(a!.y - b!.y), `${path}: the facts share a line`).toBeLessThan(6);
      expect(Math.max(a!.height, b!.height), `${path}: each fact on one line`).toBeLessThan(32);
      expect(a!.y, `${path}: the facts under the title`).toBeGreaterThanOrEqual(card.title.y + card.title.height - 2);
      expect(new Set(card.actionTops).size, `${path}: the actions in one row`).toBe(1);
      expect(card.actionTops[0], `${path}: the actions under the facts`).toBeGreaterThanOrEqual(a!.y + a!.height - 2);
      if (path !== "/orders") {
        const image = card.image!;
        expect(image.y < card.title.y + card.title.height && card.title.y < image.y + image.height, `${path}: the picture beside the title`).toBe(true);
        // Beside it, in either direction, not over it.
        expect(image.x + image.width <= card.title.x || card.title.x + card.title.width <= image.x, `${path}: the picture does not cover the title`).toBe(true);
      }
      // No column names in a card (no «الصورة» / "Image" over the picture).
      await expect(rows.first(), path).not.toContainText(t.fields.image);
    }
  });

  test(`no control under 44 × 44 px on a list (filters and menu open), the follow-up queue and an order's page; export and import carry their words (${locale})`, async ({
    page,
    jsEnabled,
  }) => {
    const t = dict[locale];
    await visit(page, localized("/blogs", locale), jsEnabled);
    await expectFingerSized(page, "blogs");
    await page.getByText(t.list.moreFilters, { exact: true }).click();
    await expect(page.getByLabel(t.list.perPage)).toBeVisible();
    await expectFingerSized(page, "blogs, the filters open");
    await page.locator("label[for=nav-toggle]").click();
    await expect(page.getByRole("navigation", { name: t.nav.mainNavigation }).getByRole("link").first()).toBeVisible();
    await expectFingerSized(page, "blogs, the menu open");
    await visit(page, localized("/orders", locale), jsEnabled);
    await expectFingerSized(page, "orders");
    // A list's export and import carry their words on a phone, not an icon alone.
    for (const name of [t.list.exportCsv, t.list.importFile]) {
      const words = page.getByRole("link", { name, exact: true }).locator(".action-text");
      expect((await words.boundingBox())!.width, `orders: "${name}" shows its words`).toBeGreaterThan(20);
    }
    const order = firstOrderId(await page.content());
    await visit(page, localized("/follow-ups", locale), jsEnabled);
    await expectFingerSized(page, "the follow-up queue");
    await visit(page, localized(`/orders/${order}/request`, locale), jsEnabled);
    await expectFingerSized(page, "an order's page");
    if (jsEnabled) {
      // The rich-text editor's toolbar, with its "more" row open.
      await visit(page, localized("/blogs/add", locale), jsEnabled);
      // The toolbar answers once its editor is made (until then its buttons do nothing).
      await expect(page.locator('[contenteditable="true"]').first()).toBeVisible();
      const more = page.getByRole("button", { name: t.editor.moreTools }).first();
      await more.click();
      await expect(more).toHaveAttribute("aria-expanded", "true");
      await expectFingerSized(page, "the editor");
    }
  });

  test(`the top bar fits a 360 px phone in the fallback face too, before the Arabic face arrives or if it never does (${locale})`, async ({
    page,
    baseURL,
  }) => {
    // The font hint makes the page inline the face: then it is used, one row.
    await page.context().addCookies([{ name: "lawha_font", value: "1", url: baseURL! }]);
    await page.goto(localized("/", locale));
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "IBM Plex Sans Arabic"', "م"))).toBe(true);
    await expectFitsThePhone(page, "/ with the Arabic face");
    const bar = page.getByRole("banner");
    expect((await bar.boundingBox())!.height, "one row with the Arabic face").toBeLessThan(70);
    // Without it (the font refused): wider letters, and still nothing scrolls sideways.
    await page.context().clearCookies({ name: "lawha_font" });
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.goto(localized("/", locale));
    await expectFitsThePhone(page, "/ in the fallback face");
    await expect(bar.getByRole("button")).toBeInViewport({ ratio: 1 });
  });

  test.describe(() => {
    test.use({ loggedIn: false });
    test(`login fits a 360 px phone (${locale})`, async ({ page }) => {
      await page.goto(localized("/login", locale));
      await expectFitsThePhone(page, "login");
    });
  });
}

/** The first record's card as laid out: its title, facts, picture and actions (boxes in px). */
function cardOf(page: Page) {
  return page
    .locator("tbody tr")
    .first()
    .evaluate((tr) => {
      const box = (el: Element | null) => (el ? (el.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number }) : null);
      const title = tr.querySelector('[data-phone="title"]')!;
      return {
        title: box(title)!,
        titleWeight: Number(getComputedStyle(title).fontWeight),
        facts: Array.from(tr.querySelectorAll('[data-phone="fact1"], [data-phone="fact2"]'), (el) => box(el)!),
        image: box(tr.querySelector('[data-phone="image"]')),
        actionTops: Array.from(tr.querySelectorAll(".row-actions a, .row-actions summary"), (el) => Math.round(el.getBoundingClientRect().y)),
      };
    });
}
