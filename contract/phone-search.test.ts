import { describe, expect, it } from "vitest";
import { normalizeSearch } from "./arabic";
import { phoneSearchDigits, phoneSearchForms, upstreamSearchQuery } from "./phone-search";

/** How a caller gives the number stored as +966501234567. */
const SPELLINGS = ["0501234567", "٠٥٠١٢٣٤٥٦٧", "050 123 4567", "+966 50 123 4567", "966501234567", "501234567"];

describe("phone-shaped queries", () => {
  it.each(SPELLINGS)("%s is compared by the national significant number, which every stored form contains", (typed) => {
    expect(phoneSearchDigits(typed)).toBe("501234567");
    expect(upstreamSearchQuery(typed)).toBe("501234567");
    for (const form of ["+966501234567", ...phoneSearchForms("+966501234567")]) expect(form).toContain("501234567");
  });

  it("reads the other ways numbers are typed or pasted", () => {
    for (const typed of [
      "00966501234567",
      "(050) 123-4567",
      "050.123.4567",
      "۰۵۰۱۲۳۴۵۶۷",
      "+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧",
      "\u200E+966 50 123 4567\u200E",
      "050\u2013123\u20134567",
    ]) {
      expect(phoneSearchDigits(typed), typed).toBe("501234567");
    }
  });

  it("keeps another country's code, so that it does not find a Saudi number with the same national digits", () => {
    expect(phoneSearchDigits("+971 50 123 4567")).toBe("971501234567");
    expect(upstreamSearchQuery("00971501234567")).toBe("971501234567");
    expect(phoneSearchForms("+971501234567")).toContain("971501234567");
    expect(phoneSearchForms("+966501234567")).not.toContain("971501234567");
  });

  it("compares a number still being typed by its digits, and the dashboard sends it as typed", () => {
    expect(phoneSearchDigits("050 123")).toBe("050123");
    expect(phoneSearchDigits("+966 50 123")).toBe("96650123");
    expect(phoneSearchDigits("٠٥٠ ١٢٣")).toBe("050123");
    expect(upstreamSearchQuery("050 123")).toBe("050 123");
    // A national prefix typed: only the national form holds it.
    expect(phoneSearchForms("+966501234567").some((form) => form.includes("050123"))).toBe(true);
    expect(phoneSearchForms("+966501234567").some((form) => form.includes("96650123"))).toBe(true);
  });

  it("leaves other queries alone: text, Arabic text with digits, short or odd numbers", () => {
    for (const query of [
      "أحمد",
      "فرع 12",
      "مستشفى ١٢٣٤٥٦٧",
      "Branch 0501234567",
      "a@b.c",
      "2024",
      "12 34",
      "12345",
      "+966",
      "",
      "   ",
      "05-01-2026x",
      "50+1234567",
    ]) {
      expect(phoneSearchDigits(query), query).toBeNull();
    }
    expect(upstreamSearchQuery("  مستشفى   ١٢ ")).toBe("مستشفى 12");
    expect(upstreamSearchQuery("فرع 0501234567")).toBe("فرع 0501234567");
    // Digits that do not make a valid number are sent as typed (only tidied), so a year range keeps its reading.
    expect(upstreamSearchQuery("2024-2025")).toBe("2024-2025");
    expect(upstreamSearchQuery("١٤٤٥-١٤٤٦")).toBe("1445-1446");
  });

  it("is idempotent: what the dashboard sends reads the same again upstream", () => {
    for (const typed of [...SPELLINGS, "+971 50 123 4567"]) {
      const sent = upstreamSearchQuery(typed);
      expect(phoneSearchDigits(sent), typed).toBe(sent);
    }
  });
});

describe("phoneSearchForms: what an upstream indexes beside a stored phone", () => {
  it("gives a valid number's international, national and national significant digits", () => {
    expect(phoneSearchForms("+966501234567")).toEqual(["966501234567", "0501234567", "501234567"]);
    expect(phoneSearchForms("0551234567")).toEqual(["966551234567", "0551234567", "551234567"]);
    // A unified number has no national prefix: two forms.
    expect(phoneSearchForms("920000000")).toEqual(["966920000000", "920000000"]);
  });
  it("gives the digits of a value that does not parse, and nothing for one that is not a phone", () => {
    expect(phoneSearchForms("+966 5012")).toEqual(["9665012"]);
    expect(phoneSearchForms("ext. 12")).toEqual([]);
    expect(phoneSearchForms("")).toEqual([]);
  });
  it("forms are already normalised: normalizeSearch leaves them as they are", () => {
    for (const form of phoneSearchForms("+966501234567")) expect(normalizeSearch(form)).toBe(form);
  });
});
