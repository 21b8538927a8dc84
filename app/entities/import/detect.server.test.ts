import { describe, expect, it } from "vitest";
import { decodeFile, detectSeparator, headerLine, splitLine } from "./detect.server";

/** Windows-1256 bytes of a text: the decoder's own table, inverted. */
function windows1256(text: string): Uint8Array {
  const table = new Map<string, number>();
  const decoded = new TextDecoder("windows-1256").decode(Uint8Array.from({ length: 256 }, (_, i) => i));
  [...decoded].forEach((char, byte) => table.set(char, byte));
  return Uint8Array.from([...text].map((char) => table.get(char) ?? 0x3f));
}

function utf16(text: string, endian: "le" | "be", bom = true): Uint8Array {
  const out: number[] = bom ? (endian === "le" ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out.push(...(endian === "le" ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff]));
  }
  return Uint8Array.from(out);
}

const TEXT = "الاسم (عربي);الاسم (إنجليزي)\r\nفرع جدة;Jeddah";

describe("the encoding of an import file", () => {
  it("reads UTF-8 without a byte-order mark", () => {
    expect(decodeFile(new TextEncoder().encode(TEXT))).toEqual({ encoding: "utf-8", text: TEXT });
  });

  it("reads UTF-8 with a byte-order mark, and drops the mark", () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(TEXT)]);
    expect(decodeFile(bytes)).toEqual({ encoding: "utf-8", text: TEXT });
  });

  it("reads UTF-16 (Excel's Unicode text) in either byte order, with its mark", () => {
    expect(decodeFile(utf16(TEXT, "le"))).toEqual({ encoding: "utf-16le", text: TEXT });
    expect(decodeFile(utf16(TEXT, "be"))).toEqual({ encoding: "utf-16be", text: TEXT });
  });

  it("reads UTF-16 LE without a mark when most of the text is Latin", () => {
    const latin = "name_ar\tname_en\r\nx\tJeddah";
    expect(decodeFile(utf16(latin, "le", false))).toEqual({ encoding: "utf-16le", text: latin });
  });

  it("reads Windows-1256 (Arabic Excel's CSV): not valid UTF-8", () => {
    const bytes = windows1256(TEXT);
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow();
    expect(decodeFile(bytes)).toEqual({ encoding: "windows-1256", text: TEXT });
  });
});

describe("the separator of an import file", () => {
  const known = new Set(["name_ar", "name_en", "الاسم (عربي)", "city"]);
  const isKnown = (cell: string) => known.has(cell.trim());

  it("is the one that cuts the header into the most known columns", () => {
    expect(detectSeparator("name_ar,name_en,city", isKnown)).toBe(",");
    expect(detectSeparator("name_ar;name_en;city", isKnown)).toBe(";");
    expect(detectSeparator("name_ar\tname_en\tcity", isKnown)).toBe("\t");
  });

  it("ignores separators inside quotes", () => {
    // A comma inside a quoted header does not make the file comma-separated.
    expect(detectSeparator('"name_ar";"a, b, c, d";name_en', isKnown)).toBe(";");
  });

  it("falls back to the most cells, then to a comma", () => {
    expect(detectSeparator("a;b;c", isKnown)).toBe(";");
    expect(detectSeparator("one column", isKnown)).toBe(",");
  });

  it("takes the first line only, a line break inside quotes included", () => {
    expect(headerLine('"name\nar",b\r\nx,y')).toBe('"name\nar",b');
    expect(splitLine('a,"b,""c""",d', ",")).toEqual(["a", 'b,"c"', "d"]);
  });
});
