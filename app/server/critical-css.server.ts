import appCss from "~/styles/app.css?inline";
import { arabicFaceCss } from "~/utils/font";

/**
 * What the document's head carries inline: the whole stylesheet, and the Arabic face
 * when this browser already has the font (app/utils/font.ts says why it waits otherwise). Without
 * it the face goes into a `<noscript>` copy, for browsers that will never run the late loader.
 */
export interface InlineStyles {
  css: string;
  /** Markup for a `<noscript>` in the head ("" when the face is inline). */
  noscript: string;
}

const FACE = arabicFaceCss();
// The two documents' head styles, built once.
const CACHED: InlineStyles = { css: FACE + appCss, noscript: "" };
const FIRST_VISIT: InlineStyles = { css: appCss, noscript: `<style>${FACE}</style>` };

export function inlineStyles(fontCached: boolean): InlineStyles {
  return fontCached ? CACHED : FIRST_VISIT;
}
