/**
 * The activity page's filters from its URL: staff member, area, action, dates and page. Only valid
 * values survive (a hand-edited link never reaches the upstream as garbage); dates are read with
 * Arabic-Indic digits too, and a date that is no calendar day is reported, not sent.
 */
import type { ActivityAction } from "../../contract/activity";
import { ACTIVITY_ACTIONS } from "./actions";
import { toLatinDigits } from "../../contract/arabic";
import { readTypedDate } from "~/utils/input-rules";

/** The areas whose changes the activity page can filter by, and the API resource of each. */
export type AreaResources = Readonly<Record<string, string>>;

export interface ActivityQuery {
  /** What the filter form shows. */
  values: Record<string, string>;
  /** What the upstream receives. */
  upstream: Record<string, string | number>;
  /** The date fields whose text is not a `YYYY-MM-DD` day. */
  badDates: Array<"from" | "to">;
}

const ACTIVITY_PER_PAGE = 25;

export function activityQuery(params: URLSearchParams, opts: { everyone: boolean; areas: AreaResources }): ActivityQuery {
  const values: Record<string, string> = {};
  const upstream: Record<string, string | number> = {};
  const badDates: ActivityQuery["badDates"] = [];
  const read = (name: string) => toLatinDigits(params.get(name) ?? "").trim();
  const page = read("page");
  if (/^[1-9]\d{0,4}$/.test(page) && page !== "1") values.page = page;
  // Someone else's changes only for those who may see everyone's (the upstream ignores it too).
  const user = read("user");
  if (opts.everyone && /^[1-9]\d{0,9}$/.test(user)) values.user = upstream.user = user;
  const area = read("area");
  if (Object.hasOwn(opts.areas, area)) {
    values.area = area;
    upstream.resource = opts.areas[area]!;
  }
  const action = read("action");
  if ((ACTIVITY_ACTIONS as readonly string[]).includes(action)) values.action = upstream.action = action as ActivityAction;
  for (const name of ["from", "to"] as const) {
    const raw = read(name);
    if (!raw) continue;
    const day = readTypedDate(raw);
    if (day) values[name] = upstream[name] = day;
    else {
      // Kept as typed, so the form shows what was wrong.
      values[name] = (params.get(name) ?? "").trim().slice(0, 20);
      badDates.push(name);
    }
  }
  upstream.page = Number(values.page ?? 1);
  upstream.per_page = ACTIVITY_PER_PAGE;
  return { values, upstream, badDates };
}
