/**
 * The company's time zone: every time on screen and in an export, and every "today" (the queue's
 * due and overdue groups, the next working day, a next contact that may not be in the past), is
 * counted in it. `Asia/Riyadh` unless `TIME_ZONE` names another; the server sets it at start
 * (entry.server.tsx) and writes it into the page (`<meta name="time-zone">`), from which the
 * browser sets the same before hydrating (entry.client.tsx), so both write the same times.
 */

export const DEFAULT_TIME_ZONE = "Asia/Riyadh";
export const TIME_ZONE_META = "time-zone";

let zone = DEFAULT_TIME_ZONE;
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** Whether the runtime knows this IANA zone name (`Asia/Riyadh`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (!name) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Sets the company's zone; a name the runtime does not know leaves it as it was. */
export function setTimeZone(name: string | null | undefined): void {
  if (name && isTimeZone(name)) zone = name;
}

export function timeZone(): string {
  return zone;
}

function cached(map: Map<string, Intl.DateTimeFormat>, tz: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = map.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: tz });
    map.set(tz, format);
  }
  return format;
}

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The wall clock in `tz` at an instant, as two-digit (four for the year) parts. */
function wallClock(date: Date, tz: string): WallClock {
  const parts = cached(timeFormats, tz, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return { year: part("year").padStart(4, "0"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute"), second: part("second") };
}

/** The day (`YYYY-MM-DD`) it is in the zone at `now`: from midnight to 03:00 Riyadh time, UTC still says yesterday. */
export function dayIn(now: number, tz = zone): string {
  const parts = cached(dayFormats, tz, { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date(now));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/** An instant as `YYYY-MM-DD HH:mm:ss` on the zone's clock. */
export function wallTime(date: Date, tz = zone): string {
  const c = wallClock(date, tz);
  return `${c.year}-${c.month}-${c.day} ${c.hour}:${c.minute}:${c.second}`;
}

/** An instant as ISO 8601 on the zone's clock with its offset (`2026-12-08T01:00:00+03:00`), as exports write it. */
export function zonedIso(date: Date, tz = zone): string {
  const c = wallClock(date, tz);
  const wall = Date.UTC(Number(c.year), Number(c.month) - 1, Number(c.day), Number(c.hour), Number(c.minute), Number(c.second));
  const offset = Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${c.year}-${c.month}-${c.day}T${c.hour}:${c.minute}:${c.second}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
