/**
 * The follow-up queue: orders whose next contact is due (overdue, today) and new orders nobody has
 * followed up yet, read from the orders list with the contract's optional queue filters
 * (contract/README.md §6). An upstream without them answers 400/404, or ignores them and sends
 * records without `next_contact_at`: both read as "not offered", never as a queue of every order.
 */
import { paginatedSchema, records, type ResourceRecord } from "../../contract/schemas";
import type { ApiResult, Upstream } from "./api.server";

type Order = ResourceRecord<"orders">;
const ordersList = paginatedSchema(records.orders);

/** The most due orders shown; the rest are counted and left to the orders list. */
export const QUEUE_DUE_LIMIT = 100;
export const QUEUE_FRESH_LIMIT = 25;

export type Part<T> = { state: "ok"; value: T } | { state: "unsupported" } | { state: "failed"; message: string };

/** Today, as the upstream's days are kept (UTC). */
export function today(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

function read<T>(result: ApiResult<{ data: Order[]; meta: { total: number } }>, pick: (orders: Order[], total: number) => T): Part<T> {
  if (!result.ok) return result.status === 400 || result.status === 404 ? { state: "unsupported" } : { state: "failed", message: result.message };
  if (result.data.data.some((order) => order.next_contact_at === undefined)) return { state: "unsupported" };
  return { state: "ok", value: pick(result.data.data, result.data.meta.total) };
}

export interface Queue {
  overdue: Order[];
  today: Order[];
  /** How many due orders there are in all (more than are shown when over the limit). */
  dueTotal: number;
}

export async function loadQueue(api: Upstream, opts: { mine: boolean; day: string }) {
  const mine = opts.mine ? { moderator: "me" } : {};
  const [due, fresh] = await Promise.all([
    api.tryGet("dashboard/orders/all", ordersList, { due_before: opts.day, sort: "next_contact_at", dir: "asc", per_page: QUEUE_DUE_LIMIT, ...mine }),
    api.tryGet("dashboard/orders/all", ordersList, { followed: "none", sort: "created_at", dir: "asc", per_page: QUEUE_FRESH_LIMIT }),
  ]);
  return {
    due: read(due, (orders, total): Queue => ({
      overdue: orders.filter((o) => (o.next_contact_at ?? "") < opts.day),
      today: orders.filter((o) => o.next_contact_at === opts.day),
      dueTotal: total,
    })),
    fresh: read(fresh, (orders, total) => ({ orders, total })),
  };
}

/**
 * Overdue and due today (`mine`: followed up by the user asking), or null when the upstream does
 * not offer the queue: the menu's badge, and where a user with follow-ups of their own due starts.
 */
export async function dueCount(api: Upstream, day: string, opts: { mine?: boolean } = {}): Promise<number | null> {
  const query = { due_before: day, per_page: 1, ...(opts.mine ? { moderator: "me" } : {}) };
  const result = read(await api.tryGet("dashboard/orders/all", ordersList, query), (_, total) => total);
  return result.state === "ok" ? result.value : null;
}
