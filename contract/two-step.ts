/**
 * How a two-step login code is read, on both sides of the API (contract README §3, `auth/two-step`).
 * No dependencies: it ships to the browser.
 *
 * - A time code: six digits, typed in Latin, Arabic-Indic or Persian digits, with spaces or dashes
 *   anywhere (`١٢٣ ٤٥٦` is `123456`).
 * - A recovery code: ten letters and digits shown as `xxxxx-xxxxx` (lower case, no 0/o, 1/l or i,
 *   so that none is misread); typed in any case, with or without the dash and spaces.
 */
import { toLatinDigits } from "./arabic";

/** The alphabet of recovery codes: 31 letters and digits, without the easily confused ones. */
export const RECOVERY_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
export const RECOVERY_CODE = /^[23456789abcdefghjkmnpqrstuvwxyz]{5}-[23456789abcdefghjkmnpqrstuvwxyz]{5}$/;
export const RECOVERY_CODE_COUNT = 10;

export type ReadCode = { kind: "time"; code: string } | { kind: "recovery"; code: string } | { kind: "invalid" };

/** Reads what was typed into the code field as a time code, a recovery code, or neither. */
export function readCode(typed: string): ReadCode {
  const compact = toLatinDigits(typed.normalize("NFKC"))
    .replace(/[\s\-\u2010-\u2015\u2212_]+/g, "")
    .toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: "time", code: compact };
  if (compact.length === 10 && [...compact].every((ch) => RECOVERY_ALPHABET.includes(ch))) {
    return { kind: "recovery", code: `${compact.slice(0, 5)}-${compact.slice(5)}` };
  }
  return { kind: "invalid" };
}

/** The key as text for typing into an app: base32 in groups of four (`JBSW Y3DP EHPK 3PXP`). */
export function groupKey(secret: string): string {
  return (
    secret
      .replace(/\s+/g, "")
      .toUpperCase()
      .match(/.{1,4}/g) ?? []
  ).join(" ");
}
