import appCss from "~/styles/app.css?inline";
import arabic400 from "~/styles/fonts/plex-arabic-400.woff2?url";

/**
 * The Arabic face, subset to the basic Arabic block (scripts/subset-fonts.mjs): 28 KB for the
 * regular weight instead of 43 KB + 19 KB of Latin. `unicode-range` keeps English pages from
 * downloading it; Latin text uses the system sans-serif (app.css `--font`). `swap`: text shows at
 * once in the fallback face and never waits for the font. One weight only: bold text (600) is
 * synthesised from it, 30 KB less competing with the JavaScript on a first visit
 * (docs/decisions/0006-fast-on-a-slow-phone.md).
 */
const ARABIC_RANGE = "U+0600-06FF,U+200C-200F";
const face = (weight: number, url: string) =>
  `@font-face{font-family:"IBM Plex Sans Arabic";font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format("woff2");unicode-range:${ARABIC_RANGE}}`;

export const ARABIC_FONT_URL = arabic400;

export const criticalCss = face(400, arabic400) + appCss;
