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

/** Plain text of an HTML fragment, for excerpts in tables and CSV. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Dates formatted `YYYY-MM-DD HH:mm:ss` in UTC. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(
    date.getUTCMinutes(),
  )}:${pad(date.getUTCSeconds())}`;
}

/** `YYYY-MM-DD` (UTC) for a date input's value. */
export function toDateInput(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function formatNumber(value: number | null | undefined, locale: "ar" | "en"): string {
  if (value === null || value === undefined) return "";
  // Latin digits in both languages: staff type and compare them that way (Saudi practice in admin tools).
  return new Intl.NumberFormat(locale === "ar" ? "ar-SA-u-nu-latn" : "en-US", { maximumFractionDigits: 2 }).format(value);
}
