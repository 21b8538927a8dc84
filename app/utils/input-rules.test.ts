import { describe, expect, it } from "vitest";
import { cleanName, cleanText, DECIMAL_TEXT, INTEGER_TEXT, isCalendarDate, normalizeTypedDate, parseId, readTypedDate } from "./input-rules";
import { TYPED_DATE } from "./constraints";

describe("parseId", () => {
  it("accepts plain positive ids", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("2147483647")).toBe(2147483647);
  });
  it.each([
    "..%2F..%2Fusers",
    "../../users",
    "abc",
    "1.5",
    "-1",
    "0",
    "١٢",
    "1\u0000",
    "1%00",
    " 1",
    "+1",
    "01",
    "0x10",
    "1e3",
    "2147483648",
    "1234567890123456789012345",
    "",
  ])("refuses %j", (raw) => {
    expect(parseId(raw)).toBeUndefined();
  });
  it("never turns a 25-digit id into a float", () => {
    expect(parseId("1234567890123456789012345")).toBeUndefined();
    expect(String(Number("1234567890123456789012345"))).toBe("1.2345678901234568e+24");
  });
});

describe("number texts", () => {
  it.each(["0x10", "1e309", "1e3", "NaN", "Infinity", "abc", "1.", ".5", "+1", " 1", "١٢"])("%j is neither an integer nor a decimal", (raw) => {
    expect(INTEGER_TEXT.test(raw)).toBe(false);
    expect(DECIMAL_TEXT.test(raw)).toBe(false);
  });
  it("1.999 is a decimal, not an integer", () => {
    expect(INTEGER_TEXT.test("1.999")).toBe(false);
    expect(DECIMAL_TEXT.test("1.999")).toBe(true);
  });
  it("plain numbers pass", () => {
    for (const raw of ["0", "7", "-1", "2024"]) expect(INTEGER_TEXT.test(raw)).toBe(true);
    for (const raw of ["0", "12.5", "-0.25", "99999999.99"]) expect(DECIMAL_TEXT.test(raw)).toBe(true);
  });
});

describe("isCalendarDate", () => {
  it("refuses days that do not exist", () => {
    for (const raw of ["2026-02-30", "2026-02-29", "2026-13-01", "2026-00-10", "2026-1-1", "20260101"]) expect(isCalendarDate(raw)).toBe(false);
  });
  it("accepts real days, leap days included", () => {
    for (const raw of ["2026-02-28", "2024-02-29", "2026-12-31"]) expect(isCalendarDate(raw)).toBe(true);
  });
});

describe("typed dates", () => {
  it("reads year first, and day first as a Riyadh office writes it, in any digits", () => {
    expect(readTypedDate("2026-12-08")).toBe("2026-12-08");
    expect(readTypedDate("08-12-2026")).toBe("2026-12-08");
    expect(readTypedDate("8/12/2026")).toBe("2026-12-08");
    expect(readTypedDate("٠٨-١٢-٢٠٢٦")).toBe("2026-12-08");
    expect(readTypedDate("٢٠٢٦-١٢-٠٨")).toBe("2026-12-08");
    expect(normalizeTypedDate(" ۰۸-۱۲-۲۰۲۶ ")).toBe("2026-12-08");
  });

  it("refuses what names no day, and the native pattern takes the same shapes", () => {
    for (const bad of ["31-02-2026", "2026-13-01", "12-2026-08", "tomorrow", "", null]) expect(readTypedDate(bad)).toBeUndefined();
    for (const typed of ["2026-12-08", "08-12-2026", "08/12/2026", "٠٨-١٢-٢٠٢٦"]) expect(TYPED_DATE.test(typed)).toBe(true);
    for (const typed of ["2026/12/08", "08.12.2026", "2026-12-8x"]) expect(TYPED_DATE.test(typed)).toBe(false);
    // The pattern attribute compiles it with the `v` flag.
    expect(() => new RegExp(`^(?:${TYPED_DATE.source})$`, "v")).not.toThrow();
  });
});

describe("text clean-up", () => {
  it("NFC-normalises Arabic (alef + hamza above → أ)", () => {
    const decomposed = "\u0627\u0654حمد";
    expect(cleanText(decomposed)).toBe("أحمد");
    expect(cleanText(decomposed)).toBe(cleanText(decomposed).normalize("NFC"));
  });
  it("removes bidi controls from any text, and zero-width characters from names", () => {
    const name = "\u202Eمحمد\u2066\u2067\u2068\u2069\u202A\u202B\u202C\u202D\u200B\u200C\u200D\u2060\uFEFF";
    expect(cleanName(name)).toBe("محمد");
    expect(cleanText("a\u202Eb\u200Cc")).toBe("ab\u200Cc");
  });
});
