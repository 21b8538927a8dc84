/**
 * One spec for every entity screen, driven by their descriptors: create (with an image where the
 * entity has one), find by search, edit, see the change, delete (or see that it cannot be deleted). Every project runs it, so each
 * flow is proven with JavaScript on and off; Arabic for all, English for a sample.
 */
import type { Page } from "@playwright/test";
import { ENTITIES } from "../../app/entities/registry";
import type { Entity, FieldDef } from "../../app/entities/types";
import { dict, expect, expectPath, localized, test, toast, type Locale } from "./fixtures";
import { PNG_1PX } from "./images";

/** The field whose value labels a row (the one search finds and the edit changes). */
const LABEL_FIELD: Record<string, string> = {
  blogs: "title_ar",
  news: "title_ar",
  projects: "title_ar",
  offers: "title_ar",
  services: "title_ar",
  branches: "name_ar",
  category: "name_ar",
  "mange-clients": "name_ar",
  partners: "name_ar",
  sources: "name_ar",
  teams: "name_ar",
  clients: "name",
  testimonials: "name",
  roles: "name_ar",
  orders: "name",
  users: "name",
};

function uid(): string {
  return `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

function fieldLabel(f: FieldDef, locale: Locale): string {
  const [group, key] = f.label.split(".") as ["fields", string];
  return (dict[locale][group] as Record<string, string>)[key]!;
}

/** Fills every field the add form requires, by its label, as a user would. */
/** The label field as the list shows it: English titles on English pages. */
function labelFieldName(d: Entity, locale: Locale): string {
  const name = LABEL_FIELD[d.area]!;
  return locale === "en" && name.endsWith("_ar") ? name.replace(/_ar$/, "_en") : name;
}

async function fillRequired(page: Page, d: Entity, id: string, locale: Locale) {
  for (const f of d.fields) {
    const required = f.required === "always" || f.required === "store";
    if (!required) continue;
    const label = fieldLabel(f, locale);
    const input = page.getByLabel(label, { exact: true });
    switch (f.widget) {
      case "text":
        await input.fill(f.name === labelFieldName(d, locale) ? `اختبار ${id}` : f.name.endsWith("_en") ? `Test ${id}` : `قيمة ${id}`);
        break;
      case "textarea":
        await input.fill(`نص تجريبي ${id}`);
        break;
      case "email":
        await input.fill(`${id}@example.com`);
        break;
      case "phone":
        await input.fill("501234567");
        break;
      case "title":
        await input.selectOption("mr");
        break;
      case "select":
        // A staff account gets a role without the administrator's rights: the last-administrator
        // rule (users.spec.ts) needs the demo administrator to stay the only one.
        await input.selectOption(f.options === "roles" ? { label: locale === "ar" ? "محرر المحتوى" : "Content editor" } : { index: 1 });
        break;
      case "image":
        await input.setInputFiles({ name: `${id}.png`, mimeType: "image/png", buffer: PNG_1PX });
        break;
      case "password":
        await input.fill("Client#2025");
        if (f.confirm) await page.getByLabel(dict[locale].fields.password_confirmation, { exact: true }).fill("Client#2025");
        break;
      case "permissions":
        // Named in words under its area, never by its raw key.
        await page
          .getByRole("group", { name: dict[locale].nav.blogs, exact: true })
          .getByRole("checkbox", { name: dict[locale].permissions.show, exact: true })
          .check();
        break;
      default:
        throw new Error(`no filler for ${f.widget}`);
    }
  }
}

/** Searches the list for `text`; a list that already shows that search (saved back to it) is left as it is. */
async function search(page: Page, text: string, locale: Locale) {
  const query = new RegExp(`[?&]name=${encodeURIComponent(text)}(&|$)`);
  if (query.test(page.url())) return;
  const box = page.getByRole("searchbox", { name: dict[locale].list.search, exact: true });
  await box.fill(text);
  await box.press("Enter");
  await expect(page).toHaveURL(query);
}

async function openRowAction(row: ReturnType<Page["getByRole"]>, d: Entity, action: "edit" | "delete", locale: Locale) {
  const t = dict[locale].list;
  // Clients keep their actions in a <details> menu.
  if (d.area === "clients") await row.getByText(t.menu, { exact: true }).click();
  await row.getByRole("link", { name: action === "edit" ? t.edit : t.delete }).click();
}

// The worker's admin session (one login per worker, not per test): these flows never end it.
test.use({ loggedIn: true });

for (const [area, d] of Object.entries(ENTITIES)) {
  test(`${area}: add, search, edit and delete (ar)`, async ({ page }) => {
    await runCrud(page, d, "ar");
  });
}

for (const area of ["blogs", "clients"]) {
  test(`${area}: add, search, edit and delete (en)`, async ({ page }) => {
    await runCrud(page, ENTITIES[area]!, "en");
  });
}

async function runCrud(page: Page, d: Entity, locale: Locale) {
  const t = dict[locale];
  const id = uid();
  const list = localized(`/${d.area}`, locale);

  // Add
  await page.goto(list);
  await page.getByRole("link", { name: t.list.add.replace("{{item}}", (t.entities as Record<string, { one: string }>)[d.area]!.one) }).click();
  await expectPath(page, `${list}/add`);
  await fillRequired(page, d, id, locale);
  await page.getByRole("button", { name: t.common.save }).click();
  await expectPath(page, list);
  await expect(toast(page, /.+/)).toBeVisible();

  // Search finds it
  await search(page, id, locale);
  const row = page.getByRole("row").filter({ hasText: id });
  await expect(row).toHaveCount(1);

  if (!d.editable) {
    // Orders: no edit and no delete; the follow-up link is there instead.
    await expect(row.getByRole("link", { name: t.list.follow })).toBeVisible();
    return;
  }

  // Edit: change the label, see the change in the list
  await openRowAction(row, d, "edit", locale);
  await expect(page).toHaveURL(new RegExp(`${list}/\\d+/edit(\\?list=[^#]*)?$`));
  const labelField = d.fields.find((f) => f.name === labelFieldName(d, locale))!;
  await page.getByLabel(fieldLabel(labelField, locale), { exact: true }).fill(`معدل ${id}`);
  await page.getByRole("button", { name: t.common.save }).click();
  await expectPath(page, list);
  await search(page, id, locale);
  await expect(page.getByRole("row").filter({ hasText: `معدل ${id}` })).toHaveCount(1);

  const edited = page.getByRole("row").filter({ hasText: id });
  if (!d.deletable) {
    // Staff accounts are deactivated, never deleted: no delete action.
    await expect(edited.getByRole("link", { name: t.list.delete })).toHaveCount(0);
    return;
  }

  // Delete, with the confirmation step (a page of its own without JavaScript)
  await openRowAction(edited, d, "delete", locale);
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`معدل ${id}`);
  await dialog.getByRole("button", { name: t.list.confirmDelete }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await search(page, id, locale);
  await expect(page.getByRole("row").filter({ hasText: id })).toHaveCount(0);
  await expect(page.getByText(t.list.noMatches)).toBeVisible();
}
