/**
 * The follow-up queue (/follow-ups): a follow-up whose next contact is today puts the order under
 * "Due today" and into the menu's badge; one without a date keeps the order in "No date set"; an
 * overdue row says how many days late it is; the moderator filter; the phone's compact rows; it
 * needs the follow permission; an upstream without the queue's filters gets a clear message. Both
 * languages, JavaScript on and off.
 */
import type { Page } from "@playwright/test";
import { dict, expect, expectShown, STEADY_DASHBOARD_URL, localized, sidebar, test, toast, type Locale } from "./fixtures";
import { addFollowUp, createOrder, MODERATOR3 } from "./orders";
import { addDays } from "../../app/utils/calendar";
import { dayIn } from "../../app/utils/zone";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

/** Today in the company's zone (Riyadh), as the queue counts it. */
const today = () => dayIn(Date.now());

/** The number on the queue's menu entry (0 when it shows none). */
async function badge(page: Page, locale: Locale): Promise<number> {
  const entry = sidebar(page, locale).getByRole("link", { name: dict[locale].nav.followUps });
  const shown = entry.locator(".nav-badge [aria-hidden]");
  if ((await shown.count()) === 0) return 0;
  return Number((await shown.innerText()).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, ""));
}

const group = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });

/** The queue filtered to one moderator, through its GET form. */
async function filterBy(page: Page, locale: Locale, moderator: string) {
  const q = dict[locale].orders.queue;
  await page.getByLabel(q.whose).selectOption({ label: moderator });
  await page.getByRole("button", { name: q.apply, exact: true }).click();
  await expect(page).toHaveURL(/[?&]moderator=\d+/);
  await expectShown(page);
}

for (const locale of ["ar", "en"] as Locale[]) {
  const t = dict[locale];
  const q = t.orders.queue;

  test(`a follow-up due today puts the order under "due today" and into the menu's badge (${locale})`, async ({ page, login, request }) => {
    const order = await createOrder(request);
    await login("moderator");
    await page.goto(localized("/follow-ups", locale));
    await expect(group(page, q.fresh)).toBeVisible();
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
    // On a laptop, a real table: the order's row, with its headers.
    const row = due.getByRole("row").filter({ has: page.getByRole("link", { name: order.name, exact: true }) });
    await expect(row).toContainText("اتصل بعد الظهر");
    await expect(row).toContainText(t.orders.subStatus["2"]);
    await expect(due.getByRole("columnheader", { name: q.lastComment })).toBeVisible();
    await expect(row.getByRole("link", { name: q.callAria.replace("{{name}}", order.name) })).toHaveAttribute("href", /^tel:/);
    await expect(group(page, q.fresh).getByRole("link", { name: order.name, exact: true })).toHaveCount(0);
    expect(await badge(page, locale)).toBeGreaterThan(before);
    await row.getByRole("link", { name: order.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/request\\?queue=$`));

    // "Mine": the moderator followed it up (the queue's earlier address for it still works).
    await page.goto(localized("/follow-ups?who=mine", locale));
    await expect(page.getByLabel(q.whose)).toHaveValue("me");
    await expect(group(page, q.today).getByRole("link", { name: order.name, exact: true })).toBeVisible();
  });

  // Only the moderator follows orders up in these tests: the administrator never has follow-ups of
  // their own due, and so still lands on home after logging in (auth.spec.ts).
  test(`"mine" leaves out what others followed up, "everyone" has it (${locale})`, async ({ page, login, request }) => {
    const order = await createOrder(request);
    await addFollowUp(request, "moderator", order.id, { status: "2", sub_status: "2", comment: "متابعة المشرفة", next_contact_at: today() });
    await login("admin");
    await page.goto(localized("/follow-ups?moderator=me", locale));
    await expect(page.getByLabel(q.whose)).toHaveValue("me");
    await expect(group(page, q.today).getByRole("link", { name: order.name, exact: true })).toHaveCount(0);
    await page.getByLabel(q.whose).selectOption({ label: q.everyone });
    await page.getByRole("button", { name: q.apply, exact: true }).click();
    await expect(group(page, q.today).getByRole("link", { name: order.name, exact: true })).toBeVisible();
  });

  test(`an undated follow-up keeps the order in "no date set", an overdue row says how late it is, per moderator (${locale})`, async ({
    page,
    login,
    request,
  }) => {
    const [undated, late] = await Promise.all([createOrder(request), createOrder(request)]);
    // Followed up by a moderator no other test uses, so the filtered queue holds only this test's orders.
    await addFollowUp(request, MODERATOR3, undated.id, { status: "2", sub_status: "2", comment: "سيتصل لاحقًا" });
    await addFollowUp(request, MODERATOR3, late.id, { status: "2", sub_status: "1", next_contact_at: addDays(today(), -3) });
    await login("moderator");
    await page.goto(localized("/follow-ups?sort=age", locale));
    await filterBy(page, locale, MODERATOR3.name);
    // The sort chosen before is kept by the form.
    await expect(page).toHaveURL(/sort=age/);

    const noDate = group(page, q.undated);
    await expect(noDate.getByRole("link", { name: undated.name, exact: true })).toBeVisible();
    await expect(noDate.getByRole("row").filter({ hasText: undated.name })).toContainText(q.noDate);
    for (const other of [q.overdue, q.today]) await expect(group(page, other).getByRole("link", { name: undated.name, exact: true })).toHaveCount(0);

    const lateRow = group(page, q.overdue)
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: late.name, exact: true }) });
    // Three days: Arabic's "few" form, English's "other".
    await expect(lateRow).toContainText((locale === "ar" ? q.overdueDays_few : q.overdueDays_other).replace("{{count}}", "3"));
  });

  test(`on a phone: three orders on the first screen, each row opens its order, call and "more" within reach (${locale})`, async ({ page, login }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await login("moderator");
    await page.goto(localized("/follow-ups", locale));
    // One table drawn once, its rows shown as cards: no column headings on screen, each name once.
    const rows = page.getByRole("main").getByRole("region").locator("tbody tr");
    await expect(rows.nth(2)).toBeVisible();
    await expect(page.getByRole("main").getByRole("columnheader").first()).toBeHidden();
    const firstName = (await rows.first().getByRole("link").first().innerText()).trim();
    await expect(page.getByRole("main").getByRole("link", { name: firstName, exact: true })).toHaveCount(await rows.filter({ hasText: firstName }).count());
    for (let i = 0; i < 3; i++) {
      const box = (await rows.nth(i).boundingBox())!;
      expect(box.y, `row ${i + 1} starts on the first screen`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `row ${i + 1} ends on the first screen`).toBeLessThanOrEqual(740);
    }
    const first = rows.first();
    const name = (await first.getByRole("link").first().innerText()).trim();
    const call = first.getByRole("link", { name: q.callAria.replace("{{name}}", name) });
    const more = first.getByLabel(q.moreAria.replace("{{name}}", name));
    for (const control of [call, more]) {
      const box = (await control.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // "More" (a <details>, so without JavaScript too) reveals WhatsApp and e-mail.
    const whatsapp = first.getByRole("link", { name: new RegExp(t.orders.request.contact.whatsapp) });
    await expect(whatsapp).toBeHidden();
    await more.click();
    await expect(whatsapp).toBeVisible();
    await more.click();
    // A tap anywhere on the row's text opens the order, carrying the queue.
    const box = (await first.boundingBox())!;
    await first.click({ position: { x: locale === "ar" ? box.width - 60 : 60, y: box.height / 2 } });
    await expect(page).toHaveURL(/\/orders\/\d+\/request\?queue=$/);
  });

  test(`the queue needs the follow permission (${locale})`, async ({ page, login }) => {
    await login("editor");
    await page.goto(localized("/", locale));
    await expect(sidebar(page, locale).getByRole("link", { name: t.nav.followUps })).toHaveCount(0);
    const res = await page.goto(localized("/follow-ups", locale));
    expect(res?.status()).toBe(403);
  });

  test(`an upstream without the queue's filters gets a clear message, not a crash (${locale})`, async ({ page, login }) => {
    await login("admin", { baseURL: STEADY_DASHBOARD_URL });
    const res = await page.goto(`${STEADY_DASHBOARD_URL}${localized("/follow-ups", locale)}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByText(q.unsupported).first()).toBeVisible();
  });
}
