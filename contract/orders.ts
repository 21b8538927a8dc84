/**
 * Which sub-statuses go with each order status: new (1) and tracking (2) take the follow-up ones
 * (1 no answer, 2 call back later, 3 awaiting decision); done (3) takes money time (4); cancel (4)
 * takes the closing ones (5–10). A follow-up with any other pair is refused (422 on `sub_status`).
 */
export const SUB_STATUSES_OF_STATUS: Readonly<Record<number, readonly number[]>> = {
  1: [1, 2, 3],
  2: [1, 2, 3],
  3: [4],
  4: [5, 6, 7, 8, 9, 10],
};

export function subStatusFits(status: number, subStatus: number): boolean {
  return SUB_STATUSES_OF_STATUS[status]?.includes(subStatus) ?? false;
}

/** The follow-up sub-statuses (no answer, call back later, awaiting decision): the order waits for another call, on a day. */
export const DATED_SUB_STATUSES: readonly number[] = [1, 2, 3];

/** Whether a follow-up with this sub-status must say when to contact the customer next. */
export function needsNextContact(subStatus: unknown): boolean {
  return DATED_SUB_STATUSES.includes(Number(subStatus));
}
