/**
 * My account (/account): every staff member's own name and phone, password, two-step login (and
 * new recovery codes; the set-up a role starts requiring) and live sessions.
 * Each test makes its own staff account through the upstream's HTTP API (never the demo accounts:
 * other specs log in as them in parallel), in both languages; both projects run it (JavaScript on
 * and off).
 */
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { test, expect, ar, en, csrfToken, expectPath, rawOnly, toast, upstreamAdminHeaders, UPSTREAM_URL, type Locale } from "./fixtures";

type Staff = { id: number; email: string; password: string; name: string; totp?: TOTP; codes?: string[] };

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";

async function roleId(request: APIRequestContext, nameEn: string): Promise<number> {
  const res = await request.get(`${UPSTREAM_URL}/api/dashboard/roles`, { headers: await upstreamAdminHeaders(request) });
  const roles = ((await res.json()) as { data: Array<{ id: number; name_en: string }> }).data;
  const role = roles.find((r) => r.name_en === nameEn);
  if (!role) throw new Error(`no role ${nameEn}`);
  return role.id;
}

/** A staff member of their own, made through the upstream's API (users extension). */
async function newStaff(request: APIRequestContext, label: string, role: number): Promise<Staff> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const staff = { email: `acct-${label}-${suffix}@lawha.test`, password: `Pass#${suffix}`, name: `موظف ${label} ${suffix}` };
  const res = await request.post(`${UPSTREAM_URL}/api/dashboard/users/store`, {
    headers: await upstreamAdminHeaders(request),
    form: { name: staff.name, email: staff.email, password: staff.password, password_confirmation: staff.password, role_id: String(role), is_active: "1" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...staff, id: ((await res.json()) as { data: { id: number } }).data.id };
}

/** The login form's POST: where it sends the browser (the session, or the code step). */
async function postLogin(request: APIRequestContext, staff: Pick<Staff, "email" | "password">, locale: Locale): Promise<string> {
  const res = await request.post(locale === "ar" ? "/login" : "/en/login", {
    form: { csrf: await csrfToken(request), email: staff.email, password: staff.password, redirectTo: "" },
    maxRedirects: 0,
  });
  expect(res.status(), (await res.text()).slice(0, 300)).toBe(302);
  return res.headers()["location"] ?? "";
}

async function loginPage(page: Page, staff: Staff, locale: Locale): Promise<void> {
  await postLogin(page.request, staff, locale);
  await page.context().clearCookies({ name: "__lawha_toast" });
}

const totp = (key: string) => new TOTP({ secret: key.replace(/\s+/g, ""), digits: 6, period: 30, algorithm: "SHA1" });
const arabicIndic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

for (const locale of ["ar", "en"] as Locale[]) {
  const T = locale === "ar" ? ar : en;
  const A = T.account;
  const at = (path: string) => (locale === "ar" ? path : path === "/" ? "/en" : `/en${path}`);

  test(`a moderator opens My account from their name and changes their own password (${locale})`, async ({ page, request, baseURL }) => {
    const staff = await newStaff(request, `pw-${locale}`, await roleId(request, "Moderator"));
    await loginPage(page, staff, locale);
    await page.goto(at("/follow-ups"));
    await page.getByRole("link", { name: new RegExp(staff.name) }).click();
    await expectPath(page, at("/account"));
    await expect(page.getByRole("heading", { level: 1, name: A.title })).toBeVisible();

    const form = page.locator("form", { has: page.getByLabel(T.ownPassword.current) });
    await form.getByLabel(T.ownPassword.current).fill("not-my-password");
    await form.getByLabel(T.ownPassword.new, { exact: true }).fill("NewPass#2026");
    await form.getByLabel(T.ownPassword.confirmation).fill("NewPass#2026");
    await form.getByRole("button", { name: T.ownPassword.submit }).click();
    // Refused on the field itself.
    await expect(form.getByLabel(T.ownPassword.current)).toHaveAccessibleDescription(
      locale === "ar" ? "كلمة المرور الحالية غير صحيحة." : "The current password is incorrect.",
    );

    await form.getByLabel(T.ownPassword.current).fill(staff.password);
    await form.getByLabel(T.ownPassword.new, { exact: true }).fill("NewPass#2026");
    await form.getByLabel(T.ownPassword.confirmation).fill("NewPass#2026");
    await form.getByRole("button", { name: T.ownPassword.submit }).click();
    await expect(toast(page, locale === "ar" ? "تم تغيير كلمة المرور بنجاح." : "Your password has been changed.")).toBeVisible();
    const fresh = await playwrightRequest.newContext({ baseURL });
    expect(await postLogin(fresh, { email: staff.email, password: "NewPass#2026" }, locale)).not.toContain("/login");
    await fresh.dispose();
  });

  test(`two-step login: turned on from the key as text; the password alone opens nothing; wrong code refused; Arabic-Indic digits and a recovery code (once) open the session (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const staff = await newStaff(request, `2fa-${locale}`, await roleId(request, "Moderator"));
    await loginPage(page, staff, locale);
    await page.goto(at("/account"));
    const section = page.locator("section", { has: page.getByRole("heading", { name: A.twoStep.heading }) });
    await section.getByRole("button", { name: A.twoStep.start }).click();
    await expect(section.getByRole("img", { name: A.twoStep.qrAlt })).toBeVisible();
    const key = (await section.getByTestId("two-step-key").textContent()) ?? "";
    expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const generator = totp(key);
    await section.getByLabel(A.twoStep.code).fill("000000");
    await section.getByRole("button", { name: A.twoStep.confirm }).click();
    await expect(section.getByLabel(A.twoStep.code)).toHaveAccessibleDescription(A.code.wrong);
    // The same key is shown again after a wrong code.
    await expect(section.getByTestId("two-step-key")).toHaveText(key);
    await section.getByLabel(A.twoStep.code).fill(generator.generate());
    await section.getByRole("button", { name: A.twoStep.confirm }).click();
    const recovery = page.getByRole("list", { name: A.twoStep.recoveryHeading }).getByRole("listitem");
    await expect(recovery).toHaveCount(10);
    const codes = (await recovery.allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await expect(page.getByRole("link", { name: A.twoStep.download })).toHaveAttribute("download", "lawha-recovery-codes.txt");

    // Another browser: the password leads to the code step, and no page opens on it alone.
    await page.context().clearCookies();
    expect(await postLogin(page.request, staff, locale)).toBe(at("/login/code"));
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).not.toContain("__lawha_session");
    const home = await page.request.get(at("/follow-ups"), { maxRedirects: 0 });
    expect(home.status()).toBe(302);
    expect(home.headers()["location"]).toContain(at("/login"));

    await page.goto(at("/login/code"));
    await expect(page.getByRole("heading", { level: 1, name: A.code.heading })).toBeVisible();
    await page.getByLabel(A.code.label).fill("123456");
    await page.getByRole("button", { name: A.code.submit }).click();
    await expect(page.getByLabel(A.code.label)).toHaveAccessibleDescription(A.code.wrong);
    // The next time step (the current one was used to turn it on), typed in Arabic-Indic digits with a space.
    const next = arabicIndic(generator.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByLabel(A.code.label).fill(`${next.slice(0, 3)} ${next.slice(3)}`);
    await page.getByRole("button", { name: A.code.submit }).click();
    await expectPath(page, at("/"));
    await expect(page.getByRole("link", { name: new RegExp(staff.name) })).toBeVisible();

    // A recovery code works once (upper case, without its dash), then never again.
    for (const [attempt, works] of [
      [codes[0]!.toUpperCase().replace("-", ""), true],
      [codes[0]!, false],
    ] as const) {
      const other = await playwrightRequest.newContext({ baseURL });
      await postLogin(other, staff, locale);
      const res = await other.post(at("/login/code"), { form: { csrf: await csrfToken(other), code: attempt }, maxRedirects: 0 });
      expect(res.status()).toBe(works ? 302 : 422);
      await other.dispose();
    }
  });

  test(`a role that requires two-step login sends its staff to the set-up before any page (${locale})`, async ({ page, request }) => {
    const headers = await upstreamAdminHeaders(request);
    const suffix = Date.now().toString(36) + locale;
    const made = await request.post(`${UPSTREAM_URL}/api/dashboard/roles/store`, {
      headers,
      form: { name_ar: `دور محمي ${suffix}`, name_en: `Guarded role ${suffix}`, "permissions[]": "show orders", requires_two_step: "1" },
    });
    expect(made.status(), await made.text()).toBe(201);
    const staff = await newStaff(request, `req-${locale}`, ((await made.json()) as { data: { id: number } }).data.id);
    expect(await postLogin(page.request, staff, locale)).toBe(at("/login/code"));
    await page.goto(at("/orders"));
    await expectPath(page, at("/login"));
    await page.goto(at("/login/code"));
    await expect(page.getByRole("heading", { level: 1, name: A.setup.title })).toBeVisible();
    const key = (await page.getByTestId("two-step-key").textContent()) ?? "";
    await page.getByLabel(A.twoStep.code).fill(totp(key).generate());
    await page.getByRole("button", { name: A.twoStep.confirm }).click();
    await expect(page.getByRole("list", { name: A.twoStep.recoveryHeading }).getByRole("listitem")).toHaveCount(10);
    await page.getByRole("link", { name: A.twoStep.done }).click();
    await expectPath(page, at("/orders"));
  });

  test(`the live sessions name another device's session; ending it logs that device out while this one goes on (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const staff = await newStaff(request, `sess-${locale}`, await roleId(request, "Moderator"));
    const phone = await playwrightRequest.newContext({ baseURL, userAgent: IPHONE });
    await postLogin(phone, staff, locale);
    expect((await phone.get(at("/account"), { maxRedirects: 0 })).status()).toBe(200);

    await loginPage(page, staff, locale);
    await page.goto(at("/account"));
    const list = page.getByRole("list", { name: A.sessions.heading });
    const phoneItem = list.getByRole("listitem").filter({ hasText: `Safari 17` });
    await expect(phoneItem).toContainText(A.sessions.phone);
    await expect(phoneItem).toContainText("iOS");
    await expect(list.getByRole("listitem").filter({ hasText: A.sessions.thisOne })).toHaveCount(1);
    await expect(page.getByText(A.sessions.place)).toBeVisible();

    await phoneItem.getByRole("button", { name: new RegExp(`^${A.sessions.end}`) }).click();
    await expect(toast(page, A.sessions.ended)).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    // The phone is out on its next request; this browser goes on.
    const after = await phone.get(at("/account"), { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    expect(after.headers()["location"]).toContain(at("/login"));
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: A.title })).toBeVisible();
    await phone.dispose();
  });

  test(`one's own name and phone: a refused phone keeps what was typed (422); the saved name shows in the top bar (${locale})`, async ({ page, request }) => {
    const staff = await newStaff(request, `me-${locale}`, await roleId(request, "Moderator"));
    await loginPage(page, staff, locale);
    await page.goto(at("/account"));
    const form = page.locator("form", { has: page.getByLabel(A.profile.name) });
    const name = form.getByLabel(A.profile.name);
    const phone = form.getByRole("textbox", { name: A.profile.phone });
    await expect(name).toHaveValue(staff.name);
    const renamed = `${staff.name} الجديد`;
    await name.fill(renamed);
    await phone.fill("12");
    await form.getByRole("button", { name: A.profile.submit }).click();
    await expect(phone).toHaveAccessibleDescription(T.validation.phone);
    // Nothing typed is lost, and nothing was saved.
    await expect(name).toHaveValue(renamed);
    await expect(phone).toHaveValue("12");
    await expect(page.getByRole("link", { name: new RegExp(renamed) })).toHaveCount(0);
    // Without the browser's check, the server's answer is a 422 with the form.
    const refused = await page.request.post(at("/account"), {
      form: { csrf: await csrfToken(page.request), intent: "profile", name: renamed, phone__code: "+966", phone__number: "12" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(422);

    // Any spelling of a Saudi mobile number: Arabic-Indic digits, spaces, the national 0.
    await phone.fill("٠٥٠ ١٢٣ ٤٥٦٧");
    await form.getByRole("button", { name: A.profile.submit }).click();
    await expect(toast(page, locale === "ar" ? "تم تحديث بيانات الحساب بنجاح." : "Your account has been updated.")).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(renamed) })).toBeVisible();
    await expect(form.getByRole("textbox", { name: A.profile.phone })).toHaveValue("501234567");
    // Only the name and phone changed: the email and role are as they were.
    const token = (
      (await (await request.post(`${UPSTREAM_URL}/api/auth/login`, { form: { email: staff.email, password: staff.password } })).json()) as { token: string }
    ).token;
    const me = (await (
      await request.get(`${UPSTREAM_URL}/api/auth/user`, { headers: { Authorization: `Bearer ${token}`, "Accept-Language": "en" } })
    ).json()) as {
      data: Record<string, unknown>;
    };
    expect(me.data).toMatchObject({ name: renamed, phone: "+966501234567", email: staff.email, role: { name: "Moderator" } });
  });

  test(`ten new recovery codes replace the old ones, which stop working (${locale})`, async ({ page, request, baseURL }) => {
    const staff = await newStaff(request, `codes-${locale}`, await roleId(request, "Moderator"));
    await enableTwoStep(request, staff);
    expect(await postLogin(page.request, staff, locale)).toBe(at("/login/code"));
    const opened = await page.request.post(at("/login/code"), {
      form: { csrf: await csrfToken(page.request), code: staff.totp!.generate({ timestamp: Date.now() + 30_000 }) },
      maxRedirects: 0,
    });
    expect(opened.status()).toBe(302);
    await page.context().clearCookies({ name: "__lawha_toast" });
    await page.goto(at("/account"));
    const section = page.locator("section", { has: page.getByRole("heading", { name: A.twoStep.heading }) });
    await expect(section.getByText(A.twoStep.codesLeft.replace("{{number}}", "10"))).toBeVisible();
    const form = section.getByRole("form", { name: A.twoStep.newCodes });
    await form.getByLabel(A.twoStep.password).fill("not-my-password");
    await form.getByRole("button", { name: A.twoStep.newCodesSubmit }).click();
    await expect(section.getByRole("form", { name: A.twoStep.newCodes }).getByLabel(A.twoStep.password)).toHaveAccessibleDescription(
      locale === "ar" ? "كلمة المرور الحالية غير صحيحة." : "The current password is incorrect.",
    );
    await section.getByRole("form", { name: A.twoStep.newCodes }).getByLabel(A.twoStep.password).fill(staff.password);
    await section.getByRole("form", { name: A.twoStep.newCodes }).getByRole("button", { name: A.twoStep.newCodesSubmit }).click();
    const listed = page.getByRole("list", { name: A.twoStep.recoveryHeading }).getByRole("listitem");
    await expect(listed).toHaveCount(10);
    const fresh = (await listed.allTextContents()).map((c) => c.trim());
    expect(fresh.filter((c) => staff.codes!.includes(c))).toEqual([]);

    // An old code opens nothing any more; a new one does.
    for (const [code, works] of [
      [staff.codes![0]!, false],
      [fresh[0]!, true],
    ] as const) {
      const other = await playwrightRequest.newContext({ baseURL });
      await postLogin(other, staff, locale);
      const res = await other.post(at("/login/code"), { form: { csrf: await csrfToken(other), code }, maxRedirects: 0 });
      expect(res.status()).toBe(works ? 302 : 422);
      await other.dispose();
    }
  });

  test(`a role made to require two-step login sends its staff without it to the set-up at their next page (${locale})`, async ({ page, request }) => {
    const headers = await upstreamAdminHeaders(request);
    const suffix = Date.now().toString(36) + Math.random().toString(36).slice(2, 5) + locale;
    const made = await request.post(`${UPSTREAM_URL}/api/dashboard/roles/store`, {
      headers,
      form: { name_ar: `دور يتغير ${suffix}`, name_en: `Changing role ${suffix}`, "permissions[]": "show orders" },
    });
    expect(made.status(), await made.text()).toBe(201);
    const role = ((await made.json()) as { data: { id: number } }).data.id;
    const staff = await newStaff(request, `due-${locale}`, role);
    await loginPage(page, staff, locale);
    await page.goto(at("/orders"));
    await expectPath(page, at("/orders"));

    // Logged in already: the change reaches them at their next page, not at their next login.
    const changed = await request.post(`${UPSTREAM_URL}/api/dashboard/roles/update/${role}`, {
      headers,
      form: { requires_two_step: "1", "permissions[]": "show orders" },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await page.goto(at("/orders"));
    await expectPath(page, at("/account"));
    await expect(page.getByRole("alert").filter({ hasText: A.twoStep.due })).toBeVisible();
    // A form elsewhere is no way around it either.
    const post = await page.request.post(at("/orders"), { form: { csrf: await csrfToken(page.request) }, maxRedirects: 0 });
    expect(post.status()).toBe(302);
    expect(post.headers()["location"]).toBe(at("/account"));

    const section = page.locator("section", { has: page.getByRole("heading", { name: A.twoStep.heading }) });
    await section.getByRole("button", { name: A.twoStep.start }).click();
    const key = (await section.getByTestId("two-step-key").textContent()) ?? "";
    await section.getByLabel(A.twoStep.code).fill(totp(key).generate());
    await section.getByRole("button", { name: A.twoStep.confirm }).click();
    await expect(page.getByRole("list", { name: A.twoStep.recoveryHeading }).getByRole("listitem")).toHaveCount(10);
    await page.goto(at("/orders"));
    await expectPath(page, at("/orders"));
  });

  test(`an expired session leaves the list of live sessions (${locale})`, async ({ page, request, baseURL }) => {
    const staff = await newStaff(request, `expired-${locale}`, await roleId(request, "Moderator"));
    const phone = await playwrightRequest.newContext({ baseURL, userAgent: IPHONE });
    await postLogin(phone, staff, locale);
    await loginPage(page, staff, locale);
    await page.goto(at("/account"));
    const list = page.getByRole("list", { name: A.sessions.heading });
    await expect(list.getByRole("listitem")).toHaveCount(2);

    // The phone comes back after 31 minutes without a request (the session clock, test mode only).
    const late = await phone.get(at("/account"), { headers: { "X-Lawha-Test-Now": String(Date.now() + 31 * 60_000) }, maxRedirects: 0 });
    expect(late.status()).toBe(302);
    expect(late.headers()["location"]).toContain(at("/login"));
    await page.reload();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("listitem").filter({ hasText: A.sessions.thisOne })).toHaveCount(1);
    await phone.dispose();
  });

  test(`an administrator ends all of a staff member's sessions and resets their two-step login from the edit page (${locale})`, async ({
    page,
    request,
    baseURL,
    login,
  }) => {
    const staff = await newStaff(request, `admin-${locale}`, await roleId(request, "Moderator"));
    await enableTwoStep(request, staff);
    // The staff member's own browser, logged in with a code.
    const device = await playwrightRequest.newContext({ baseURL });
    expect(await postLogin(device, staff, locale)).toBe(at("/login/code"));
    const code = await device.post(at("/login/code"), {
      // The next step: the one the set-up confirmed is spent (drift of one step is accepted).
      form: { csrf: await csrfToken(device), code: staff.totp!.generate({ timestamp: Date.now() + 30_000 }) },
      maxRedirects: 0,
    });
    expect(code.status()).toBe(302);
    expect((await device.get(at("/account"), { maxRedirects: 0 })).status()).toBe(200);

    await login("admin", { locale });
    await page.goto(at(`/users/${staff.id}/edit`));
    const card = page.getByRole("region", { name: A.admin.heading });
    await card.getByRole("button", { name: A.admin.endSessions }).click();
    await expect(toast(page, A.admin.endSessionsDone)).toBeVisible();
    // Out on its next request; the administrator goes on.
    const after = await device.get(at("/account"), { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    expect(after.headers()["location"]).toContain(at("/login"));

    await page.getByRole("region", { name: A.admin.heading }).getByRole("link", { name: A.admin.resetTwoStep }).click();
    await page.getByRole("alertdialog", { name: A.admin.resetTitle }).getByRole("button", { name: A.admin.resetConfirm }).click();
    await expect(toast(page, A.admin.resetDone)).toBeVisible();
    // The password alone now opens the session again (the staff member may set it up anew).
    const again = await postLogin(device, staff, locale);
    expect(again).not.toContain("/login/code");
    expect((await device.get(at("/account"), { maxRedirects: 0 })).status()).toBe(200);
    await device.dispose();
  });
}

/** Two-step login turned on through the upstream's API, as the staff member themselves. */
async function enableTwoStep(request: APIRequestContext, staff: Staff): Promise<void> {
  const login = await request.post(`${UPSTREAM_URL}/api/auth/login`, { form: { email: staff.email, password: staff.password } });
  const token = ((await login.json()) as { token: string }).token;
  const auth = { Authorization: `Bearer ${token}` };
  const setup = (await (await request.post(`${UPSTREAM_URL}/api/auth/two-step/setup`, { headers: auth, form: {} })).json()) as { data: { secret: string } };
  staff.totp = totp(setup.data.secret);
  const confirmed = await request.post(`${UPSTREAM_URL}/api/auth/two-step/confirm`, { headers: auth, form: { code: staff.totp.generate() } });
  expect(confirmed.status()).toBe(200);
  staff.codes = ((await confirmed.json()) as { data: { recovery_codes: string[] } }).data.recovery_codes;
}

test("wrong codes count toward the per-account login limit: once it is reached even the right code waits (429)", async ({ request, baseURL, jsEnabled }) => {
  rawOnly(jsEnabled);
  const staff = await newStaff(request, "limit", await roleId(request, "Moderator"));
  await enableTwoStep(request, staff);
  const generator = staff.totp!;

  const browser = await playwrightRequest.newContext({ baseURL });
  expect(await postLogin(browser, staff, "ar")).toBe("/login/code");
  const csrf = await csrfToken(browser);
  // The e2e run allows 50 failures per address and account (playwright.config.ts).
  let status = 0;
  for (let i = 0; i < 60 && status !== 429; i++) {
    status = (await browser.post("/login/code", { form: { csrf, code: "12" }, maxRedirects: 0 })).status();
    if (status !== 429) expect(status).toBe(422);
  }
  expect(status).toBe(429);
  const right = await browser.post("/login/code", { form: { csrf, code: generator.generate({ timestamp: Date.now() + 30_000 }) }, maxRedirects: 0 });
  expect(right.status()).toBe(429);
  expect(Number(right.headers()["retry-after"])).toBeGreaterThan(0);
  await browser.dispose();
});
