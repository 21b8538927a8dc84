import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  dataSchema,
  errorSchemas,
  followUpSchema,
  moderatorsReportSchema,
  mutationSchema,
  paginatedSchema,
  records,
  sourcesReportSchema,
  statusesReportSchema,
} from "../../contract/schemas";
import { likelyDuplicatesSchema } from "../../contract/likely-duplicates";
import { subStatusFits } from "../../contract/orders";
import type { Harness } from "../test/harness";
import { expectShape, startUpstream } from "../test/harness";

let upstream: Harness;
let admin: string;
let moderator: string;
beforeAll(async () => {
  upstream = await startUpstream();
  [admin, moderator] = await Promise.all([upstream.login("admin"), upstream.login("moderator")]);
});
afterAll(() => upstream.close());

const ordersList = paginatedSchema(records.orders);

async function newOrder(sourceId: number) {
  const stored = await upstream.request("/api/dashboard/orders/store", {
    token: admin,
    form: { title: "ms", name: "هيا الشمري", mobile: "0551234567", service_id: "1", source_id: String(sourceId) },
  });
  return expectShape(mutationSchema(records.orders), stored, 201).data;
}

describe("seeded orders", () => {
  it("cover every status, sub-status, source and moderator", async () => {
    const orders = expectShape(ordersList, await upstream.request("/api/dashboard/orders/all?per_page=100", { token: admin }));
    expect(orders.meta.total).toBeGreaterThanOrEqual(50);
    expect(new Set(orders.data.map((o) => o.status))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(orders.data.map((o) => o.sub_status).filter((s) => s !== null)).size).toBe(10);
    expect(new Set(orders.data.map((o) => o.source_id)).size).toBe(6);
    expect(new Set(orders.data.map((o) => o.moderator?.name).filter(Boolean)).size).toBe(3);
    for (const order of orders.data.filter((o) => o.status === 1)) {
      expect(order.sub_status).toBeNull();
      expect(order.moderator).toBeNull();
    }
  });

  it("filter by status, source, moderator and created day", async () => {
    const done = expectShape(ordersList, await upstream.request("/api/dashboard/orders/all?status=3&per_page=100", { token: admin }));
    expect(done.data.every((o) => o.status === 3)).toBe(true);
    const bySource = expectShape(ordersList, await upstream.request("/api/dashboard/orders/all?source_id=2&per_page=100", { token: admin }));
    expect(bySource.data.length).toBeGreaterThan(0);
    expect(bySource.data.every((o) => o.source_id === 2)).toBe(true);
    const mine = expectShape(ordersList, await upstream.request("/api/dashboard/orders/all?moderator_id=3&per_page=100", { token: admin }));
    expect(mine.data.every((o) => o.moderator_id === 3)).toBe(true);

    const all = expectShape(ordersList, await upstream.request("/api/dashboard/orders/all?per_page=100", { token: admin }));
    const day = all.data[10]?.created_at.slice(0, 10) ?? "";
    const sameDay = all.data.filter((o) => o.created_at.startsWith(day)).map((o) => o.id);
    const filtered = expectShape(
      ordersList,
      await upstream.request(`/api/dashboard/orders/all?date_from=${day}&date_to=${day}&per_page=100`, { token: admin }),
    );
    expect(filtered.data.map((o) => o.id)).toEqual(sameDay);
  });
});

describe("follow-ups", () => {
  it("need `follow orders` and an existing order", async () => {
    const editor = await upstream.login("editor");
    expect((await upstream.request("/api/dashboard/orders/1/follow-ups", { token: editor })).status).toBe(403);
    expectShape(errorSchemas.message, await upstream.request("/api/dashboard/orders/99999/follow-ups", { token: moderator }), 404);
  });

  it("validate status and sub-status", async () => {
    const response = await upstream.request("/api/dashboard/orders/1/follow-ups", {
      token: moderator,
      form: { status: "5", sub_status: "x", next_contact_at: "2026-02-30" },
    });
    expect(expectShape(errorSchemas.validation, response, 422).errors).toEqual({
      status: ["يجب ألا تزيد القيمة عن 4."],
      sub_status: ["رقم صحيح فقط."],
      next_contact_at: ["التاريخ غير صحيح."],
    });
  });

  it.each([
    ["1", "4"],
    ["2", "7"],
    ["3", "2"],
    ["4", "4"],
  ])("refuse status %s with sub-status %s (they do not go together), saving nothing", async (status, subStatus) => {
    const order = await newOrder(2);
    const path = `/api/dashboard/orders/${order.id}/follow-ups`;
    const response = await upstream.request(path, { token: moderator, headers: { "Accept-Language": "en" }, form: { status, sub_status: subStatus } });
    expect(expectShape(errorSchemas.validation, response, 422).errors).toEqual({
      sub_status: ["This sub-status does not go with the chosen status."],
    });
    const history = expectShape(dataSchema(z.array(followUpSchema)), await upstream.request(path, { token: moderator }));
    expect(history.data).toEqual([]);
  });

  it("seed only pairs that go together", async () => {
    const orders = expectShape(ordersList, await upstream.request("/api/dashboard/orders/all?per_page=100", { token: admin }));
    for (const order of orders.data.filter((o) => o.sub_status !== null)) {
      expect(subStatusFits(order.status, order.sub_status ?? 0), `order ${order.id}`).toBe(true);
    }
  });

  it("set the order's status, sub-status and moderator, once per idempotency key", async () => {
    const order = await newOrder(3);
    expect(order).toMatchObject({ status: 1, sub_status: null, moderator: null, mobile: "0551234567" });
    const path = `/api/dashboard/orders/${order.id}/follow-ups`;
    const body = { status: "2", sub_status: "2", comment: "اتصل لاحقاً", next_contact_at: "2026-03-20T10:30", idempotency_key: "k-1" };

    const first = expectShape(mutationSchema(followUpSchema), await upstream.request(path, { token: moderator, form: body }), 201);
    expect(first.message).toBe("تمت إضافة المتابعة بنجاح.");
    expect(first.data).toMatchObject({
      order_id: order.id,
      user: { name: "سارة القحطاني" },
      status: 2,
      sub_status: 2,
      comment: "اتصل لاحقاً",
      next_contact_at: "2026-03-20T10:30:00.000Z",
    });
    const again = expectShape(mutationSchema(followUpSchema), await upstream.request(path, { token: moderator, form: body }), 200);
    expect(again.data).toEqual(first.data);

    const second = expectShape(mutationSchema(followUpSchema), await upstream.request(path, { token: admin, json: { status: 3, sub_status: 4 } }), 201);
    const history = expectShape(dataSchema(z.array(followUpSchema)), await upstream.request(path, { token: moderator }));
    expect(history.data.map((f) => f.id)).toEqual([first.data.id, second.data.id]);

    const updated = expectShape(dataSchema(records.orders), await upstream.request(`/api/dashboard/orders/show/${order.id}`, { token: admin }));
    expect(updated.data).toMatchObject({ status: 3, sub_status: 4, moderator: { id: 1 } });
  });
});

describe("reports", () => {
  it("count new orders and follow-ups", async () => {
    const statuses = async () =>
      expectShape(dataSchema(statusesReportSchema), await upstream.request("/api/dashboard/reports/statuses", { token: moderator })).data;
    const moderators = async () =>
      expectShape(dataSchema(moderatorsReportSchema), await upstream.request("/api/dashboard/reports/moderators", { token: admin })).data;
    const sources = async () =>
      expectShape(dataSchema(sourcesReportSchema), await upstream.request("/api/dashboard/reports/sources?source_id=5", { token: admin })).data;

    const before = { statuses: await statuses(), moderators: await moderators(), sources: await sources() };
    expect(before.statuses.by_status.map((s) => s.status)).toEqual([1, 2, 3, 4]);
    expect(before.statuses.by_sub_status.map((s) => s.sub_status)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(before.statuses.by_status.reduce((sum, s) => sum + s.count, 0)).toBe(before.statuses.total);
    expect(before.moderators.map((row) => row.moderator.id)).toEqual([1, 3, 4, 5]);
    expect(before.sources).toHaveLength(1);

    const order = await newOrder(5);
    await upstream.request(`/api/dashboard/orders/${order.id}/follow-ups`, {
      token: moderator,
      form: { status: "4", sub_status: "9" },
    });

    const after = { statuses: await statuses(), moderators: await moderators(), sources: await sources() };
    expect(after.statuses.total).toBe(before.statuses.total + 1);
    expect(after.statuses.by_status[3]?.count).toBe((before.statuses.by_status[3]?.count ?? 0) + 1);
    expect(after.statuses.by_sub_status[8]?.count).toBe((before.statuses.by_sub_status[8]?.count ?? 0) + 1);
    const sara = (rows: typeof before.moderators) => rows.find((row) => row.moderator.name === "سارة القحطاني");
    expect(sara(after.moderators)?.follow_ups).toBe((sara(before.moderators)?.follow_ups ?? 0) + 1);
    expect(sara(after.moderators)?.by_status["4"]).toBe((sara(before.moderators)?.by_status["4"] ?? 0) + 1);
    expect(after.sources[0]?.total).toBe((before.sources[0]?.total ?? 0) + 1);
    expect(after.sources[0]?.by_status["4"]).toBe((before.sources[0]?.by_status["4"] ?? 0) + 1);
  });

  it("filter by created day", async () => {
    const empty = expectShape(
      dataSchema(statusesReportSchema),
      await upstream.request("/api/dashboard/reports/statuses?date_from=2020-01-01&date_to=2020-01-31", { token: admin }),
    );
    expect(empty.data.total).toBe(0);
    expect(empty.data.by_status.every((s) => s.count === 0)).toBe(true);
    const today = upstream.clock.now.toISOString().slice(0, 10);
    const onlyToday = expectShape(
      dataSchema(moderatorsReportSchema),
      await upstream.request(`/api/dashboard/reports/moderators?date_from=${today}&moderator_id=3`, { token: admin }),
    );
    expect(onlyToday.data).toHaveLength(1);
    expect(onlyToday.data[0]?.follow_ups).toBeGreaterThanOrEqual(2);
  });
});

describe("the follow-up queue's filters (optional extension)", () => {
  const get = async (query: string, token = admin) =>
    expectShape(ordersList, await upstream.request(`/api/dashboard/orders/all?per_page=100&${query}`, { token }));

  it("a new follow-up sets the order's next contact day and last comment, and due_before finds it", async () => {
    const order = await newOrder(1);
    const untouched = await get("followed=none&sort=id&dir=desc");
    expect(untouched.data.map((o) => o.id)).toContain(order.id);
    expect(untouched.data.every((o) => o.next_contact_at === null)).toBe(true);
    const added = await upstream.request(`/api/dashboard/orders/${order.id}/follow-ups`, {
      token: moderator,
      form: { status: "2", sub_status: "1", comment: "يعاود الاتصال", next_contact_at: "2001-02-03" },
    });
    expect(added.status).toBe(201);
    const due = await get("due_before=2001-02-03");
    const found = due.data.find((o) => o.id === order.id);
    expect(found?.next_contact_at).toBe("2001-02-03");
    expect(found?.last_comment).toBe("يعاود الاتصال");
    expect(due.data.every((o) => (o.next_contact_at ?? "") <= "2001-02-03")).toBe(true);
    expect((await get("due_before=2001-02-02")).data.map((o) => o.id)).not.toContain(order.id);
    expect((await get("followed=none")).data.map((o) => o.id)).not.toContain(order.id);
    // "Mine": the moderator who followed it up, not the administrator.
    expect((await get("due_before=2001-02-03&moderator=me", moderator)).data.map((o) => o.id)).toContain(order.id);
    expect((await get("due_before=2001-02-03&moderator=me", admin)).data.map((o) => o.id)).not.toContain(order.id);
  });

  it("due_after bounds the day from below, and undated=1 finds open orders followed up without a next day", async () => {
    const order = await newOrder(1);
    const follow = (fields: Record<string, string>) =>
      upstream.request(`/api/dashboard/orders/${order.id}/follow-ups`, { token: moderator, form: { status: "2", sub_status: "2", ...fields } });
    // Never followed up: a new order, not an undated one.
    expect((await get("undated=1")).data.map((o) => o.id)).not.toContain(order.id);
    expect((await follow({ comment: "بلا موعد" })).status).toBe(201);
    const undated = await get("undated=1&sort=created_at&dir=asc");
    expect(undated.data.map((o) => o.id)).toContain(order.id);
    expect(undated.data.every((o) => o.next_contact_at === null && (o.status === 1 || o.status === 2))).toBe(true);
    expect((await get("undated=1&moderator=me", moderator)).data.map((o) => o.id)).toContain(order.id);
    expect((await get("undated=1&moderator=me", admin)).data.map((o) => o.id)).not.toContain(order.id);
    // A day set: out of the undated group, and between due_after and due_before.
    expect((await follow({ next_contact_at: "2002-03-04" })).status).toBe(201);
    expect((await get("undated=1")).data.map((o) => o.id)).not.toContain(order.id);
    const onDay = await get("due_before=2002-03-04&due_after=2002-03-04");
    expect(onDay.data.map((o) => o.id)).toContain(order.id);
    expect(onDay.data.every((o) => o.next_contact_at === "2002-03-04")).toBe(true);
    expect((await get("due_after=2002-03-05")).data.map((o) => o.id)).not.toContain(order.id);
    // Closed without a day: not undated (only open orders wait for a call).
    expect((await upstream.request(`/api/dashboard/orders/${order.id}/follow-ups`, { token: moderator, form: { status: "3", sub_status: "4" } })).status).toBe(
      201,
    );
    expect((await get("undated=1")).data.map((o) => o.id)).not.toContain(order.id);
  });

  it("a closed or done order keeps no next contact day, even when one is sent", async () => {
    for (const [status, subStatus] of [
      ["4", "6"],
      ["3", "4"],
    ]) {
      const order = await newOrder(1);
      const added = await upstream.request(`/api/dashboard/orders/${order.id}/follow-ups`, {
        token: moderator,
        form: { status: status!, sub_status: subStatus!, next_contact_at: "2003-04-05" },
      });
      expect(added.status).toBe(201);
      expect((await get("due_before=2003-04-05&due_after=2003-04-05")).data.map((o) => o.id)).not.toContain(order.id);
    }
  });

  it("sorts by the next contact day, and ignores a malformed day", async () => {
    const sorted = await get("due_before=2999-12-31&sort=next_contact_at&dir=asc");
    const days = sorted.data.map((o) => o.next_contact_at ?? "");
    expect(days).toEqual([...days].sort());
    expect((await get("due_before=tomorrow")).meta.total).toBe((await get("")).meta.total);
    expect((await get("due_after=tomorrow")).meta.total).toBe((await get("")).meta.total);
  });
});

describe("likely duplicates of orders (an import's preview)", () => {
  const find = (token: string, body: unknown) => upstream.request("/api/dashboard/orders/likely-duplicates", { token, json: body });

  it("names, in one query, the latest order of each (phone, service) pair created since a moment", async () => {
    // The harness's clock stands at 2026-03-15 09:00 UTC.
    const before = "2026-03-15T08:59:59.000Z";
    const store = (mobile: string, service: string) =>
      upstream.request("/api/dashboard/orders/store", { token: admin, form: { title: "mr", name: "سعد", mobile, service_id: service } });
    const first = expectShape(mutationSchema(records.orders), await store("+966501110001", "2"), 201).data;
    const latest = expectShape(mutationSchema(records.orders), await store("+966501110001", "2"), 201).data;
    await store("+966501110002", "3");
    const pairs = [
      { mobile: "+966501110001", service_id: 2 },
      { mobile: "+966501110001", service_id: 3 },
      { mobile: "+966501110002", service_id: 3 },
      { mobile: "+966501110003", service_id: 2 },
    ];
    const found = expectShape(likelyDuplicatesSchema, await find(admin, { since: before, pairs }));
    expect(found.data.map((o) => [o.mobile, o.service_id]).sort()).toEqual([
      ["+966501110001", 2],
      ["+966501110002", 3],
    ]);
    expect(found.data.find((o) => o.service_id === 2)?.id).toBe(latest.id);
    expect(latest.id).toBeGreaterThan(first.id);
    // Nothing created since a later moment.
    expect(expectShape(likelyDuplicatesSchema, await find(admin, { since: "2026-03-15T09:00:01.000Z", pairs })).data).toEqual([]);
  });

  it("needs the import's permission and a well-formed body", async () => {
    const editor = await upstream.login("editor");
    expect((await find(editor, { since: new Date().toISOString(), pairs: [] })).status).toBe(403);
    expect((await find(admin, { since: "yesterday", pairs: [] })).status).toBe(400);
    expect((await find(admin, { since: new Date().toISOString(), pairs: [{ mobile: 5 }] })).status).toBe(400);
  });
});
