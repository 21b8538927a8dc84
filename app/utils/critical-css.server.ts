import appCss from "~/styles/app.css?inline";
import loginCss from "~/styles/login.css?inline";
import pagesCss from "~/styles/pages.css?inline";
import richTextCss from "~/styles/rich-text.css?inline";
import { arabicFaceCss } from "./font";
import type { PageStyle } from "./page-styles";

/** In this order wherever they go (their selectors do not overlap: tests/build/budgets.test.ts). */
export const PAGE_CSS: Record<PageStyle, string> = { login: loginCss, pages: pagesCss, richText: richTextCss };

/**
 * What the document carries inline (issue 7): in the head, app.css, the page stylesheets the
 * matched routes ask for (app/utils/page-styles.ts), and the Arabic face when this browser already
 * has the font (app/utils/font.ts says why it waits otherwise); at the end of the body, the other
 * page stylesheets, for client-side navigations to those pages. Without the face inline, it goes
 * into a `<noscript>` copy for browsers that will never run the late loader.
 */
export interface InlineStyles {
  css: string;
  /** Markup for a `<noscript>` in the head ("" when the face is inline). */
  noscript: string;
  /** CSS for the end of the body. */
  tail: string;
}

export function inlineStyles(fontCached: boolean, needed: ReadonlySet<PageStyle> = new Set()): InlineStyles {
  const face = arabicFaceCss();
  const names = Object.keys(PAGE_CSS) as PageStyle[];
  const head = names.filter((n) => needed.has(n)).map((n) => PAGE_CSS[n]);
  const tail = names.filter((n) => !needed.has(n)).map((n) => PAGE_CSS[n]);
  return {
    css: (fontCached ? face : "") + appCss + head.join(""),
    noscript: fontCached ? "" : `<style>${face}</style>`,
    tail: tail.join(""),
  };
}
