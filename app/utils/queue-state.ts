/**
 * The follow-up queue's state (moderator, sort, each group's page), read from its URL and kept on
 * the way to an order: a link from the queue carries it as one `queue` parameter, the way a list's
 * state travels to its forms as `list` (app/entities/list-query.ts), so that "Back" and "Save and
 * next" on the order page return to the same queue. Only the query travels: the path is always the
 * queue's own, and only the parameters read here survive, so nothing else can ride along.
 */
import { toLatinDigits } from "../../contract/arabic";

export const QUEUE_GROUPS = ["overdue", "today", "undated", "fresh"] as const;
export type QueueGroup = (typeof QUEUE_GROUPS)[number];
/** Orders a page, in each group. */
export const QUEUE_PAGE_SIZE = 25;
type QueueSort = "due" | "age";

export interface QueueState {
  /** "" everyone, "me" the user asking, or a moderator's id. */
  moderator: string;
  sort: QueueSort;
  pages: Record<QueueGroup, number>;
}

/** The parameter an order link carries the queue's state in. */
export const QUEUE_STATE = "queue";

const pageParam = (group: QueueGroup) => `${group}_page`;

export function readQueueState(params: URLSearchParams): QueueState {
  const raw = toLatinDigits(params.get("moderator") ?? "").trim();
  // `who=mine`: the queue's earlier address for "mine", still read so old bookmarks keep working.
  const moderator = raw === "me" || /^[1-9]\d{0,9}$/.test(raw) ? raw : params.get("who") === "mine" ? "me" : "";
  const sort = params.get("sort") === "age" ? "age" : "due";
  const pages = Object.fromEntries(
    QUEUE_GROUPS.map((group) => {
      const page = toLatinDigits(params.get(pageParam(group)) ?? "");
      return [group, /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1];
    }),
  ) as Record<QueueGroup, number>;
  return { moderator, sort, pages };
}

/** The state as query parameters, defaults left out. */
function queueParams(state: QueueState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.moderator) params.set("moderator", state.moderator);
  if (state.sort !== "due") params.set("sort", state.sort);
  for (const group of QUEUE_GROUPS) if (state.pages[group] > 1) params.set(pageParam(group), String(state.pages[group]));
  return params;
}

/** `?…` of the queue with one group on another page (the pagination of that group). */
export function queueSearchWithPage(state: QueueState, group: QueueGroup, page: number): string {
  const qs = queueParams({ ...state, pages: { ...state.pages, [group]: page } }).toString();
  return qs ? `?${qs}` : "?";
}

/** `?queue=…` for a link from the queue to an order (`?queue=` alone for the default queue: the order was opened from it). */
export function queueStateSuffix(state: QueueState): string {
  return `?${QUEUE_STATE}=${encodeURIComponent(queueParams(state).toString())}`;
}

/** The queue's state carried by an order page's URL or form, or null when it was not opened from the queue. */
export function carriedQueueState(value: unknown): QueueState | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  return readQueueState(new URLSearchParams(value));
}

/** The queue's address with a carried state, keeping only what the queue reads. */
export function queuePath(base: string, state: QueueState): string {
  const qs = queueParams(state).toString();
  return qs ? `${base}?${qs}` : base;
}
