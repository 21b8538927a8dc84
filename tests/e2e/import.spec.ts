/**
 * Importing rows from a spreadsheet file: a Windows-1256 file with semicolons and a refused row
 * (the preview names it, nothing is written; "Import" stores the good rows with their Arabic; the
 * same file again stores nothing new); a UTF-8 file with a byte-order mark, quoted commas,
 * Arabic-Indic digits and a pasted phone; who may import, and the template, over HTTP. Then the
 * mistakes that would reach the data: phones that lost their leading zero (the same rows), a row
 * repeated in the file, a refused choice named with the accepted ones, reasons in the language of
 * the page that shows them, the progress's plural wording, and orders that likely repeat one
 * already there.
 * Each browser test runs in one language per mode (Arabic with JavaScript, English without, and
 * the other way round for the second), so both modes and both languages are covered.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expectFitsThePhone, expectNoAxeViolations, expectSoundStructure } from "./a11y";
import { csrfToken, dict, expect, localized, rawOnly, test, upstreamAdminHeaders, UPSTREAM_URL, visit, type Locale } from "./fixtures";

/** Windows-1256 bytes of a text (Arabic Excel's "CSV"): the decoder's own table, inverted. */
function windows1256(text: string): Buffer {
  const table = new Map<string, number>();
  const decoded = new TextDecoder("windows-1256").decode(Uint8Array.from({ length: 256 }, (_, i) => i));
  [...decoded].forEach((char, byte) => table.set(char, byte));
  return Buffer.from(
    [...text].map((char) => {
      const byte = table.get(char);
      if (byte === undefined) throw new Error(`not in Windows-1256: ${char}`);
      return byte;
    }),
  );
}

type Branch = { id: number; name_ar: string; name_en: string; phone: string | null; city: string | null; address_ar: string | null };

/** The branches whose name holds `tag`, as the upstream stores them. */
async function branchesTagged(request: APIRequestContext, tag: string): Promise<Branch[]> {
  const res = await request.get(`${UPSTREAM_URL}/api/dashboard/branches/all`, {
    headers: await upstreamAdminHeaders(request),
    params: { name: tag, per_page: 50 },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Branch[] }).data;
}

/** Chooses the file and asks for its preview; resolves on the preview page. */
async function upload(page: Page, locale: Locale, name: string, mimeType: string, buffer: Buffer) {
  const t = dict[locale].import;
  await page.getByLabel(t.file, { exact: true }).setInputFiles({ name, mimeType, buffer });
  await page.getByRole("button", { name: t.preview }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.previewTitle })).toBeVisible();
}

/** Presses "Import 2 rows" and waits for the result (the page refreshes itself while it runs). */
async function importTwoRows(page: Page, locale: Locale) {
  const t = dict[locale].import;
  await page.getByRole("button", { name: locale === "ar" ? "استيراد صفين" : "Import 2 rows" }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.done })).toBeVisible({ timeout: 20_000 });
}

const counted = (text: string, count: number) => text.replace("{{n}}", String(count));

test.describe("import rows from a file", () => {
  test("a Windows-1256 file with semicolons: the refused row named, nothing written, then the good rows stored once", async ({
    page,
    login,
    request,
    jsEnabled,
  }) => {
    // Two uploads, two imports and two accessibility checks in one flow: more than a page's time.
    test.slow();
    const locale: Locale = jsEnabled ? "ar" : "en";
    const t = dict[locale].import;
    const tag = `imp${Date.now().toString(36)}${locale}`;
    await login("admin");
    // From the list, beside "Add".
    await visit(page, localized("/branches", locale), jsEnabled);
    await page.getByRole("link", { name: dict[locale].list.importFile }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.title.replace("{{items}}", dict[locale].nav.branches) })).toBeVisible();
    if (jsEnabled) await expectNoAxeViolations(page, "import upload");
    else await expectSoundStructure(page, { locale });

    // Arabic Excel's CSV: Arabic labels as headers, in another order than the form, an unknown
    // column, and a row without its Arabic name (the file's row 3).
    const file = windows1256(
      [
        "الاسم (إنجليزي);الاسم (عربي);المدينة;ملاحظات",
        `Jeddah ${tag};فرع جدة ${tag};جدة;أي شيء`,
        `No Arabic ${tag};;الرياض;`,
        `Dammam ${tag};فرع الدمام ${tag};الدمام;`,
      ].join("\r\n"),
    );
    await upload(page, locale, "branches.csv", "text/csv", file);
    await expect(page.getByText(counted(t.ready, 2))).toBeVisible();
    await expect(page.getByText(counted(t.refused, 1))).toBeVisible();
    await expect(page.getByText(t.unknownColumns.replace("{{columns}}", "ملاحظات"))).toBeVisible();
    const refused = page.getByRole("table");
    await expect(refused.getByRole("row")).toHaveCount(2);
    await expect(refused.getByRole("row").nth(1)).toContainText("3");
    await expect(refused.getByRole("row").nth(1)).toContainText(`${dict[locale].fields.name_ar}: ${dict[locale].validation.required}`);
    if (jsEnabled) await expectNoAxeViolations(page, "import preview");
    // The preview wrote nothing.
    expect(await branchesTagged(request, tag)).toEqual([]);

    await importTwoRows(page, locale);
    await expect(page.getByText(counted(t.imported, 2))).toBeVisible();
    await expect(page.getByText(counted(t.resultRefused, 1))).toBeVisible();
    const stored = await branchesTagged(request, tag);
    expect(stored.map((b) => b.name_ar).sort()).toEqual([`فرع الدمام ${tag}`, `فرع جدة ${tag}`]);
    expect(stored.map((b) => b.city).sort()).toEqual(["الدمام", "جدة"]);
    if (jsEnabled) await expectNoAxeViolations(page, "import result");

    // The same file again: every good row is already there, nothing new is stored.
    await page.getByRole("link", { name: t.another }).click();
    await upload(page, locale, "branches.csv", "text/csv", file);
    await importTwoRows(page, locale);
    await expect(page.getByText(counted(t.imported, 0))).toBeVisible();
    await expect(page.getByText(counted(t.already, 2))).toBeVisible();
    expect(await branchesTagged(request, tag)).toHaveLength(2);

    // The refused row, as a file to fix: its cells and the reason.
    const download = await page.request.get(`${new URL(page.url()).pathname}/refused`);
    expect(download.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const [header, row] = (await download.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(`الاسم (إنجليزي),الاسم (عربي),المدينة,ملاحظات,${t.reasonColumn},${t.lineColumn}`);
    expect(row).toBe(`No Arabic ${tag},,الرياض,,${dict[locale].fields.name_ar}: ${dict[locale].validation.required},3`);
  });

  test("a UTF-8 file with a byte-order mark: quoted commas, Arabic-Indic digits and a pasted phone", async ({ page, login, request, jsEnabled }) => {
    const locale: Locale = jsEnabled ? "en" : "ar";
    const t = dict[locale].import;
    const tag = `imq${Date.now().toString(36)}${locale}`;
    await login("admin");
    await visit(page, localized("/branches/import", locale), jsEnabled);
    const text = [
      "name_ar,Name (English),Mobile,address_ar,Active",
      `"فرع الشمال، ${tag}","North, ${tag}","+966 ٥٠ ١٢٣ ٤٥٦٧","شارع ١٢, حي ""النخيل""",نعم`,
      `"فرع الجنوب ${tag}","South ${tag}","٠٥٥ ٩٨٧ ٦٥٤٣","",لا`,
    ].join("\n");
    await upload(page, locale, "branches.csv", "text/csv", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]));
    await expect(page.getByText(counted(t.ready, 2))).toBeVisible();
    await expect(page.getByText(counted(t.refused, 0))).toBeVisible();
    await importTwoRows(page, locale);
    await expect(page.getByText(counted(t.imported, 2))).toBeVisible();
    const stored = await branchesTagged(request, tag);
    const north = stored.find((b) => b.name_en === `North, ${tag}`);
    expect(north).toMatchObject({ name_ar: `فرع الشمال، ${tag}`, phone: "+966501234567", address_ar: 'شارع ١٢, حي "النخيل"' });
    const south = stored.find((b) => b.name_en === `South ${tag}`);
    expect(south).toMatchObject({ phone: "+966559876543", is_active: false });
  });

  test("an editor is refused the import of an area they may not add to; the template is the form's labels", async ({ page, login, jsEnabled }) => {
    rawOnly(jsEnabled);
    await login("editor");
    // Editors add testimonials, not branches.
    expect((await page.request.get("/en/testimonials/import")).status()).toBe(200);
    const page403 = await page.request.get("/branches/import", { maxRedirects: 0 });
    expect(page403.status()).toBe(302);
    expect(page403.headers()["location"]).toBe("/no-permission");
    const csrf = await csrfToken(page.request);
    const post = await page.request.post("/branches/import", {
      multipart: { csrf, file: { name: "b.csv", mimeType: "text/csv", buffer: Buffer.from("name_ar,name_en\nأ,b\n") } },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(403);
    expect((await page.request.get("/en/branches/import/template", { maxRedirects: 0 })).status()).toBe(302);

    const template = await page.request.get("/en/testimonials/import/template");
    expect(template.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const body = await template.text();
    expect(body.startsWith("\uFEFF")).toBe(true);
    const [header] = body.slice(1).split("\r\n");
    expect(header).toBe("Name,Company,Rating,Active,Content (Arabic),Content (English)");
  });

  test("phones that lost their leading zero are the same rows: named when repeated in the file, never stored twice", async ({
    page,
    login,
    request,
    jsEnabled,
  }) => {
    test.slow();
    const locale: Locale = jsEnabled ? "en" : "ar";
    const t = dict[locale].import;
    const tag = `imz${Date.now().toString(36)}${locale}`;
    const [north, south] = jsEnabled ? ["0501230001", "0551230001"] : ["0501230002", "0551230002"];
    await login("admin");
    await visit(page, localized("/branches/import", locale), jsEnabled);
    const file = (rows: string[]) => Buffer.from(["name_ar,name_en,phone", ...rows].join("\n"), "utf8");
    // Row 4 is row 2 as Excel gives it back: the same branch, its phone without the leading zero.
    await upload(
      page,
      locale,
      "branches.csv",
      "text/csv",
      file([`شمال ${tag},North ${tag},${north}`, `جنوب ${tag},South ${tag},${south}`, `شمال ${tag},North ${tag},${north.slice(1)}`]),
    );
    await expect(page.getByText(counted(t.ready, 2))).toBeVisible();
    await expect(page.getByText(counted(t.repeated, 1))).toBeVisible();
    const repeated = page.getByRole("region", { name: t.repeatedCaption }).getByRole("row");
    await expect(repeated).toHaveCount(2);
    await expect(repeated.nth(1)).toHaveText(new RegExp(`^4\\s*${t.repeatedRow} \\(${t.repeatedOf} 2\\)$`));
    await importTwoRows(page, locale);
    await expect(page.getByText(counted(t.imported, 2))).toBeVisible();
    expect(await branchesTagged(request, tag)).toHaveLength(2);

    // The whole file back from Excel: every phone without its zero. Nothing is stored again.
    await page.getByRole("link", { name: t.another }).click();
    await upload(page, locale, "branches.csv", "text/csv", file([`شمال ${tag},North ${tag},${north.slice(1)}`, `جنوب ${tag},South ${tag},${south.slice(1)}`]));
    await expect(page.getByText(counted(t.ready, 2))).toBeVisible();
    await importTwoRows(page, locale);
    await expect(page.getByText(counted(t.imported, 0))).toBeVisible();
    await expect(page.getByText(counted(t.already, 2))).toBeVisible();
    const stored = await branchesTagged(request, tag);
    expect(stored.map((b) => b.phone).sort()).toEqual([`+966${north.slice(1)}`, `+966${south.slice(1)}`]);
  });

  test("orders: a repeated row named, a refused source named with the accepted ones, a likely duplicate flagged and left out unless chosen", async ({
    page,
    login,
    request,
    jsEnabled,
  }) => {
    // Three uploads and three imports.
    test.slow();
    const locale: Locale = jsEnabled ? "ar" : "en";
    const t = dict[locale].import;
    const tag = `imo${Date.now().toString(36)}${locale}`;
    // Phones of this run only: an order of an earlier run would be a likely duplicate.
    const stamp = `${jsEnabled ? 1 : 2}${String(Date.now()).slice(-6)}`;
    const [first, second] = [`054${stamp}`, `056${stamp}`];
    const { services, sources } = await lookupsOf(request);
    const service = services[0]!.title_ar;
    const source = sources[0]!.name_ar;
    await login("admin");
    await visit(page, localized("/orders/import", locale), jsEnabled);
    const file = (rows: string[]) => Buffer.from(["title,name,mobile,service_id,source_id", ...rows].join("\n"), "utf8");
    await upload(
      page,
      locale,
      "orders.csv",
      "text/csv",
      file([
        `mr,سعد ${tag},${first},${service},${source}`,
        `mr,سعد ${tag},${first.slice(1)},${service},${source}`,
        `ms,هيا ${tag},${second},${service},تيك توك`,
        `ms,هيا ${tag},${second},${service},`,
      ]),
    );
    await expect(page.getByText(counted(t.ready, 2))).toBeVisible();
    await expect(page.getByText(counted(t.refused, 1))).toBeVisible();
    await expect(page.getByText(counted(t.repeated, 1))).toBeVisible();
    await expect(page.getByRole("region", { name: t.repeatedCaption }).getByRole("row").nth(1)).toContainText(`${t.repeatedOf} 2`);
    // The source no one knows, with the sources that are (in the page's language).
    const refused = page.getByRole("region", { name: t.refusedCaption }).getByRole("row").nth(1);
    await expect(refused).toContainText(notAnOption(locale, "تيك توك"));
    for (const s of sources.slice(0, 3)) await expect(refused).toContainText(locale === "ar" ? s.name_ar : s.name_en);
    await importTwoRows(page, locale);
    await expect(page.getByText(counted(t.imported, 2))).toBeVisible();
    const stored = await ordersTagged(request, tag);
    expect(stored).toHaveLength(2);

    // The same two orders again, as Excel gives them back: the same phones and service within 7
    // days. Flagged, each with the order already there, and left out unless chosen.
    const again = file([`mr,سعد ${tag},${first.slice(1)},${service},${source}`, `ms,هيا ${tag},${second.slice(1)},${service},`]);
    await page.getByRole("link", { name: t.another }).click();
    await upload(page, locale, "orders.csv", "text/csv", again);
    await expect(page.getByText(counted(t.ready, 0))).toBeVisible();
    await expect(page.getByText(counted(t.likely, 2))).toBeVisible();
    const likely = page.getByRole("region", { name: t.likelyCaption });
    await expect(likely.getByText(t.likelyHint_few.replace("{{n}}", "7"))).toBeVisible();
    for (const order of stored) await expect(likely.getByRole("link", { name: `#${order.id}` })).toBeVisible();
    if (jsEnabled) await expectNoAxeViolations(page, "import preview with likely duplicates");
    else await expectSoundStructure(page, { locale });
    await page.setViewportSize({ width: 360, height: 740 });
    await expectFitsThePhone(page, "import preview with likely duplicates");
    await page.getByRole("button", { name: t.start_zero, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.done })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(counted(t.likelySkipped, 2))).toBeVisible();
    await expect(page.getByText(counted(t.imported, 0))).toBeVisible();
    expect(await ordersTagged(request, tag)).toHaveLength(2);

    // Chosen: imported, and still stored once (the same rows by their stored values).
    await page.getByRole("link", { name: t.another }).click();
    await upload(page, locale, "orders.csv", "text/csv", again);
    await page.getByRole("checkbox", { name: t.withLikely }).check();
    await page.getByRole("button", { name: t.start_zero, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.done })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(counted(t.already, 2))).toBeVisible();
    expect(await ordersTagged(request, tag)).toHaveLength(2);
  });

  test("reasons are said in the language of the page that shows them, not the one the import was started in", async ({ page, login, jsEnabled }) => {
    const started: Locale = jsEnabled ? "en" : "ar";
    const shown: Locale = started === "ar" ? "en" : "ar";
    const tag = `iml${Date.now().toString(36)}${started}`;
    await login("admin");
    await visit(page, localized("/orders/import", started), jsEnabled);
    const file = ["title,name,mobile,service_id,source_id", `mr,,0501230003,1,`, `ms,هيا ${tag},0561230003,1,تيك توك`].join("\n");
    await upload(page, started, "orders.csv", "text/csv", Buffer.from(file, "utf8"));
    const f = dict[started].fields;
    await expect(page.getByText(`${f.name}: ${dict[started].validation.required}`)).toBeVisible();
    const id = new URL(page.url()).pathname.split("/").pop()!;

    await visit(page, localized(`/orders/import/${id}`, shown), jsEnabled);
    await expect(page.getByRole("heading", { level: 1, name: dict[shown].import.previewTitle })).toBeVisible();
    const rows = page.getByRole("region", { name: dict[shown].import.refusedCaption }).getByRole("row");
    await expect(rows.nth(1)).toContainText(`${dict[shown].fields.name}: ${dict[shown].validation.required}`);
    await expect(rows.nth(2)).toContainText(`${dict[shown].fields.source_id}: ${notAnOption(shown, "تيك توك")}`);
    await expect(rows.nth(1)).not.toContainText(`${f.name}: ${dict[started].validation.required}`);
    // The file to fix, too.
    const csv = await (await page.request.get(`${localized(`/orders/import/${id}`, shown)}/refused`)).text();
    expect(csv).toContain(`${dict[shown].fields.name}: ${dict[shown].validation.required}`);
    expect(csv).not.toContain(`${f.name}: ${dict[started].validation.required}`);
  });

  test("the progress of a running import says the time left with the Arabic plural rules", async ({ page, login, jsEnabled }) => {
    test.slow();
    const t = dict.ar.import;
    const tag = `imp${Date.now().toString(36)}${jsEnabled ? "j" : "n"}`;
    await login("admin");
    await visit(page, "/branches/import", jsEnabled);
    const rows = Array.from({ length: PROGRESS_ROWS }, (_, i) => `فرع ${tag} ${i},Branch ${tag} ${i}`);
    await upload(page, "ar", "branches.csv", "text/csv", Buffer.from(["name_ar,name_en", ...rows].join("\n"), "utf8"));
    await page.getByRole("button", { name: t.start_other.replace("{{n}}", PROGRESS_ROWS.toLocaleString("en")) }).click();
    // Read while it runs (the page asked again, as its refresh does): every time left it says is
    // the plural form of its number, with the page's digits.
    const plural = new Intl.PluralRules("ar");
    const said = new Set<string>();
    const status = page.getByRole("status").filter({ hasText: /الوقت المتبقي/ });
    for (let i = 0; i < 200 && !(await page.getByRole("heading", { level: 1, name: t.done }).isVisible()); i++) {
      const text = await status.textContent({ timeout: 100 }).catch(() => null);
      if (text) said.add(text);
      if (said.size) break;
      await page.reload();
    }
    expect(said.size, "a time left was shown while the import ran").toBeGreaterThan(0);
    for (const text of said) {
      const n = Number(/\d+/.exec(text)?.[0] ?? (text.includes("ثانيتين") ? 2 : text.includes("ثانية واحدة") ? 1 : NaN));
      expect(text).toBe(t[`timeLeft_${plural.select(n)}` as "timeLeft_few"].replace("{{n}}", n.toLocaleString("en")));
    }
  });
});

/** Rows of the import whose progress is read: enough to run for a few seconds. */
const PROGRESS_ROWS = 3000;

/** "«value» is not one of the choices…" as the page says it. */
function notAnOption(locale: Locale, value: string) {
  return dict[locale].import.notAnOption.replace("{{value}}", value).split("{{options}}")[0]!;
}

type Lookups = { services: Array<{ id: number; title_ar: string; title_en: string }>; sources: Array<{ id: number; name_ar: string; name_en: string }> };

async function lookupsOf(request: APIRequestContext): Promise<Lookups> {
  const res = await request.get(`${UPSTREAM_URL}/api/dashboard/pages/lookups`, { headers: await upstreamAdminHeaders(request) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Lookups }).data;
}

/** The orders whose name holds `tag`. */
async function ordersTagged(request: APIRequestContext, tag: string): Promise<Array<{ id: number; mobile: string }>> {
  const res = await request.get(`${UPSTREAM_URL}/api/dashboard/orders/all`, {
    headers: await upstreamAdminHeaders(request),
    params: { name: tag, per_page: 50 },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Array<{ id: number; mobile: string }> }).data;
}
