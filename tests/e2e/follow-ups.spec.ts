/**
 * The follow-up queue (/follow-ups): a follow-up whose next contact is today puts the order under
 * "Due today" and into the menu's badge; "mine" shows only the user's own; it needs the follow
 * permission; an upstream without the queue's filters gets a clear message. Both languages,
 * JavaScript on and off.
 */
import type { Page } from "@playwright/test";
import { dict, expect, FAULT_DASHBOARD_URL, localized, sidebar, test, toast, type Locale } from "./fixtures";
import { addFollowUp, createOrder } from "./orders";

const today = () => new Date().toISOString().slice(0, 10);

/** The number on the queue's menu entry (0 when it shows none). */
async function badge(page: Page, locale: Locale): Promise<number> {
  const entry = sidebar(page, locale).getByRole("link", { name: dict[locale].nav.followUps });
  const shown = entry.locator(".nav-badge [aria-hidden]");
  if ((await shown.count()) === 0) return 0;
  return Number((await shown.innerText()).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, ""));
}

const group = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });

for (const locale of ["ar", "en"] as Locale[]) {
  const t = dict[locale];
  const q = t.orders.queue;

  test(`a follow-up due today puts the order under "due today" and into the menu's badge (${locale})`, async ({ page, login, request }) => {
    const order = await createOrder(request);
    await login("moderator");
    await page.goto(localized("/follow-ups", locale));
    await expect(group(page, q.fresh).getByRole("link", { name: order.name })).toBeVisible();
    const before = await badge(page, locale);

    await page.goto(localized(`/orders/${order.id}/request`, locale));
    const f = t.orders.request.form;
    await page.getByLabel(new RegExp(`^${f.status}`)).selectOption({ label: t.orders.status["2"] });
    await page.getByLabel(new RegExp(`^${f.subStatus}`)).selectOption({ label: t.orders.subStatus["2"] });
    await page.getByLabel(new RegExp(`^${f.comment}`)).fill("اتصل بعد الظهر");
    await page.getByLabel(f.nextContact).fill(today());
    await page.getByRole("button", { name: f.submit }).click();
    await expect(toast(page, /.+/)).toBeVisible();

    await page.goto(localized("/follow-ups", locale));
    const due = group(page, q.today);
    const row = due.getByRole("listitem").filter({ has: page.getByRole("link", { name: order.name }) });
    await expect(row).toContainText("اتصل بعد الظهر");
    await expect(row).toContainText(t.orders.subStatus["2"]);
    await expect(row.getByRole("link", { name: new RegExp(t.orders.request.contact.call) })).toHaveAttribute("href", /^tel:/);
    await expect(group(page, q.fresh).getByRole("link", { name: order.name })).toHaveCount(0);
    expect(await badge(page, locale)).toBeGreaterThan(before);
    await row.getByRole("link", { name: order.name }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/request$`));

    // "Mine": the moderator followed it up.
    await page.goto(localized("/follow-ups?who=mine", locale));
    await expect(group(page, q.today).getByRole("link", { name: order.name })).toBeVisible();
  });

  // Only the moderator follows orders up in these tests: the administrator never has follow-ups of
  // their own due, and so still lands on home after logging in (auth.spec.ts).
  test(`"mine" leaves out what others followed up, "everyone" has it (${locale})`, async ({ page, login, request }) => {
    const order = await createOrder(request);
    await addFollowUp(request, "moderator", order.id, { status: "2", sub_status: "2", comment: "متابعة المشرفة", next_contact_at: today() });
    await login("admin");
    await page.goto(localized("/follow-ups?who=mine", locale));
    const whose = page.getByRole("navigation", { name: q.whose });
    await expect(whose.getByRole("link", { name: q.mine, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(group(page, q.today).getByRole("link", { name: order.name })).toHaveCount(0);
    await whose.getByRole("link", { name: q.everyone, exact: true }).click();
    await expect(group(page, q.today).getByRole("link", { name: order.name })).toBeVisible();
  });

  test(`the queue needs the follow permission (${locale})`, async ({ page, login }) => {
    await login("editor");
    await page.goto(localized("/", locale));
    await expect(sidebar(page, locale).getByRole("link", { name: t.nav.followUps })).toHaveCount(0);
    const res = await page.goto(localized("/follow-ups", locale));
    expect(res?.status()).toBe(403);
  });

  test(`an upstream without the queue's filters gets a clear message, not a crash (${locale})`, async ({ page, login }) => {
    await login("admin", { baseURL: FAULT_DASHBOARD_URL });
    const res = await page.goto(`${FAULT_DASHBOARD_URL}${localized("/follow-ups", locale)}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByText(q.unsupported).first()).toBeVisible();
  });
}
