/**
 * Numbers and phones as Arabic staff type them: Arabic-Indic digits from a phone keyboard, numbers
 * pasted from a chat with spaces, dashes or a country code. Stored with Latin digits (a phone as
 * E.164), shown again as typed when the form comes back with an error. JS on and off.
 */
import type { Page } from "@playwright/test";
import { test, expect, ar, expectPath } from "./fixtures";
import { branchPhone, testimonialRating } from "../support/upstream-db";

test.use({ loggedIn: true });

const unique = (label: string, jsEnabled: boolean) => `${label} ${Date.now()}${Math.floor(Math.random() * 1000)} ${jsEnabled ? "js" : "nojs"}`;

async function addBranch(page: Page, name: string, phone: string) {
  await page.goto("/branches/add");
  await page.getByLabel(ar.fields.name_ar, { exact: true }).fill(name);
  await page.getByLabel(ar.fields.name_en, { exact: true }).fill("Branch");
  await page.getByLabel(ar.fields.phone, { exact: true }).fill(phone);
  await page.getByRole("button", { name: ar.common.save, exact: true }).click();
}

test("a phone typed in Arabic-Indic digits, or pasted with its country code, is stored as E.164", async ({ page, jsEnabled }) => {
  const typed = unique("فرع أرقام", jsEnabled);
  await addBranch(page, typed, "٠٥٠١٢٣٤٥٦٧");
  await expectPath(page, "/branches");
  expect(branchPhone(typed)).toBe("+966501234567");

  const pasted = unique("فرع ملصق", jsEnabled);
  await addBranch(page, pasted, "+971 50-123 4567");
  await expectPath(page, "/branches");
  expect(branchPhone(pasted)).toBe("+971501234567");
});

test("a rating typed in Arabic-Indic digits is saved; a wrong number comes back as typed, with its error", async ({ page, jsEnabled }) => {
  const name = unique("رأي", jsEnabled);
  await page.goto("/testimonials/add");
  await page.getByLabel(ar.fields.name, { exact: true }).fill(name);
  await page.getByLabel(ar.fields.content_ar, { exact: true }).fill("نص");
  const rating = page.getByLabel(ar.fields.rating, { exact: true });
  await rating.fill("٤٫٥");
  await page.getByRole("button", { name: ar.common.save, exact: true }).click();
  await expect(page.getByText(ar.validation.integer).first()).toBeVisible();
  await expect(rating).toHaveValue("٤٫٥");
  await rating.fill("٤");
  await page.getByRole("button", { name: ar.common.save, exact: true }).click();
  await expectPath(page, "/testimonials");
  expect(testimonialRating(name)).toBe(4);
});

test("an impossible phone number is refused on its field and kept as typed", async ({ page }) => {
  const name = `فرع خطأ ${Date.now()}`;
  await addBranch(page, name, "١٢٣");
  await expectPath(page, "/branches/add");
  await expect(page.getByText(ar.validation.phone).first()).toBeVisible();
  await expect(page.getByLabel(ar.fields.phone, { exact: true })).toHaveValue("١٢٣");
  expect(branchPhone(name)).toBeUndefined();
});
