/**
 * List search finds what Arabic staff type: without hamza, with ه for ة and ي for ى, with
 * diacritics or tatweel, with extra spaces, and with Arabic-Indic digits. The same with and
 * without JavaScript (the search box is a GET form).
 */
import { test, expect, ar, dict } from "./fixtures";
import { insertTestimonial } from "../support/upstream-db";

test.use({ loggedIn: true });

test("list search finds a name however its Arabic is typed", async ({ page, jsEnabled }) => {
  const suffix = `${Date.now() % 1_000_000}${jsEnabled ? 1 : 2}`;
  const stored = `أحمد إبراهيم ${suffix} مدرسة مستشفى`;
  insertTestimonial(stored);
  const arabicDigits = suffix.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
  const typed = [
    `احمد ابراهيم ${suffix}`, // no hamza
    `${suffix} مدرسه مستشفي`, // ه for ة, ي for ى
    `أَحْمَد إِبْرَاهِيم ${suffix}`, // diacritics
    `احـــمد   ابراهيم ${suffix}`, // tatweel and a run of spaces
    `${arabicDigits} مدرسة`, // Arabic-Indic digits
  ];
  for (const query of typed) {
    await page.goto("/testimonials");
    const box = page.getByRole("searchbox", { name: ar.list.search, exact: true });
    await box.fill(query);
    await box.press("Enter");
    await expect(page).toHaveURL(/[?&]name=/);
    await expect(page.getByRole("cell", { name: stored, exact: true }), query).toBeVisible();
    // The box keeps what was typed.
    await expect(page.getByRole("searchbox", { name: ar.list.search, exact: true })).toHaveValue(query.trim());
  }
  // And a name that is not there finds nothing.
  await page.goto(`/testimonials?name=${encodeURIComponent(`محمود ${suffix}`)}`);
  await expect(page.getByRole("cell", { name: stored, exact: true })).toHaveCount(0);
});

test("a short Arabic word lists whole-word matches first, in the list and in the search everywhere, in both languages", async ({ page }) => {
  const letters = "بتثجحخدذرزسشصضطظعغفقكمن";
  const word = Array.from({ length: 5 }, () => letters[Math.floor(Math.random() * letters.length)]).join("");
  // Stored whole word first, so that newest-first alone would list them the other way round.
  const names = [`مكتب ${word}`, `${word}ي للتجارة`, `م${word} الشمال`];
  for (const name of names) insertTestimonial(name);
  for (const locale of ["ar", "en"] as const) {
    const prefix = locale === "en" ? "/en" : "";
    await page.goto(`${prefix}/testimonials?name=${encodeURIComponent(word)}`);
    const rows = page.getByRole("row");
    await expect(rows).toHaveCount(names.length + 1);
    for (const [i, name] of names.entries()) await expect(rows.nth(i + 1)).toContainText(name);
    await page.goto(`${prefix}/search?q=${encodeURIComponent(word)}`);
    const hits = page.getByRole("region", { name: dict[locale].nav.testimonials }).getByRole("listitem");
    await expect(hits).toHaveText(names);
  }
});
