/**
 * When an entry was written, in the page language: the date and time, and how long ago ("3 hours
 * ago", «منذ 3 ساعات»). `now` comes from the loader, so the server and the browser write the same.
 */
import type { Locale } from "~/utils/i18n/locale";
import { timeZone } from "~/utils/zone";

const TAGS: Record<Locale, string> = { ar: "ar-SA-u-nu-latn-ca-gregory", en: "en-GB" };
const formats = new Map<string, Intl.DateTimeFormat>();
const relatives = new Map<Locale, Intl.RelativeTimeFormat>();

/** Date and time in the page language, on the company's clock (app/utils/zone.ts). */
export function formatWhen(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = timeZone();
  let format = formats.get(`${locale} ${zone}`);
  if (!format) {
    format = new Intl.DateTimeFormat(TAGS[locale], { dateStyle: "medium", timeStyle: "short", timeZone: zone });
    formats.set(`${locale} ${zone}`, format);
  }
  return format.format(date);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
  ["second", 1],
];

/** "3 hours ago": the largest whole unit of the time between `iso` and `now`. */
export function formatAgo(iso: string, now: number, locale: Locale): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return "";
  const seconds = Math.round((then - now) / 1000);
  let relative = relatives.get(locale);
  if (!relative) {
    relative = new Intl.RelativeTimeFormat(TAGS[locale], { numeric: "auto" });
    relatives.set(locale, relative);
  }
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === "second") return relative.format(Math.trunc(seconds / size), unit);
  }
  return "";
}
