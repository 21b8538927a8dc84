/**
 * Staff accounts (/users): an administrator adds a staff member with a role, who then logs in and
 * reaches only that role's areas; a new password ends that person's session; the last active
 * administrator can be neither deactivated nor demoted (on an upstream of its own); passwords must
 * match; the list filters by role and state; a staff member's page tells their two-step login's
 * state and recovery codes left, and resetting it asks first. Both languages, JavaScript on and off.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { TOTP } from "otpauth";
import {
  csrfToken,
  dict,
  expect,
  expectPath,
  STEADY_DASHBOARD_URL,
  localized,
  sidebar,
  submitLoginForm,
  test,
  toast,
  upstreamAdminHeaders,
  UPSTREAM_URL,
  type Locale,
} from "./fixtures";
import { ownPair } from "../support/instances";

test.use({ loggedIn: true });

const OWN_PORT = Number(process.env.E2E_OWN_PORT ?? 3112);
const OWN_UPSTREAM_PORT = Number(process.env.E2E_OWN_UPSTREAM_PORT ?? 4112);

/** The seeded roles as a role choice names them: in the page's language. */
const ROLES = {
  ar: { editor: "محرر المحتوى", moderator: "مشرف" },
  en: { editor: "Content editor", moderator: "Moderator" },
} as const;

const unique = (label: string) => `staff-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@lawha.test`;

/** The add or edit form of a staff account, by its labels. */
function accountForm(page: Page, locale: Locale) {
  const f = dict[locale].fields;
  return {
    name: page.getByLabel(new RegExp(`^${f.name}`)),
    email: page.getByLabel(new RegExp(`^${f.email}`)),
    role: page.getByLabel(new RegExp(`^${f.role_id}`)),
    password: page.getByLabel(f.password, { exact: true }),
    confirmation: page.getByLabel(f.password_confirmation, { exact: true }),
    active: page.getByLabel(f.is_active, { exact: true }),
    save: page.getByRole("button", { name: dict[locale].common.save }),
  };
}

/** Opens the edit form of the account with this e-mail, from the list's search. */
async function openEdit(page: Page, locale: Locale, email: string, origin = "") {
  await page.goto(`${origin}${localized(`/users?name=${encodeURIComponent(email)}`, locale)}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("link", { name: new RegExp(`^${dict[locale].list.edit}`) }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/edit/);
}

for (const locale of ["ar", "en"] as Locale[]) {
  const t = dict[locale];

  test(`an administrator adds a content editor, who reaches only that role's areas; a new password ends their session (${locale})`, async ({
    page,
    browser,
  }) => {
    const email = unique(locale);
    const password = "Staff#2024x";
    await page.goto(localized("/users/add", locale));
    const form = accountForm(page, locale);
    await form.name.fill("هند الغامدي");
    await form.email.fill(email);
    await form.role.selectOption({ label: ROLES[locale].editor });
    await form.password.fill(password);
    await form.confirmation.fill(password);
    await expect(form.active).toBeChecked();
    await form.save.click();
    await expectPath(page, localized("/users", locale));
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText(ROLES[locale].editor);

    // The new staff member logs in (another browser) and lands on the first area of their role.
    // A context of its own, without the administrator's session that this spec's contexts start with.
    const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const them = await theirs.newPage();
    await them.goto(localized("/login", locale));
    await submitLoginForm(them, email, password, locale);
    await expectPath(them, localized("/blogs", locale));
    const menu = sidebar(them, locale).getByRole("link");
    await expect(menu).toHaveText(
      ["blogs", "news", "projects", "services", "testimonials", "partners", "activity", "trash"].map((area) => t.nav[area as "blogs"]),
    );
    // Enforced on the server, not only hidden: the staff list and the orders are refused.
    for (const path of ["/users", "/orders", "/roles"]) {
      await them.goto(localized(path, locale));
      await expect(them.getByRole("heading", { level: 1, name: t.errors.noPermissionTitle })).toBeVisible();
    }

    // The administrator sets a new password: that person's session ends.
    await openEdit(page, locale, email);
    await form.password.fill("Staff#2025y");
    await form.confirmation.fill("Staff#2025y");
    await form.save.click();
    await expectPath(page, localized("/users", locale));
    await them.goto(localized("/blogs", locale));
    await expectPath(them, localized("/login", locale));
    await theirs.close();
  });
}

/**
 * Its own upstream and dashboard: other specs add administrators to the shared database (each
 * test that changes its own account gets one), so there the demo administrator is never the last.
 */
test.describe("the last active administrator", () => {
  test.describe.configure({ mode: "serial" });
  const pair = ownPair(test, { port: OWN_PORT, upstreamPort: OWN_UPSTREAM_PORT, sessionSecret: "e2e-last-admin" });

  for (const locale of ["ar", "en"] as Locale[]) {
    test(`can be neither deactivated nor demoted (${locale})`, async ({ page, login, request }) => {
      await login("admin", { baseURL: pair.url, locale });
      await openEdit(page, locale, "admin@lawha.test", pair.url);
      const form = accountForm(page, locale);
      const editUrl = page.url();
      await form.active.uncheck();
      await form.save.click();
      // The upstream's 422 lands on the field, in the page's language.
      await expect(form.active).toHaveAccessibleDescription(
        locale === "ar" ? "لا يمكن إيقاف آخر مدير نظام نشط." : "The last active administrator cannot be deactivated.",
      );
      expect(page.url()).toBe(editUrl);
      await expect(form.active).not.toBeChecked();

      await form.active.check();
      await form.role.selectOption({ label: ROLES[locale].moderator });
      await form.save.click();
      await expect(form.role).toHaveAccessibleDescription(
        locale === "ar"
          ? "آخر مدير نظام نشط يجب أن يبقى في دور يدير حسابات الموظفين."
          : "The last active administrator must keep a role that manages staff accounts.",
      );
      await expect(form.role.locator("option:checked")).toHaveText(ROLES[locale].moderator);

      // Nothing changed upstream.
      const auth = await request.post(`${pair.upstreamUrl}/api/auth/login`, { form: { email: "admin@lawha.test", password: "Admin#2024" } });
      const token = ((await auth.json()) as { token: string }).token;
      const res = await request.get(`${pair.upstreamUrl}/api/dashboard/users/all?name=admin@lawha.test`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const [admin] = ((await res.json()) as { data: Array<{ is_active: boolean; role: { name_en: string } }> }).data;
      expect(admin).toMatchObject({ is_active: true, role: { name_en: "Administrator" } });
    });
  }
});

/** A moderator with two-step login on (through the upstream's API), one recovery code spent: nine left. */
async function staffWithTwoStep(request: APIRequestContext, label: string) {
  const headers = await upstreamAdminHeaders(request);
  const roles = ((await (await request.get(`${UPSTREAM_URL}/api/dashboard/roles`, { headers })).json()) as { data: Array<{ id: number; name_en: string }> })
    .data;
  const email = unique(label);
  const password = "Staff#2024x";
  const made = await request.post(`${UPSTREAM_URL}/api/dashboard/users/store`, {
    headers,
    form: {
      name: `موظف ${label}`,
      email,
      password,
      password_confirmation: password,
      role_id: String(roles.find((r) => r.name_en === "Moderator")!.id),
      is_active: "1",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { data: { id: number } }).data.id;
  const login = async () => (await (await request.post(`${UPSTREAM_URL}/api/auth/login`, { form: { email, password } })).json()) as Record<string, string>;
  const auth = { Authorization: `Bearer ${(await login()).token}` };
  const secret = ((await (await request.post(`${UPSTREAM_URL}/api/auth/two-step/setup`, { headers: auth, form: {} })).json()) as { data: { secret: string } })
    .data.secret;
  const code = new TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" }).generate();
  const confirmed = await request.post(`${UPSTREAM_URL}/api/auth/two-step/confirm`, { headers: auth, form: { code } });
  const codes = ((await confirmed.json()) as { data: { recovery_codes: string[] } }).data.recovery_codes;
  const spent = await request.post(`${UPSTREAM_URL}/api/auth/two-step/verify`, { form: { challenge: (await login()).challenge!, code: codes[0]! } });
  expect(spent.status()).toBe(200);
  return { id, email };
}

for (const locale of ["ar", "en"] as Locale[]) {
  const A = dict[locale].account.admin;

  test(`a staff member's page tells whether two-step login is on and how many recovery codes are left; resetting it asks first (${locale})`, async ({
    page,
    request,
  }) => {
    const staff = await staffWithTwoStep(request, `2fa-${locale}`);
    const edit = localized(`/users/${staff.id}/edit`, locale);
    await page.goto(edit);
    const card = page.getByRole("region", { name: A.heading });
    await expect(card.getByRole("definition").first()).toHaveText(A.stateOn);
    await expect(card.getByRole("term").nth(1)).toHaveText(A.codesLeft);
    await expect(card.getByRole("definition").nth(1)).toHaveText("9");

    // A reset posted without its confirmation changes nothing: the page asks first.
    const unconfirmed = await page.request.post(localized(`/users/${staff.id}/security`, locale), {
      form: { csrf: await csrfToken(page.request), intent: "two-step-reset" },
      maxRedirects: 0,
    });
    expect(unconfirmed.status()).toBe(302);
    expect(unconfirmed.headers()["location"]).toBe(`${edit}?confirm=two-step-reset`);

    await card.getByRole("link", { name: A.resetTwoStep }).click();
    const question = page.getByRole("alertdialog", { name: A.resetTitle });
    await expect(question).toHaveAccessibleDescription(A.resetText);
    await question.getByRole("link", { name: dict[locale].common.cancel }).click();
    await expect(question).toHaveCount(0);
    await expect(card.getByRole("definition").first()).toHaveText(A.stateOn);

    await card.getByRole("link", { name: A.resetTwoStep }).click();
    await page.getByRole("alertdialog", { name: A.resetTitle }).getByRole("button", { name: A.resetConfirm }).click();
    await expect(toast(page, A.resetDone)).toBeVisible();
    await expectPath(page, edit);
    await expect(card.getByRole("definition").first()).toHaveText(A.stateOff);
    await expect(card.getByRole("term")).toHaveCount(1);
  });
}

test("passwords that differ are refused; the rest of what was typed stays", async ({ page }) => {
  const email = unique("mismatch");
  await page.goto("/users/add");
  const form = accountForm(page, "ar");
  await form.name.fill("سلمان الحربي");
  await form.email.fill(email);
  await form.role.selectOption({ label: ROLES.ar.moderator });
  await form.password.fill("Secret#2024");
  await form.confirmation.fill("Secret#2025");
  await form.save.click();
  await expect(form.confirmation).toHaveAccessibleDescription("كلمتا المرور غير متطابقتين.");
  await expectPath(page, "/users/add");
  await expect(form.name).toHaveValue("سلمان الحربي");
  await expect(form.email).toHaveValue(email);
  await expect(form.role.locator("option:checked")).toHaveText(ROLES.ar.moderator);
});

test("an upstream without staff accounts gets a clear page that says so", async ({ page, login }) => {
  await login("admin", { baseURL: STEADY_DASHBOARD_URL });
  const res = await page.goto(`${STEADY_DASHBOARD_URL}/en/users`);
  expect(res?.status()).toBe(501);
  await expect(page.getByText(dict.en.errors.usersNotOffered)).toBeVisible();
});

test("the list filters by role and by state (GET form)", async ({ page }) => {
  const t = dict.en;
  await page.goto("/en/users");
  await page.getByLabel(t.fields.role_id, { exact: true }).selectOption({ label: "Content editor" });
  await page.getByLabel(t.fields.is_active, { exact: true }).selectOption({ label: t.list.inactive });
  await page.getByRole("button", { name: t.list.apply }).click();
  await expect(page).toHaveURL(/role_id=\d+/);
  await expect(page).toHaveURL(/is_active=0/);
  const rows = page.getByRole("row").filter({ hasText: "@lawha.test" });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("former@lawha.test");
});
