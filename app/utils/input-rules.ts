import { toLatinDigits } from "../../contract/arabic";

/**
 * Input rules shared by the browser (form schemas) and the server (ids, bodies sent upstream).
 * Plain functions, no dependencies, so they cost the browser bundle almost nothing.
 */

/** A whole number written plainly: no `0x10`, `1e3`, `1.0`, `+1`, spaces or Arabic-Indic digits. */
export const INTEGER_TEXT = /^-?(0|[1-9]\d{0,14})$/;
/** A decimal written plainly: `12`, `12.5`, `-0.25`; no `1e309`, `NaN`, `Infinity`, `0x10`. */
export const DECIMAL_TEXT = /^-?(0|[1-9]\d{0,14})(\.\d{1,6})?$/;
/** A database id: 1 to 2,147,483,647 (a 25-digit id never becomes `1.2345678901234568e+24`). */
const ID_TEXT = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** The id in a URL or a form, or undefined for anything that is not a plain positive id. */
export function parseId(value: unknown): number | undefined {
  if (typeof value !== "string" || !ID_TEXT.test(value)) return undefined;
  const n = Number(value);
  return n <= MAX_ID ? n : undefined;
}

export function isId(value: string): boolean {
  return parseId(value) !== undefined;
}

/**
 * A typed date as `YYYY-MM-DD`, Latin digits: year first, or day first as a Riyadh office writes it
 * (`08-12-2026`, `08/12/2026`: 8 December), in Latin, Arabic-Indic or Persian digits. Any other
 * shape comes back as it was typed (in Latin digits), for the calendar check to refuse.
 */
export function normalizeTypedDate(value: string): string {
  const latin = toLatinDigits(value).trim();
  const dayFirst = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(latin);
  return dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, "0")}-${dayFirst[1]!.padStart(2, "0")}` : latin;
}

/** A typed date (any of the shapes `normalizeTypedDate` reads) as `YYYY-MM-DD`, or undefined when it names no real day. */
export function readTypedDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const day = normalizeTypedDate(value);
  return isCalendarDate(day) ? day : undefined;
}

/** `YYYY-MM-DD` naming a real calendar day (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Bidi embedding/override/isolate controls (U+202A–202E, U+2066–2069) and the marks U+200E/200F
 * and U+061C: they can make a name display as something else ("gnp.exe").
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
/** Zero-width characters (space, joiners, word joiner, BOM): invisible, so two names look equal. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/** Any text sent upstream: NFC-normalised (one spelling for the same Arabic letters), no bidi controls. */
export function cleanText(value: string): string {
  return value.normalize("NFC").replace(BIDI_CONTROLS, "");
}

/** Names and slugs: cleanText, without zero-width characters either. */
export function cleanName(value: string): string {
  return cleanText(value).replace(ZERO_WIDTH, "");
}
