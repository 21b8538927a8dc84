/**
 * Issue 7, what a slow phone link needs: the first paint waits for no stylesheet request, the
 * Arabic face is announced early and only on Arabic pages, moving between list pages and filters
 * fetches data only, the language switch stays in the page, and a slow navigation shows an
 * accessible progress bar. Timings are measured by `npm run bench`, bytes by tests/build/.
 */
import type { Page, Request } from "@playwright/test";
import { ar, en, expect, expectDir, expectPath, test } from "./fixtures";

/** Requests the page makes from now on, by resource type. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => seen.push(r));
  return seen;
}

/** The entries of a `Link` response header (they never contain ", " themselves). */
function linkEntries(header: string | undefined): string[] {
  return header ? header.split(", ") : [];
}

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

test.describe("first paint on a slow link", () => {
  test("the stylesheet and the font faces are inline: no render-blocking request", async ({ page, login }) => {
    await login("admin");
    const response = await page.goto("/blogs");
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    const css = (await page.locator("head style").allTextContents()).join("");
    expect(css).toContain('font-family:"IBM Plex Sans Arabic"');
    expect(css).toMatch(/unicode-range:U\+0600-06FF/);
    // The page is really styled by it (the frame's sidebar is laid out, not a bare list).
    await expect(page.getByRole("heading", { level: 1, name: ar.nav.blogs })).toBeVisible();
    const display = await page.locator("body").evaluate((b) => getComputedStyle(b).fontFamily);
    expect(display).toContain("IBM Plex Sans Arabic");
  });

  test("Arabic pages preload the one Arabic face in the response headers; English pages do not", async ({ page, login }) => {
    await login("admin");
    const arabic = await page.goto("/blogs");
    const fonts = linkEntries(arabic?.headers()["link"]).filter((entry) => entry.includes("as=font"));
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^<\/assets\/plex-arabic-400-[\w-]+\.woff2>; rel=preload; as=font; type="font\/woff2"; crossorigin$/);
    const fontUrl = fonts[0]!.slice(1, fonts[0]!.indexOf(">"));
    const font = await page.request.get(fontUrl);
    expect(font.status()).toBe(200);
    expect((await font.body()).length).toBeLessThanOrEqual(35 * 1024);

    const english = await page.goto("/en/blogs");
    expect(english?.headers()["link"] ?? "").not.toContain("plex-arabic");
  });

  test("the page's scripts are announced in the response headers: the same modules the document lists at its end", async ({ page, login }) => {
    await login("admin");
    for (const path of ["/blogs", "/en/blogs/add", "/"]) {
      const response = await page.goto(path);
      const inHeader = linkEntries(response?.headers()["link"])
        .filter((entry) => entry.endsWith("; rel=modulepreload"))
        .map((entry) => entry.slice(1, entry.indexOf(">")));
      // What <Scripts /> wrote into the HTML (read from the response: the hydrated page drops the links).
      const inDocument = [...(await response!.text()).matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
      expect(inDocument.length).toBeGreaterThan(3);
      expect(new Set(inHeader), path).toEqual(new Set(inDocument));
    }
  });
});

test.describe("with JavaScript: data only, and a progress bar when it is slow", () => {
  test("@js-only moving between list pages and filtering fetch data, never a document or a script", async ({ page, login }) => {
    await login("admin");
    await page.goto("/blogs");
    await hydrated(page);
    const requests = recordRequests(page);

    await page.getByRole("navigation", { name: ar.list.pagination }).getByRole("link", { name: ar.list.pageN.replace("{{n}}", "2") }).click();
    await expectPath(page, "/blogs?page=2");
    await page.getByRole("search", { name: ar.list.filters }).getByLabel(ar.list.search).fill("ال");
    await page.getByRole("search", { name: ar.list.filters }).getByRole("button", { name: ar.list.apply }).click();
    await expect(page).toHaveURL(/name=/);

    const kinds = requests.map((r) => `${r.resourceType()} ${new URL(r.url()).pathname}`);
    expect(kinds.filter((k) => k.startsWith("document") || k.startsWith("script") || k.startsWith("stylesheet"))).toEqual([]);
    expect(kinds.filter((k) => k.includes(".data")).length).toBeGreaterThanOrEqual(2);
  });

  test("@js-only the language switch stays in the page and translates everything, both ways", async ({ page, login }) => {
    await login("admin");
    await page.goto("/blogs");
    await hydrated(page);
    const requests = recordRequests(page);

    await page.getByRole("banner").getByRole("link", { name: /English/ }).click();
    await expectPath(page, "/en/blogs");
    await expectDir(page, "ltr");
    await expect(page.getByRole("heading", { level: 1, name: en.nav.blogs })).toBeVisible();
    await expect(page.getByRole("search", { name: en.list.filters }).getByLabel(en.list.search)).toBeVisible();
    await expect(page).toHaveTitle(`${en.nav.blogs} | ${en.app.name}`);

    await page.getByRole("banner").getByRole("link", { name: /العربية/ }).click();
    await expectPath(page, "/blogs");
    await expectDir(page, "rtl");
    await expect(page.getByRole("heading", { level: 1, name: ar.nav.blogs })).toBeVisible();
    await expect(page.getByRole("search", { name: ar.list.filters }).getByLabel(ar.list.search)).toBeVisible();
    expect(requests.filter((r) => r.resourceType() === "document")).toEqual([]);
  });

  test("@js-only a slow navigation shows a progress bar until the page arrives", async ({ page, login }) => {
    await login("admin");
    await page.goto("/blogs");
    await hydrated(page);
    const bar = page.getByRole("progressbar", { name: ar.progress.loading });
    await expect(bar).toHaveCount(0);
    // The data request of the next page takes 1.5 s, as on a slow link.
    await page.route(/\.data(\?|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole("navigation", { name: ar.nav.mainNavigation }).getByRole("link", { name: ar.nav.news, exact: true }).click();
    await expect(bar).toBeVisible();
    // Shown only after the spec's 200 ms delay, so quick answers never flash it.
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await expect(page.getByRole("heading", { level: 1, name: ar.nav.news })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test("no progress bar on a page at rest", async ({ page, login }) => {
    await login("admin");
    await page.goto("/en/blogs");
    await expect(page.getByRole("heading", { level: 1, name: en.nav.blogs })).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });
});
