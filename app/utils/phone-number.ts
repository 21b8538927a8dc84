import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { toLatinDigits } from "../../contract/arabic";
import { DEFAULT_DIAL_CODE } from "./phone";

/**
 * A phone number as people type or paste it: Arabic-Indic or Persian digits, spaces, dashes, dots
 * or parentheses, a national leading 0, or the country code written into the number (`+966 …`,
 * `00966…`, which then wins over the chosen code). Parsed and checked per country by
 * libphonenumber-js (its small metadata: lengths and leading digits); the E.164 form is what is
 * stored. Shared by the form's schema (in the browser once it has loaded, and on the server) and
 * the body sent upstream. Not imported by any component: the metadata stays out of the page's
 * first scripts.
 */
export function phoneToE164(code: string | undefined, number: string): string | null {
  let digits = toLatinDigits(number.normalize("NFC")).replace(/[\s().\-\u2010-\u2015\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, "");
  if (digits.startsWith("00")) digits = `+${digits.slice(2)}`;
  if (!/^\+?\d{4,17}$/.test(digits)) return null;
  const dialCode = /^\+\d{1,4}$/.test(code ?? "") ? (code as string) : DEFAULT_DIAL_CODE;
  const parsed = digits.startsWith("+") ? parsePhoneNumberFromString(digits) : parsePhoneNumberFromString(digits, { defaultCallingCode: dialCode.slice(1) });
  return parsed?.isValid() ? parsed.number : null;
}
