import { describe, expect, it } from "vitest";
import { ar } from "~/locales/ar";
import { en } from "~/locales/en";
import { formatDateTime, formatNumber } from "../format";
import { serverT } from "~/server/i18next.server";
import { translate, type Messages } from "./translation";
import { messageParams } from "./translate";

const COUNTS = [0, 1, 2, 3, 11, 100] as const;
const SUFFIXES = ["zero", "one", "two", "few", "many", "other"] as const;

/** Every key that has a plural form, without its suffix (`counts.items`). */
function pluralKeys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => {
    if (typeof v !== "string") return pluralKeys(v as object, `${prefix}${k}.`);
    return k.endsWith("_other") ? [`${prefix}${k.slice(0, -"_other".length)}`] : [];
  });
}

function get(obj: object, path: string): unknown {
  return path.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), obj);
}

describe("plural forms", () => {
  it("Arabic: all six categories for 0/1/2/3/11/100", () => {
    const t = serverT("ar");
    expect(COUNTS.map((count) => t("counts.items", { count }))).toEqual(["لا توجد عناصر", "عنصر واحد", "عنصران", "3 عناصر", "11 عنصرًا", "100 عنصر"]);
    expect(COUNTS.map((count) => t("bulk.deleted", { count }))).toEqual([
      "لم يُحذف أي سجل",
      "حُذف سجل واحد",
      "حُذف سجلان",
      "حُذفت 3 سجلات",
      "حُذف 11 سجلًا",
      "حُذف 100 سجل",
    ]);
    expect(COUNTS.map((count) => t("bulk.confirmDeactivate", { count }))).toEqual([
      "لا شيء لإلغاء تفعيله",
      "إلغاء تفعيل سجل واحد؟",
      "إلغاء تفعيل سجلين؟",
      "إلغاء تفعيل 3 سجلات؟",
      "إلغاء تفعيل 11 سجلًا؟",
      "إلغاء تفعيل 100 سجل؟",
    ]);
  });

  it("Arabic: every counted message of the dictionaries, for 0/1/2/3/11/100", () => {
    const t = serverT("ar");
    const forms = (key: string, name = "count") => COUNTS.map((count) => t(key, { count, [name]: count }));
    expect(forms("validation.tooLong", "max")).toEqual([
      "النص أطول من المسموح.",
      "النص أطول من حرف واحد.",
      "النص أطول من حرفين.",
      "النص أطول من 3 أحرف.",
      "النص أطول من 11 حرفًا.",
      "النص أطول من 100 حرف.",
    ]);
    expect(forms("validation.tooShort", "min")).toEqual([
      "النص أقصر من المطلوب.",
      "النص أقصر من حرف واحد.",
      "النص أقصر من حرفين.",
      "النص أقصر من 3 أحرف.",
      "النص أقصر من 11 حرفًا.",
      "النص أقصر من 100 حرف.",
    ]);
    expect(forms("search.tooLong")).toEqual([
      "نص البحث أطول من المسموح.",
      "نص البحث أطول من حرف واحد.",
      "نص البحث أطول من حرفين.",
      "نص البحث أطول من 3 أحرف.",
      "نص البحث أطول من 11 حرفًا.",
      "نص البحث أطول من 100 حرف.",
    ]);
    expect(forms("nav.followUpsDue")).toEqual(["لا طلبات مستحقة", "طلب واحد مستحق", "طلبان مستحقان", "3 طلبات مستحقة", "11 طلبًا مستحقًا", "100 طلب مستحق"]);
    expect(forms("auth.tooManyAttempts")).toEqual([
      "محاولات كثيرة. حاول مرة أخرى الآن.",
      "محاولات كثيرة. حاول مرة أخرى بعد دقيقة واحدة.",
      "محاولات كثيرة. حاول مرة أخرى بعد دقيقتين.",
      "محاولات كثيرة. حاول مرة أخرى بعد 3 دقائق.",
      "محاولات كثيرة. حاول مرة أخرى بعد 11 دقيقة.",
      "محاولات كثيرة. حاول مرة أخرى بعد 100 دقيقة.",
    ]);
  });

  it("a validation message counts its limit: «أطول من 100 حرف», as the form shows it", () => {
    const messages = ar as unknown as Messages;
    expect(translate(messages, "ar", "validation.tooLong", messageParams("max=100"))).toBe("النص أطول من 100 حرف.");
    expect(translate(messages, "ar", "validation.tooShort", messageParams("min=8"))).toBe("النص أقصر من 8 أحرف.");
    expect(translate(messages, "ar", "validation.tooLong", messageParams("max=255"))).toBe("النص أطول من 255 حرفًا.");
    expect(translate(en as unknown as Messages, "en", "validation.tooLong", messageParams("max=1"))).toBe("Longer than 1 character.");
  });

  it("the browser runtime picks the same form as the server's i18next, for every counted key", () => {
    for (const [locale, dict] of [
      ["ar", ar],
      ["en", en],
    ] as const) {
      const t = serverT(locale);
      for (const key of pluralKeys(ar)) {
        for (const count of COUNTS) {
          const options = { count, max: count, min: count, first: "x", details: "x" };
          expect(translate(dict as unknown as Messages, locale, key, options), `${locale} ${key} ${count}`).toBe(t(key, options));
        }
      }
    }
  });

  it("no counted message is left without plural forms (a number beside a noun agrees with it in Arabic)", () => {
    const walk = (obj: object, prefix = ""): string[] =>
      Object.entries(obj).flatMap(([k, v]) =>
        typeof v === "string"
          ? /\{\{\s*(count|max|min|minutes)\s*\}\}/.test(v) && !/_(zero|one|two|few|many|other)$/.test(k)
            ? [`${prefix}${k}`]
            : []
          : walk(v as object, `${prefix}${k}.`),
      );
    // These name a number with no noun to agree with: a value's bounds («القيمة أقل من 5») and
    // the search's "all results (n)", the number in brackets.
    expect(walk(ar)).toEqual(["validation.min", "validation.max", "search.all"]);
  });

  it("English: zero, one and other for 0/1/2/3/11/100", () => {
    const t = serverT("en");
    expect(COUNTS.map((count) => t("counts.items", { count }))).toEqual(["No items", "1 item", "2 items", "3 items", "11 items", "100 items"]);
    expect(COUNTS.map((count) => t("bulk.deleted", { count }))).toEqual(["None deleted", "1 deleted", "2 deleted", "3 deleted", "11 deleted", "100 deleted"]);
    expect(COUNTS.map((count) => t("bulk.failed", { count, details: "x" })).slice(1)).toEqual([
      "1 failed: x",
      "2 failed: x",
      "3 failed: x",
      "11 failed: x",
      "100 failed: x",
    ]);
  });

  it("Arabic picks the category Intl.PluralRules gives (what the client runtime resolves too)", () => {
    const rules = new Intl.PluralRules("ar");
    expect(COUNTS.map((n) => rules.select(n))).toEqual(["zero", "one", "two", "few", "many", "other"]);
  });

  it("every plural key has all six forms in both languages, and counts use Latin digits", () => {
    const keys = pluralKeys(ar);
    expect(keys.length).toBeGreaterThan(5);
    for (const key of keys) {
      for (const suffix of SUFFIXES) {
        expect(get(ar, `${key}_${suffix}`), `ar ${key}_${suffix}`).toEqual(expect.any(String));
        expect(get(en, `${key}_${suffix}`), `en ${key}_${suffix}`).toEqual(expect.any(String));
      }
      for (const locale of ["ar", "en"] as const) {
        expect(serverT(locale)(key, { count: 11, first: "", details: "" })).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
      }
    }
  });

  it("English strings carry no Arabic (the language switch names Arabic in Arabic, on purpose)", () => {
    const walk = (obj: object, prefix = ""): string[] =>
      Object.entries(obj).flatMap(([k, v]) =>
        typeof v === "string" ? (/[\u0600-\u06FF]/.test(v) ? [`${prefix}${k}`] : []) : walk(v as object, `${prefix}${k}.`),
      );
    expect(walk(en)).toEqual(["frame.switchToArabic"]);
  });

  it("dates and numbers in both languages", () => {
    // On the company's clock (Riyadh, UTC+3).
    expect(formatDateTime("2026-03-05T07:08:09.000Z")).toBe("2026-03-05 10:08:09");
    expect(formatNumber(1234.5, "ar")).toBe("1,234.5");
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
  });
});
