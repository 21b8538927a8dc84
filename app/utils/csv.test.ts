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
  ])("neutralises %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("leaves plain text alone and quotes commas, quotes and line breaks", () => {
    expect(csvCell("مدونة")).toBe("مدونة");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvLine(["1", "=1", "x"])).toBe('1,"\'=1",x');
  });
});
