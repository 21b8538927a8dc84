/**
 * The CSV export (every field of an order, phones as numbers, formulas neutralised), an export
 * of an unknown area as the 404 page, and how list cells show dates and long texts.
 */
import type { APIRequestContext } from "@playwright/test";
import { ar, en, expect, localized, rawOnly, test, upstreamAdminHeaders, UPSTREAM_URL, type Locale } from "./fixtures";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

const dict = { ar, en } as const;

/** The orders export's header, in the contract's order of the order's fields. */
const ORDER_HEADER = [
  "id",
  "gender",
  "name",
  "mobile",
  "email",
  "country_id",
  "city",
  "code",
  "short_description",
  "service_id",
  "message",
  "source_id",
  "status",
  "sub_status",
  "moderator",
  "created_at",
  "next_contact_at",
  "last_comment",
  "updated_at",
] as const;

async function storeOrder(request: APIRequestContext, fields: Record<string, string>): Promise<number> {
  const headers = await upstreamAdminHeaders(request);
  const lookups = await request.get(`${UPSTREAM_URL}/api/dashboard/pages/lookups`, { headers });
  const serviceId = ((await lookups.json()) as { data: { services: { id: number }[] } }).data.services[0]!.id;
  const res = await request.post(`${UPSTREAM_URL}/api/dashboard/orders/store`, {
    headers,
    multipart: { title: "ms", service_id: String(serviceId), ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test.describe("CSV export", () => {
  test.beforeEach(({ jsEnabled }) => rawOnly(jsEnabled));

  for (const locale of ["ar", "en"] as const) {
    test(`${locale}: the orders export carries every field of the order, its phone as a number, a formula neutralised`, async ({ page, login, request }) => {
      const t = dict[locale];
      const tag = `csv${Date.now().toString(36)}${locale}`;
      const name = `=HYPERLINK("x") ${tag}`;
      const id = await storeOrder(request, { name, mobile: "+966501234567", email: "csv@example.com", code: "C-9", short_description: "وصف قصير" });
      await login("admin");
      const res = await page.request.get(`${localized("/export/orders", locale)}?name=${tag}`);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      const [header, ...rows] = (await res.text()).replace(/^\uFEFF/, "").split("\r\n");
      expect(header).toBe(ORDER_HEADER.map((key) => t.fields[key]).join(","));
      const row = rows.find((line) => line.startsWith(`${id},`));
      expect(row, "the new order's row").toBeDefined();
      // The phone as it is (no apostrophe: E.164 is no formula); the name that is a formula, quoted and neutralised.
      expect(row).toContain(",+966501234567,csv@example.com,");
      expect(row).toContain(`,"'=HYPERLINK(""x"") `);
      expect(row).toContain(",C-9,وصف قصير,");
      expect(row).toContain(`,${t.orders.status[1]},`);
    });
  }

  test("an export of an area that has none is the HTML 404 page, for a staff member and for anyone", async ({ page, login, playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    for (const path of ["/export/unknown", "/en/export/unknown"]) {
      const res = await anonymous.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()["content-type"], path).toBe("text/html; charset=utf-8");
      const html = await res.text();
      expect(html).toContain(path.startsWith("/en") ? en.errors.notFound : ar.errors.notFound);
      expect(html).not.toContain("Unexpected Server Error");
    }
    await anonymous.dispose();
    await login("editor");
    const res = await page.request.get("/en/export/unknown");
    expect(res.status()).toBe(404);
    expect(res.headers()["content-type"]).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toContain(en.errors.notFoundTitle);
    // Inside the frame: the menu is there.
    expect(html).toContain(`aria-label="${en.nav.mainNavigation}"`);
  });
});

test.describe("list cells", () => {
  for (const locale of ["ar", "en"] as const satisfies Locale[]) {
    test(`${locale}: a date-only field shows the day alone, a long short description two lines with the whole text on hover and focus`, async ({
      page,
      login,
      request,
    }) => {
      const t = dict[locale];
      const long = `وصف طويل لطلب ${Date.now().toString(36)}: ${"بناء فيلا سكنية من دورين مع ملحق خارجي ومسبح وحديقة في شمال الرياض، ".repeat(3)}والتسليم قبل الصيف`;
      const name = `خلية ${Date.now().toString(36)}`;
      await storeOrder(request, { name, mobile: "0551234567", short_description: long });
      await login("admin");

      await page.goto(localized("/news", locale));
      // The cells of a column, found by its header's position (a phone card labels few of them).
      const column = async (label: string) => {
        const headers = (await page.getByRole("table").locator("thead th").allTextContents()).map((h) => h.trim());
        const at = headers.findIndex((h) => h.startsWith(label));
        expect(at, label).toBeGreaterThanOrEqual(0);
        return page.getByRole("table").locator(`tbody tr > :nth-child(${at + 1}) time`);
      };
      const published = await column(t.fields.published_at);
      await expect(published.first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
      // A date-time keeps its time.
      await expect((await column(t.fields.created_at)).first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      // The short description is among the first columns to give way: a screen wide enough to show it.
      await page.setViewportSize({ width: 2200, height: 900 });
      await page.goto(`${localized("/orders", locale)}?name=${encodeURIComponent(name)}`);
      const summary = page.getByRole("table").locator("summary", { hasText: long.slice(0, 12) });
      await expect(summary).toHaveAttribute("title", long);
      // Focus (a keyboard user) opens the two lines in place.
      const clamped = summary.locator(".cell-clamp");
      const shut = await clamped.evaluate((el) => el.getBoundingClientRect().height);
      await summary.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => clamped.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(shut);
    });
  }
});
