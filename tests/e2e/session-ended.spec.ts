/**
 * A session that ends while a form is open costs nothing: the submit brings the same form back
 * with every typed value and a login beside it (a group of fields without JavaScript, a dialog
 * with it); logging in there saves the form, once. The page never shows the user as logged in
 * next to "your session ended".
 */
import type { Page } from "@playwright/test";
import { test, expect, ar, en, csrfToken, expectPath, type Locale } from "./fixtures";
import { createAdminUser, firstOrderId, followUpsWithComment, revokeTokens, testimonialsNamed, type TestUser } from "../support/upstream-db";

async function loginAs(page: Page, user: TestUser): Promise<void> {
  const res = await page.request.post("/login", {
    form: { csrf: await csrfToken(page.request), email: user.email, password: user.password, redirectTo: "" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  await page.context().clearCookies({ name: "__lawha_toast" });
}

for (const locale of ["ar", "en"] as Locale[]) {
  const T = locale === "ar" ? ar : en;
  const prefix = locale === "ar" ? "" : "/en";

  test(`a session ended before the save: the form comes back with a login, and logging in there saves it once (${locale})`, async ({ page, jsEnabled }) => {
    const user = await createAdminUser(`ended-${locale}`);
    await loginAs(page, user);
    await page.goto(`${prefix}/testimonials/add`);
    const name = `${locale === "ar" ? "شهادة" : "Testimonial"} ${Date.now()} ${jsEnabled ? "js" : "nojs"}`;
    const content = locale === "ar" ? "نص كتبه الموظف\nفي سطرين" : "Typed by staff\non two lines";
    await page.getByLabel(T.fields.name, { exact: true }).fill(name);
    await page.getByRole("textbox", { name: T.fields.company, exact: true }).fill("شركة البناء");
    await page.getByLabel(T.fields.content_ar, { exact: true }).fill(content);

    // Another device changed the password: every token of this user is refused from now on.
    revokeTokens(user.id);
    await page.getByRole("button", { name: T.common.save, exact: true }).click();

    const login = jsEnabled ? page.getByRole("dialog", { name: T.forms.sessionLoginTitle }) : page.getByRole("group", { name: T.forms.sessionLoginTitle });
    await expect(login).toBeVisible();
    await expect(page.getByText(T.forms.sessionEndedForm).first()).toBeVisible();
    await expectPath(page, `${prefix}/testimonials/add`);
    // Never "ended" and "logged in as" together: without JavaScript the page came from the server
    // after the session ended and names nobody; with it the dialog covers the page.
    if (!jsEnabled) await expect(page.getByText(user.name)).toHaveCount(0);
    // Everything typed is still there.
    await expect(page.getByLabel(T.fields.name, { exact: true })).toHaveValue(name);
    await expect(page.getByLabel(T.fields.content_ar, { exact: true })).toHaveValue(content);
    expect(testimonialsNamed(name)).toBe(0);

    // A wrong password: the same form and login again, nothing saved, nothing lost.
    await login.getByLabel(T.fields.email, { exact: true }).fill(user.email);
    await login.getByLabel(T.fields.password, { exact: true }).fill("Wrong#password1");
    await login.getByRole("button", { name: T.forms.sessionLoginSave }).click();
    await expect(login.getByText(T.auth.invalidCredentials).or(page.getByText(T.auth.invalidCredentials)).first()).toBeVisible();
    await expect(login.getByLabel(T.fields.password, { exact: true })).toHaveValue("");
    await expect(page.getByLabel(T.fields.name, { exact: true })).toHaveValue(name);
    expect(testimonialsNamed(name)).toBe(0);

    // The right one logs in and saves the form in the same submit.
    await login.getByLabel(T.fields.email, { exact: true }).fill(user.email);
    await login.getByLabel(T.fields.password, { exact: true }).fill(user.password);
    await login.getByRole("button", { name: T.forms.sessionLoginSave }).click();
    await expectPath(page, `${prefix}/testimonials`);
    await expect(page.getByText(user.name).first()).toBeVisible();
    expect(testimonialsNamed(name)).toBe(1);
  });
}

test("a session ended before a follow-up is saved: the form comes back with a login, and logging in there saves it once", async ({ page, jsEnabled }) => {
  const T = ar.orders.request.form;
  const user = await createAdminUser("ended-follow-up");
  await loginAs(page, user);
  const orderId = firstOrderId();
  await page.goto(`/orders/${orderId}/request`);
  const comment = `اتصلت بالعميل ${Date.now()} ${jsEnabled ? "js" : "nojs"}`;
  await page.getByLabel(new RegExp(`^${T.status}`)).selectOption({ label: ar.orders.status["3"] });
  await page.getByLabel(new RegExp(`^${T.subStatus}`)).selectOption({ label: ar.orders.subStatus["4"] });
  await page.getByLabel(new RegExp(`^${T.comment}`)).fill(comment);

  revokeTokens(user.id);
  await page.getByRole("button", { name: T.submit }).click();
  const login = jsEnabled ? page.getByRole("dialog", { name: ar.forms.sessionLoginTitle }) : page.getByRole("group", { name: ar.forms.sessionLoginTitle });
  await expect(login).toBeVisible();
  await expectPath(page, `/orders/${orderId}/request`);
  await expect(page.getByLabel(new RegExp(`^${T.comment}`))).toHaveValue(comment);
  await expect(page.getByLabel(new RegExp(`^${T.subStatus}`))).toHaveValue("4");
  expect(followUpsWithComment(comment)).toBe(0);

  await login.getByLabel(ar.fields.email, { exact: true }).fill(user.email);
  await login.getByLabel(ar.fields.password, { exact: true }).fill(user.password);
  await login.getByRole("button", { name: ar.forms.sessionLoginSave }).click();
  await expect(page.getByText(comment)).toBeVisible();
  await expectPath(page, `/orders/${orderId}/request`);
  expect(followUpsWithComment(comment)).toBe(1);
});
