/**
 * The follow-up queue: orders whose next contact is overdue or due today, open orders followed up
 * without a next day ("no date set"), and new orders nobody has followed up yet, read from the
 * orders list with the contract's optional queue filters (contract/README.md §6). Each group is
 * its own upstream call: an upstream without a filter answers 400/404, or ignores it and sends
 * records the group cannot hold (no `next_contact_at`, a day outside the group, a dated order
 * among the undated): each reads as that group "not offered", never as a queue of every order.
 */
import { dataSchema, lookupsSchema, paginatedSchema, records, type ResourceRecord } from "../../contract/schemas";
import { addDays } from "~/utils/calendar";
import { dayIn } from "~/utils/zone";
import { QUEUE_GROUPS, QUEUE_PAGE_SIZE, type QueueGroup, type QueueState } from "~/utils/queue-state";
import type { ApiResult, Upstream } from "./api.server";

type Order = ResourceRecord<"orders">;
const ordersList = paginatedSchema(records.orders);

/** How far down the queue "Save and next" looks for the order after this one, in each group. */
const NEXT_LOOKAHEAD = 100;

export type Part<T> = { state: "ok"; value: T } | { state: "unsupported" } | { state: "failed"; message: string };

/** Today in the company's zone (app/utils/zone.ts): the queue's groups and the next working day count from it. */
export function today(now = Date.now()): string {
  return dayIn(now);
}

export interface GroupPage {
  orders: Order[];
  /** Every order of the group, on all pages. */
  total: number;
  page: number;
  lastPage: number;
}

type Paged = ApiResult<{ data: Order[]; meta: { total: number; current_page: number; last_page: number } }>;

/** Whether every record of an answer belongs to the group asked for (an upstream that ignored the filter sends others). */
function belongs(group: QueueGroup, order: Order, day: string): boolean {
  const next = order.next_contact_at;
  if (next === undefined) return false;
  switch (group) {
    case "overdue":
      return next !== null && next < day;
    case "today":
      return next === day;
    case "undated":
      return next === null && (order.status === 1 || order.status === 2);
    case "fresh":
      return next === null;
  }
}

function read(group: QueueGroup, result: Paged, day: string): Part<GroupPage> {
  if (!result.ok) return result.status === 400 || result.status === 404 ? { state: "unsupported" } : { state: "failed", message: result.message };
  if (!result.data.data.every((order) => belongs(group, order, day))) return { state: "unsupported" };
  const { total, current_page, last_page } = result.data.meta;
  return { state: "ok", value: { orders: result.data.data, total, page: current_page, lastPage: last_page } };
}

/**
 * The upstream query of one group. Sorted by due date: the dated groups by their day, the undated
 * by their latest change (the follow-up that left them without a day), the new by arrival; by age:
 * every group oldest order first. The moderator filter does not apply to new orders (nobody has
 * followed them up, so they have no moderator yet).
 */
export function groupQuery(group: QueueGroup, state: Pick<QueueState, "moderator" | "sort">, day: string): Record<string, string> {
  const who: Record<string, string> = state.moderator === "me" ? { moderator: "me" } : state.moderator ? { moderator_id: state.moderator } : {};
  const age = { sort: "created_at", dir: "asc" };
  const byDue = state.sort === "due";
  switch (group) {
    case "overdue":
      return { due_before: addDays(day, -1), ...(byDue ? { sort: "next_contact_at", dir: "asc" } : age), ...who };
    case "today":
      return { due_before: day, due_after: day, ...age, ...who };
    case "undated":
      return { undated: "1", ...(byDue ? { sort: "updated_at", dir: "asc" } : age), ...who };
    case "fresh":
      return { followed: "none", ...age };
  }
}

export type Queue = Record<QueueGroup, Part<GroupPage>>;

export async function loadQueue(api: Upstream, state: QueueState, day: string): Promise<Queue> {
  const parts = await Promise.all(
    QUEUE_GROUPS.map(async (group) => {
      const query = { ...groupQuery(group, state, day), page: state.pages[group], per_page: QUEUE_PAGE_SIZE };
      return read(group, await api.tryGet("dashboard/orders/all", ordersList, query), day);
    }),
  );
  return Object.fromEntries(QUEUE_GROUPS.map((group, i) => [group, parts[i]])) as Queue;
}

/** The staff who follow orders up, for the queue's moderator filter (none when the upstream cannot say). */
export async function loadModerators(api: Upstream): Promise<Array<{ id: number; name: string }>> {
  const result = await api.tryGet("dashboard/pages/lookups", dataSchema(lookupsSchema));
  return result.ok ? result.data.data.moderators : [];
}

/**
 * The order that comes after `current` in the queue (its groups in order, each sorted as the queue
 * shows it, with the same filters), read before this order's follow-up moves it; the first order of
 * the queue when `current` is not in it; null when none is left.
 */
export async function nextInQueue(api: Upstream, state: QueueState, day: string, current: number): Promise<number | null> {
  let seen = false;
  let first: number | null = null;
  for (const group of QUEUE_GROUPS) {
    const part = read(group, await api.tryGet("dashboard/orders/all", ordersList, { ...groupQuery(group, state, day), per_page: NEXT_LOOKAHEAD }), day);
    if (part.state !== "ok") continue;
    for (const order of part.value.orders) {
      if (order.id === current) {
        seen = true;
        continue;
      }
      if (seen) return order.id;
      first ??= order.id;
    }
  }
  return seen ? null : first;
}

/**
 * Overdue and due today (`mine`: followed up by the user asking), or null when the upstream does
 * not offer the queue: the menu's badge, and where a user with follow-ups of their own due starts.
 */
export async function dueCount(api: Upstream, day: string, opts: { mine?: boolean } = {}): Promise<number | null> {
  // In the order of the upstream's index of due days: the one order it sends is read without a sort.
  const query = { due_before: day, sort: "next_contact_at", dir: "asc", per_page: 1, ...(opts.mine ? { moderator: "me" } : {}) };
  const result = await api.tryGet("dashboard/orders/all", ordersList, query);
  if (!result.ok || result.data.data.some((order) => order.next_contact_at === undefined || order.next_contact_at === null)) return null;
  return result.data.meta.total;
}
