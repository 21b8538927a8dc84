/** The default country code. */
export const DEFAULT_DIAL_CODE = "+966";

/**
 * Splits "+966501234567" into its country code and the rest, choosing the longest known dial
 * code that matches. A number without a known code keeps the default code.
 */
export function splitPhone(value: string | null | undefined, dialCodes: readonly string[]): { code: string; number: string } {
  const clean = (value ?? "").replace(/[\s()-]/g, "");
  if (!clean) return { code: DEFAULT_DIAL_CODE, number: "" };
  if (clean.startsWith("+")) {
    const match = [...dialCodes].sort((a, b) => b.length - a.length).find((code) => clean.startsWith(code));
    if (match) return { code: match, number: clean.slice(match.length) };
    return { code: DEFAULT_DIAL_CODE, number: clean };
  }
  if (clean.startsWith("00")) return splitPhone(`+${clean.slice(2)}`, dialCodes);
  return { code: DEFAULT_DIAL_CODE, number: clean };
}

/** Stored with its code: "+966" + "0501234567" → "+966501234567" (a national leading 0 drops). */
export function joinPhone(code: string, number: string): string {
  const digits = number.replace(/[\s()-]/g, "");
  if (!digits) return "";
  if (digits.startsWith("+")) return digits;
  return `${code}${digits.replace(/^0+/, "")}`;
}

/** A `tel:` link with +966 when the number has no country code. */
export function telHref(phone: string): string {
  const clean = phone.replace(/[\s()-]/g, "");
  if (clean.startsWith("+")) return `tel:${clean}`;
  if (clean.startsWith("00")) return `tel:+${clean.slice(2)}`;
  return `tel:${DEFAULT_DIAL_CODE}${clean.replace(/^0+/, "")}`;
}

/** WhatsApp chat link: digits only, with the country code. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${telHref(phone).slice("tel:+".length)}`;
}
