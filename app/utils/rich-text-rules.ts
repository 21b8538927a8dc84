/**
 * Rules for links, images, videos and indents in rich text. Pure and dependency-free:
 * the browser editor and the server sanitiser (`sanitize.server.ts`) apply the same rules, so what
 * the editor shows is what the server keeps.
 *
 * Strictness, on purpose:
 * - Links: only `http:`/`https:` (with a host), `mailto:` and `tel:`. Everything else is blank (""),
 *   including relative paths (`/about`, `#top`), protocol-relative (`//host`) and scheme-less hosts
 *   (`www.example.com`): the spec allows four protocols, and a guessed `https://` would link to a host
 *   the author never typed. A bare e-mail address (`a@b.co`) is the one exception: it becomes `mailto:`.
 * - Images: `http:`/`https:` (with a host) or a base64 `data:image/(png|jpeg|gif|webp)` URI; anything
 *   else becomes {@link BLANK_IMAGE}. No SVG data URIs.
 * - Obfuscation: the scheme is read after removing every whitespace, control and invisible character
 *   (`java\tscript:`, `\u0000javascript:`, `java\u200Bscript:`) and ignoring case (`JaVaScRiPt:`). An
 *   allowed scheme must then also appear literally at the start of the (trimmed) value. Character
 *   references are never decoded here (parsers such as sanitize-html and the DOM decode them once
 *   before these rules run); a still-encoded scheme (`&#106;avascript:`, `javascript&colon;`) has no
 *   `letters:` prefix, so it counts as relative and is rejected.
 */

/** The "blank placeholder" for a rejected image source: a 1×1 transparent GIF. */
export const BLANK_IMAGE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** Indent levels are 1 to 8; 0 means not indented. */
export const MAX_INDENT = 8;

/** Hosts that may be embedded as a video (matches the CSP `frame-src`). */
const VIDEO_EMBED_PREFIXES = ["https://www.youtube-nocookie.com/embed/", "https://player.vimeo.com/video/"] as const;

/* eslint-disable no-control-regex -- these patterns exist to find control characters */
// Whitespace, C0/C1 controls, soft hyphen, zero-width and bidi controls, BOM: ignored when reading a scheme.
const INVISIBLE = /[\u0000-\u0020\u007F-\u00A0\u00AD\u115F\u1160\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\u3164\uFEFF]/g;
// Removed from a value we keep: ASCII tab and newlines (the URL parser drops them anyway) and other controls.
const CONTROLS = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/g;
const EDGE_SPACE =
  /^[\s\u0000-\u001F\u007F-\u00A0\u200B-\u200F\u2028\u2029\u202F\u205F\u3000\uFEFF]+|[\s\u0000-\u001F\u007F-\u00A0\u200B-\u200F\u2028\u2029\u202F\u205F\u3000\uFEFF]+$/g;
/* eslint-enable no-control-regex */
const SCHEME = /^([a-z][a-z0-9+.-]*):/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const TEL = /^tel:\+?[0-9][0-9 ()./-]*$/i;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/i;

interface Cleaned {
  /** The value to keep: trimmed, control characters removed, case and spaces kept. */
  value: string;
  /** Lower-cased, every invisible character removed: only for reading the scheme. */
  probe: string;
}

function clean(input: unknown): Cleaned {
  const raw = typeof input === "string" ? input : "";
  const value = raw.replace(EDGE_SPACE, "").replace(CONTROLS, "");
  return { value, probe: raw.replace(INVISIBLE, "").toLowerCase() };
}

function schemeOf(probe: string): string | null {
  return SCHEME.exec(probe)?.[1] ?? null;
}

/** True for an absolute `http://` or `https://` URL with a host, the scheme literally at its start. */
function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** True when the text looks like a bare e-mail address (`a@b.co`). */
export function isEmailShaped(text: unknown): boolean {
  return typeof text === "string" && EMAIL.test(text.trim());
}

/**
 * The href to keep for a link, or "" (blank) when it is not allowed. A bare e-mail address gets
 * `mailto:`. See the module comment for what is rejected and why.
 */
export function safeLinkHref(href: unknown): string {
  const { value, probe } = clean(href);
  if (!value) return "";
  const scheme = schemeOf(probe);
  if (scheme === null) return isEmailShaped(value) ? `mailto:${value}` : "";
  switch (scheme) {
    case "http":
    case "https":
      return isWebUrl(value) ? value : "";
    case "mailto":
      return /^mailto:\S/i.test(value) ? value : "";
    case "tel":
      return TEL.test(value) ? value : "";
    default:
      return "";
  }
}

/** The src to keep for an image, or {@link BLANK_IMAGE} when it is not allowed. */
export function safeImageSrc(src: unknown): string {
  const { value, probe } = clean(src);
  if (!value) return BLANK_IMAGE;
  const scheme = schemeOf(probe);
  if (scheme === "http" || scheme === "https") return isWebUrl(value) ? value : BLANK_IMAGE;
  if (scheme === "data") {
    // Base64 may be wrapped over several lines: drop all whitespace before checking it.
    const compact = value.replace(/\s+/g, "");
    return DATA_IMAGE.test(compact) ? compact : BLANK_IMAGE;
  }
  return BLANK_IMAGE;
}

/** True when an image source is acceptable as it is (not replaced by the placeholder). */
export function isSafeImageSrc(src: unknown): boolean {
  return safeImageSrc(src) !== BLANK_IMAGE || clean(src).value === BLANK_IMAGE;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * Videos are embedded as an `<iframe>` from two privacy-friendly players only:
 * `https://www.youtube-nocookie.com/embed/{id}` and `https://player.vimeo.com/video/{id}`.
 * Accepts the usual page and share addresses (youtube.com/watch?v=, youtu.be/, /shorts/, /embed/,
 * vimeo.com/{id}, player.vimeo.com/video/{id}) and returns the canonical embed URL, or "".
 */
export function videoEmbedSrc(input: unknown): string {
  const { value } = clean(input);
  if (!isWebUrl(value)) return "";
  const url = new URL(value);
  if (url.username || url.password || (url.port && url.port !== "443" && url.port !== "80")) return "";
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);

  let youtube: string | null = null;
  if (host === "youtu.be") youtube = parts[0] ?? null;
  else if (["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"].includes(host)) {
    if (parts[0] === "watch") youtube = url.searchParams.get("v");
    else if (parts.length === 2 && ["embed", "shorts", "live", "v"].includes(parts[0] ?? "")) youtube = parts[1] ?? null;
  }
  if (youtube !== null) return YOUTUBE_ID.test(youtube) ? `${VIDEO_EMBED_PREFIXES[0]}${youtube}` : "";

  let vimeo: string | null = null;
  if (host === "vimeo.com" || host === "www.vimeo.com") vimeo = parts.length === 1 ? (parts[0] ?? null) : null;
  else if (host === "player.vimeo.com" && parts.length === 2 && parts[0] === "video") vimeo = parts[1] ?? null;
  if (vimeo !== null && VIMEO_ID.test(vimeo)) {
    // Unlisted Vimeo videos need their hash (`?h=abc123`).
    const hash = url.searchParams.get("h");
    return `${VIDEO_EMBED_PREFIXES[1]}${vimeo}${hash && /^[a-f0-9]{1,32}$/i.test(hash) ? `?h=${hash}` : ""}`;
  }
  return "";
}

/** Indent levels are stored as the class `ql-indent-{1..8}` (the format of the Quill editor). */
export function indentClass(level: number): string | null {
  const n = clampIndent(level);
  return n > 0 ? `ql-indent-${n}` : null;
}

/** The indent level (0 to 8) named by a class attribute; unknown or out-of-range levels are 0. */
export function parseIndent(className: string | null | undefined): number {
  const match = /(?:^|\s)ql-indent-([1-8])(?:\s|$)/.exec(className ?? "");
  return match ? Number(match[1]) : 0;
}

export function clampIndent(level: number): number {
  if (!Number.isFinite(level)) return 0;
  return Math.min(MAX_INDENT, Math.max(0, Math.trunc(level)));
}

/** What the link prompt suggests for selected text: its mailto/URL form, or `https://`. */
export function suggestLinkHref(text: string): string {
  const href = safeLinkHref(text);
  return href || "https://";
}
