import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

describe("CSV cells", () => {
  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+1+1", '"\'+1+1"'],
    ["-2+3", '"\'-2+3"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\t=1+1", '"\'\t=1+1"'],
    ["\r=1+1", '"\'\r=1+1"'],
    // Starts like a number, but is not one: still a formula.
    ["+966501234567+1", '"\'+966501234567+1"'],
    ["-1+A1", '"\'-1+A1"'],
    ["+966 50 123 4567", '"\'+966 50 123 4567"'],
    ["+", '"\'+"'],
    ["-", '"\'-"'],
    ["@", '"\'@"'],
  ])("neutralises %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each(["+966501234567", "+14155550123", "-5", "+3", "-12.5", "0501234567"])("leaves the number %j as it is (no apostrophe)", (value) => {
    expect(csvCell(value)).toBe(value);
  });

  it("gives a line of phones and formulas their due", () => {
    expect(csvLine(["7", "+966501234567", "=1+1", "-3"])).toBe('7,+966501234567,"\'=1+1",-3');
  });

  it("leaves plain text alone and quotes commas, quotes and line breaks", () => {
    expect(csvCell("مدونة")).toBe("مدونة");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvLine(["1", "=1", "x"])).toBe('1,"\'=1",x');
  });
});
