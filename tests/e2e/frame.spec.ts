/**
 * The logged-in frame: the sidebar lists only the areas the user may open (in five groups, each
 * under its heading, with localized links; on a phone only the current page's group stands
 * open), the top bar names the user, the skip link, the phone menu (a CSS-only toggle, so it works
 * without JavaScript) and the offline banner.
 */
import { ACCOUNTS, ar, en, expect, expectHydrated, expectPath, homeHeading, localized, sidebar, test, type Locale } from "./fixtures";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

const dict = { ar, en } as const;

/** The sidebar's groups and their entries, in order (app/utils/permissions.ts NAV_GROUPS). */
const GROUPS = [
  // The follow-up queue is no area of its own: it shows for whoever may follow orders up.
  ["groupOrders", ["home", "orders", "follow-ups", "sources"]],
  ["groupContent", ["blogs", "news", "projects", "services", "offers", "category", "testimonials"]],
  ["groupCompany", ["branches", "teams", "partners", "mange-clients"]],
  ["groupPeople", ["clients", "users", "roles"]],
  ["groupReports", ["comments", "follow-sources", "setting", "activity", "trash"]],
] as const;
const ALL_AREAS = GROUPS.flatMap(([, areas]) => areas);
type Area = (typeof ALL_AREAS)[number];
const label = (area: Area, locale: Locale) => (area === "follow-ups" ? dict[locale].nav.followUps : dict[locale].nav[area]);

function hrefOf(area: Area, locale: Locale): string {
  return localized(area === "home" ? "/" : `/${area}`, locale);
}

async function expectSidebar(page: import("@playwright/test").Page, areas: readonly Area[], locale: Locale) {
  const nav = sidebar(page, locale);
  const links = nav.getByRole("link");
  // Contains: the queue's entry also says how many follow-ups are due.
  await expect(links).toContainText(areas.map((a) => label(a, locale)));
  await expect(links).toHaveCount(areas.length);
  for (const [i, area] of areas.entries()) {
    await expect(links.nth(i)).toHaveAttribute("href", hrefOf(area, locale));
  }
}

test.describe("sidebar", () => {
  for (const locale of ["ar", "en"] as const) {
    const t = dict[locale].nav;
    test(`${locale}: the admin sees all 23 entries in order; on a laptop they stand in five groups, each under its heading, all open`, async ({
      page,
      login,
    }) => {
      await login("admin");
      await page.goto(localized("/blogs", locale));
      await expect(sidebar(page, locale).getByRole("link")).toHaveCount(23);
      await expectSidebar(page, ALL_AREAS, locale);
      const nav = sidebar(page, locale);
      await expect(nav.getByRole("heading", { level: 2 })).toHaveText(GROUPS.map(([key]) => t[key]));
      for (const [key, areas] of GROUPS) {
        const links = nav.getByRole("list", { name: t[key], exact: true }).getByRole("link");
        await expect(links, key).toHaveCount(areas.length);
        for (const [i, area] of areas.entries()) {
          await expect(links.nth(i)).toBeVisible();
          await expect(links.nth(i)).toHaveAttribute("href", hrefOf(area, locale));
        }
      }
    });

    test(`${locale}: on a phone the current page's group stands open, the others fold under their headings and open on a tap`, async ({ page, login }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await login("admin");
      await page.goto(localized("/teams/add", locale));
      // The ☰ a finger taps (the menu's name is kept for assistive technology, not shown on a phone).
      await page.locator("label[for=nav-toggle]").click();
      const nav = sidebar(page, locale);
      await expect(nav.getByRole("heading", { level: 2 })).toHaveText(GROUPS.map(([key]) => t[key]));
      const link = (area: Area) => nav.getByRole("link", { name: label(area, locale), exact: true });
      await expect(link("teams")).toHaveAttribute("aria-current", "page");
      for (const area of ["branches", "teams", "partners", "mange-clients"] as const) await expect(link(area)).toBeVisible();
      for (const area of ["home", "blogs", "clients", "setting"] as const) await expect(link(area)).toBeHidden();
      await nav.getByRole("heading", { name: t.groupPeople }).click();
      await expect(link("clients")).toBeVisible();
      await expect(link("roles")).toBeVisible();
      await expect(link("teams"), "the current group stays open").toBeVisible();
      await expect(link("blogs")).toBeHidden();
    });
  }

  test("the editor sees only content areas: blogs and news, not roles, orders or settings; the top bar names them and offers language switch and logout", async ({
    page,
    login,
  }) => {
    await login("editor");
    await page.goto("/no-permission");
    await expectSidebar(page, ["blogs", "news", "projects", "services", "testimonials", "partners", "activity", "trash"], "ar");
    const nav = sidebar(page);
    for (const hidden of ["home", "roles", "orders", "setting", "clients", "comments"] as const) {
      await expect(nav.getByRole("link", { name: ar.nav[hidden], exact: true })).toHaveCount(0);
    }
    const banner = page.getByRole("banner");
    await expect(banner).toContainText(ACCOUNTS.editor.name);
    await expect(banner.getByText(ar.frame.signedInAs)).toBeAttached();
    await expect(banner.getByRole("link", { name: /English/ })).toHaveAttribute("href", "/en/no-permission");
    await expect(banner.getByRole("button", { name: ar.frame.logout })).toBeVisible();
    await expect(banner.getByRole("link", { name: ar.app.name })).toHaveAttribute("href", "/");
  });

  test("the moderator sees home, orders and the follow-up queue only", async ({ page, login }) => {
    await login("moderator");
    await page.goto("/en");
    await expectSidebar(page, ["home", "orders", "follow-ups", "activity"], "en");
  });

  test("the current area is marked and the home link leads home", async ({ page, login }) => {
    await login("admin");
    await page.goto("/no-permission");
    const home = sidebar(page).getByRole("link", { name: ar.nav.home, exact: true });
    await expect(home).not.toHaveAttribute("aria-current", "page");
    await home.click();
    await expectPath(page, "/");
    await expect(homeHeading(page, "ar")).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: ar.nav.home, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(1);
  });
});

test.describe("top bar", () => {
  // The top bar's name, language switch and logout: with the editor's sidebar above.
  test("the skip link is the first stop for the keyboard and moves focus to the content", async ({ page, login }) => {
    await login("admin");
    await page.goto("/en");
    const skip = page.getByRole("link", { name: en.app.skipToContent });
    await expect(skip).toHaveAttribute("href", "#main");
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("on a phone the menu opens from the top bar", async ({ page, login }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await login("admin");
    await page.goto("/");
    const nav = sidebar(page);
    await expect(nav).toBeHidden();
    // The ☰ a finger taps (the menu's name is kept for assistive technology, not shown on a phone).
    await page.locator("label[for=nav-toggle]").click();
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: ar.nav.home, exact: true }).click();
    await expectPath(page, "/");
  });
});

test("@js-only going offline shows a banner, coming back hides it and says so in a 5 s toast", async ({ page, context, login }) => {
  await login("admin");
  // A page without lazily loaded chunks: going offline while the home page's chart code is still
  // on its way would make that import fail, which reloads the page.
  await page.goto("/blogs");
  await expect(page.getByRole("heading", { level: 1, name: ar.nav.blogs })).toBeVisible();
  await expectHydrated(page);
  await context.setOffline(true);
  await expect(page.getByText(ar.frame.offline)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(ar.frame.offline)).toBeHidden();
  // An interface toast: 5000 ms, stays while hovered.
  const back = page.getByRole("status").filter({ hasText: ar.frame.backOnline });
  await expect(back).toBeVisible();
  // Its life is a CSS animation, the fade out at its end (the toast goes when it ends): paused
  // while hovered, on again after.
  const toast = back.locator(".toast");
  type Life = { playState: string; currentTime: number; endTime: number };
  const life = () =>
    toast.evaluate((el): Life => {
      const out = el.getAnimations().find((a) => (a as CSSAnimation).animationName === "toast-out")!;
      return { playState: out.playState, currentTime: Number(out.currentTime), endTime: Number(out.effect?.getComputedTiming().endTime) };
    });
  await back.hover();
  await expect.poll(async () => (await life()).playState).toBe("paused");
  const paused = (await life()).currentTime;
  await expect.poll(async () => (await life()).playState).toBe("paused");
  expect((await life()).currentTime).toBe(paused);
  await expect(back).toBeVisible();
  await page.mouse.move(0, 0);
  await expect.poll(async () => (await life()).playState).toBe("running");
  // Five seconds of life; moved on to its last moment (rather than waited for), it goes.
  expect((await life()).endTime).toBe(5000);
  await toast.evaluate((el) => {
    el.getAnimations().find((a) => (a as CSSAnimation).animationName === "toast-out")!.currentTime = 5000 - 50;
  });
  await expect(back).toBeHidden();
});
