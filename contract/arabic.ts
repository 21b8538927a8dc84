/**
 * How Arabic text is compared and how digits typed on an Arabic keyboard are read. Shared by the
 * dashboard (browser and server) and the reference upstream, so that both read a query the same
 * way. No dependencies: it ships to the browser.
 */

/** Arabic-Indic (U+0660–0669) and Persian / extended Arabic-Indic (U+06F0–06F9) digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function latinDigit(ch: string): string {
  const code = ch.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
}

/**
 * Digits as staff type them, read as Latin digits: ٠–٩ and ۰–۹ become 0–9, the Arabic decimal
 * separator ٫ (U+066B) becomes ".", the Arabic thousands separator ٬ (U+066C) is dropped.
 * Everything else is left as it is.
 */
export function toLatinDigits(value: string): string {
  return value
    .replace(EASTERN_DIGITS, latinDigit)
    .replace(/\u066B/g, ".")
    .replace(/\u066C/g, "");
}

/** Tashkeel (harakat, tanween, shadda, sukun, and the rest of U+064B–065F) and the superscript alef. */
const TASHKEEL = /[\u064B-\u065F\u0670]/g;
const TATWEEL = /\u0640/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ
const SPACES = /\s+/g;

/**
 * The one normalisation that search compares by, applied to stored text and query alike:
 * NFC first; tashkeel and tatweel removed; أ إ آ ٱ → ا; ة → ه; ى → ي; ؤ → و; ئ → ي; Arabic-Indic and
 * Persian digits → 0–9; Latin letters lower-cased; runs of white space as one space, trimmed.
 * So `احمد` finds `أحمد`, `مدرسه` finds `مدرسة`, `مستشفي` finds `مستشفى` and `احـــمد` finds `أحمد`.
 */
export function normalizeSearch(value: string): string {
  return toLatinDigits(value.normalize("NFC"))
    .replace(TASHKEEL, "")
    .replace(TATWEEL, "")
    .replace(ALEF_FORMS, "\u0627")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0649/g, "\u064A")
    .replace(/\u0624/g, "\u0648")
    .replace(/\u0626/g, "\u064A")
    .toLowerCase()
    .replace(SPACES, " ")
    .trim();
}

/**
 * What the dashboard does to a query before sending it to any upstream: only what cannot change
 * its meaning (NFC, Latin digits, one space between words), so that an upstream that compares
 * with a plain `LIKE` still gets the most that can be given to it. The letter folding of
 * normalizeSearch is the upstream's job (contract/README.md, "Search").
 */
export function tidyQuery(value: string): string {
  return toLatinDigits(value.normalize("NFC")).replace(SPACES, " ").trim();
}
