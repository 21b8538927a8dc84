/**
 * Drafts survive the tab: with JavaScript an add or edit form keeps what is typed in the browser
 * (per user, per form, per record; never passwords or files), offers it back when the same form is
 * opened again, and drops it once saved. A draft of an edit typed against an older version of the
 * record leads to the edit-conflict choice when saved. (Without JavaScript there is nothing to keep
 * a draft with: the browser's own form restoration is all there is.)
 */
import type { Page } from "@playwright/test";
import { ar, en, expect, test, toast } from "./fixtures";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

function uid(): string {
  return `dr${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The drafts this browser keeps (localStorage), as stored. */
async function drafts(page: Page): Promise<Record<string, { version: string; values: Record<string, unknown> }>> {
  return page.evaluate(() => {
    const found: Record<string, { version: string; values: Record<string, unknown> }> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? "";
      if (key.startsWith("lawha:draft:")) found[key] = JSON.parse(localStorage.getItem(key) ?? "{}");
    }
    return found;
  });
}

async function hydratedForm(page: Page) {
  await expect(page.locator("form.entity-form")).toHaveAttribute("data-validation", "browser");
}

for (const locale of ["ar", "en"] as const) {
  const t = locale === "ar" ? ar : en;
  const at = (path: string) => (locale === "ar" ? path : `/en${path}`);

  test(`${locale}: a draft survives a closed tab, is restored, and goes once saved @js-only`, async ({ page, context, login }) => {
    await login("admin");
    const id = uid();
    await page.goto(at("/category/add"));
    await hydratedForm(page);
    await page.getByLabel(t.fields.name_ar, { exact: true }).fill(`مسودة ${id}`);
    await page.getByLabel(t.fields.name_en, { exact: true }).fill(`Draft ${id}`);
    await page.getByLabel(t.fields.is_active, { exact: true }).uncheck();
    await expect.poll(async () => Object.keys(await drafts(page)).some((k) => k.endsWith(":category:create:new"))).toBe(true);
    await page.close();

    const again = await context.newPage();
    await again.goto(at("/category/add"));
    await hydratedForm(again);
    const offer = again.getByRole("region", { name: t.forms.draftTitle });
    await expect(offer).toBeVisible();
    await offer.getByRole("button", { name: t.forms.draftRestore }).click();
    await expect(offer).toHaveCount(0);
    await expect(again.getByLabel(t.fields.name_ar, { exact: true })).toHaveValue(`مسودة ${id}`);
    await expect(again.getByLabel(t.fields.name_en, { exact: true })).toHaveValue(`Draft ${id}`);
    await expect(again.getByLabel(t.fields.is_active, { exact: true })).not.toBeChecked();
    await hydratedForm(again);
    await again.getByRole("button", { name: t.common.save }).click();
    await expect(again).not.toHaveURL(/\/add/);
    await expect.poll(async () => Object.keys(await drafts(again)).filter((k) => k.endsWith(":category:create:new"))).toEqual([]);

    await again.goto(at("/category/add"));
    await hydratedForm(again);
    await expect(again.getByRole("region", { name: t.forms.draftTitle })).toHaveCount(0);
  });
}

test("a discarded draft is not offered again; passwords are never kept @js-only", async ({ page, login }) => {
  await login("admin");
  await page.goto("/clients/add");
  await hydratedForm(page);
  await page.getByLabel(ar.fields.name, { exact: true }).fill("عميل مسودة");
  await page.getByLabel(ar.fields.password, { exact: true }).fill("Secret#2024-draft");
  await expect.poll(async () => Object.keys(await drafts(page)).some((k) => k.endsWith(":clients:create:new"))).toBe(true);
  const kept = Object.entries(await drafts(page)).find(([k]) => k.endsWith(":clients:create:new"))?.[1];
  expect(JSON.stringify(kept)).not.toContain("Secret#2024-draft");
  expect(kept?.values.name).toBe("عميل مسودة");

  await page.reload();
  await hydratedForm(page);
  const offer = page.getByRole("region", { name: ar.forms.draftTitle });
  await offer.getByRole("button", { name: ar.forms.draftDiscard }).click();
  await expect(offer).toHaveCount(0);
  await expect(page.getByLabel(ar.fields.name, { exact: true })).toHaveValue("");
  await page.reload();
  await hydratedForm(page);
  await expect(page.getByRole("region", { name: ar.forms.draftTitle })).toHaveCount(0);
});

test("an edit draft older than the record leads to the edit-conflict choice when saved @js-only", async ({ page, browser, baseURL, login }) => {
  await login("admin");
  const id = uid();
  // A category of this test's own.
  await page.goto("/category/add");
  await hydratedForm(page);
  await page.getByLabel(ar.fields.name_ar, { exact: true }).fill(`أصل ${id}`);
  await page.getByLabel(ar.fields.name_en, { exact: true }).fill(`Origin ${id}`);
  await page.getByRole("button", { name: ar.common.save }).click();
  await page.goto(`/category?name=${id}`);
  await page
    .locator("table tbody")
    .getByRole("row")
    .first()
    .getByRole("link", { name: new RegExp(`^${ar.list.edit}`) })
    .click();
  await hydratedForm(page);
  const editUrl = page.url();
  await page.getByLabel(ar.fields.name_en, { exact: true }).fill(`Mine ${id}`);
  await expect.poll(async () => Object.keys(await drafts(page)).some((k) => /:category:edit:\d+$/.test(k))).toBe(true);

  // Someone else saves the record meanwhile.
  const other = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const theirs = await other.newPage();
  await theirs.goto(editUrl);
  await hydratedForm(theirs);
  await theirs.getByLabel(ar.fields.name_en, { exact: true }).fill(`Theirs ${id}`);
  await theirs.getByRole("button", { name: ar.common.save }).click();
  await expect(toast(theirs, "تم التعديل بنجاح.")).toBeVisible();
  await other.close();

  await page.goto(editUrl);
  await hydratedForm(page);
  const offer = page.getByRole("region", { name: ar.forms.draftTitle });
  await expect(offer).toContainText(ar.forms.draftOutdated);
  await offer.getByRole("button", { name: ar.forms.draftRestore }).click();
  await expect(page.getByLabel(ar.fields.name_en, { exact: true })).toHaveValue(`Mine ${id}`);
  await page.getByRole("button", { name: ar.common.save }).click();
  await expect(page.getByText(ar.conflict.title)).toBeVisible();
});
