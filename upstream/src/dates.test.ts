import { describe, expect, it } from "vitest";
import { dayRange, parseDateInput } from "./dates";
import { languageFrom } from "./i18n";

describe("parseDateInput", () => {
  it.each([
    ["2026-01-05", "2026-01-05T00:00:00.000Z"],
    ["2026-01-05T10:00", "2026-01-05T10:00:00.000Z"],
    ["2026-01-05 10:00:30", "2026-01-05T10:00:30.000Z"],
    ["2026-01-05T10:00:00.5", "2026-01-05T10:00:00.500Z"],
    ["2026-01-05T10:00:00.000Z", "2026-01-05T10:00:00.000Z"],
    ["2026-01-05T13:00:00+03:00", "2026-01-05T10:00:00.000Z"],
  ])("reads %s", (input, expected) => {
    expect(parseDateInput(input)).toBe(expected);
  });

  it.each(["2026-02-30", "2026-13-01", "2026-01-05T24:00", "05/01/2026", "tomorrow", "2026-02-30T10:00:00Z", ""])("rejects %s", (input) => {
    expect(parseDateInput(input)).toBeNull();
  });

  it("gives inclusive UTC day ranges", () => {
    expect(dayRange("2026-12-31")).toEqual({ start: "2026-12-31T00:00:00.000Z", next: "2027-01-01T00:00:00.000Z" });
    expect(dayRange("2026-12-31T10:00")).toBeNull();
  });
});

describe("languageFrom", () => {
  it.each([
    [undefined, "ar"],
    ["en", "en"],
    ["en-GB,en;q=0.9", "en"],
    ["fr-FR,fr;q=0.9,en;q=0.8,ar;q=0.7", "en"],
    ["ar-SA", "ar"],
    ["en;q=0.5,ar;q=0.9", "ar"],
    ["de", "ar"],
    ["en;q=0", "ar"],
  ] as const)("%s → %s", (header, expected) => {
    expect(languageFrom(header)).toBe(expected);
  });
});

describe("counted messages", () => {
  it("agree with their number in Arabic", async () => {
    const { translate } = await import("./i18n");
    expect([1, 2, 3, 11, 100, 255].map((max) => translate("ar", "tooLong", { max }))).toEqual([
      "يجب ألا يزيد عن حرف واحد.",
      "يجب ألا يزيد عن حرفين.",
      "يجب ألا يزيد عن 3 أحرف.",
      "يجب ألا يزيد عن 11 حرفًا.",
      "يجب ألا يزيد عن 100 حرف.",
      "يجب ألا يزيد عن 255 حرفًا.",
    ]);
    expect(translate("ar", "tooShort", { min: 8 })).toBe("يجب ألا يقل عن 8 أحرف.");
    expect(translate("en", "tooLong", { max: 100 })).toBe("Must be at most 100 characters.");
  });
});
