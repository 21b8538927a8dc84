/**
 * One word per thing: the menu never shows two entries with the same name, and the role form
 * names every permission in words under its area (never a raw key such as show_orders). With
 * JavaScript each area has "select all" (mixed when part of it is chosen) and one box selects
 * everything; without it the boxes work alone.
 */
import { test, expect, ar, en, expectPath } from "./fixtures";
import { AREA_PERMISSIONS, NAV_AREAS, permissionLabelKey } from "../../app/utils/permissions";

test.use({ loggedIn: true });

for (const [locale, t] of [
  ["ar", ar],
  ["en", en],
] as const) {
  const at = (path: string) => (locale === "ar" ? path : `/en${path}`);

  test(`the menu has no two entries with the same name (${locale})`, async ({ page }) => {
    await page.goto(at("/"));
    const names = await page.getByRole("navigation", { name: t.nav.mainNavigation }).getByRole("link").allInnerTexts();
    // Every area, the follow-up queue under the orders, the activity and the bin.
    expect(names.length).toBe(NAV_AREAS.length + 3);
    expect(new Set(names.map((n) => n.trim())).size).toBe(names.length);
  });

  test(`the role form names every permission in words, grouped by area (${locale})`, async ({ page }) => {
    await page.goto(at("/roles/add"));
    const grid = page.getByRole("group", { name: new RegExp(`^${t.fields.permissions}`) });
    for (const area of NAV_AREAS) {
      const group = grid.getByRole("group", { name: t.nav[area], exact: true });
      const actions = (["show", "create", "update", "follow"] as const).filter((a) => AREA_PERMISSIONS[area][a]);
      for (const action of actions) {
        const [, key] = permissionLabelKey(area, action).split(".") as ["permissions", keyof typeof t.permissions];
        await expect(group.getByRole("checkbox", { name: t.permissions[key], exact: true })).toHaveCount(1);
      }
    }
    // The settings' permission changes the logo and the site's language: it is named so, not "View".
    const settings = grid.getByRole("group", { name: t.nav.setting, exact: true });
    await expect(settings.getByRole("checkbox")).toHaveCount(1);
    await expect(settings.getByRole("checkbox", { name: t.permissions.changeSettings, exact: true })).toHaveAttribute("value", "update_settings");
    // No raw key anywhere in the form.
    await expect(grid).not.toContainText("_");
  });

  test(`roles are named in the page's language, in the list and in a staff account's role choice (${locale})`, async ({ page }) => {
    const [admin, editor] = locale === "ar" ? ["مدير النظام", "محرر المحتوى"] : ["Administrator", "Content editor"];
    // Other specs add roles as they run: the seeded ones stay within the largest page.
    await page.goto(at("/roles?per_page=50"));
    await expect(page.getByRole("row").filter({ hasText: admin })).toHaveCount(1);
    await expect(page.getByRole("row").filter({ hasText: editor })).toHaveCount(1);
    await page.goto(at("/users/add"));
    await expect(page.getByLabel(new RegExp(`^${t.fields.role_id}`)).getByRole("option", { name: admin, exact: true })).toHaveCount(1);
  });
}

test("select all per area and for everything (JS), and the role saves with what was chosen @js-only", async ({ page }) => {
  await page.goto("/roles/add");
  const name = `دور ${Date.now()}`;
  await page.getByLabel(ar.fields.name_ar, { exact: true }).fill(name);
  await page.getByLabel(ar.fields.name_en, { exact: true }).fill(`Role ${name}`);
  const grid = page.getByRole("group", { name: new RegExp(`^${ar.fields.permissions}`) });
  const orders = grid.getByRole("group", { name: ar.nav.orders, exact: true });
  const areaAll = orders.getByRole("checkbox", { name: ar.permissions.selectArea });
  await orders.getByRole("checkbox", { name: ar.permissions.show, exact: true }).check();
  expect(await areaAll.evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(true);
  await areaAll.check();
  for (const box of await orders.getByRole("checkbox").all()) await expect(box).toBeChecked();
  const every = grid.getByRole("checkbox", { name: ar.permissions.selectEvery });
  await every.check();
  for (const box of await grid.getByRole("checkbox").all()) await expect(box).toBeChecked();
  await every.uncheck();
  await expect(grid.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await areaAll.check();
  await page.getByRole("button", { name: ar.common.save, exact: true }).click();
  await expectPath(page, "/roles");
  await page.goto(`/roles?name=${encodeURIComponent(name)}`);
  await page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("link", { name: new RegExp(`^${ar.list.edit}`) })
    .click();
  const saved = page.getByRole("group", { name: ar.nav.orders, exact: true });
  for (const action of (["show", "create", "update", "follow"] as const).filter((a) => AREA_PERMISSIONS.orders[a])) {
    await expect(saved.getByRole("checkbox", { name: ar.permissions[action], exact: true })).toBeChecked();
  }
  await expect(page.getByRole("group", { name: ar.nav.blogs, exact: true }).getByRole("checkbox", { checked: true })).toHaveCount(0);
});

test("without JavaScript the boxes alone choose the permissions @no-js-only", async ({ page }) => {
  await page.goto("/roles/add");
  const name = `دور بلا سكربت ${Date.now()}`;
  await page.getByLabel(ar.fields.name_ar, { exact: true }).fill(name);
  await page.getByLabel(ar.fields.name_en, { exact: true }).fill(`Role ${name}`);
  await expect(page.getByRole("checkbox", { name: ar.permissions.selectEvery })).toHaveCount(0);
  await page.getByRole("group", { name: ar.nav.news, exact: true }).getByRole("checkbox", { name: ar.permissions.create, exact: true }).check();
  await page.getByRole("button", { name: ar.common.save, exact: true }).click();
  await expectPath(page, "/roles");
});
