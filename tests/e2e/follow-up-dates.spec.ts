/**
 * Riyadh time and the follow-up's dates: the queue's "today" is Riyadh's (at 01:00 Riyadh time,
 * 22:00 UTC, an order due that Riyadh day is due today), times on the order page are on Riyadh's
 * clock without "UTC", a next contact in the past is refused on its field (422 without
 * JavaScript), a day typed day first is read, a Friday is allowed and said a day off, a closed
 * order keeps no next contact, order numbers show without thousands separators, and the queue's
 * filters are read whole on a 360 px phone. Both languages, JavaScript on and off.
 */
import type { Page } from "@playwright/test";
import { csrfToken, dict, expect, expectShown, localized, test, type Locale } from "./fixtures";
import { addFollowUp, createOrder, MODERATOR3 } from "./orders";
import { addDays } from "../../app/utils/calendar";
import { dayIn } from "../../app/utils/zone";
import { followUpNextContact, isolatedDay, ordersOnDay, renumberOrder, setOrderCreatedDay } from "../support/upstream-db";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

const HOUR = 3_600_000;

/** Riyadh is UTC+3 all year: its wall clock, written as the dashboard writes a time. */
const riyadhWall = (iso: string) => new Date(Date.parse(iso) + 3 * HOUR).toISOString().replace("T", " ").slice(0, 19);

/** A field's label, exactly, with or without the required mark (" *") after it. */
const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\*)?$`);

function form(page: Page, locale: Locale) {
  const f = dict[locale].orders.request.form;
  return {
    status: page.getByLabel(field(f.status)),
    subStatus: page.getByLabel(field(f.subStatus)),
    comment: page.getByLabel(field(f.comment)),
    nextContact: page.getByLabel(field(f.nextContact)),
    submit: page.getByRole("button", { name: f.submit, exact: true }),
  };
}

const timeline = (page: Page, locale: Locale) => page.getByRole("list", { name: dict[locale].orders.request.timeline.heading }).getByRole("listitem");

const group = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });

/** The first Friday after `day`. */
function fridayAfter(day: string): string {
  let d = addDays(day, 1);
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 5) d = addDays(d, 1);
  return d;
}

/** `YYYY-MM-DD` as a Riyadh office writes it: `DD-MM-YYYY`. */
const dayFirst = (day: string) => day.split("-").reverse().join("-");

for (const locale of ["ar", "en"] as Locale[]) {
  const t = dict[locale];
  const f = t.orders.request.form;
  const q = t.orders.queue;

  test(`at 01:00 Riyadh time (22:00 UTC) an order due that Riyadh day is due today (${locale})`, async ({ page, login, request }) => {
    // The latest 22:00 UTC: the dashboard's clock set there for this page (test mode).
    const now = Date.now();
    const midnight = new Date(now);
    let at = Date.UTC(midnight.getUTCFullYear(), midnight.getUTCMonth(), midnight.getUTCDate(), 22);
    if (at > now) at -= 24 * HOUR;
    const riyadhDay = addDays(new Date(at).toISOString().slice(0, 10), 1);
    const order = await createOrder(request);
    await addFollowUp(request, MODERATOR3, order.id, { status: "2", sub_status: "1", next_contact_at: riyadhDay });
    await login("moderator");
    await page.setExtraHTTPHeaders({ "X-Lawha-Test-Now": String(at) });
    await page.goto(localized("/follow-ups", locale));
    await page.getByLabel(q.whose).selectOption({ label: MODERATOR3.name });
    await page.getByRole("button", { name: q.apply, exact: true }).click();
    await expect(page).toHaveURL(/[?&]moderator=\d+/);
    await expectShown(page);
    const row = group(page, q.today)
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: order.name, exact: true }) });
    await expect(row).toContainText(q.dueToday);
    await expect(group(page, q.overdue).getByRole("link", { name: order.name, exact: true })).toHaveCount(0);
  });

  test(`the order page writes its times on Riyadh's clock, without "UTC" (${locale})`, async ({ page, login, request }) => {
    const order = await createOrder(request);
    await addFollowUp(request, MODERATOR3, order.id, { status: "2", sub_status: "2", comment: "وقت الرياض" });
    await login("moderator");
    await page.goto(localized(`/orders/${order.id}/request`, locale));
    const times = page.locator(".order-details time, .timeline time").filter({ hasText: /:/ });
    await expect(times).toHaveCount(2);
    for (const time of await times.all()) {
      // The machine-readable instant stays as stored; the text is that instant on Riyadh's wall clock.
      const iso = (await time.getAttribute("datetime")) ?? "";
      expect(Number.isNaN(Date.parse(iso)), `"${iso}" is an instant`).toBe(false);
      await expect(time).toHaveText(riyadhWall(iso));
    }
    await expect(page.locator("main")).not.toContainText("UTC");
  });

  test(`a next contact in the past is refused on its field, with the rest kept (${locale})`, async ({ page, login, request, jsEnabled }) => {
    const order = await createOrder(request);
    await login("moderator");
    const url = localized(`/orders/${order.id}/request`, locale);
    await page.goto(url);
    const yesterday = addDays(dayIn(Date.now()), -1);
    const x = form(page, locale);
    await x.status.selectOption({ label: t.orders.status["2"] });
    await x.subStatus.selectOption({ label: t.orders.subStatus["1"] });
    await x.comment.fill("موعد فات");
    await x.nextContact.fill(yesterday);
    await x.submit.click();
    await expect(x.nextContact).toHaveAccessibleDescription(new RegExp(t.validation.nextContactPast.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(x.nextContact).toHaveValue(yesterday);
    await expect(x.comment).toHaveValue("موعد فات");
    await expect(timeline(page, locale)).toHaveCount(0);
    if (!jsEnabled) {
      // The server's answer to a refused follow-up is a 422, as login's and My account's are.
      const res = await page.request.post(url, {
        form: { csrf: await csrfToken(page.request), intent: "follow-up", status: "2", sub_status: "1", comment: "موعد فات", next_contact_at: yesterday },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(422);
      expect(await res.text()).toContain(t.validation.nextContactPast);
    }
  });

  test(`a day typed day first is read, and a Friday is allowed and said a day off (${locale})`, async ({ page, login, request, jsEnabled }) => {
    const order = await createOrder(request);
    await login("moderator");
    await page.goto(localized(`/orders/${order.id}/request`, locale));
    const friday = fridayAfter(dayIn(Date.now()));
    const x = form(page, locale);
    await x.status.selectOption({ label: t.orders.status["2"] });
    await x.subStatus.selectOption({ label: t.orders.subStatus["2"] });
    // The field says how to type a date, with an example, beside its own hint.
    await expect(x.nextContact).toHaveAccessibleDescription(new RegExp(`${t.common.dateExample}.*${t.common.dateExampleValue}`));
    await x.nextContact.fill(dayFirst(friday));
    // With JavaScript the field says it as it is typed.
    if (jsEnabled) await expect(x.nextContact).toHaveAccessibleDescription(new RegExp(f.dayOff.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await x.submit.click();
    const item = timeline(page, locale);
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(`${friday} (${t.orders.request.timeline.dayOff})`);
  });

  test(`a list's date filter reads a day typed day first, in Arabic-Indic digits too (${locale})`, async ({ page, login, request }, testInfo) => {
    // An order alone on a day of its own: the filtered list holds it and nothing else.
    const order = await createOrder(request);
    let day = isolatedDay(testInfo.project.name);
    while (ordersOnDay(day) > 0) day = isolatedDay(testInfo.project.name);
    setOrderCreatedDay(order.id, day);
    await login("moderator");
    const fields = t.fields as Record<string, string>;
    await page.goto(localized("/orders", locale));
    await page.getByLabel(fields.date_from!, { exact: true }).fill(dayFirst(day));
    const arabicDigits = dayFirst(day).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    await page.getByLabel(fields.date_to!, { exact: true }).fill(arabicDigits);
    await page.getByRole("button", { name: t.list.apply, exact: true }).click();
    await expect(page).toHaveURL(/date_from=/);
    await expectShown(page);
    const rows = page
      .getByRole("table")
      .getByRole("row")
      .filter({ has: page.getByRole("cell") });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(order.name);
  });

  test(`a closed order keeps no next contact, even with a day typed (${locale})`, async ({ page, login, request }) => {
    const order = await createOrder(request);
    await login("moderator");
    await page.goto(localized(`/orders/${order.id}/request`, locale));
    const comment = `رقم خاطئ ${Math.random().toString(36).slice(2, 8)}`;
    const x = form(page, locale);
    await x.status.selectOption({ label: t.orders.status["4"] });
    await x.subStatus.selectOption({ label: t.orders.subStatus["7"] });
    await x.comment.fill(comment);
    await x.nextContact.fill(addDays(dayIn(Date.now()), 5));
    await x.submit.click();
    await expect(timeline(page, locale)).toHaveCount(1);
    await expect(timeline(page, locale)).not.toContainText(t.orders.request.timeline.nextContact);
    expect(followUpNextContact(comment)).toBeNull();
  });

  test(`order numbers show without thousands separators (${locale})`, async ({ page, login, request }) => {
    const order = await createOrder(request);
    const id = renumberOrder(order.id);
    await login("moderator");
    await page.goto(localized(`/orders?name=${encodeURIComponent(order.name)}`, locale));
    const row = page.getByRole("row").filter({ hasText: order.name });
    await expect(row.getByText(String(id), { exact: true })).toBeVisible();
    await expect(row).not.toContainText(/\d[,٬]\d{3}/);
    await page.goto(localized(`/orders/${id}/request`, locale));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(String(id));
  });

  test(`on a 360 px phone the queue's filters are read whole (${locale})`, async ({ page, login }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await login("moderator");
    await page.goto(localized("/follow-ups", locale));
    await expect(page.getByLabel(q.whose)).toHaveValue("");
    // Each filter's chosen option, in the select's font, fits inside it beside the arrow.
    for (const label of [q.whose, q.sort]) {
      const fits = await page.getByLabel(label).evaluate((el) => {
        const select = el as HTMLSelectElement;
        const style = getComputedStyle(select);
        const canvas = document.createElement("canvas").getContext("2d");
        if (!canvas) return false;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = canvas.measureText(select.selectedOptions[0]?.text ?? "").width;
        const arrow = 24;
        return text + arrow <= select.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      });
      expect(fits, `the filter "${label}" shows its choice whole`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "nothing scrolls sideways").toBe(true);
  });
}
