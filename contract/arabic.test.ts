import { describe, expect, it } from "vitest";
import { normalizeSearch, tidyQuery, toLatinDigits } from "./arabic";

describe("normalizeSearch: what staff type finds what was stored", () => {
  // [typed, stored]: both sides normalise to the same text.
  const pairs: Array<[string, string]> = [
    ["احمد", "أحمد"],
    ["ابراهيم", "إبراهيم"],
    ["اسلام", "إسلام"],
    ["امنه", "آمنة"],
    ["مدرسه", "مدرسة"],
    ["مستشفي", "مستشفى"],
    ["علي", "على"],
    ["مسوول", "مسؤول"],
    ["مسايل", "مسائل"],
    ["احمد", "احـــمد"],
    ["محمد", "مُحَمَّد"],
    ["القران", "القرآن"],
    ["الرحمن", "الرحمٰن"],
    ["ٱلله", "الله"],
    ["شركة  البناء", "شركة البناء"],
    ["  شركة\tالبناء \n", "شركة البناء"],
    ["0501234567", "٠٥٠١٢٣٤٥٦٧"],
    ["2024", "۲۰۲۴"],
    ["riyadh", "Riyadh"],
    ["AL-OLAYA", "al-olaya"],
  ];
  it.each(pairs)("%s ≈ %s", (typed, stored) => {
    expect(normalizeSearch(typed)).toBe(normalizeSearch(stored));
  });

  it("NFC first: a decomposed alef with hamza above is folded like the composed one", () => {
    expect(normalizeSearch("\u0627\u0654حمد")).toBe("احمد");
  });

  it("keeps letters that differ in meaning apart", () => {
    expect(normalizeSearch("سعد")).not.toBe(normalizeSearch("سعيد"));
    expect(normalizeSearch("حسن")).not.toBe(normalizeSearch("حسين"));
  });

  it("is idempotent", () => {
    for (const text of ["أحمد", "مُحَمَّد", "مستشفى الرياض ١٢", "Al  Olaya"]) {
      expect(normalizeSearch(normalizeSearch(text))).toBe(normalizeSearch(text));
    }
  });
});

describe("toLatinDigits", () => {
  it("reads Arabic-Indic and Persian digits and the Arabic separators", () => {
    expect(toLatinDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(toLatinDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(toLatinDigits("١٢٫٥")).toBe("12.5");
    expect(toLatinDigits("١٬٢٥٠")).toBe("1250");
    expect(toLatinDigits("+966 ٥٠")).toBe("+966 50");
  });
  it("leaves other text alone", () => {
    expect(toLatinDigits("أحمد 12")).toBe("أحمد 12");
  });
});

describe("tidyQuery: what the dashboard sends to any upstream", () => {
  it("changes digits and spaces, never letters", () => {
    expect(tidyQuery("  أحمد   ١٢ ")).toBe("أحمد 12");
    expect(tidyQuery("مدرسة")).toBe("مدرسة");
  });
});
