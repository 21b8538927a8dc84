import { dayIn, wallTime, zonedIso } from "./zone";

/** The first `max` characters, with an ellipsis when cut. */
export function truncateChars(text: string | null | undefined, max = 10): string {
  if (!text) return "";
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : chars.join("");
}

/** The first `max` words (with an ellipsis when cut). */
export function firstWords(text: string | null | undefined, max = 10): string {
  if (!text) return "";
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > max ? `${words.slice(0, max).join(" ")}…` : words.join(" ");
}

/** Plain text of an HTML fragment, for excerpts in tables and CSV. `&amp;` is decoded last, so each reference is decoded once: `&amp;lt;` is the text `&lt;`. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function instant(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A time formatted `YYYY-MM-DD HH:mm:ss` on the company's clock (app/utils/zone.ts). */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = instant(value);
  return date ? wallTime(date) : "";
}

/** The day (`YYYY-MM-DD`) an instant falls on, on the company's clock: an order received at 01:00 Riyadh time came in that day. */
export function formatDay(value: string | null | undefined): string {
  const date = instant(value);
  return date ? dayIn(date.getTime()) : "";
}

/** A time as exports write it: ISO 8601 on the company's clock, with its offset (`2026-12-08T01:00:00+03:00`). */
export function exportDateTime(value: string | number | Date | null | undefined): string {
  const date = instant(value);
  return date ? zonedIso(date) : "";
}

/** `YYYY-MM-DD` for a date input's value: a day, kept as the upstream keeps it (UTC midnight), never moved by a zone. */
export function toDateInput(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * One formatter per language, made once when the module loads: making one costs more than the
 * rest of a page's number formatting. Latin digits in both languages: staff type and compare them
 * that way (Saudi practice in admin tools).
 */
const NUMBER_FORMATS = {
  ar: new Intl.NumberFormat("ar-SA-u-nu-latn", { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }),
};

export function formatNumber(value: number | null | undefined, locale: "ar" | "en"): string {
  // `== null`: null or undefined, in one comparison.
  return value == null ? "" : NUMBER_FORMATS[locale].format(value);
}
