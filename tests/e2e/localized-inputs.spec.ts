/**
 * Date fields read and write YYYY-MM-DD the same way on Arabic and English pages, whatever the
 * browser's own language: typed (Arabic-Indic digits too) without JavaScript, and with it also
 * chosen from a calendar in the page's language whose week starts on Sunday (ar-SA, en-US).
 */
import { ar, en, expect, expectHydrated, expectPath, test } from "./fixtures";
import { firstOrderId, followUpNextContact } from "../support/upstream-db";
import { PNG_1PX } from "./images";

test.use({ loggedIn: true, locale: "en-GB" });

function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\*)?$`);
}

test("a date typed in Arabic-Indic digits is saved as the same day", async ({ page, jsEnabled }) => {
  const T = ar.orders.request.form;
  const orderId = firstOrderId();
  await page.goto(`/orders/${orderId}/request`);
  const comment = `موعد بالأرقام العربية ${Date.now()} ${jsEnabled ? "js" : "nojs"}`;
  await page.getByLabel(field(T.status)).selectOption({ label: ar.orders.status["2"] });
  await page.getByLabel(field(T.subStatus)).selectOption({ label: ar.orders.subStatus["2"] });
  await page.getByLabel(field(T.comment)).fill(comment);
  const date = page.getByLabel(field(T.nextContact));
  await expect(date).toHaveAttribute("type", "text");
  await date.fill("٢٠٣٠-٠٥-٠١");
  await page.getByRole("button", { name: T.submit }).click();
  await expect(page.getByText(comment)).toBeVisible();
  await expectPath(page, `/orders/${orderId}/request`);
  expect(followUpNextContact(comment)).toMatch(/^2030-05-01/);
});

for (const [locale, t, month, sunday] of [
  ["ar", ar, "مايو", "الأحد"],
  ["en", en, "May", "Sunday"],
] as const) {
  test(`the calendar speaks the page's language, starts on Sunday and is used by keyboard (${locale}) @js-only`, async ({ page }) => {
    const T = t.orders.request.form;
    await page.goto(`${locale === "en" ? "/en" : ""}/orders/${firstOrderId()}/request`);
    await expectHydrated(page);
    const date = page.getByLabel(field(T.nextContact));
    await date.fill("2030-05-15");
    await page.getByRole("button", { name: t.common.openCalendar }).click();
    const calendar = page.getByRole("dialog");
    await expect(calendar.getByRole("heading", { level: 2 })).toContainText(month);
    await expect(calendar.getByRole("columnheader").first()).toHaveAttribute("abbr", sunday);
    // Focus is on the chosen day; the next day is to the left on a right-to-left page.
    await expect(calendar.getByRole("button", { name: /15/ })).toBeFocused();
    await page.keyboard.press(locale === "ar" ? "ArrowLeft" : "ArrowRight");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(calendar).toHaveCount(0);
    await expect(date).toHaveValue("2030-05-23");
    await expect(date).toBeFocused();
    // Escape closes it and puts focus back on its button.
    await page.getByRole("button", { name: t.common.openCalendar }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: t.common.openCalendar })).toBeFocused();
  });
}

for (const [locale, t] of [
  ["ar", ar],
  ["en", en],
] as const) {
  test(`a file field's button and state are in the page's language (${locale})`, async ({ page, jsEnabled }) => {
    await page.goto(`${locale === "en" ? "/en" : ""}/blogs/add`);
    const picker = page.locator(".file-picker").first();
    await expect(picker.getByText(t.forms.chooseFile, { exact: true })).toBeVisible();
    // Nothing in the browser's own language shows: its control is transparent.
    await expect(picker.locator('input[type="file"]')).toHaveCSS("opacity", "0");
    await expect(picker.locator(".file-picker-name")).toHaveText(jsEnabled ? t.forms.noFileChosen : "");
    const name = `صورة-طويلة-الاسم-${"جدا-".repeat(12)}${Date.now()}.png`;
    await page.getByLabel(field(t.fields.image)).setInputFiles({ name, mimeType: "image/png", buffer: PNG_1PX });
    if (jsEnabled) {
      const shown = picker.locator(".file-picker-name");
      await expect(shown).toHaveText(name);
      // A long name wraps instead of being cut off.
      const box = await shown.boundingBox();
      const field = await page.locator(".image-field").first().boundingBox();
      expect(box!.width).toBeLessThanOrEqual(field!.width + 1);
    }
  });
}

for (const [locale, t] of [
  ["ar", ar],
  ["en", en],
] as const) {
  test(`a typed date reads in the order it was typed, beside an example in the page's digits (${locale})`, async ({ page }) => {
    await page.goto(`${locale === "en" ? "/en" : ""}/blogs/add`);
    const date = page.getByLabel(field(t.fields.published_at));
    await expect(date).toHaveAttribute("placeholder", t.common.datePlaceholder);
    // The example, held left to right like the field: «مثال: ٢٠٢٦-٠٣-٠٥» on an Arabic page.
    await expect(date).toHaveAccessibleDescription(`${t.common.dateExample} ${t.common.dateExampleValue}`);
    await expect(page.locator("bdo.date-example")).toHaveAttribute("dir", "ltr");
    expect(t.common.dateExampleValue).toBe(locale === "ar" ? "٢٠٢٦-٠٣-٠٥" : "2026-03-05");
    await date.fill("٢٠٢٦-٠٣-٠٥");
    // Arabic-Indic digits are right-to-left numbers to the bidi algorithm: without the override
    // the field would show ٠٥-٠٣-٢٠٢٦. The year's first digit is the leftmost glyph.
    await expect(date).toHaveCSS("direction", "ltr");
    await expect(date).toHaveCSS("unicode-bidi", "bidi-override");
    const firstGlyphLeft = await date.evaluate((input: HTMLInputElement) => {
      const probe = document.createElement("span");
      const style = getComputedStyle(input);
      probe.style.cssText = `position:absolute;white-space:pre;font:${style.font};direction:${style.direction};unicode-bidi:${style.unicodeBidi}`;
      probe.textContent = input.value;
      document.body.append(probe);
      const range = document.createRange();
      range.setStart(probe.firstChild!, 0);
      range.setEnd(probe.firstChild!, 1);
      const first = range.getBoundingClientRect().left - probe.getBoundingClientRect().left;
      probe.remove();
      return first;
    });
    expect(firstGlyphLeft).toBeLessThan(2);
  });
}

test("a file over the limit is refused as soon as it is chosen, with the server's message, and nothing is sent @js-only", async ({ page }) => {
  await page.goto("/blogs/add");
  await expectHydrated(page);
  const image = page.getByLabel(field(ar.fields.image));
  const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
  await image.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
  const message = "حجم الملف أكبر من 2 ميغابايت.";
  expect(ar.validation.fileSize.replace("{{size}}", "2")).toBe(message);
  await expect(image).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, "\\.")));
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.getByLabel(field(ar.fields.title_ar)).fill("عنوان");
  await page.getByLabel(field(ar.fields.title_en)).fill("Title");
  await page.getByRole("button", { name: ar.common.save }).click();
  await expect(image).toBeFocused();
  await expectPath(page, "/blogs/add");
  expect(posts).toEqual([]);
  // Another file, within the limit, clears it.
  await image.setInputFiles({ name: "small.png", mimeType: "image/png", buffer: PNG_1PX });
  await expect(page.getByText(message)).toHaveCount(0);
});
