import { normalizeSearch } from "../../contract/arabic";

export interface Segment {
  text: string;
  /** The part matches the query (shown marked). */
  hit: boolean;
}

/**
 * The text split where it matches the query, compared as search compares (normalizeSearch: with
 * or without hamza, tashkeel and tatweel, ta marbuta as ha, Arabic-Indic digits, any case). Each
 * character is folded alone and remembers where it came from, so the marked parts are the
 * original's own characters, the tashkeel inside a match included.
 */
export function highlight(text: string, query: string): Segment[] {
  const source = text.normalize("NFC");
  const needle = normalizeSearch(query);
  if (!needle) return [{ text: source, hit: false }];
  let folded = "";
  // folded[i] came from source[from[i]]; `to[i]` is the end of that source character.
  const from: number[] = [];
  const to: number[] = [];
  let space = true;
  const add = (chars: string, start: number, end: number) => {
    for (const c of chars) {
      folded += c;
      from.push(start);
      to.push(end);
    }
  };
  for (let i = 0; i < source.length;) {
    const ch = String.fromCodePoint(source.codePointAt(i)!);
    const next = i + ch.length;
    const f: string = /\s/u.test(ch) ? (space ? "" : " ") : normalizeSearch(ch);
    add(f, i, next);
    if (f) space = f === " ";
    i = next;
  }
  const segments: Segment[] = [];
  let at = 0;
  for (let found = folded.indexOf(needle); found !== -1; found = folded.indexOf(needle, found + needle.length)) {
    const start = from[found]!;
    const end = to[found + needle.length - 1]!;
    if (start < at) continue;
    if (start > at) segments.push({ text: source.slice(at, start), hit: false });
    segments.push({ text: source.slice(start, end), hit: true });
    at = end;
  }
  if (at < source.length) segments.push({ text: source.slice(at), hit: false });
  return segments;
}
