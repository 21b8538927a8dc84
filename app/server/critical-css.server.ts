import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import appCss from "~/styles/app.css?inline";
import { arabicFaceCss } from "~/utils/font";
import { pickEncoding, type Encoding } from "./assets.server";
import { isHttps } from "./request-context.server";
import { splitStylesheet } from "./stylesheet-parts";

/**
 * What the document's head carries inline: the stylesheet's first part, and the Arabic face when
 * this browser already has the font (app/utils/font.ts says why it waits otherwise). Without it the
 * face goes into a `<noscript>` copy, for browsers that will never run the late loader.
 *
 * The stylesheet comes in two parts (app/server/stylesheet-parts.ts): what the first paint of any
 * page needs, always inline, so that no request ever stands between the HTML and the first paint;
 * and the rules that only matter later (hover, the editor, the calendar, print), about 1.5 of its 9.4 KB gzipped.
 * A first visit gets both inline and then fetches the later part as a file at idle priority
 * (`rel=prefetch`, with or without JavaScript); the file's answer sets a hint cookie naming its
 * version, and later pages link that file at the end of the body instead of repeating it. A body
 * stylesheet holds back neither the paint of what comes before it nor, cached, anything else; a
 * browser that emptied its cache but kept the hint fetches it while the first screen is already
 * painted. A new build has a new version, so an old hint means "inline" again.
 */
export interface InlineStyles {
  /** The stylesheet inline: its first part, and its later part too where that is not linked. */
  app: string;
  /** The Arabic face, inline ("" when it waits for the late loader). */
  face: string;
  /** Markup for a `<noscript>` in the head ("" when the face is inline). */
  noscript: string;
  /** Markup for a `<noscript>` at the end of the body: the stylesheet file's prefetch, for pages without JavaScript. */
  prefetch: string;
}

const FACE = arabicFaceCss();
const PARTS = splitStylesheet(appCss);

export function inlineStyles(fontCached: boolean, stylesheetCached: boolean): InlineStyles {
  return {
    app: stylesheetCached ? PARTS.first : PARTS.first + PARTS.later,
    face: fontCached ? FACE : "",
    noscript: fontCached ? "" : `<style>${FACE}</style>`,
    prefetch: stylesheetCached ? "" : `<link rel="prefetch" href="${STYLESHEET_HREF}" as="style"/>`,
  };
}

const VERSION = createHash("sha256").update(PARTS.later).digest("hex").slice(0, 12);
const FILE = `app.${VERSION}.css`;
/** Where the stylesheet's later part is served as a file (routes/stylesheet.tsx). */
export const STYLESHEET_HREF = `/styles/${FILE}`;
/** Set by the file's answer: this browser has this version of the later part. HttpOnly. */
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
    const raw = Buffer.from(PARTS.later);
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
