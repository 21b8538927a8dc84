/**
 * Phone: at 360 px no page scrolls sideways (a wide table scrolls inside its own area,
 * or shows its rows as cards), and every control is a touch target of at least 24×24 px
 * (WCAG 2.5.8; links inside running text are exempt). Both languages, JavaScript on and off.
 */
import { ENTITIES } from "../../app/entities/registry";
import { SCREENS, firstOrderId } from "../../scripts/screens.mjs";
import { expect, expectFitsThePhone, test } from "./a11y";
import { localized, visit, type Locale } from "./fixtures";

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 740 } });

// The gallery's screens and every entity's list and add form.
const PAGES = [
  ...new Set([
    ...SCREENS.filter((path) => path !== "/login" && !path.includes("{order}")),
    ...Object.keys(ENTITIES).flatMap((area) => [`/${area}`, `/${area}/add`]),
  ]),
];

for (const locale of ["ar", "en"] as Locale[]) {
  test(`every screen fits a 360 px phone, targets ≥ 24 px (${locale})`, async ({ page, jsEnabled }) => {
    for (const path of PAGES) {
      await visit(page, localized(path, locale), jsEnabled);
      await expectFitsThePhone(page, path);
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

  test(`the top bar fits a 360 px phone in the fallback face too, before the Arabic face arrives or if it never does (${locale})`, async ({
    page,
    baseURL,
  }) => {
    // The font hint makes the page inline and preload the face: then it is used, one row.
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
