#!/usr/bin/env node
// Regenerates the committed Arabic web-font subsets: `node scripts/subset-fonts.mjs`.
// Source: @fontsource/ibm-plex-sans-arabic (IBM Plex Sans Arabic, SIL Open Font License 1.1; the
// licence travels in app/styles/fonts/OFL.txt). The Arabic file of that package (43 KB)
// also holds Arabic Extended-A/B, Supplement and the legacy presentation forms; we keep the basic
// Arabic block (letters, harakat, digits, punctuation, Persian/Urdu letters) and the joiners and
// direction marks. hb-subset (harfbuzz wasm, via subset-font) keeps every glyph the shaper reaches
// through GSUB (initial/medial/final/ligature forms), so shaping is unchanged for that text.
// Latin text (digits, e-mail addresses, English pages) uses the system's sans-serif face.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const source = path.join(root, "node_modules/@fontsource/ibm-plex-sans-arabic");
const out = path.join(root, "app/styles/fonts");

/** Must match the unicode-range of the @font-face rule in app/server/critical-css.server.ts. */
export const RANGES = [
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
];

const text = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");
// One weight: the bold is synthesised (docs/decisions/0006-fast-on-a-slow-phone.md).
for (const weight of [400]) {
  const input = readFileSync(path.join(source, `files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`));
  const subset = await subsetFont(input, text, { targetFormat: "woff2" });
  writeFileSync(path.join(out, `plex-arabic-${weight}.woff2`), subset);
  console.log(`plex-arabic-${weight}.woff2: ${(input.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`);
}
copyFileSync(path.join(source, "LICENSE"), path.join(out, "OFL.txt"));
