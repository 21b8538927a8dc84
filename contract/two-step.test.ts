import { describe, expect, it } from "vitest";
import { groupKey, readCode, RECOVERY_CODE } from "./two-step";

describe("reading a typed code", () => {
  it("reads six digits, with spaces or dashes, in Latin, Arabic-Indic and Persian digits", () => {
    expect(readCode("123456")).toEqual({ kind: "time", code: "123456" });
    expect(readCode(" 123 456 ")).toEqual({ kind: "time", code: "123456" });
    expect(readCode("١٢٣ ٤٥٦")).toEqual({ kind: "time", code: "123456" });
    expect(readCode("۱۲۳-۴۵۶")).toEqual({ kind: "time", code: "123456" });
    expect(readCode("١٢3٤5٦")).toEqual({ kind: "time", code: "123456" });
  });

  it("refuses codes of another length or with letters", () => {
    expect(readCode("12345")).toEqual({ kind: "invalid" });
    expect(readCode("1234567")).toEqual({ kind: "invalid" });
    expect(readCode("12a456")).toEqual({ kind: "invalid" });
    expect(readCode("")).toEqual({ kind: "invalid" });
  });

  it("reads a recovery code in any case, with or without its dash, and writes it as xxxxx-xxxxx", () => {
    expect(readCode("abcde-fghjk")).toEqual({ kind: "recovery", code: "abcde-fghjk" });
    expect(readCode("ABCDEFGHJK")).toEqual({ kind: "recovery", code: "abcde-fghjk" });
    expect(readCode(" abcde fghjk ")).toEqual({ kind: "recovery", code: "abcde-fghjk" });
    expect(RECOVERY_CODE.test("abcde-fghjk")).toBe(true);
    // 0, 1, i, l and o are never in a recovery code: one of them makes the code unreadable.
    expect(readCode("abcde-fghj0")).toEqual({ kind: "invalid" });
    expect(readCode("abcde-fghjl")).toEqual({ kind: "invalid" });
  });

  it("shows the key in groups of four", () => {
    expect(groupKey("jbswy3dpehpk3pxp")).toBe("JBSW Y3DP EHPK 3PXP");
    expect(groupKey("ABCDEF")).toBe("ABCD EF");
  });
});
