/**
 * Small copies of the upstream's images (app/server/thumbnails.server.ts, decision 0012): a list
 * cell and a form's current image come as WebP at twice their shown size, not as the upload.
 */
import sharp from "sharp";
import { ar, expect, rawOnly, test, upstreamAdminHeaders, UPSTREAM_URL } from "./fixtures";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

function uid(): string {
  return `th${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A 1200 × 900 JPEG photo of about 500 KB (noise does not compress): what staff upload. */
async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The width the browser decoded the image at, once it has loaded (0 before, or if it failed). */
async function decodedWidth(image: import("@playwright/test").Locator): Promise<number> {
  return image.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));
}

test.describe("small copies of images", () => {
  test("a list cell and the edit form show an uploaded 500 KB photo as WebP at 88 and 192 px", async ({ page, login, request }) => {
    const name = uid();
    const original = await photo();
    const created = await request.post(`${UPSTREAM_URL}/api/dashboard/categories/store`, {
      headers: await upstreamAdminHeaders(request),
      multipart: {
        name_ar: `تصنيف ${name}`,
        name_en: `Category ${name}`,
        is_active: "1",
        image: { name: "photo.jpg", mimeType: "image/jpeg", buffer: original },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, image: uploaded } = ((await created.json()) as { data: { id: number; image: string } }).data;
    await login("admin");

    await page.goto(`/category?name=${name}`);
    const row = page.getByRole("row").filter({ hasText: `تصنيف ${name}` });
    const cell = row.locator("img");
    // An upload on the API's origin is named by its path: the address is in the page twice per row.
    await expect(cell).toHaveAttribute("src", `/thumb/cell?src=${new URL(uploaded).pathname}`);
    await expect.poll(() => decodedWidth(cell), { message: "the cell's image loaded" }).toBe(88);
    const small = await page.request.get((await cell.getAttribute("src"))!);
    expect(small.headers()["content-type"]).toBe("image/webp");
    expect((await small.body()).length, "a few KB instead of the upload's 500").toBeLessThan(original.length / 20);

    await page.goto(`/category/${id}/edit`);
    const current = page.getByRole("img", { name: ar.forms.currentImage });
    await expect(current).toHaveAttribute("src", `/thumb/preview?src=${new URL(uploaded).pathname}`);
    await expect.poll(() => decodedWidth(current), { message: "the form's image loaded" }).toBe(192);
  });

  for (const [locale, path] of [
    ["ar", "/category"],
    ["en", "/en/category"],
  ] as const) {
    test(`${locale}: with JavaScript a list asks for its pictures once hydrated, not beside the scripts; the slot keeps their size @js-only`, async ({
      page,
      login,
    }) => {
      await login("admin");
      // Hold the page's scripts back: until they run, the page is as a slow link leaves it.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      const asked: string[] = [];
      page.on("request", (req) => {
        // The rows' pictures (the frame's logo, when a test has set one, is not a row's).
        if (new URL(req.url()).pathname === "/thumb/cell") asked.push(req.url());
      });
      await page.goto(path, { waitUntil: "commit" });
      // The first row with a picture: another spec may be adding a category without one.
      const firstRow = page
        .getByRole("row")
        .filter({ has: page.locator(".cell-image-slot") })
        .first();
      await expect(firstRow).toBeVisible();
      const slot = firstRow.locator(".cell-image-slot");
      // The picture is in the document only for browsers without JavaScript (<noscript>).
      expect(await slot.innerHTML()).toMatch(/^<noscript><img [^>]*src="\/thumb\/cell\?src=/);
      expect(await slot.boundingBox()).toMatchObject({ width: 44, height: 44 });
      // The whole document parsed (its scripts still held): what the HTML itself asks for, it has asked for.
      await page.waitForFunction(() => document.readyState === "interactive");
      expect(asked, "no picture asked for before hydration").toEqual([]);

      release();
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      const image = slot.locator("img");
      await expect.poll(() => decodedWidth(image), { message: "the picture loaded after hydration" }).toBe(88);
      expect(asked.length).toBeGreaterThan(0);
      expect(await slot.boundingBox()).toMatchObject({ width: 44, height: 44 });
    });

    test(`${locale}: without JavaScript a list shows its pictures at once, from the document's <noscript> copy @no-js-only`, async ({ page, login }) => {
      await login("admin");
      await page.goto(path);
      const slot = page
        .getByRole("row")
        .filter({ has: page.locator(".cell-image-slot") })
        .first()
        .locator(".cell-image-slot");
      await expect.poll(() => decodedWidth(slot.locator("img")), { message: "the picture loaded" }).toBe(88);
      expect(await slot.boundingBox()).toMatchObject({ width: 44, height: 44 });
    });
  }

  test("the route answers only a session, only for trusted origins, only with images; a second ask is a 304", async ({
    page,
    login,
    jsEnabled,
    playwright,
    baseURL,
  }) => {
    rawOnly(jsEnabled);
    await login("admin");
    const list = await (await page.request.get("/category")).text();
    const src = /src="(\/thumb\/cell\?src=[^"]+)"/.exec(list)?.[1]?.replaceAll("&amp;", "&");
    expect(src, "the demo's categories have images").toBeTruthy();

    const first = await page.request.get(src!);
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toBe("image/webp");
    expect(first.headers()).toMatchObject({
      "cache-control": "private, max-age=3600",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cross-origin-resource-policy": "same-origin",
    });
    const etag = first.headers()["etag"]!;
    expect((await page.request.get(src!, { headers: { "If-None-Match": etag } })).status()).toBe(304);

    const refused: Array<[string, number]> = [
      ["/thumb/cell?src=https%3A%2F%2Fevil.example%2Fx.png", 400],
      // A path that leaves the API's origin (protocol-relative) is another origin.
      ["/thumb/cell?src=//evil.example/x.png", 400],
      [`/thumb/cell?src=${encodeURIComponent(`http://admin:pw@${new URL(UPSTREAM_URL).host}/x.png`)}`, 400],
      ["/thumb/cell", 400],
      // A trusted origin, but JSON, not an image.
      [`/thumb/cell?src=${encodeURIComponent(`${UPSTREAM_URL}/api/health`)}`, 422],
      [`/thumb/cell?src=${encodeURIComponent(`${UPSTREAM_URL}/uploads/${"0".repeat(32)}.png`)}`, 422],
      [src!.replace("/thumb/cell", "/thumb/huge"), 404],
    ];
    for (const [path, status] of refused) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(status);
      expect(res.headers()["content-type"] ?? "", path).not.toMatch(/^image\//);
    }

    // Without a session: the login page, no image, no request upstream for it.
    const stranger = await playwright.request.newContext({ baseURL });
    const anonymous = await stranger.get(src!, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers()["location"]).toMatch(/^\/login/);
    await stranger.dispose();
  });
});
