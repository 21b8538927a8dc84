/**
 * List search finds what Arabic staff type: without hamza, with ه for ة and ي for ى, with
 * diacritics or tatweel, with extra spaces, and with Arabic-Indic digits. The same with and
 * without JavaScript (the search box is a GET form).
 */
import { test, expect, ar } from "./fixtures";
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
