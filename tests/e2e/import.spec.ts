/**
 * Importing rows from a spreadsheet file: a Windows-1256 file with semicolons and a refused row
 * (the preview names it, nothing is written; "Import" stores the good rows with their Arabic; the
 * same file again stores nothing new); a UTF-8 file with a byte-order mark, quoted commas,
 * Arabic-Indic digits and a pasted phone; who may import, and the template, over HTTP.
 * Each browser test runs in one language per mode (Arabic with JavaScript, English without, and
 * the other way round for the second), so both modes and both languages are covered.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations, expectSoundStructure } from "./a11y";
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
  await page.getByLabel(t.file).setInputFiles({ name, mimeType, buffer });
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
});
