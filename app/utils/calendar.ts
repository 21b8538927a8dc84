/**
 * The calendar's arithmetic, pure and small: the days of a month laid out in weeks that start on
 * the locale's first day, and dates as `YYYY-MM-DD` (the one format date fields read and write, in
 * both languages, whatever the browser's own language).
 */
import { toLatinDigits } from "../../contract/arabic";

export interface Day {
  /** `YYYY-MM-DD` */
  iso: string;
  day: number;
  inMonth: boolean;
}

/** 0 = Sunday … 6 = Saturday: the week's first day for a locale (Sunday for ar-SA and en-US). */
export function firstDayOfWeek(tag: string): number {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info) return info.firstDay % 7;
  } catch {
    // An engine without week data: the table below.
  }
  return /^(ar|en-US|en$)/.test(tag) ? 0 : 1;
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A typed date (Arabic-Indic digits, ٫ or / or . between the parts) as `YYYY-MM-DD`, or null. */
export function readDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^\s*(\d{4})[-/.\u066B](\d{1,2})[-/.\u066B](\d{1,2})\s*$/.exec(toLatinDigits(value));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day ? { year, month, day } : null;
}

/** The weeks shown for a month: whole weeks from the locale's first day, days of the next and previous months marked. */
export function monthGrid(year: number, month: number, weekStart: number): Day[][] {
  const first = new Date(Date.UTC(year, month, 1));
  const lead = (first.getUTCDay() - weekStart + 7) % 7;
  const start = Date.UTC(year, month, 1 - lead);
  const weeks: Day[][] = [];
  for (let w = 0; w < 6; w++) {
    const week: Day[] = [];
    for (let d = 0; d < 7; d++) {
      const date = new Date(start + (w * 7 + d) * 86_400_000);
      week.push({ iso: isoDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()), day: date.getUTCDate(), inMonth: date.getUTCMonth() === month });
    }
    if (w >= 4 && !week.some((day) => day.inMonth)) break;
    weeks.push(week);
  }
  return weeks;
}

/** A date moved by some days (arrow keys) as `YYYY-MM-DD`. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return isoDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** The same day in another month, clamped to that month's length. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return isoDate(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, last));
}
