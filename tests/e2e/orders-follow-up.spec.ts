/**
 * The order follow-up page (/orders/:id/request): details, contact links, the follow-up form
 * (POST-redirect-GET, idempotent) and its effect on the statuses report.
 *
 * Every test works on an order of its own, created through the upstream API. The report test
 * also dates that order on a day no other order has (tests/support/upstream-db.ts), so a report
 * filtered to that day counts this order alone, whatever other specs do in parallel.
 */
import type { Page } from "@playwright/test";
import { ar, csrfToken, dict, en, expect, expectDir, expectPath, expectShown, localized, rawOnly, test, toast, type Locale } from "./fixtures";
import { addFollowUp, createOrder, MODERATOR3 } from "./orders";
import { isoDate } from "../../app/utils/calendar";
import { nextWorkingDay } from "../../app/utils/working-days";
import { dayIn } from "../../app/utils/zone";
import { isolatedDay, ordersOnDay, setOrderCreatedDay } from "../support/upstream-db";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

/** A field's label, exactly, with or without the required mark (" *") after it. */
function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\*)?$`);
}

const FOLLOW_UP_ADDED = "تمت إضافة المتابعة بنجاح.";

/** A count from an accessible report table: the row whose header is `row`, first data cell. */
async function countIn(page: Page, caption: string, row: string): Promise<number> {
  const table = page.getByRole("table", { name: caption, exact: true });
  const tr = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: row, exact: true }) });
  await expect(tr).toHaveCount(1);
  return Number((await tr.getByRole("cell").first().innerText()).replace(/[^\d]/g, ""));
}

const BY_STATUS = ar.reports.statuses.byStatusCaption;
const BY_SUB = ar.reports.statuses.bySubStatusCaption;

function form(page: Page) {
  const t = ar.orders.request.form;
  return {
    status: page.getByLabel(field(t.status)),
    subStatus: page.getByLabel(field(t.subStatus)),
    comment: page.getByLabel(field(t.comment)),
    nextContact: page.getByLabel(field(t.nextContact)),
    submit: page.getByRole("button", { name: t.submit }),
    key: page.locator('input[name="idempotency_key"]'),
  };
}

function timeline(page: Page) {
  return page.getByRole("list", { name: ar.orders.request.timeline.heading }).getByRole("listitem");
}

test("a moderator follows an order from new to money time and the statuses report moves with it", async ({ page, login, request }, testInfo) => {
  const order = await createOrder(request);
  let day = isolatedDay(testInfo.project.name);
  while (ordersOnDay(day) > 0) day = isolatedDay(testInfo.project.name);
  setOrderCreatedDay(order.id, day);
  await login("moderator");
  const report = `/?date_from=${day}&date_to=${day}`;

  await page.goto(report);
  expect(await countIn(page, BY_STATUS, ar.reports.statuses.total)).toBe(1);
  expect(await countIn(page, BY_STATUS, ar.orders.status["1"])).toBe(1);
  expect(await countIn(page, BY_STATUS, ar.orders.status["2"])).toBe(0);
  expect(await countIn(page, BY_SUB, ar.orders.subStatus["4"])).toBe(0);
  expect(await countIn(page, BY_SUB, ar.reports.statuses.noSubStatus)).toBe(1);

  await page.goto(`/orders/${order.id}/request`);
  await expect(page.getByRole("heading", { level: 1, name: `الطلب رقم ${order.id}` })).toBeVisible();
  await expect(page.getByText(order.name, { exact: true })).toBeVisible();
  await expect(page.getByText(ar.orders.request.timeline.empty)).toBeVisible();

  const f = form(page);
  await f.status.selectOption({ label: ar.orders.status["3"] });
  await f.subStatus.selectOption({ label: ar.orders.subStatus["4"] });
  await f.comment.fill("وافق العميل على العرض، بانتظار الدفع.");
  await f.nextContact.fill("2030-05-01");
  await f.submit.click();

  // POST-redirect-GET: back on the same page, with the upstream's message.
  await expect(toast(page, FOLLOW_UP_ADDED)).toBeVisible();
  await expectPath(page, `/orders/${order.id}/request`);
  const items = timeline(page);
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(ar.orders.status["3"]);
  await expect(items.first()).toContainText(ar.orders.subStatus["4"]);
  await expect(items.first()).toContainText("سارة القحطاني");
  await expect(items.first()).toContainText("وافق العميل على العرض، بانتظار الدفع.");
  // Done (money time) waits for no call: the day typed is not kept.
  await expect(items.first()).not.toContainText("2030-05-01");
  // The form starts empty again for the next follow-up.
  await expect(f.comment).toHaveValue("");

  await page.goto(report);
  expect(await countIn(page, BY_STATUS, ar.reports.statuses.total)).toBe(1);
  expect(await countIn(page, BY_STATUS, ar.orders.status["1"])).toBe(0);
  expect(await countIn(page, BY_STATUS, ar.orders.status["3"])).toBe(1);
  expect(await countIn(page, BY_SUB, ar.orders.subStatus["4"])).toBe(1);
  expect(await countIn(page, BY_SUB, ar.reports.statuses.noSubStatus)).toBe(0);
});

test("a double submit and a resubmitted form record one follow-up", async ({ page, login, request }) => {
  const order = await createOrder(request);
  await login("moderator");
  const url = `/orders/${order.id}/request`;
  await page.goto(url);
  const f = form(page);
  const key = await f.key.inputValue();
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  await f.status.selectOption({ label: ar.orders.status["2"] });
  await f.subStatus.selectOption({ label: ar.orders.subStatus["1"] });
  await f.comment.fill("لم يرد، محاولة أولى.");
  // With JavaScript the button is disabled while the first submission runs; without it the
  // browser may send the form twice, with the same idempotency key.
  await f.submit.dblclick();
  await expect(timeline(page)).toHaveCount(1);

  // The same form data sent again (a browser "resubmit" after going back).
  const again = await page.request.post(url, {
    form: {
      csrf: await csrfToken(page.request),
      intent: "follow-up",
      idempotency_key: key,
      status: "2",
      sub_status: "1",
      comment: "لم يرد، محاولة أولى.",
      next_contact_at: await f.nextContact.inputValue(),
    },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(302);
  await page.goto(url);
  await expect(timeline(page)).toHaveCount(1);

  // A new rendering of the form has a new key, so a real second follow-up is recorded.
  const next = await f.key.inputValue();
  expect(next).not.toBe(key);
  await f.status.selectOption({ label: ar.orders.status["3"] });
  await f.subStatus.selectOption({ label: ar.orders.subStatus["4"] });
  await f.submit.click();
  await expect(timeline(page)).toHaveCount(2);
});

test("an invalid follow-up is answered by the server with field errors and the typed comment kept", async ({ page, login, request }) => {
  const order = await createOrder(request);
  await login("moderator");
  const url = `/orders/${order.id}/request`;
  await page.goto(url);
  // Bypass the browser's own checks: what a stale form or a script could send.
  const res = await page.request.post(url, {
    form: { csrf: await csrfToken(page.request), intent: "follow-up", status: "2", sub_status: "", comment: "تعليق يجب ألا يضيع", next_contact_at: "غدًا" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(422);
  const html = await res.text();
  expect(html).toContain("حقل إلزامي.");
  expect(html).toContain("غير صحيح.");
  expect(html).toContain("تعليق يجب ألا يضيع");
  await page.goto(url);
  await expect(timeline(page)).toHaveCount(0);
});

test("a sub-status that does not go with the status is not offered, and refused with the typed comment kept", async ({ page, login, request, jsEnabled }) => {
  const order = await createOrder(request);
  await login("moderator");
  const url = `/orders/${order.id}/request`;
  await page.goto(url);
  const f = form(page);
  await f.status.selectOption({ label: ar.orders.status["4"] });
  await f.comment.fill("تعليق يبقى بعد الرفض");
  if (jsEnabled) {
    // Only the closing sub-statuses go with "cancel".
    await expect(f.subStatus.getByRole("option", { name: ar.orders.subStatus["1"] })).toBeDisabled();
    await expect(f.subStatus.getByRole("option", { name: ar.orders.subStatus["4"] })).toBeDisabled();
    await expect(f.subStatus.getByRole("option", { name: ar.orders.subStatus["5"] })).toBeEnabled();
    // Choosing "done" picks the one sub-status that goes with it.
    await f.status.selectOption({ label: ar.orders.status["3"] });
    await expect(f.subStatus).toHaveValue("4");
    // A pair sent anyway (a stale page, a script) is refused by the server.
    const res = await page.request.post(url, {
      form: { csrf: await csrfToken(page.request), intent: "follow-up", status: "4", sub_status: "1", comment: "تعليق يبقى بعد الرفض" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(422);
    const html = await res.text();
    expect(html).toContain(ar.validation.subStatusMismatch);
    expect(html).toContain("تعليق يبقى بعد الرفض");
  } else {
    // Without JavaScript every group says which statuses it goes with, and the server decides.
    await f.subStatus.selectOption({ label: ar.orders.subStatus["1"] });
    await f.submit.click();
    await expect(f.subStatus).toHaveAccessibleDescription(ar.validation.subStatusMismatch);
    await expect(f.comment).toHaveValue("تعليق يبقى بعد الرفض");
  }
  await page.goto(url);
  await expect(timeline(page)).toHaveCount(0);
});

test("the browser refuses a follow-up without a sub-status and nothing is recorded", async ({ page, login, request, jsEnabled }) => {
  const order = await createOrder(request);
  await login("moderator");
  await page.goto(`/orders/${order.id}/request`);
  const f = form(page);
  await f.comment.fill("بدون حالة فرعية");
  await f.submit.click();
  await expect(page.locator('select[name="sub_status"]:invalid')).toHaveCount(1);
  // With JavaScript the schema's own message shows under the field; without it the browser's.
  if (jsEnabled) await expect(page.getByText("حقل إلزامي.")).toBeVisible();
  await expect(f.comment).toHaveValue("بدون حالة فرعية");
  await page.reload();
  await expect(timeline(page)).toHaveCount(0);
});

test("contact links call with +966, chat on WhatsApp and write an e-mail", async ({ page, login, request }) => {
  const order = await createOrder(request, { mobile: "0501234567", email: "client.e2e@example.com" });
  await login("moderator");
  await page.goto(`/orders/${order.id}/request`);
  const t = ar.orders.request.contact;
  await expect(page.getByRole("link", { name: new RegExp(t.call) })).toHaveAttribute("href", "tel:+966501234567");
  await expect(page.getByRole("link", { name: new RegExp(t.whatsapp) })).toHaveAttribute("href", "https://wa.me/966501234567");
  await expect(page.getByRole("link", { name: new RegExp(t.mailto) })).toHaveAttribute("href", "mailto:client.e2e@example.com");
});

test("each contact link fires its analytics event with the order and the link @js-only", async ({ page, login, request }) => {
  const order = await createOrder(request, { mobile: "+971501234567", email: "events@example.com" });
  await login("moderator");
  await page.goto(`/orders/${order.id}/request`);
  await page.evaluate(() => {
    const seen: Array<{ type: string; detail: unknown }> = [];
    (window as unknown as { __contactEvents: typeof seen }).__contactEvents = seen;
    for (const type of ["call", "whatsapp", "mailto", "register"]) {
      window.addEventListener(type, (e) => seen.push({ type, detail: (e as CustomEvent).detail }));
    }
    // Keep the page here: no dialler, chat tab or mail client in a test browser.
    document.addEventListener("click", (e) => e.preventDefault(), { capture: true });
  });
  const t = ar.orders.request.contact;
  const events = () => page.evaluate(() => (window as unknown as { __contactEvents: unknown[] }).__contactEvents);
  // Until hydration attaches React's handlers a click fires nothing: retry the first one.
  await expect(async () => {
    await page.evaluate(() => ((window as unknown as { __contactEvents: unknown[] }).__contactEvents.length = 0));
    await page.getByRole("link", { name: new RegExp(t.call) }).click();
    expect(await events()).toHaveLength(1);
  }).toPass();
  await page.getByRole("link", { name: new RegExp(t.whatsapp) }).click();
  await page.getByRole("link", { name: new RegExp(t.mailto) }).click();
  expect(await events()).toEqual([
    { type: "call", detail: { orderId: order.id, href: "tel:+971501234567" } },
    { type: "whatsapp", detail: { orderId: order.id, href: "https://wa.me/971501234567" } },
    { type: "mailto", detail: { orderId: order.id, href: "mailto:events@example.com" } },
  ]);
  await expectPath(page, `/orders/${order.id}/request`);
});

test("the page exists in English, left to right", async ({ page, login, request }) => {
  const order = await createOrder(request);
  await login("moderator");
  await page.goto(`/en/orders/${order.id}/request`);
  await expectDir(page, "ltr");
  await expect(page.getByRole("heading", { level: 1, name: `Order #${order.id}` })).toBeVisible();
  await expect(page.getByLabel(field(en.orders.request.form.subStatus))).toBeVisible();
  await expect(page.getByRole("heading", { name: en.orders.request.timeline.heading })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(en.orders.request.metaTitle));
});

test("an unknown order is a 404 page; a user without follow_orders is sent to the no-permission page", async ({ page, login, jsEnabled }) => {
  // What the server answers: the 404 page itself is opened in a browser by routing.spec.ts.
  rawOnly(jsEnabled);
  await login("moderator");
  for (const path of ["/orders/99999999/request", "/orders/abc/request"]) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain(`<p>${ar.errors.notFound}</p>`);
  }
  await page.context().clearCookies();
  await login("editor");
  const res = await page.request.get("/orders/1/request", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()["location"]).toBe("/no-permission");
});

for (const locale of ["ar", "en"] as Locale[]) {
  const t = dict[locale];
  const T = t.orders.request;
  const q = t.orders.queue;

  test(`on a phone, "Save and next" opens the next order of the same queue, the toast over no field, and "Back" returns to that queue (${locale})`, async ({
    page,
    login,
    request,
  }) => {
    // Two pages and a queue, on a loaded machine: more than the default half minute.
    test.slow();
    await page.setViewportSize({ width: 360, height: 740 });
    // Two orders due on a day of their own, followed up by a moderator no other test uses: in the
    // queue filtered by that moderator they come one right after the other.
    const day = isoDate(2001 + Math.floor(Math.random() * 20), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 28));
    const first = await createOrder(request);
    const second = await createOrder(request);
    for (const order of [first, second]) await addFollowUp(request, MODERATOR3, order.id, { status: "2", sub_status: "1", next_contact_at: day });
    await login("moderator");
    await page.goto(localized("/follow-ups", locale));
    await page.getByLabel(q.whose).selectOption({ label: MODERATOR3.name });
    await page.getByRole("button", { name: q.apply, exact: true }).click();
    await expect(page).toHaveURL(/moderator=\d+/);
    const moderatorId = new URL(page.url()).searchParams.get("moderator");
    await expectShown(page);
    await page
      .getByRole("region", { name: new RegExp(`^${q.overdue}`) })
      .getByRole("link", { name: first.name, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(String(first.id));

    // On a phone the form and the latest follow-ups come before the order's details.
    const top = async (name: string) => (await page.getByRole("heading", { name, exact: true }).boundingBox())!.y;
    expect(await top(T.form.heading)).toBeLessThan(await top(T.timeline.heading));
    expect(await top(T.timeline.heading)).toBeLessThan(await top(T.details));
    // The next contact is suggested: the next working day (Friday and Saturday skipped).
    const nextContact = page.getByLabel(field(T.form.nextContact));
    await expect(nextContact).toHaveValue(nextWorkingDay(dayIn(Date.now())));
    await page.getByLabel(field(T.form.subStatus)).selectOption({ label: t.orders.subStatus["2"] });
    await page.getByRole("button", { name: T.form.submitNext }).click();

    await expect(page.getByRole("heading", { level: 1 })).toContainText(String(second.id));
    // The queue's state travels on (its defaults left out).
    await expectPath(page, `${localized(`/orders/${second.id}/request`, locale)}?queue=${encodeURIComponent(`moderator=${moderatorId}`)}`);
    const shown = toast(page, /.+/);
    await expect(shown).toBeVisible();
    const toastBox = (await shown.boundingBox())!;
    for (const control of await page.locator("main").locator("input:visible, select:visible, textarea:visible, button:visible").all()) {
      const box = await control.boundingBox();
      if (!box) continue;
      const overlaps =
        box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width && box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height;
      expect(overlaps, `the toast covers ${await control.evaluate((el) => el.outerHTML.slice(0, 80))}`).toBe(false);
    }

    await page.getByRole("link", { name: T.backToQueue }).click();
    await expectPath(page, `${localized("/follow-ups", locale)}?moderator=${moderatorId}`);
    // The first order has its next contact on a later day: out of the overdue group.
    await expect(page.getByRole("region", { name: new RegExp(`^${q.overdue}`) }).getByRole("link", { name: second.name, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: first.name, exact: true })).toHaveCount(0);
  });

  test(`"Back" returns to the orders list with its filters and page, and never leaves the site (${locale})`, async ({ page, login }) => {
    await login("moderator");
    const list = localized("/orders?sort=name&dir=asc&page=2", locale);
    await page.goto(list);
    await page.locator('tbody a[href*="/request?list="]').first().click();
    await expect(page).toHaveURL(/\/orders\/\d+\/request\?list=/);
    await page.getByRole("link", { name: T.back }).click();
    await expect(page).toHaveURL((url) => url.pathname === localized("/orders", locale) && url.searchParams.toString() === "page=2&sort=name&dir=asc");

    // Only the list's (or the queue's) own parameters travel; the path is always theirs.
    await page.goto(`${localized("/orders/1/request", locale)}?list=${encodeURIComponent("//evil.example/x?status=2")}`);
    await expect(page.getByRole("link", { name: T.back })).toHaveAttribute("href", `${localized("/orders", locale)}`);
    await page.goto(`${localized("/orders/1/request", locale)}?queue=${encodeURIComponent("https://evil.example/")}`);
    await expect(page.getByRole("link", { name: T.backToQueue })).toHaveAttribute("href", localized("/follow-ups", locale));
  });
}

test("on a phone, a follow-up sub-status without a date is refused on that field, the form's alert and the field in view", async ({
  page,
  login,
  request,
  jsEnabled,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const order = await createOrder(request);
  await login("moderator");
  await page.goto(`/orders/${order.id}/request`);
  const f = form(page);
  await f.status.selectOption({ label: ar.orders.status["2"] });
  await f.subStatus.selectOption({ label: ar.orders.subStatus["3"] });
  await f.comment.fill("ينتظر قرار الإدارة");
  await f.nextContact.fill("");
  await f.submit.click();
  // The server's answer (without JavaScript) or the page's own check (with it): the same message.
  await expect(f.nextContact).toHaveAccessibleDescription(new RegExp(ar.validation.nextContactRequired));
  const alert = page.locator("form").getByRole("paragraph").filter({ hasText: "حقل واحد يحتاج إلى تصحيح." });
  await expect(alert).toBeInViewport();
  await expect(f.nextContact).toBeInViewport();
  if (jsEnabled) await expect(f.nextContact).toBeFocused();
  else expect(new URL(page.url()).hash).toBe("#follow-up");
  await expect(f.comment).toHaveValue("ينتظر قرار الإدارة");
  await page.goto(`/orders/${order.id}/request`);
  await expect(timeline(page)).toHaveCount(0);
});
