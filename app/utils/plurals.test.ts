import { describe, expect, it } from "vitest";
import { ar } from "~/locales/ar";
import { en } from "~/locales/en";
import { formatDateTime, formatNumber } from "./format";
import { serverT } from "~/server/i18next.server";

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
    expect(formatDateTime("2026-03-05T07:08:09.000Z")).toBe("2026-03-05 07:08:09");
    expect(formatNumber(1234.5, "ar")).toBe("1,234.5");
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
  });
});
