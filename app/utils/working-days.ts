/**
 * Working days as the company keeps them: the week's rest days are Friday and Saturday. Days are
 * `YYYY-MM-DD` calendar days; which day is today comes from the company's zone (app/utils/zone.ts).
 */
import { addDays } from "./calendar";

/** 5 = Friday, 6 = Saturday (Date#getUTCDay). */
const REST_DAYS: ReadonlySet<number> = new Set([5, 6]);

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

export function isWorkingDay(iso: string): boolean {
  return !REST_DAYS.has(weekday(iso));
}

/** The first working day after `today`: Thursday's is Sunday, and so are Friday's and Saturday's. */
export function nextWorkingDay(today: string): string {
  let day = addDays(today, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
