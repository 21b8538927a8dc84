/**
 * Zero axe-core violations (WCAG 2.0/2.1 A and AA, 2.2 AA) on every screen, in Arabic and
 * English. With JavaScript the spec runs axe; without it (axe is a script) it checks the same
 * pages' structure with locators: one h1, landmarks, named controls, table captions and headers.
 * Pages are opened by URL; the only clicks are the ones that make a state (a failed submit, the
 * phone menu).
 */
import type { Page } from "@playwright/test";
import { ENTITIES } from "../../app/entities/registry";
import { ALWAYS_FAILING_ID } from "../support/fault-upstream";
import { expectNoAxeViolations, expectSoundStructure, expect, test } from "./a11y";
import { dict, STEADY_DASHBOARD_URL, localized, visit, type Locale } from "./fixtures";

const LOCALES: Locale[] = ["ar", "en"];

// Several pages and an axe run each per test, on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

async function check(page: Page, jsEnabled: boolean, label: string, opts: { frame?: boolean; locale: Locale }) {
  if (jsEnabled) await expectNoAxeViolations(page, label);
  else await expectSoundStructure(page, opts);
}

/**
 * One entity of each kind of form field and list cell. All fifteen lists and forms are the same
 * components (EntityList, EntityForm, Cell) driven by descriptors; together these five hold every
 * field branch and every cell renderer: rich text, image, date, select and checkbox (blogs); title,
 * e-mail, phone, password and the row menu (clients); the permission grid and the count cell
 * (roles); status badges, excerpt and textarea, no edit page (orders); the rating cell, a
 * `role="img"` of its own (testimonials). Number, integer and URL fields are the default input
 * branch with another `type`. Used where the other entities' run would repeat the same markup:
 * the no-JS structure pass, the English axe pass and the empty-list state (see the entity loop).
 */
const ENTITY_SAMPLE = new Set(["blogs", "clients", "roles", "orders", "testimonials"]);

/** Submits the page's form with the browser's own checks off, so the app's errors show. */
async function submitEmpty(page: Page, locale: Locale) {
  await page.locator("form.entity-form").evaluate((form: HTMLFormElement) => {
    form.noValidate = true;
  });
  await page.locator("form.entity-form").getByRole("button", { name: dict[locale].common.save }).click();
}

for (const locale of LOCALES) {
  const t = dict[locale];
  const open = (page: Page, path: string) => page.goto(localized(path, locale));
  // With JavaScript, the pages after the first are reached as a link reaches them (the scripts and
  // axe stay loaded); the server's markup of each is what the no-JavaScript project checks.
  const go = (page: Page, path: string, jsEnabled: boolean) => visit(page, localized(path, locale), jsEnabled);

  test.describe(`axe ${locale}`, () => {
    test.describe("logged out", () => {
      test.use({ loggedIn: false });
      test(`login, empty and after a failed log-in (${locale})`, async ({ page, jsEnabled }) => {
        await go(page, "/login", jsEnabled);
        await check(page, jsEnabled, "login", { locale });
        await page.getByLabel(t.auth.email).fill("nobody@lawha.test");
        await page.getByLabel(t.auth.password).fill("wrong-password");
        await page.getByRole("button", { name: t.auth.submit }).click();
        await expect(page.getByRole("alert").first()).toBeVisible();
        await check(page, jsEnabled, "login with an error", { locale });
      });
    });

    test(`home report, both reports, settings (${locale})`, async ({ page, jsEnabled }) => {
      for (const path of ["/", "/comments", "/follow-sources", "/setting"]) {
        await go(page, path, jsEnabled);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await check(page, jsEnabled, path, { frame: true, locale });
      }
    });

    test(`no-permission and 404 pages (${locale})`, async ({ page, jsEnabled }) => {
      await go(page, "/no-permission", jsEnabled);
      await check(page, jsEnabled, "no-permission", { frame: true, locale });
      const res = await open(page, "/no-such-page");
      expect(res?.status()).toBe(404);
      await check(page, jsEnabled, "404", { locale });
    });

    test(`500 page (${locale})`, async ({ page, jsEnabled, login }) => {
      // The fixture's login: this host's other session cookie dropped first, and no "logged in" toast
      // (a toast still fading in would be measured half-transparent).
      await login("admin", { baseURL: STEADY_DASHBOARD_URL });
      const res = await page.goto(`${STEADY_DASHBOARD_URL}${localized(`/blogs/${ALWAYS_FAILING_ID}/edit`, locale)}`);
      expect(res?.status()).toBeGreaterThanOrEqual(500);
      await expect(page.getByRole("heading", { level: 1, name: t.errors.serverTitle })).toBeVisible();
      await check(page, jsEnabled, "500", { locale });
    });

    test(`clients password, its errors and its success modal (${locale})`, async ({ page, jsEnabled }) => {
      await go(page, "/clients/password", jsEnabled);
      await check(page, jsEnabled, "clients password", { frame: true, locale });
      await page.getByLabel(t.clientsPassword.client).selectOption({ index: 1 });
      await page.getByLabel(t.clientsPassword.password, { exact: true }).fill("Client#2026");
      await page.getByLabel(t.clientsPassword.confirmation).fill("Different#2026");
      await page.getByRole("button", { name: t.common.save }).click();
      await expect(page.getByText(t.validation.passwordMismatch)).toBeVisible();
      await check(page, jsEnabled, "clients password with errors", { frame: true, locale });
      await go(page, "/clients/password?done=1", jsEnabled);
      await expect(page.getByRole("dialog")).toBeVisible();
      await check(page, jsEnabled, "success modal", { frame: true, locale });
    });

    test(`order request page (${locale})`, async ({ page, jsEnabled }) => {
      await go(page, "/orders", jsEnabled);
      const follow = page.locator('tbody a[href*="/request"]').first();
      const href = await follow.getAttribute("href");
      await visit(page, href!, jsEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await check(page, jsEnabled, "order request", { frame: true, locale });
    });

    test(`phone navigation open (${locale})`, async ({ page, jsEnabled }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await go(page, "/blogs", jsEnabled);
      // The ☰ a finger taps (the menu's name is kept for assistive technology, not shown on a phone).
      await page.locator("label[for=nav-toggle]").click();
      await expect(page.getByRole("navigation", { name: t.nav.mainNavigation })).toBeVisible();
      await check(page, jsEnabled, "phone navigation", { frame: true, locale });
    });

    for (const [area, d] of Object.entries(ENTITIES)) {
      const sampled = ENTITY_SAMPLE.has(area);
      test.describe(() => {
        // Deliberately reduced duplicates (each one is a browser test's time for markup already checked):
        // - Without JavaScript the pages are the server's markup that axe checks in the js-on run;
        //   the no-JS structure pass checks the sample.
        // - axe runs on every entity in Arabic; in English on the sample. An English page is the
        //   same component with the other dictionary (same keys, enforced by the type of en.ts) and
        //   dir="ltr"; what language and direction change (lang, names, LTR layout and target
        //   spacing) is the same per field and cell kind, and the sample holds every kind.
        test.skip(({ jsEnabled }) => !sampled && (!jsEnabled || locale === "en"), "axe/structure of this entity: sampled (ENTITY_SAMPLE)");
        test(`${area}: list with rows${sampled ? ", empty list" : ""}, add, add with errors, edit (${locale})`, async ({ page, jsEnabled }) => {
          await go(page, `/${area}`, jsEnabled);
          await expect(page.getByRole("table")).toBeVisible();
          await check(page, jsEnabled, `${area} list`, { frame: true, locale });
          // Read from the markup: the clients' row actions sit in a closed <details> menu.
          const edit = page.locator('tbody a[href$="/edit"]').first();
          const editHref = (await edit.count()) ? await edit.getAttribute("href") : null;

          // The empty state is the list above (same frame, filters, caption and head) with the
          // shared "no matches" row in its body: checked on the sample.
          if (sampled) {
            await go(page, `/${area}?name=${encodeURIComponent("لا يوجد شيء بهذا الاسم")}`, jsEnabled);
            await expect(page.getByText(t.list.noMatches)).toBeVisible();
            await check(page, jsEnabled, `${area} empty list`, { frame: true, locale });
          }

          await go(page, `/${area}/add`, jsEnabled);
          await check(page, jsEnabled, `${area} add`, { frame: true, locale });
          await submitEmpty(page, locale);
          await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
          await check(page, jsEnabled, `${area} add with errors`, { frame: true, locale });

          if (d.area !== "orders") {
            expect(editHref, `${area} has an edit link`).toBeTruthy();
            await visit(page, editHref!, jsEnabled);
            await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
            await check(page, jsEnabled, `${area} edit`, { frame: true, locale });
          }
        });
      });
    }
  });
}
