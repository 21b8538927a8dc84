/**
 * What a slow phone link needs: the first paint waits for no stylesheet request and no font, the
 * Arabic face is fetched only where Arabic text shows, moving between list pages and filters
 * fetches data only, the language switch stays in the page, and a slow navigation shows an
 * accessible progress bar. Timings are measured by `npm run bench`, bytes by tests/build/.
 */
import { readFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { Page, Request } from "@playwright/test";
// A plain .mjs helper shared with the build's budget test and `npm run bench`.
import { BUDGETS, DOCUMENT_SHAPE } from "../../scripts/build/budgets.mjs";
import { ENCODED_ASSETS } from "../../scripts/build/compress-assets.mjs";
import { ar, dict, en, expect, expectDir, expectHydrated, expectPath, localized, rawOnly, sidebar, test } from "./fixtures";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });
// What a first visit fetches and keeps: each test starts from an empty cache.
test.use({ freshContext: true });

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

/** The status of each Arabic face among the page's fonts ("loaded", "loading"...). */
function arabicFaces(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.fonts].filter((f) => f.family.includes("IBM Plex Sans Arabic")).map((f) => f.status));
}

test.describe("first paint on a slow link", () => {
  test("the documents keep their byte budgets: stylesheet, frame, rows and strings", async ({ page, login, jsEnabled }) => {
    rawOnly(jsEnabled);
    await login("admin");
    for (const [path, budget] of [
      ["/blogs?per_page=25", BUDGETS.listDocument],
      ["/en/blogs?per_page=25", BUDGETS.listDocument],
      ["/", BUDGETS.reportDocument],
      ["/en", BUDGETS.reportDocument],
    ] as const) {
      const res = await page.request.get(path);
      expect(res.status()).toBe(200);
      const kb = gzipSync(await res.body(), { level: 6 }).length / 1024;
      expect(kb, `${path}: ${kb.toFixed(1)} KB gzipped`).toBeLessThanOrEqual(budget);
    }
  });

  test("the documents keep their raw size and element budgets; the follow-up queue draws each order once", async ({ page, login, jsEnabled }) => {
    rawOnly(jsEnabled);
    await login("admin");
    for (const [path, shape] of [
      ["/blogs?per_page=25", DOCUMENT_SHAPE.list],
      ["/en/blogs?per_page=25", DOCUMENT_SHAPE.list],
      ["/", DOCUMENT_SHAPE.report],
      ["/en", DOCUMENT_SHAPE.report],
    ] as const) {
      const res = await page.request.get(path);
      expect(res.status()).toBe(200);
      const body = await res.body();
      const kb = body.length / 1024;
      const elements = (body.toString("utf8").match(/<[a-zA-Z][^>]*>/g) ?? []).length;
      expect(kb, `${path}: ${kb.toFixed(1)} KB before compression`).toBeLessThanOrEqual(shape.kb);
      expect(elements, `${path}: ${elements} elements`).toBeLessThanOrEqual(shape.elements);
    }
    for (const path of ["/follow-ups", "/en/follow-ups"]) {
      const html = await (await page.request.get(path)).text();
      const orders = [...html.matchAll(/data-order="(\d+)"/g)].map((m) => m[1]);
      expect(orders.length, `${path}: the queue shows orders`).toBeGreaterThan(3);
      expect(orders.length, `${path}: each order once (no second copy for another screen size)`).toBe(new Set(orders).size);
    }
  });

  test("the stylesheet is inline: no render-blocking request", async ({ page, login }) => {
    await login("admin");
    const response = await page.goto("/blogs");
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    expect((await page.locator("head style").allTextContents()).join("")).toContain(".data-table");
    // The page is really styled by it (the frame's sidebar is laid out, not a bare list).
    await expect(page.getByRole("heading", { level: 1, name: ar.nav.blogs })).toBeVisible();
    const display = await page.locator("body").evaluate((b) => getComputedStyle(b).fontFamily);
    expect(display).toContain("IBM Plex Sans Arabic");
  });

  test("a returning browser links the stylesheet's later part from its cache at the end of the body: the first page fetches the file when idle, later pages do not repeat it", async ({
    page,
    login,
    context,
  }) => {
    await login("admin");
    await page.goto("/blogs");
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    const prefetch = page.locator('link[rel="prefetch"]');
    await expect(prefetch).toHaveAttribute("href", /^\/styles\/app\.[0-9a-f]{12}\.css$/);
    const href = (await prefetch.getAttribute("href"))!;
    // The file's answer sets the hint (HttpOnly: no script reads or forges it).
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "lawha_css")?.httpOnly).toBe(true);

    await page.goto("/en/news");
    // The first screen's rules stay inline; the later ones are linked after the page, not in the head.
    await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
    await expect(page.locator('body > link[rel="stylesheet"]')).toHaveAttribute("href", href);
    const inline = (await page.locator("head style").allTextContents()).join("");
    expect(inline).toContain(".data-table");
    expect(inline, "the later part is not repeated inline").not.toContain(".rte-toolbar");
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    // From the cache: nothing went over the network for it.
    const transferred = await page.evaluate((file) => performance.getEntriesByType("resource").find((e) => e.name.endsWith(file)), href);
    expect(transferred && (transferred as PerformanceResourceTiming).transferSize).toBe(0);
    // And the page is styled: the first part's rules and the file's (a hovered button).
    await expect(page.getByRole("heading", { level: 1, name: en.nav.news })).toBeVisible();
    expect(await page.locator("nav.sidebar").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(10, 54, 66)");
    expect([...(await page.evaluate(() => [...document.styleSheets].map((s) => s.href ?? "inline")))].some((h) => h.endsWith(href))).toBe(true);
  });

  test("a browser that emptied its cache but kept the hint paints its first screen while the stylesheet's later part is still on its way", async ({
    page,
    login,
    baseURL,
  }) => {
    await login("admin");
    // The hint as the file's answer sets it, without the file in this browser's cache.
    const html = await (await page.request.get("/en/login")).text();
    const href = /<link rel="prefetch" href="(\/styles\/app\.[0-9a-f]{12}\.css)"/.exec(html)?.[1];
    expect(href ?? "no prefetch of the file").toMatch(/^\/styles\//);
    await page.request.get(href!);
    expect((await page.context().cookies()).some((c) => c.name === "lawha_css")).toBe(true);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(
      (url) => url.pathname === href,
      async (route) => {
        asked = true;
        await held;
        await route.continue();
      },
    );
    await page.goto(`${baseURL}/blogs`, { waitUntil: "commit" });
    await expect.poll(() => asked, "the later part is linked, and asked for").toBe(true);
    // Painted, and styled by the inline first part, while the file is held back.
    await expect(page.getByRole("heading", { level: 1, name: ar.nav.blogs })).toBeVisible();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1);
    expect(await page.locator("nav.sidebar").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(10, 54, 66)");
    expect(await page.locator(".data-table").evaluate((el) => getComputedStyle(el).borderCollapse)).toBe("collapse");
    await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
    release();
    await expect.poll(() => page.evaluate((file) => [...document.styleSheets].some((s) => s.href?.endsWith(file)), href!)).toBe(true);
  });

  test("the stylesheet file: compressed, immutable, named by its version; another version is a bare 404", async ({ request, jsEnabled }) => {
    rawOnly(jsEnabled);
    const html = await (await request.get("/login")).text();
    const href = /<link rel="prefetch" href="(\/styles\/app\.[0-9a-f]{12}\.css)" as="style"\/>/.exec(html)?.[1];
    expect(href ?? "no prefetch of the file", "a first visit asks for the file").toMatch(/^\/styles\/app\.[0-9a-f]{12}\.css$/);
    const inline = /<style[^>]*>([^<]*\.data-table[^<]*)<\/style>/.exec(html)?.[1] ?? "";
    const res = await request.get(href!, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(res.status()).toBe(200);
    expect(res.headers()).toMatchObject({
      "content-type": "text/css; charset=utf-8",
      "content-encoding": "br",
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
    });
    expect(res.headers()["set-cookie"]).toMatch(/^lawha_css=[0-9a-f]{12}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);
    // The later part of the stylesheet the first visit had inline: the end of it.
    const later = await res.text();
    expect(later).toContain(".rte-toolbar");
    expect(later).not.toContain(".data-table{");
    expect(inline.endsWith(later)).toBe(true);
    for (const path of ["/styles/app.000000000000.css", "/styles/app.css", "/styles/x.css"]) {
      const missing = await request.get(path);
      expect(missing.status(), path).toBe(404);
      expect(missing.headers()["content-type"] ?? "", path).not.toContain("html");
    }
    expect((await request.post(href!, { maxRedirects: 0 })).status()).toBe(405);
  });

  test("a first visit leaves the Arabic face out of the head and the headers; a <noscript> copy serves pages without JavaScript", async ({
    page,
    login,
    jsEnabled,
  }) => {
    await login("admin");
    // English pages the same (Arabic names on them still need the face). Asked first: once the
    // page below has hydrated and loaded the font, the context carries the hint.
    const english = await page.request.get("/en/blogs");
    expect(linkEntries(english.headers()["link"]).filter((entry) => entry.includes("as=font"))).toEqual([]);
    const englishHead = (await english.text()).split("</head>")[0]!;
    expect(englishHead).toMatch(/<noscript><style>@font-face\{font-family:"IBM Plex Sans Arabic";/);
    expect(englishHead.split("@font-face").length - 1).toBe(1);
    const fontRequests = recordRequests(page);
    const response = await page.goto("/blogs");
    const html = await response!.text();
    expect(linkEntries(response?.headers()["link"]).filter((entry) => entry.includes("as=font"))).toEqual([]);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<noscript><style>@font-face\{font-family:"IBM Plex Sans Arabic";[^<]*unicode-range:U\+0600-06FF[^<]*<\/style><\/noscript>/);
    // The face is nowhere else in the head: with JavaScript it waits for hydration.
    expect(head.split("@font-face").length - 1).toBe(1);
    if (!jsEnabled) {
      // Without JavaScript the <noscript> copy applies: the face is used and fetched.
      await expect.poll(() => fontRequests.filter((r) => r.url().includes("plex-arabic-400")).length).toBe(1);
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px "IBM Plex Sans Arabic"', "م"))).toBe(true);
    }
  });

  test("after hydration the page adds the face, the font loads, and the next document has it inline @js-only", async ({ page, login }) => {
    await login("admin");
    const fontRequests = recordRequests(page);
    await page.goto("/blogs");
    await expectHydrated(page);
    await expect.poll(() => fontRequests.filter((r) => r.url().includes("plex-arabic-400")).length).toBe(1);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "IBM Plex Sans Arabic"', "م"))).toBe(true);
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "lawha_font")?.value).toBe("1");

    await page.goto("/orders");
    const css = (await page.locator("head style").allTextContents()).join("");
    expect(css).toContain('font-family:"IBM Plex Sans Arabic"');
    await expectHydrated(page);
    // Inline now, so the page does not add a second copy.
    expect((await arabicFaces(page)).length).toBe(1);
  });

  test("the face joins the page's fonts only once it has loaded, so the page is laid out once with it (ar) @js-only", async ({ page, login }) => {
    await login("admin");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/plex-arabic-400[\w-]*\.woff2$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto("/blogs");
    await expectHydrated(page);
    // Asked for, still on its way, and not among the page's faces yet.
    await expect.poll(() => asked).toBe(true);
    expect(await arabicFaces(page)).toEqual([]);
    release();
    await expect.poll(() => arabicFaces(page)).toEqual(["loaded"]);
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "lawha_font")?.value).toBe("1");
  });

  test("an English page without Arabic text never fetches the face: its «العربية» link is set in a system face; the Arabic page it leads to does", async ({
    page,
    jsEnabled,
  }) => {
    const fontRequests = recordRequests(page);
    await page.goto("/en/login");
    if (jsEnabled) await expectHydrated(page);
    const link = page.getByRole("link", { name: /العربية/ });
    expect(await link.evaluate((el) => getComputedStyle(el).fontFamily)).not.toContain("IBM Plex Sans Arabic");
    // Laid out (the link measured), and every font load that layout started has ended.
    await link.boundingBox();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(fontRequests.filter((r) => r.url().includes("plex-arabic-400")).map((r) => r.url())).toEqual([]);
    // With JavaScript the face is among the page's fonts, waiting for Arabic text that never shows.
    if (jsEnabled) expect(await arabicFaces(page)).toEqual(["unloaded"]);
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: ar.auth.loginHeading })).toBeVisible();
    await expect.poll(() => fontRequests.filter((r) => r.url().includes("plex-arabic-400")).length).toBe(1);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "IBM Plex Sans Arabic"', "م"))).toBe(true);
  });

  test("an error page adds the face after hydration too @js-only", async ({ page }) => {
    const fontRequests = recordRequests(page);
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: ar.errors.notFoundTitle })).toBeVisible();
    await expect.poll(() => fontRequests.filter((r) => r.url().includes("plex-arabic-400")).length).toBe(1);
  });

  test("once the browser has the font, pages carry the face inline and preload no font: a preloaded font not in the cache would hold the first paint", async ({
    page,
    login,
    baseURL,
    jsEnabled,
  }) => {
    rawOnly(jsEnabled);
    await login("admin");
    await page.context().addCookies([{ name: "lawha_font", value: "1", url: baseURL! }]);
    let head = "";
    for (const path of ["/blogs", "/en/blogs"]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(
        linkEntries(response.headers()["link"]).filter((entry) => entry.includes("as=font")),
        path,
      ).toEqual([]);
      head = (await response.text()).split("</head>")[0]!;
      expect(head, path).not.toMatch(/rel="preload"[^>]*as="font"/);
      expect(head, path).toMatch(/<style[^>]*>@font-face\{font-family:"IBM Plex Sans Arabic";[^}]*unicode-range:U\+0600-06FF/);
      expect(head, path).toContain("<noscript></noscript>");
    }
    const fontUrl = /@font-face\{font-family:"IBM Plex Sans Arabic";[^}]*src:url\(([^)]+)\)/.exec(head)![1]!;
    const font = await page.request.get(fontUrl);
    expect(font.status()).toBe(200);
    expect((await font.body()).length).toBeLessThanOrEqual(35 * 1024);
  });

  test("the page's scripts are announced in the response headers: the same modules the document lists at its end", async ({ page, login, jsEnabled }) => {
    rawOnly(jsEnabled);
    await login("admin");
    for (const path of ["/blogs", "/en/blogs/add", "/"]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const inHeader = linkEntries(response.headers()["link"])
        .filter((entry) => entry.endsWith("; rel=modulepreload"))
        .map((entry) => entry.slice(1, entry.indexOf(">")));
      // What <Scripts /> wrote into the HTML.
      const inDocument = [...(await response.text()).matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
      expect(inDocument.length).toBeGreaterThan(3);
      expect(new Set(inHeader), path).toEqual(new Set(inDocument));
    }
  });
});

test.describe("pages compressed once, as the browser accepts", () => {
  test("a page and its navigation data come in Brotli, else gzip, else as they are; whole, in Arabic and English", async ({ page, login, jsEnabled }) => {
    rawOnly(jsEnabled);
    await login("admin");
    const ENCODINGS = [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const;
    for (const [path, start, heading] of [
      ["/blogs", '<!DOCTYPE html><html lang="ar" dir="rtl">', ar.nav.blogs],
      ["/en/blogs", '<!DOCTYPE html><html lang="en" dir="ltr">', en.nav.blogs],
      // The data a page asks for when it navigates with JavaScript.
      ["/blogs.data", "[", ar.nav.blogs],
    ] as const) {
      const sizes: Record<string, number> = {};
      for (const [accept, encoding] of ENCODINGS) {
        const label = `${path} ${accept}`;
        const res = await page.request.get(path, { headers: { "Accept-Encoding": accept } });
        expect(res.status(), label).toBe(200);
        expect(res.headers()["content-encoding"], label).toBe(encoding);
        expect(res.headers()["vary"], label).toContain("Accept-Encoding");
        // Playwright hands the body back decoded.
        const body = await res.text();
        expect(body.startsWith(start), label).toBe(true);
        expect(body, label).toContain(heading);
        expect(body, label).not.toContain("\u0000");
        // Whole: the streamed data's last script and the end of the document are there.
        if (!path.endsWith(".data")) expect(body.includes("streamController.close()") && body.includes("</body></html>"), label).toBe(true);
        sizes[accept] = body.length;
      }
      // The same answer each time (only the nonce, the anti-forgery token and the request id differ).
      expect(Math.abs(sizes["gzip"]! - sizes["identity"]!), path).toBeLessThan(100);
    }
  });
});

test.describe("scripts compressed at build time (decision 6)", () => {
  test("a page's scripts come as the build's Brotli copies (gzip without Brotli), immutable; a name the build did not make is a bare 404", async ({
    request,
    jsEnabled,
  }) => {
    rawOnly(jsEnabled);
    const html = await (await request.get("/login")).text();
    const scripts = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(3);
    for (const url of scripts) {
      const file = `${ENCODED_ASSETS}/${url.slice("/assets/".length)}`;
      const original = readFileSync(file);
      const br = await request.get(url, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
      expect(br.status(), url).toBe(200);
      expect(br.headers(), url).toMatchObject({
        "content-encoding": "br",
        "content-type": "text/javascript; charset=utf-8",
        "cache-control": "public, max-age=31536000, immutable",
        vary: "Accept-Encoding",
        "x-content-type-options": "nosniff",
      });
      // The bytes of the build's copy (quality 11), not a compression made for this request.
      expect(Number(br.headers()["content-length"]), url).toBe(readFileSync(`${file}.br`).length);
      const gz = await request.get(url, { headers: { "Accept-Encoding": "gzip" } });
      expect(gz.headers()["content-encoding"], url).toBe("gzip");
      expect(Number(gz.headers()["content-length"]), url).toBe(readFileSync(`${file}.gz`).length);
      // Playwright hands back the body decoded: both are the script itself.
      expect(Buffer.compare(await br.body(), original), url).toBe(0);
      expect(Buffer.compare(await gz.body(), original), url).toBe(0);
      expect(Buffer.compare(brotliDecompressSync(readFileSync(`${file}.br`)), original)).toBe(0);
      expect(Buffer.compare(gunzipSync(readFileSync(`${file}.gz`)), original)).toBe(0);
    }
    for (const path of ["/assets/no-such-chunk.js", "/assets/..%2Fpackage.json", "/assets/..%2F..%2Fpackage.json", `${scripts[0]}.br`]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()["content-type"] ?? "", path).not.toContain("html");
    }
    const post = await request.post(scripts[0]!, { maxRedirects: 0 });
    expect(post.status()).toBe(405);
    expect(post.headers()["allow"]).toBe("GET, HEAD");
    // The font stays a static file (woff2 is compressed already).
    const font = /\/assets\/plex-arabic-400-[\w-]+\.woff2/.exec(html)?.[0];
    if (font) expect((await request.get(font)).headers()["content-type"]).toBe("font/woff2");
  });
});

test.describe("with JavaScript: data only, and a progress bar when it is slow", () => {
  test("@js-only moving between list pages and filtering fetch data, never a document or a script", async ({ page, login }) => {
    await login("admin");
    await page.goto("/blogs");
    await expectHydrated(page);
    const requests = recordRequests(page);

    await page
      .getByRole("navigation", { name: ar.list.pagination })
      .getByRole("link", { name: ar.list.pageN.replace("{{n}}", "2") })
      .click();
    await expectPath(page, "/blogs?page=2");
    await page.getByRole("search", { name: ar.list.filters }).getByLabel(ar.list.search).fill("ال");
    await page.getByRole("search", { name: ar.list.filters }).getByRole("button", { name: ar.list.apply }).click();
    await expect(page).toHaveURL(/name=/);

    const kinds = requests.map((r) => `${r.resourceType()} ${new URL(r.url()).pathname}`);
    expect(kinds.filter((k) => k.startsWith("document") || k.startsWith("script") || k.startsWith("stylesheet"))).toEqual([]);
    expect(kinds.filter((k) => k.includes(".data")).length).toBeGreaterThanOrEqual(2);
    // …and never the strings again: each data request names the routes it wants, not the language route.
    for (const r of requests.filter((r) => new URL(r.url()).pathname.endsWith(".data"))) {
      expect(new URL(r.url()).searchParams.get("_routes") ?? "every route", r.url()).not.toMatch(/routes\/lang|every route/);
    }
  });

  for (const locale of ["ar", "en"] as const) {
    test(`${locale}: a list page gets only the strings lists use; moving on to a form brings the form's, once`, async ({ page, login, jsEnabled }) => {
      const t = dict[locale];
      // Strings of a form, of the editor and of the orders screens, none of which a list shows.
      const notOnLists = [t.validation.email, t.editor.heading1, t.orders.subStatus["9"]];
      await login("admin");
      const list = await page.goto(localized("/blogs", locale));
      const html = (await list?.text()) ?? "";
      expect(html).toContain(t.list.apply);
      for (const text of notOnLists) expect(html).not.toContain(text);
      if (jsEnabled) await expectHydrated(page);
      const requests = recordRequests(page);

      await page.getByRole("link", { name: t.list.add.replace("{{item}}", t.entities.blogs.one) }).click();
      await expectPath(page, localized("/blogs/add", locale));
      const form = page.locator("form.entity-form");
      // (A link may be prefetched on hover too: every data request counts.)
      const wanted = (requests: Request[]) =>
        requests.filter((r) => new URL(r.url()).pathname.endsWith(".data")).map((r) => new URL(r.url()).searchParams.get("_routes") ?? "every route");
      if (jsEnabled) {
        // The language route is asked again, and the form's messages are there in the browser:
        // a required field left empty says so in the page's language.
        expect(wanted(requests).length).toBeGreaterThan(0);
        for (const routes of wanted(requests)) expect(routes).toMatch(/routes\/lang|every route/);
        // Once its validator has loaded, so the message is the browser's, from the strings just
        // fetched (before that the server would answer, with its own copy of them).
        await expect(form).toHaveAttribute("data-validation", "browser");
        await page.getByRole("button", { name: t.common.save }).click();
        await expect(form.getByText(t.validation.required).first()).toBeVisible();
      } else {
        // A new document, with the form's strings this time (read once it has all arrived: the
        // strings come in the stream after the form).
        await expect(form).toBeVisible();
        await page.waitForLoadState("load");
        const formHtml = await page.content();
        for (const text of [t.validation.required, t.validation.email, t.editor.heading1]) expect(formHtml).toContain(text);
      }

      // Back to a list: with JavaScript only the list's data comes (the browser has its strings);
      // without, a new document with the list's strings alone.
      const back = recordRequests(page);
      await sidebar(page, locale).getByRole("link", { name: t.nav.news }).click();
      await expectPath(page, localized("/news", locale));
      await expect(page.getByRole("heading", { level: 1, name: t.nav.news })).toBeVisible();
      if (jsEnabled) {
        expect(wanted(back).length).toBeGreaterThan(0);
        for (const routes of wanted(back)) expect(routes).not.toMatch(/routes\/lang|every route/);
      } else {
        await page.waitForLoadState("load");
        const newsHtml = await page.content();
        for (const text of notOnLists) expect(newsHtml).not.toContain(text);
      }
    });
  }

  test("@js-only the language switch stays in the page and translates everything, both ways", async ({ page, login }) => {
    await login("admin");
    await page.goto("/blogs");
    await expectHydrated(page);
    const requests = recordRequests(page);

    await page
      .getByRole("banner")
      .getByRole("link", { name: /English/ })
      .click();
    await expectPath(page, "/en/blogs");
    await expectDir(page, "ltr");
    await expect(page.getByRole("heading", { level: 1, name: en.nav.blogs })).toBeVisible();
    await expect(page.getByRole("search", { name: en.list.filters }).getByLabel(en.list.search)).toBeVisible();
    await expect(page).toHaveTitle(`${en.nav.blogs} | ${en.app.name}`);

    await page
      .getByRole("banner")
      .getByRole("link", { name: /العربية/ })
      .click();
    await expectPath(page, "/blogs");
    await expectDir(page, "rtl");
    await expect(page.getByRole("heading", { level: 1, name: ar.nav.blogs })).toBeVisible();
    await expect(page.getByRole("search", { name: ar.list.filters }).getByLabel(ar.list.search)).toBeVisible();
    expect(requests.filter((r) => r.resourceType() === "document")).toEqual([]);
  });

  test("@js-only a slow navigation shows a progress bar until the page arrives", async ({ page, login }) => {
    await login("admin");
    await page.goto("/blogs");
    await expectHydrated(page);
    const bar = page.getByRole("progressbar", { name: ar.progress.loading });
    await expect(bar).toHaveCount(0);
    // The data request of the next page is held, as on a slow link, until the bar has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: ar.nav.mainNavigation }).getByRole("link", { name: ar.nav.news, exact: true }).click();
    await expect(bar).toBeVisible();
    // Shown only after the spec's 200 ms delay, so quick answers never flash it.
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    release();
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
