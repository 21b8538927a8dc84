import { describe, expect, it } from "vitest";
import { readQueueState } from "~/utils/queue-state";
import type { Upstream } from "./api.server";
import { groupQuery, loadQueue, nextInQueue } from "./follow-ups.server";

const DAY = "2026-11-26";

/** An order as the list sends it, with what the queue reads. */
const order = (id: number, next: string | null, status = 2) => ({
  id,
  name: `عميل ${id}`,
  status,
  sub_status: status === 1 ? null : 2,
  next_contact_at: next,
  last_comment: null,
  mobile: "+966501234567",
  email: null,
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
});

type Fake = ReturnType<typeof order>;

/** A fake upstream whose orders list answers each group from `groups` (by the filter that names it). */
function fakeApi(groups: Partial<Record<"overdue" | "today" | "undated" | "fresh", Fake[]>>, seen: Array<Record<string, unknown>> = []): Upstream {
  const groupOf = (q: Record<string, unknown>) => (q.undated ? "undated" : q.followed ? "fresh" : q.due_after ? "today" : q.due_before ? "overdue" : "fresh");
  return {
    tryGet: async (_path: string, _schema: unknown, query: Record<string, unknown>) => {
      seen.push(query);
      const data = groups[groupOf(query)] ?? [];
      const per = Number(query.per_page);
      const page = Number(query.page ?? 1);
      const body = {
        data: data.slice((page - 1) * per, page * per),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(data.length / per)), per_page: per, total: data.length },
      };
      return { ok: true, data: body };
    },
  } as unknown as Upstream;
}

describe("the queue's groups", () => {
  it("asks each group with its own filters, the moderator's on all but the new orders", () => {
    const state = readQueueState(new URLSearchParams("moderator=7&sort=age"));
    expect(groupQuery("overdue", state, DAY)).toMatchObject({ due_before: "2026-11-25", sort: "created_at", moderator_id: "7" });
    expect(groupQuery("today", state, DAY)).toMatchObject({ due_before: DAY, due_after: DAY, moderator_id: "7" });
    expect(groupQuery("undated", state, DAY)).toMatchObject({ undated: "1", moderator_id: "7" });
    expect(groupQuery("fresh", state, DAY)).not.toHaveProperty("moderator_id");
    expect(groupQuery("overdue", readQueueState(new URLSearchParams("moderator=me")), DAY)).toMatchObject({ sort: "next_contact_at", moderator: "me" });
  });

  it("keeps every group's total while paging one, and reads a group whose filter was ignored as not offered", async () => {
    const overdue = Array.from({ length: 30 }, (_, i) => order(i + 1, "2026-11-20"));
    // An upstream without `undated=1` sends every order: dated ones among them.
    const queue = await loadQueue(
      fakeApi({ overdue, undated: [order(90, null), order(91, "2026-12-01")] }),
      readQueueState(new URLSearchParams("overdue_page=2")),
      DAY,
    );
    expect(queue.overdue).toMatchObject({ state: "ok", value: { total: 30, page: 2, lastPage: 2 } });
    expect(queue.overdue.state === "ok" && queue.overdue.value.orders.map((o) => o.id)).toEqual([26, 27, 28, 29, 30]);
    expect(queue.undated.state).toBe("unsupported");
    expect(queue.today).toMatchObject({ state: "ok", value: { total: 0 } });
  });
});

describe("the next order of the queue", () => {
  const api = fakeApi({
    overdue: [order(1, "2026-11-20"), order(2, "2026-11-21")],
    today: [order(3, DAY)],
    undated: [order(4, null)],
    fresh: [order(5, null, 1)],
  });
  const state = readQueueState(new URLSearchParams());

  it("is the one after this order, across the groups in their order", async () => {
    expect(await nextInQueue(api, state, DAY, 1)).toBe(2);
    expect(await nextInQueue(api, state, DAY, 2)).toBe(3);
    expect(await nextInQueue(api, state, DAY, 4)).toBe(5);
  });

  it("is the first of the queue for an order not in it, and none after the last", async () => {
    expect(await nextInQueue(api, state, DAY, 99)).toBe(1);
    expect(await nextInQueue(api, state, DAY, 5)).toBeNull();
    expect(await nextInQueue(fakeApi({ today: [order(3, DAY)] }), state, DAY, 3)).toBeNull();
  });
});
