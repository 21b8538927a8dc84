/**
 * What the order page's server and its follow-up form agree on: the second submit button, the
 * status version the form carries, and the conflict the server answers when it moved meanwhile.
 */

/** The submit button that saves and opens the next order of the queue (the other sends `follow-up`). */
export const NEXT_INTENT = "follow-up-next";

export interface OrderConflict {
  version: string;
  status: number;
  subStatus: number | null;
}

/** The order's status as the follow-up form saw it: "status-sub_status". */
export function statusVersion(order: { status: number; sub_status?: number | null }): string {
  return `${order.status}-${order.sub_status ?? 0}`;
}
