/**
 * Finding a record by the phone number a caller gives, however it is spelled: `0501234567`,
 * `٠٥٠١٢٣٤٥٦٧`, `050 123 4567`, `+966 50 123 4567`, `966501234567` and `501234567` all name the
 * number stored as `+966501234567`. Shared by the dashboard (what it sends as `name=`) and the
 * reference upstream (how it reads a query and indexes a phone), so both read a number the same
 * way (contract/README.md, "Search"). Parsed by libphonenumber-js (its small metadata), as the
 * phone fields are; server-side only: nothing a page loads first imports it.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { tidyQuery, toLatinDigits } from "./arabic";

/** The country a number without a country code belongs to (Saudi Arabia, +966). */
export const SEARCH_DEFAULT_COUNTRY: CountryCode = "SA";
const DEFAULT_CALLING_CODE = "966";

/** A query reads as a phone number from this many digits on (a shorter one is a plain text search). */
export const PHONE_QUERY_MIN_DIGITS = 6;

/** What may stand between a phone's digits: spaces, dashes, dots, parentheses, and direction marks. */
const SEPARATORS = /[\s().\-\u2010-\u2015\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * The digits of a phone-shaped text, with a leading `+` kept and an international `00` read as
 * `+`, or null when the text is not phone-shaped: anything but digits (Latin, Arabic-Indic or
 * Persian), separators and one leading `+`, or fewer than PHONE_QUERY_MIN_DIGITS digits.
 */
function phoneDigits(text: string): string | null {
  let compact = toLatinDigits(text.normalize("NFC")).replace(SEPARATORS, "");
  if (compact.startsWith("00")) compact = `+${compact.slice(2)}`;
  if (!/^\+?\d+$/.test(compact)) return null;
  return compact.replace("+", "").length >= PHONE_QUERY_MIN_DIGITS ? compact : null;
}

/** A valid number read from phone-shaped text (a number without a country code is Saudi). */
function parsePhone(compact: string) {
  const parsed = parsePhoneNumberFromString(compact, SEARCH_DEFAULT_COUNTRY);
  return parsed?.isValid() ? parsed : null;
}

/**
 * The digits a phone-shaped query is compared by, or null when the query does not look like a
 * phone (it is then compared as text only):
 * - a valid Saudi number: its national significant number (`0501234567`, `+966 50 123 4567`,
 *   `966501234567`, `00966501234567` → `501234567`), which every stored form of it contains;
 * - a valid number of another country: its international digits (`+971 50 123 4567` →
 *   `971501234567`), so that it does not find a Saudi number with the same national digits;
 * - any other phone-shaped query (a number being typed): its digits alone, an international
 *   prefix dropped (`+966 50 123` → `96650123`, `050 123` → `050123`).
 */
export function phoneSearchDigits(query: string): string | null {
  const compact = phoneDigits(query);
  if (!compact) return null;
  const parsed = parsePhone(compact);
  return parsed ? comparedDigits(parsed) : compact.replace("+", "");
}

function comparedDigits(parsed: NonNullable<ReturnType<typeof parsePhone>>): string {
  return parsed.countryCallingCode === DEFAULT_CALLING_CODE ? parsed.nationalNumber : `${parsed.countryCallingCode}${parsed.nationalNumber}`;
}

/**
 * What the dashboard sends to an upstream as `name=` for what staff typed: a query that parses as
 * a valid phone number is sent as the digits of phoneSearchDigits (`050 123 4567` → `501234567`),
 * which a stored `+966501234567`, `966501234567` or `0501234567` all contain, so even an upstream
 * that compares with a plain `LIKE` finds it; anything else is only tidied (tidyQuery).
 */
export function upstreamSearchQuery(query: string): string {
  const compact = phoneDigits(query);
  const parsed = compact ? parsePhone(compact) : null;
  return parsed ? comparedDigits(parsed) : tidyQuery(query);
}

/**
 * The forms of a stored phone an upstream indexes beside the value itself, so that a digit
 * substring of any of them matches: a valid number's international digits, its national digits
 * (with the national prefix) and its national significant number (`+966501234567` →
 * `966501234567`, `0501234567`, `501234567`); a phone-shaped value that does not parse, its
 * digits alone; anything else, nothing.
 */
export function phoneSearchForms(value: string): string[] {
  const compact = phoneDigits(value);
  if (!compact) return [];
  const parsed = parsePhone(compact);
  if (!parsed) return [compact.replace("+", "")];
  const national = parsed.formatNational().replace(/\D/g, "");
  return [...new Set([`${parsed.countryCallingCode}${parsed.nationalNumber}`, national, parsed.nationalNumber])];
}
