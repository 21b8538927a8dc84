/**
 * The Arabic web font (decision 0006), subset to the basic Arabic block (scripts/build/subset-fonts.mjs):
 * one weight, 28 KB; bold is synthesised. `unicode-range` keeps pages without Arabic text from
 * downloading it (an English page's language link, «العربية», is set in a system face for that),
 * and `swap` shows text at once in the fallback face.
 *
 * When it loads: on a first visit with JavaScript its 28 KB would share a slow link with the
 * scripts and hold hydration back by about half a second on Slow 3G, for a face that arrives
 * after the first paint anyway. So the server leaves the face out of the head until this browser
 * has the file (the FONT_COOKIE hint), and the page adds it once hydrated (`addArabicFontLater`).
 * From then on the face is inline in the head and the browser takes the file from its cache when
 * the first layout asks for it. It is never preloaded: Chromium holds the first paint for a
 * preloaded font that has not arrived (up to about 1.5 s after the navigation starts), and a hint
 * cannot know the cache, so a phone that emptied its cache but kept the hint would see a blank page
 * until then. Without JavaScript a `<noscript>` copy of the face applies (app/components/inline-css.tsx).
 */
import ARABIC_FONT_URL from "~/styles/fonts/plex-arabic-400.woff2?url";

const ARABIC_FAMILY = "IBM Plex Sans Arabic";
const ARABIC_RANGE = "U+0600-06FF,U+200C-200F";
/**
 * Set by the page once the font has loaded: a hint that the file is in this browser's cache. Over
 * HTTPS under the `__Host-` prefix (no subdomain can plant it), like the server's cookies. It is
 * set by script, so it cannot be HttpOnly; it holds "1" and says nothing about the user. A logout
 * clears the cache but leaves the hint (expiring it would take a Set-Cookie without HttpOnly,
 * which security item B10 rules out): the next visit then fetches the font early, once.
 */
const FONT_COOKIE = "lawha_font";

export function arabicFaceCss(): string {
  return `@font-face{font-family:"${ARABIC_FAMILY}";font-style:normal;font-display:swap;font-weight:400;src:url(${ARABIC_FONT_URL}) format("woff2");unicode-range:${ARABIC_RANGE}}`;
}

/** Whether a request's Cookie header carries the font hint. */
export function hasFontHint(cookieHeader: string | null): boolean {
  const pairs = (cookieHeader ?? "").split(/;\s*/);
  return pairs.includes(`__Host-${FONT_COOKIE}=1`) || pairs.includes(`${FONT_COOKIE}=1`);
}

/**
 * After hydration, when the server left the face out (it is then not among the document's faces):
 * on an Arabic page, loads it and adds it once loaded; elsewhere, adds it unloaded, so that the
 * browser fetches it only if Arabic text shows (`unicode-range`; an English page's own Arabic, its
 * language link, is set in a system face). Once it has loaded the hint cookie is set for a year, so
 * the next documents inline it.
 */
export function addArabicFontLater(): void {
  if (typeof document === "undefined" || !("fonts" in document) || typeof FontFace === "undefined") return;
  let present = false;
  document.fonts.forEach((face) => {
    if (face.family.replace(/["']/g, "") === ARABIC_FAMILY) present = true;
  });
  if (present) return;
  const face = new FontFace(ARABIC_FAMILY, `url(${ARABIC_FONT_URL}) format("woff2")`, {
    style: "normal",
    weight: "400",
    display: "swap",
    unicodeRange: ARABIC_RANGE,
  });
  const remember = () => {
    const https = location.protocol === "https:";
    document.cookie = `${https ? "__Host-" : ""}${FONT_COOKIE}=1; Max-Age=31536000; Path=/; SameSite=Lax${https ? "; Secure" : ""}`;
  };
  // Not loaded (offline, blocked): the fallback face stays, and so does the deferral.
  const stay = () => {};
  if (document.documentElement.lang !== "ar") {
    // Fetched by the browser when text in its range needs it, if ever.
    document.fonts.add(face);
    face.loaded.then(remember, stay);
    return;
  }
  // Loaded first, then added: adding a face lays the whole page out again, and so does its
  // arrival when it was added before it loaded; this way the page is laid out once, with it.
  face.load().then(() => {
    document.fonts.add(face);
    remember();
  }, stay);
}
