import { describe, expect, it } from "vitest";
import { ar } from "~/locales/ar";
import { en } from "~/locales/en";
import { serverT } from "~/server/i18next.server";
import { formatNumber } from "~/utils/format";
import { translate, type Messages } from "~/utils/i18n/translation";

/** What the progress says, as the page builds it: the count picks the form, the number is the page's. */
function timeLeft(locale: "ar" | "en", seconds: number, say: (key: string, options: Record<string, unknown>) => string = serverT(locale)) {
  return say("import.timeLeft", { count: seconds, n: formatNumber(seconds, locale) });
}

describe("the import's words", () => {
  it("Arabic progress follows the plural rules, with the page's Latin digits", () => {
    expect([1, 2, 3, 10, 11, 99, 100, 1500].map((s) => timeLeft("ar", s))).toEqual([
      "الوقت المتبقي: نحو ثانية واحدة",
      "الوقت المتبقي: نحو ثانيتين",
      "الوقت المتبقي: نحو 3 ثوانٍ",
      "الوقت المتبقي: نحو 10 ثوانٍ",
      "الوقت المتبقي: نحو 11 ثانية",
      "الوقت المتبقي: نحو 99 ثانية",
      "الوقت المتبقي: نحو 100 ثانية",
      "الوقت المتبقي: نحو 1,500 ثانية",
    ]);
    expect([1, 10].map((s) => timeLeft("en", s))).toEqual(["Time left: about 1 second", "Time left: about 10 seconds"]);
  });

  it("the browser says it as the server does", () => {
    for (const [locale, dict] of [
      ["ar", ar],
      ["en", en],
    ] as const) {
      const browser = (key: string, options?: Record<string, unknown>) => translate(dict as unknown as Messages, locale, key, options);
      for (const s of [1, 2, 3, 11, 100]) expect(timeLeft(locale, s, browser)).toBe(timeLeft(locale, s));
    }
  });

  it("a counted number is written as every other number of the page (grouped, Latin digits)", () => {
    const t = serverT("ar");
    expect(t("import.start", { count: 12000, n: formatNumber(12000, "ar") })).toBe("استيراد 12,000 صف");
    expect(t("import.start", { count: 2, n: formatNumber(2, "ar") })).toBe("استيراد صفين");
    expect(t("import.moreRefused", { count: 1500, n: formatNumber(1500, "ar") })).toBe("و1,500 صف مرفوض آخر في الملف الذي تنزّله.");
    expect(t("import.likelyHint", { count: 7, n: formatNumber(7, "ar") })).toContain("خلال آخر 7 أيام");
  });
});
