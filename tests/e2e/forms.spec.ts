/**
 * Forms and lists a demanding staff member expects. The validation messages inline (with
 * JavaScript) or from the server (without), edit conflicts between two staff members, and bulk
 * actions on lists. Every test makes its own records straight through the upstream API.
 */
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { builtAsset, builtAssetNames } from "../../scripts/build/compress-assets.mjs";
import {
  ar,
  csrfToken,
  dict,
  en,
  expect,
  expectHydrated,
  expectPath,
  expectShown,
  localized,
  rawOnly,
  sidebar,
  test,
  toast,
  UPSTREAM_URL,
  upstreamAdminHeaders,
} from "./fixtures";
import { createUserWithRole } from "../support/upstream-db";
import { PNG_1PX } from "./images";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

const REQUIRED = { ar: "حقل إلزامي.", en: "This field is required." } as const;

function uid(): string {
  return `fm${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A field's label, exactly, with or without the required mark after it. */
function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\*)?$`);
}

/**
 * Waits until React has hydrated this element, and an entity form until it validates in the
 * browser (unless `validator: false`: a test that holds the validator back).
 */
async function waitForHydration(locator: Locator, { validator = true } = {}): Promise<void> {
  await expect.poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps$"))), { message: "hydrated" }).toBe(true);
  // An entity form validates in the browser once its zod schema has loaded, after hydration.
  if (validator && (await locator.evaluate((el) => el.matches("form.entity-form")))) await expect(locator).toHaveAttribute("data-validation", "browser");
}

type SourceRecord = { id: number; name_ar: string; name_en: string; is_active: boolean; updated_at: string };

async function createSource(request: APIRequestContext, name: string, active = true): Promise<SourceRecord> {
  const res = await request.post(`${UPSTREAM_URL}/api/dashboard/sources/store`, {
    headers: await upstreamAdminHeaders(request),
    multipart: { name_ar: `مصدر ${name}`, name_en: `Source ${name}`, is_active: active ? "1" : "0" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: SourceRecord }).data;
}

async function getSource(request: APIRequestContext, id: number): Promise<SourceRecord | null> {
  const res = await request.get(`${UPSTREAM_URL}/api/dashboard/sources/show/${id}`, { headers: await upstreamAdminHeaders(request) });
  if (res.status() === 404) return null;
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: SourceRecord }).data;
}

/** A second staff member: another browser context (same JavaScript setting), logged in as admin. */
async function secondStaff(browser: Browser, baseURL: string, jsEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: jsEnabled });
  const page = await context.newPage();
  const res = await page.request.post("/login", {
    form: { csrf: await csrfToken(page.request), email: "admin@lawha.test", password: "Admin#2024", redirectTo: "" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  await context.clearCookies({ name: "__lawha_toast" });
  return page;
}

for (const locale of ["ar", "en"] as const) {
  const t = dict[locale];

  test.describe(`${locale}: validation messages`, () => {
    test("an empty required field: the spec message on that field, focus there (JS), the browser's check and the server's answer (no JS)", async ({
      page,
      login,
      jsEnabled,
    }) => {
      await login("admin");
      const path = localized("/sources/add", locale);
      await page.goto(path);
      const nameAr = page.getByLabel(label(t.fields.name_ar));
      const save = page.getByRole("button", { name: t.common.save });
      if (jsEnabled) {
        await waitForHydration(page.locator("form.entity-form"));
        // No browser bubble: conform turned the native check off once hydrated.
        await expect(page.locator("form.entity-form")).toHaveAttribute("novalidate", "");
        await page.getByLabel(label(t.fields.name_en)).fill("Only English");
        await save.click();
        await expect(nameAr).toHaveAttribute("aria-invalid", "true");
        await expect(nameAr).toHaveAccessibleDescription(REQUIRED[locale]);
        await expect(nameAr).toBeFocused();
        // Announced once in the polite live region, in the page's language.
        await expect(page.getByRole("status").filter({ hasText: t.formCheck.invalid_one })).toHaveCount(1);
        // The message itself appears once (under the field), not again in the live region.
        await expect(page.getByText(REQUIRED[locale])).toHaveCount(1);
        await expectPath(page, path);
      } else {
        // Without JavaScript the browser's own check stays (no round trip on a slow link)…
        await save.click();
        await expect(page.locator("form.entity-form :invalid").first()).toBeVisible();
        await expectPath(page, path);
        // …and the server answers the same message when it gets the request anyway.
        const res = await page.request.post(path, {
          multipart: { csrf: await csrfToken(page.request), name_ar: "", name_en: "Only English" },
          maxRedirects: 0,
        });
        expect(res.status()).toBe(422);
        const html = await res.text();
        expect(html).toContain(REQUIRED[locale]);
        expect(html).toContain('aria-invalid="true"');
        expect(html).toContain("Only English");
      }
    });
  });
}

/** The built chunks that hold zod (read from the build the tests run against). */
function zodChunks(): string[] {
  return builtAssetNames().filter((f: string) => f.endsWith(".js") && readFileSync(builtAsset(f), "utf8").includes("ZodError"));
}

test.describe("zod loads after hydration (decision 0006) @js-only", () => {
  test("the document preloads no zod; the browser fetches it after hydration; a form submitted before it arrives gets the server's same answer", async ({
    page,
    login,
  }) => {
    const chunks = zodChunks();
    expect(chunks.length, "zod is in the build").toBeGreaterThan(0);
    const isZod = (url: string | URL) => chunks.some((f) => new URL(url).pathname.endsWith(`/${f}`));
    await login("admin");
    const t = dict.ar;
    const html = await (await page.request.get("/sources/add")).text();
    expect(html).toContain('rel="modulepreload"');
    for (const f of chunks) expect(html, `${f} is not in the document`).not.toContain(f);

    // The validator is slow to come (Slow 3G): the form works meanwhile, and the server answers
    // what the browser would have said. Held here until the submission has been answered.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requestedHydrated: boolean[] = [];
    const form = page.locator("form.entity-form");
    await page.route(isZod, async (route) => {
      requestedHydrated.push(await form.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps$"))));
      await held;
      await route.continue();
    });
    await page.goto("/sources/add");
    await expect.poll(() => requestedHydrated.length, { message: "zod requested" }).toBeGreaterThan(0);
    // Asked for by the hydrated page, never before.
    expect(requestedHydrated.every(Boolean)).toBe(true);
    const nameAr = page.getByLabel(label(t.fields.name_ar));
    await expect(nameAr).toHaveAttribute("required", "");
    await expect(nameAr).toHaveAttribute("maxlength", "255");
    await page.getByLabel(label(t.fields.name_en)).fill("Only English");
    await nameAr.focus();
    await nameAr.blur();
    // No check on blur without the validator (it would be a request per field)…
    await expect(nameAr).not.toHaveAttribute("aria-invalid", "true");
    const posts: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST") posts.push(req.url());
    });
    await page.getByRole("button", { name: t.common.save }).click();
    // …the submission goes to the server, which answers with the same message, on the field.
    await expect(nameAr).toHaveAttribute("aria-invalid", "true");
    await expect(nameAr).toHaveAccessibleDescription(REQUIRED.ar);
    await expect(nameAr).toBeFocused();
    await expect(page.getByLabel(label(t.fields.name_en))).toHaveValue("Only English");
    expect(posts).toHaveLength(1);
    await expect(form).not.toHaveAttribute("data-validation", "browser");

    // The validator arrives: from now on the browser checks, without a request.
    release();
    await expect(form).toHaveAttribute("data-validation", "browser");
    await nameAr.fill("م");
    await expect(nameAr).not.toHaveAttribute("aria-invalid", "true");
    await nameAr.fill("");
    await expect(nameAr).toHaveAttribute("aria-invalid", "true");
    await expect(nameAr).toHaveAccessibleDescription(REQUIRED.ar);
    expect(posts).toHaveLength(1);
  });
});

test.describe("a validator that fails to load @js-only", () => {
  test("costs nothing typed: no reload (a new deployment reloads only a page without unsaved input), and the server checks the form", async ({
    page,
    login,
  }) => {
    const chunks = zodChunks();
    const isZod = (url: string | URL) => chunks.some((f) => new URL(url).pathname.endsWith(`/${f}`));
    await login("admin");
    const t = dict.en;
    // A flaky link: the validator's chunks fail, after the user has started typing.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const failed: string[] = [];
    page.on("requestfailed", (req) => {
      if (isZod(req.url())) failed.push(req.url());
    });
    await page.route(isZod, async (route) => {
      await held;
      await route.abort("failed");
    });
    await page.goto("/en/sources/add");
    await expectHydrated(page);
    // Marks this document: a reload would start a new one without it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const nameEn = page.getByLabel(label(t.fields.name_en));
    await nameEn.fill("Typed before the link failed");
    release();
    await expect.poll(() => failed.length, { message: "the validator's request failed" }).toBeGreaterThan(0);
    await page.getByRole("button", { name: t.common.save }).click();
    const nameAr = page.getByLabel(label(t.fields.name_ar));
    await expect(nameAr).toHaveAttribute("aria-invalid", "true");
    await expect(nameAr).toHaveAccessibleDescription(REQUIRED.en);
    await expect(nameEn).toHaveValue("Typed before the link failed");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.locator("form.entity-form")).not.toHaveAttribute("data-validation", "browser");
  });
});

test.describe("edit conflicts", () => {
  test("two staff members edit one record: the second save gets the choice; keep theirs, then apply mine", async ({
    page,
    login,
    browser,
    baseURL,
    jsEnabled,
    request,
  }) => {
    const id = uid();
    const source = await createSource(request, id);
    await login("admin");
    const other = await secondStaff(browser, baseURL!, jsEnabled);
    const editPath = `/sources/${source.id}/edit`;
    await page.goto(editPath);
    await other.goto(editPath);
    const nameEn = page.getByLabel(label(ar.fields.name_en));
    const otherNameEn = other.getByLabel(label(ar.fields.name_en));
    if (jsEnabled) {
      await waitForHydration(page.locator("form.entity-form"));
      await waitForHydration(other.locator("form.entity-form"));
    }

    // The other staff member saves first.
    await otherNameEn.fill(`Theirs ${id}`);
    await other.getByRole("button", { name: ar.common.save }).click();
    await expectPath(other, "/sources");

    // Mine, second: refused with the choice, every typed value kept.
    await nameEn.fill(`Mine ${id}`);
    await page.getByRole("button", { name: ar.common.save }).click();
    const panel = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: ar.conflict.title }) });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(ar.conflict.changed_one);
    const row = panel.getByRole("row").filter({ has: page.getByRole("rowheader", { name: ar.fields.name_en }) });
    await expect(row.getByRole("cell").nth(0)).toHaveText(`Theirs ${id}`);
    await expect(row.getByRole("cell").nth(1)).toHaveText(`Mine ${id}`);
    await expect(nameEn).toHaveValue(`Mine ${id}`);
    expect((await getSource(request, source.id))?.name_en).toBe(`Theirs ${id}`);

    // Keep theirs: the record as it is now.
    await panel.getByRole("link", { name: ar.conflict.keepTheirs }).click();
    await expect(panel).toHaveCount(0);
    await expect(nameEn).toHaveValue(`Theirs ${id}`);

    // Both edit again; the other saves first again; this time: apply mine anyway.
    if (jsEnabled) await waitForHydration(page.locator("form.entity-form"));
    await other.goto(editPath);
    await otherNameEn.fill(`Theirs again ${id}`);
    // The other also changes a field this user leaves alone: "apply mine" must not undo it.
    await other.getByLabel(label(ar.fields.name_ar)).fill(`اسمهم ${id}`);
    await other.getByRole("button", { name: ar.common.save }).click();
    await expectPath(other, "/sources");
    await nameEn.fill(`Mine again ${id}`);
    await page.getByRole("button", { name: ar.common.save }).click();
    await expect(panel).toBeVisible();
    // A plain second "Save" does not overwrite either: the form still holds the old version.
    await page.getByRole("button", { name: ar.common.save }).click();
    await expect(panel).toBeVisible();
    expect((await getSource(request, source.id))?.name_en).toBe(`Theirs again ${id}`);
    await panel.getByRole("button", { name: ar.conflict.applyMine }).click();
    await expectPath(page, "/sources");
    await expect(toast(page, "تم التعديل بنجاح.")).toBeVisible();
    expect((await getSource(request, source.id))?.name_en).toBe(`Mine again ${id}`);
    expect((await getSource(request, source.id))?.name_ar).toBe(`اسمهم ${id}`);
    await other.context().close();
  });

  test("English: the conflict choice is in English", async ({ page, login, request, jsEnabled }) => {
    const id = uid();
    const source = await createSource(request, id);
    await login("admin", { locale: "en" });
    await page.goto(`/en/sources/${source.id}/edit`);
    if (jsEnabled) await waitForHydration(page.locator("form.entity-form"));
    // Someone else saves through the API meanwhile.
    const res = await request.post(`${UPSTREAM_URL}/api/dashboard/sources/update/${source.id}`, {
      headers: await upstreamAdminHeaders(request),
      multipart: { name_ar: `تغيير ${id}` },
    });
    expect(res.status()).toBe(200);
    await page.getByLabel(label(en.fields.name_en)).fill(`Mine ${id}`);
    await page.getByRole("button", { name: en.common.save }).click();
    const panel = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: en.conflict.title }) });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(en.conflict.changed_two.replace("{{count}}", "2"));
    await expect(panel.getByRole("columnheader", { name: en.conflict.theirs })).toBeVisible();
    await expect(panel.getByRole("button", { name: en.conflict.applyMine })).toBeVisible();
    await expect(panel.getByRole("link", { name: en.conflict.keepTheirs })).toBeVisible();
  });

  test("a follow-up on an order whose status changed since the page loaded asks first", async ({ page, login, request }) => {
    const headers = await upstreamAdminHeaders(request);
    const lookups = await request.get(`${UPSTREAM_URL}/api/dashboard/pages/lookups`, { headers });
    const serviceId = ((await lookups.json()) as { data: { services: { id: number }[] } }).data.services[0]!.id;
    const created = await request.post(`${UPSTREAM_URL}/api/dashboard/orders/store`, {
      headers,
      multipart: { title: "mr", name: `طلب ${uid()}`, mobile: "0551234567", service_id: String(serviceId) },
    });
    expect(created.status()).toBe(201);
    const orderId = ((await created.json()) as { data: { id: number } }).data.id;
    await login("moderator");
    await page.goto(`/orders/${orderId}/request`);
    // Someone else follows the order up meanwhile.
    const other = await request.post(`${UPSTREAM_URL}/api/dashboard/orders/${orderId}/follow-ups`, {
      headers,
      multipart: { status: "3", sub_status: "4" },
    });
    expect(other.status()).toBe(201);
    const f = ar.orders.request.form;
    await page.getByLabel(label(f.subStatus)).selectOption("2");
    await page.getByLabel(label(f.comment)).fill("تعليقي لا يضيع");
    await page.getByRole("button", { name: f.submit }).click();
    const panel = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: ar.conflict.orderTitle }) });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(ar.orders.status["3"]);
    await expect(page.getByLabel(label(f.comment))).toHaveValue("تعليقي لا يضيع");
    const timeline = page.getByRole("list", { name: ar.orders.request.timeline.heading }).getByRole("listitem");
    await expect(timeline).toHaveCount(1);
    await panel.getByRole("button", { name: ar.conflict.orderApply }).click();
    await expect(timeline).toHaveCount(2);
    await expect(timeline.filter({ hasText: "تعليقي لا يضيع" })).toHaveCount(1);
  });
});

test.describe("bulk actions", () => {
  async function createRole(request: APIRequestContext, name: string): Promise<number> {
    const res = await request.post(`${UPSTREAM_URL}/api/dashboard/roles/store`, {
      headers: await upstreamAdminHeaders(request),
      multipart: { name, "permissions[]": "show_blogs" },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data.id;
  }

  async function roleExists(request: APIRequestContext, id: number): Promise<boolean> {
    const res = await request.get(`${UPSTREAM_URL}/api/dashboard/roles/show/${id}`, { headers: await upstreamAdminHeaders(request) });
    return res.status() === 200;
  }

  test("bulk delete of 3 rows, one refused by the upstream (a role in use): how many and which, then one toast", async ({ page, login, request }) => {
    const id = uid();
    const names = [1, 2, 3].map((n) => `دور ${id} ${n}`);
    const ids = [];
    for (const name of names) ids.push(await createRole(request, name));
    createUserWithRole(ids[1]!, id);
    await login("admin");
    await page.goto(`/roles?name=${encodeURIComponent(id)}`);
    for (const name of names) await page.getByRole("checkbox", { name: ar.bulk.selectRow.replace("{{label}}", name) }).check();
    await page.getByRole("button", { name: ar.bulk.delete }).click();

    const confirm = page.getByRole("alertdialog", { name: "حذف 3 سجلات؟" });
    await expect(confirm).toBeVisible();
    for (const name of names) await expect(confirm.getByRole("listitem").filter({ hasText: name })).toHaveCount(1);
    // Nothing is deleted before the confirmation.
    expect(await roleExists(request, ids[0]!)).toBe(true);
    await confirm.getByRole("button", { name: ar.bulk.doDelete }).click();

    // One upstream call per row (and a look-up per refused row): more than a single action's time.
    await expect(toast(page, `حُذف سجلان؛ وتعذّر سجل واحد: ${names[1]} (لا يمكن حذف دور مرتبط بمستخدمين.)`)).toBeVisible({ timeout: 15_000 });
    // The deleted rows went to the bin: the summary offers "Undo" and stays 12 s, longer than an
    // interface message's 5 s or an API result's 2 s.
    await expect(page.locator(".toast")).toHaveCSS("--toast-ms", "12000ms");
    await expect(page.locator(".toast").getByRole("button", { name: ar.common.undo })).toBeVisible();
    await expectPath(page, `/roles?name=${encodeURIComponent(id)}`);
    expect(await roleExists(request, ids[0]!)).toBe(false);
    expect(await roleExists(request, ids[1]!)).toBe(true);
    expect(await roleExists(request, ids[2]!)).toBe(false);
    await expect(page.getByRole("checkbox", { name: ar.bulk.selectRow.replace("{{label}}", names[1]!) })).toBeVisible();
  });

  test('English: bulk deactivate of 3 rows chosen with "select all", one refused (deleted meanwhile)', async ({ page, login, request }) => {
    const id = uid();
    const sources = [];
    for (const n of [1, 2, 3]) sources.push(await createSource(request, `${id} ${n}`));
    await login("admin", { locale: "en" });
    await page.goto(`/en/sources?name=${encodeURIComponent(id)}`);
    await page.getByRole("checkbox", { name: en.bulk.selectAll }).check();
    await page.getByRole("button", { name: en.bulk.deactivate }).click();
    const confirm = page.getByRole("alertdialog", { name: "Deactivate 3 records?" });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("listitem")).toHaveText(sources.map((s) => s.name_en).reverse());
    // Meanwhile someone deletes one of them: the upstream refuses that row (404), the others proceed.
    const gone = sources[2]!;
    const del = await request.delete(`${UPSTREAM_URL}/api/dashboard/sources/delete/${gone.id}`, { headers: await upstreamAdminHeaders(request) });
    expect(del.status()).toBe(200);
    await confirm.getByRole("button", { name: en.bulk.doDeactivate }).click();
    const summary = /2 deactivated; 1 failed: #\d+ \(The requested item was not found\.\)/;
    // The notifications' text first (a faded toast's too): a failure shows what was said instead.
    await expect(page.locator(".toaster")).toContainText(summary, { timeout: 15_000 });
    await expect(toast(page, summary, "status")).toBeVisible();
    await expect(page.locator(".toast")).toHaveCSS("--toast-ms", "5000ms");
    expect((await getSource(request, sources[0]!.id))?.is_active).toBe(false);
    expect((await getSource(request, sources[1]!.id))?.is_active).toBe(false);
    // No Arabic on the English page beyond people's own names (the toast is all English).
    await expect(page.locator(".toast")).not.toContainText(/[\u0600-\u06FF]/);
  });

  test("the server checks permissions per action and takes digits only as ids", async ({ page, login, request, jsEnabled }) => {
    rawOnly(jsEnabled);
    const source = await createSource(request, uid());
    await login("editor");
    // The editor may not touch sources at all: no bulk action goes through.
    const refused = await page.request.post("/sources", { form: { intent: "bulk", action: "delete", ids: String(source.id) }, maxRedirects: 0 });
    // A denied write answers 403 itself, before its body is read.
    expect(refused.status()).toBe(403);
    expect(await getSource(request, source.id)).not.toBeNull();
    await page.context().clearCookies();
    await login("admin");
    const bad = await page.request.post("/sources", {
      multipart: { csrf: await csrfToken(page.request), intent: "bulk", action: "delete", ids: `${source.id} OR 1=1` },
      maxRedirects: 0,
    });
    expect(bad.status()).toBe(400);
    // An action that does not exist is refused too.
    const unknown = await page.request.post("/sources", {
      multipart: { csrf: await csrfToken(page.request), intent: "bulk", action: "explode", ids: String(source.id) },
      maxRedirects: 0,
    });
    expect(unknown.status()).toBe(400);
    expect(await getSource(request, source.id)).not.toBeNull();
  });
});

test.describe("unsaved changes", () => {
  test("leaving a changed form asks first (link, back button, closing the tab); a successful save does not @js-only", async ({ page, login, request }) => {
    const source = await createSource(request, uid());
    await login("admin");
    await page.goto("/sources");
    await page.goto(`/sources/${source.id}/edit`);
    await waitForHydration(page.locator("form.entity-form"));
    const prompts: string[] = [];
    let answer: "accept" | "dismiss" = "dismiss";
    page.on("dialog", (dialog) => {
      prompts.push(`${dialog.type()}:${dialog.message()}`);
      void (answer === "accept" ? dialog.accept() : dialog.dismiss());
    });
    const nameEn = page.getByLabel(label(ar.fields.name_en));
    const blogsLink = sidebar(page).getByRole("link", { name: ar.nav.blogs });

    // Unchanged: leaves without a word.
    await nameEn.focus();
    await nameEn.fill(source.name_en);
    await blogsLink.click();
    await expectPath(page, "/blogs");
    expect(prompts).toEqual([]);

    // Changed, a link: asked, "stay" keeps everything.
    await page.goBack();
    await expectPath(page, `/sources/${source.id}/edit`);
    // The form is mounted anew: its watch on changes starts with its effects, which have run once it validates.
    await waitForHydration(page.locator("form.entity-form"));
    await nameEn.fill("Changed, not saved");
    await blogsLink.click();
    await expect.poll(() => prompts).toEqual([`confirm:${ar.formCheck.leavePrompt}`]);
    await expectPath(page, `/sources/${source.id}/edit`);
    await expect(nameEn).toHaveValue("Changed, not saved");

    // The back button: asked too (history.back(): a blocked "back" never fires a load to wait for).
    await page.evaluate(() => history.back());
    await expect.poll(() => prompts.length).toBe(2);
    await expectPath(page, `/sources/${source.id}/edit`);
    await expect(nameEn).toHaveValue("Changed, not saved");

    // Saving: no prompt, and the record is saved.
    await page.getByRole("button", { name: ar.common.save }).click();
    await expectPath(page, "/sources");
    // The list drawn and the form's effects cleaned up: its leave-page check is gone before the
    // next address is typed (a moment after the address changes, not at once).
    await expectShown(page);
    expect(prompts).toHaveLength(2);
    expect((await getSource(request, source.id))?.name_en).toBe("Changed, not saved");

    // Closing the tab with changes: the browser's beforeunload prompt.
    await page.goto(`/sources/${source.id}/edit`);
    await waitForHydration(page.locator("form.entity-form"));
    await nameEn.fill("Closing with changes");
    answer = "accept";
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => prompts.some((p) => p.startsWith("beforeunload:"))).toBe(true);
  });

  test("a save the server refused asks before leaving only when the form holds something typed (Save before the validator loaded, as on a slow link) @js-only", async ({
    page,
    login,
  }) => {
    const chunks = zodChunks();
    await login("admin");
    // The validator never arrives: the server judges every save.
    await page.route(
      (url) => chunks.some((f) => new URL(url).pathname.endsWith(`/${f}`)),
      () => {},
    );
    const prompts: string[] = [];
    page.on("dialog", (dialog) => {
      prompts.push(dialog.message());
      void dialog.dismiss();
    });
    const form = page.locator("form.entity-form");
    const nameAr = page.getByLabel(label(ar.fields.name_ar));
    const nameEn = page.getByLabel(label(ar.fields.name_en));
    const save = page.getByRole("button", { name: ar.common.save });
    const blogsLink = sidebar(page).getByRole("link", { name: ar.nav.blogs });

    // Saved untouched, refused: nothing to lose, so it leaves without a question.
    await page.goto("/sources/add");
    await waitForHydration(form, { validator: false });
    await save.click();
    await expect(nameAr).toHaveAttribute("aria-invalid", "true");
    await expect(form).not.toHaveAttribute("data-validation", "browser");
    await blogsLink.click();
    await expectPath(page, "/blogs");
    expect(prompts).toEqual([]);

    // One field typed, refused: leaving asks, and staying keeps what was typed.
    await page.goto("/sources/add");
    await waitForHydration(form, { validator: false });
    await nameEn.fill("Typed, then refused");
    await save.click();
    await expect(nameAr).toHaveAttribute("aria-invalid", "true");
    await blogsLink.click();
    await expect.poll(() => prompts).toEqual([ar.formCheck.leavePrompt]);
    await expectPath(page, "/sources/add");
    await expect(nameEn).toHaveValue("Typed, then refused");
  });

  test("without JavaScript nothing asks @no-js-only", async ({ page, login, request }) => {
    const source = await createSource(request, uid());
    await login("admin");
    await page.goto(`/sources/${source.id}/edit`);
    page.on("dialog", (dialog) => {
      throw new Error(`unexpected dialog ${dialog.type()}`);
    });
    await page.getByLabel(label(ar.fields.name_en)).fill("Changed, not saved");
    await sidebar(page).getByRole("link", { name: ar.nav.blogs }).click();
    await expectPath(page, "/blogs");
  });
});

test("a rich-text field typed as plain text keeps its paragraphs, line breaks and list @no-js-only", async ({ page, login, request }) => {
  const id = uid();
  const created = await request.post(`${UPSTREAM_URL}/api/dashboard/blogs/store`, {
    headers: await upstreamAdminHeaders(request),
    multipart: { title_ar: `مدونة ${id}`, title_en: `Blog ${id}`, image: { name: "a.png", mimeType: "image/png", buffer: PNG_1PX } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const blogId = ((await created.json()) as { data: { id: number } }).data.id;
  await login("admin");
  await page.goto(`/blogs/${blogId}/edit`);
  const content = page.getByLabel(ar.fields.content_ar, { exact: true });
  await expect(content).toHaveJSProperty("tagName", "TEXTAREA");
  await content.fill("نقدّم خدماتنا في الرياض\nوجدة.\n\nمزايانا:\n- سرعة التنفيذ\n- أسعار <واضحة>\n\nتواصل معنا.");
  await page.getByRole("button", { name: ar.common.save }).click();
  await expectPath(page, "/blogs");

  const html = "<p>نقدّم خدماتنا في الرياض<br />وجدة.</p><p>مزايانا:</p><ul><li>سرعة التنفيذ</li><li>أسعار &lt;واضحة&gt;</li></ul><p>تواصل معنا.</p>";
  const saved = await request.get(`${UPSTREAM_URL}/api/dashboard/blogs/show/${blogId}`, { headers: await upstreamAdminHeaders(request) });
  expect(((await saved.json()) as { data: { content_ar: string } }).data.content_ar).toBe(html);
  // The edit form's text area shows the same paragraphs and list, ready to edit again.
  await page.goto(`/blogs/${blogId}/edit`);
  await expect(page.getByLabel(ar.fields.content_ar, { exact: true })).toHaveValue(html);
});
