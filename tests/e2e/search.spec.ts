/**
 * One search over every area (`/search?q=`): from the top bar's box (a GET form, so without
 * JavaScript too), Arabic-aware, grouped by area, only the areas the user may see, and an area
 * that fails or is too slow says so while the others still show. Both languages, JavaScript on
 * and off.
 */
import { insertTestimonial } from "../support/upstream-db";
import { SEARCH_FAULTS, SEARCH_SLOW_MS } from "../support/fault-upstream";
import { dict, expect, STEADY_DASHBOARD_URL, localized, test, type Locale } from "./fixtures";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

const heading = (page: import("@playwright/test").Page, name: string) => page.getByRole("heading", { level: 3, name, exact: true });

for (const locale of ["ar", "en"] as Locale[]) {
  const t = dict[locale];

  test(`a name typed without hamza is found from the top bar, marked, and leads to its record and, when there are more, to its list (${locale})`, async ({
    page,
    login,
    jsEnabled,
  }) => {
    const suffix = `${Date.now() % 1_000_000}${jsEnabled ? 1 : 2}${locale === "ar" ? 1 : 2}`;
    const stored = `أحمد إبراهيم ${suffix}`;
    // Five more than an area shows (five): the last stored comes first (newest first among equals).
    for (const n of [1, 2, 3, 4, 5]) insertTestimonial(`${stored} ${n}`);
    const id = insertTestimonial(stored);
    await login("admin");
    await page.goto(localized("/blogs", locale));
    const box = page.getByRole("search", { name: t.frame.searchLabel }).getByRole("searchbox", { name: t.frame.searchLabel });
    await box.fill(`احمد ابراهيم ${suffix}`);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole("heading", { level: 1, name: t.search.title })).toBeVisible();
    await expect(heading(page, t.nav.testimonials)).toBeVisible();
    const hit = page.getByRole("link", { name: stored, exact: true });
    await expect(hit).toHaveAttribute("href", localized(`/testimonials/${id}/edit`, locale));
    await expect(hit.locator("mark")).toHaveText(stored);
    // The search page's box keeps what was typed.
    await expect(page.locator("#search-q")).toHaveValue(`احمد ابراهيم ${suffix}`);
    const group = page.getByRole("region", { name: t.nav.testimonials });
    await expect(group.getByRole("link", { name: stored })).toHaveCount(5);
    await group.getByRole("link", { name: t.search.all.replace("{{count}}", "6") }).click();
    await expect(page).toHaveURL(new RegExp(`/testimonials\\?name=`));
    await expect(page.getByRole("cell", { name: stored, exact: true })).toBeVisible();
    await expect(page.getByRole("cell", { name: `${stored} 1`, exact: true })).toBeVisible();
  });

  test(`only the areas the user may see are searched (${locale})`, async ({ page, login }) => {
    const suffix = `${Date.now() % 1_000_000}`;
    const stored = `مؤسسة الريان ${suffix}`;
    insertTestimonial(stored);
    // The content editor sees testimonials, not orders.
    await login("editor");
    await page.goto(localized(`/search?q=${encodeURIComponent(`موسسة الريان ${suffix}`)}`, locale));
    await expect(heading(page, t.nav.testimonials)).toBeVisible();
    await expect(page.getByRole("link", { name: stored })).toBeVisible();
    await expect(heading(page, t.nav.orders)).toHaveCount(0);
  });

  test(`a moderator, who sees orders only, finds nothing in the other areas (${locale})`, async ({ page, login }) => {
    const stored = `مؤسسة الريان ${Date.now() % 1_000_000}م`;
    insertTestimonial(stored);
    await login("moderator");
    await page.goto(localized(`/search?q=${encodeURIComponent(stored)}`, locale));
    await expect(page.getByText(t.search.none.replace("{{q}}", stored))).toBeVisible();
    await expect(heading(page, t.nav.testimonials)).toHaveCount(0);
  });

  test(`an area that fails or answers too late says so, and the others are still searched (${locale})`, async ({ page, login }) => {
    await login("admin", { baseURL: STEADY_DASHBOARD_URL });
    const started = Date.now();
    await page.goto(`${STEADY_DASHBOARD_URL}${localized(`/search?q=${SEARCH_FAULTS}`, locale)}`);
    await expect(heading(page, t.nav.news)).toBeVisible();
    expect(Date.now() - started, "the slow area is not waited for").toBeLessThan(SEARCH_SLOW_MS);
    const failed = (area: string) => page.getByRole("region", { name: area }).getByText(t.search.failed.replace("{{reason}}", ""));
    await expect(failed(t.nav.news)).toContainText(t.errors.upstreamServer);
    await expect(failed(t.nav.projects)).toContainText(t.errors.upstreamTimeout);
    // The areas that answered found nothing, and say so.
    await expect(page.getByText(t.search.noneIn.split("{{areas}}")[0]!)).toContainText(t.nav.blogs);
  });

  test(`with JavaScript, / and Ctrl+K go to the search box (${locale}) @js-only`, async ({ page, login }) => {
    await login("admin");
    await page.goto(localized("/blogs", locale));
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const box = page.getByRole("searchbox", { name: t.frame.searchLabel });
    await page.locator("main h1").click();
    await page.keyboard.press("/");
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("");
    await page.locator("main h1").click();
    await page.keyboard.press("Control+k");
    await expect(box).toBeFocused();
    // On a phone the top bar has no box: the shortcut opens the search page, ready to type.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.locator("main h1").click();
    await page.keyboard.press("Control+k");
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.locator("#search-q")).toBeFocused();
  });

  test(`on a phone the top bar leads to the search page (${locale})`, async ({ page, login }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await login("admin");
    await page.goto(localized("/blogs", locale));
    await expect(page.getByRole("searchbox", { name: t.frame.searchLabel })).toBeHidden();
    await page.getByRole("link", { name: t.frame.searchLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${locale === "en" ? "/en" : ""}/search$`));
    const box = page.locator("#search-q");
    await box.fill("فهد");
    await box.press("Enter");
    await expect(heading(page, t.nav.orders)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, "no sideways scroll").toBeLessThanOrEqual(360);
  });
}
