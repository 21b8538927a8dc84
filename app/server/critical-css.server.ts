import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import appCss from "~/styles/app.css?inline";
import { arabicFaceCss } from "~/utils/font";
import { pickEncoding, type Encoding } from "./assets.server";
import { isHttps } from "./request-context.server";

/**
 * What the document's head carries inline: the stylesheet, and the Arabic face when this browser
 * already has the font (app/utils/font.ts says why it waits otherwise). Without it the face goes
 * into a `<noscript>` copy, for browsers that will never run the late loader.
 *
 * The stylesheet is half of every page (35 KB of a list's 80). A first visit gets it inline: no
 * request stands between the HTML and the first paint on a slow link. That page then fetches it as
 * a file at idle priority (`rel=prefetch`, with or without JavaScript); the file's answer sets a
 * hint cookie naming its version, and later pages link that cached file instead of repeating it.
 * A new build has a new version, so an old hint means "inline" again.
 */
export interface InlineStyles {
  /** The stylesheet, for a page that inlines it. */
  app: string;
  /** The Arabic face, inline ("" when it waits for the late loader). */
  face: string;
  /** Markup for a `<noscript>` in the head ("" when the face is inline). */
  noscript: string;
  /** Markup for a `<noscript>` at the end of the body: the stylesheet file's prefetch, for pages without JavaScript. */
  prefetch: string;
}

const FACE = arabicFaceCss();

export function inlineStyles(fontCached: boolean, stylesheetCached: boolean): InlineStyles {
  return {
    app: appCss,
    face: fontCached ? FACE : "",
    noscript: fontCached ? "" : `<style>${FACE}</style>`,
    prefetch: stylesheetCached ? "" : `<link rel="prefetch" href="${STYLESHEET_HREF}" as="style"/>`,
  };
}

const VERSION = createHash("sha256").update(appCss).digest("hex").slice(0, 12);
const FILE = `app.${VERSION}.css`;
/** Where the stylesheet is served as a file (routes/stylesheet.tsx). */
export const STYLESHEET_HREF = `/styles/${FILE}`;
/** Set by the stylesheet file's answer: this browser has this version of it. HttpOnly. */
export const STYLESHEET_COOKIE = "lawha_css";

/** Whether a request's Cookie header says the browser has this build's stylesheet. */
export function hasStylesheet(cookieHeader: string | null): boolean {
  const pairs = (cookieHeader ?? "").split(/;\s*/);
  return pairs.includes(`__Host-${STYLESHEET_COOKIE}=${VERSION}`) || pairs.includes(`${STYLESHEET_COOKIE}=${VERSION}`);
}

let encoded: Record<Encoding, Uint8Array<ArrayBuffer>> | null = null;

/** Compressed once, at the best levels (like the build's scripts), the first time it is asked for. */
function bodies(): Record<Encoding, Uint8Array<ArrayBuffer>> {
  if (!encoded) {
    const raw = Buffer.from(appCss);
    encoded = {
      identity: new Uint8Array(raw),
      br: new Uint8Array(
        brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
      ),
      gzip: new Uint8Array(gzipSync(raw, { level: 9 })),
    };
  }
  return encoded;
}

/** The stylesheet file `name` as the browser accepts it, with the hint cookie; null for another name. */
export function stylesheetFile(name: string, request: Request): { body: Uint8Array<ArrayBuffer>; headers: Headers } | null {
  if (name !== FILE) return null;
  const encoding = pickEncoding(request.headers.get("Accept-Encoding"));
  const body = bodies()[encoding];
  const https = isHttps(request);
  const headers = new Headers({
    "Content-Type": "text/css; charset=utf-8",
    "Content-Length": String(body.length),
    // Named by its content: a new build has a new name, so a copy is good for ever.
    "Cache-Control": "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
    "X-Content-Type-Options": "nosniff",
    "Set-Cookie": `${https ? "__Host-" : ""}${STYLESHEET_COOKIE}=${VERSION}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${https ? "; Secure" : ""}`,
  });
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  return { body, headers };
}
