/**
 * How a spreadsheet file as staff save it is read: its encoding and its separator are detected,
 * never asked (docs/decisions/0015-import.md). The decoding itself is the WHATWG TextDecoder built
 * into Node; the parsing is csv-parse (quotes, separators and line breaks inside quotes).
 */

export type FileEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1256";

/**
 * The encoding of a file: a byte-order mark first (UTF-8, UTF-16 LE/BE: Excel's "Unicode text"),
 * then UTF-16 without one (every other byte zero in a mostly-ASCII text), then valid UTF-8, and
 * otherwise Windows-1256 (Arabic Excel's "CSV"): any byte sequence decodes in it.
 */
function detectEncoding(bytes: Uint8Array): { encoding: FileEncoding; bom: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: "utf-8", bom: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: "utf-16le", bom: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: "utf-16be", bom: 2 };
  const sample = bytes.subarray(0, 4096);
  if (sample.length >= 4) {
    let evenZeros = 0;
    let oddZeros = 0;
    for (let i = 0; i < sample.length; i++) {
      if (sample[i] !== 0) continue;
      if (i % 2) oddZeros++;
      else evenZeros++;
    }
    const half = sample.length / 2;
    if (oddZeros > half * 0.3 && evenZeros === 0) return { encoding: "utf-16le", bom: 0 };
    if (evenZeros > half * 0.3 && oddZeros === 0) return { encoding: "utf-16be", bom: 0 };
  }
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { encoding: "utf-8", bom: 0 };
  } catch {
    return { encoding: "windows-1256", bom: 0 };
  }
}

/** The file's text, in its detected encoding, without its byte-order mark. */
export function decodeFile(bytes: Uint8Array): { encoding: FileEncoding; text: string } {
  const { encoding, bom } = detectEncoding(bytes);
  const text = new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes.subarray(bom));
  return { encoding, text };
}

export type Separator = "," | ";" | "\t";
const SEPARATORS: Separator[] = [",", ";", "\t"];

/** The first line of a text (a line break inside quotes does not end it). */
export function headerLine(text: string): string {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\n" || c === "\r")) return text.slice(0, i);
  }
  return text;
}

/** A line cut at `separator` where it is outside quotes, each cell unquoted. */
export function splitLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') {
      if (quoted && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = !quoted;
    } else if (c === separator && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

/**
 * The separator of a file: of comma, semicolon and tab, the one that cuts its header line into the
 * most known columns (outside quotes); on a tie the one that cuts it into the most cells; comma
 * when nothing decides.
 */
export function detectSeparator(header: string, isKnown: (cell: string) => boolean): Separator {
  let best: Separator = ",";
  let bestKnown = -1;
  let bestCells = -1;
  for (const separator of SEPARATORS) {
    const cells = splitLine(header, separator);
    const known = cells.filter(isKnown).length;
    if (known > bestKnown || (known === bestKnown && cells.length > bestCells)) {
      best = separator;
      bestKnown = known;
      bestCells = cells.length;
    }
  }
  return best;
}
