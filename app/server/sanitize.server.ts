import sanitizeHtml from "sanitize-html";
import { MAX_INDENT, safeImageSrc, safeLinkHref, videoEmbedSrc } from "~/utils/rich-text-rules";

/**
 * Server-side cleaning of rich text with sanitize-html: whatever the
 * editor, a pasted document or a no-JS textarea sends, only these survive. Plain text (the
 * textarea typed without markup) is first turned into paragraphs and lists (`plainTextToHtml`).
 *
 * - Headers h1–h6, p, br, strong/b, em/i, u, s/strike, sub/sup, blockquote, pre + code (code block).
 * - Lists ol (`start`, `type`), ul, li; checklists as `ul[data-type=taskList]` with
 *   `li[data-type=taskItem][data-checked=true|false]` (the editor's checkbox markup is dropped).
 * - Indent levels 1–8 as the class `ql-indent-N` on p, h1–h6 and li; no other class, no level 9+.
 * - Links: href through `safeLinkHref` (e-mail → mailto:, anything else not allowed → the link is
 *   unwrapped to its text); always `rel="noopener noreferrer nofollow"`; `target` only `_blank`.
 * - Images: src through `safeImageSrc` (rejected → the blank placeholder), alt, numeric width/height.
 * - Video: an `<iframe class="ql-video">` whose src is a YouTube (nocookie) or Vimeo player URL,
 *   canonicalised by `videoEmbedSrc`; any other iframe is removed with its content.
 * Everything else goes: scripts and styles with their content, event handlers, style attributes,
 * comments; unknown tags are removed but their text is kept.
 */

const INDENT_CLASSES = Array.from({ length: MAX_INDENT }, (_, i) => `ql-indent-${i + 1}`);
const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"];
const INDENTABLE = ["p", ...HEADINGS, "li"];
const NUMBER = /^\d{1,4}$/;
const REL = "noopener noreferrer nofollow";

type Attributes = sanitizeHtml.Attributes;

function pick(attribs: Attributes, name: string, test: (value: string) => boolean, out: Attributes) {
  const value = attribs[name]?.trim();
  if (value !== undefined && test(value)) out[name] = value;
}

const transformTags: Record<string, sanitizeHtml.Transformer> = {
  a: (tagName, attribs) => {
    const out: Attributes = {};
    const href = safeLinkHref(attribs.href);
    if (href) out.href = href;
    if (attribs.target?.trim().toLowerCase() === "_blank") out.target = "_blank";
    out.rel = REL;
    return { tagName, attribs: out };
  },
  img: (tagName, attribs) => {
    const out: Attributes = { src: safeImageSrc(attribs.src) };
    if (attribs.alt !== undefined) out.alt = attribs.alt;
    pick(attribs, "width", (v) => NUMBER.test(v), out);
    pick(attribs, "height", (v) => NUMBER.test(v), out);
    return { tagName, attribs: out };
  },
  iframe: (tagName, attribs): sanitizeHtml.Tag => {
    const src = videoEmbedSrc(attribs.src);
    // Without a src the exclusive filter below removes the iframe and its content.
    if (!src) return { tagName, attribs: {} };
    return { tagName, attribs: { class: "ql-video", frameborder: "0", allowfullscreen: "true", src } };
  },
  ol: (tagName, attribs) => {
    const out: Attributes = {};
    pick(attribs, "start", (v) => NUMBER.test(v) && v !== "1", out);
    pick(attribs, "type", (v) => ["a", "A", "i", "I"].includes(v), out);
    return { tagName, attribs: out };
  },
  ul: (tagName, attribs) => {
    const out: Attributes = {};
    if (attribs["data-type"] === "taskList") out["data-type"] = "taskList";
    return { tagName, attribs: out };
  },
  li: (tagName, attribs) => {
    const out: Attributes = {};
    if (attribs.class !== undefined) out.class = attribs.class;
    const checked = attribs["data-checked"];
    if (attribs["data-type"] === "taskItem" || checked !== undefined) {
      out["data-checked"] = checked === "true" || checked === "" ? "true" : "false";
      out["data-type"] = "taskItem";
    }
    return { tagName, attribs: out };
  },
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "sub",
    "sup",
    "a",
    "ol",
    "ul",
    "li",
    "blockquote",
    "pre",
    "code",
    "img",
    "iframe",
  ],
  allowedAttributes: {
    ...Object.fromEntries(INDENTABLE.map((tag) => [tag, ["class"]])),
    li: ["class", "data-type", "data-checked"],
    ul: ["data-type"],
    ol: ["start", "type"],
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    iframe: ["class", "frameborder", "allowfullscreen", "src"],
  },
  allowedClasses: { ...Object.fromEntries(INDENTABLE.map((tag) => [tag, INDENT_CLASSES])), iframe: ["ql-video"] },
  // Second line of defence behind the transforms above.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedIframeHostnames: ["www.youtube-nocookie.com", "player.vimeo.com"],
  allowIframeRelativeUrls: false,
  allowVulnerableTags: false,
  disallowedTagsMode: "discard",
  // Tags whose content is dropped along with them (the rest keep their text).
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title", "xmp", "noembed", "noframes", "head"],
  transformTags,
  exclusiveFilter: (frame) => {
    if (frame.tag === "iframe" && !frame.attribs.src) return true;
    // A link whose href was not allowed is unwrapped: its text stays, without a dead link.
    if (frame.tag === "a" && !frame.attribs.href) return "excludeTag";
    return false;
  },
};

/** Any tag, comment or doctype: the value was written as HTML (by the editor or by hand). */
const HTML_TAG = /<(?:[a-z][a-z0-9-]*(?:\s[^>]*)?\/?|\/[a-z][a-z0-9-]*\s*|!--[\s\S]*?--|!doctype[^>]*)>/i;
/** A list item typed as plain text: "- " at the start of the line (after any indent). */
const LIST_ITEM = /^\s*-\s+(.*)$/;

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Plain text as rich text, as a person typing into the text area without JavaScript means it:
 * a blank line ends a paragraph, a single line break stays a line break (`<br>`), and a run of
 * lines starting with "- " is a bulleted list. The text is escaped first, so what looks like
 * markup stays text.
 */
export function plainTextToHtml(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[^\S\n]*\n\s*/)
    .map((block) => block.replace(/\s+$/, ""))
    .filter((block) => block.trim() !== "");
  const out: string[] = [];
  for (const block of blocks) {
    let lines: string[] = [];
    let items: string[] = [];
    const flushLines = () => {
      if (lines.length) out.push(`<p>${lines.map((line) => escapeText(line.trim())).join("<br />")}</p>`);
      lines = [];
    };
    const flushItems = () => {
      if (items.length) out.push(`<ul>${items.map((item) => `<li>${escapeText(item.trim())}</li>`).join("")}</ul>`);
      items = [];
    };
    for (const line of block.split("\n")) {
      const item = LIST_ITEM.exec(line);
      if (item) {
        flushLines();
        items.push(item[1] ?? "");
      } else {
        flushItems();
        if (line.trim() !== "") lines.push(line);
      }
    }
    flushLines();
    flushItems();
  }
  return out.join("");
}

/**
 * Cleans rich text for storage (see the module comment for what survives). HTML (what the
 * editor posts, or markup typed by hand) is cleaned as it is; plain text (no tag at all: the
 * text area without JavaScript) first becomes paragraphs, line breaks and lists
 * (`plainTextToHtml`), so its lines are not run together.
 */
export function sanitizeRichText(html: string): string {
  if (typeof html !== "string" || html.trim() === "") return "";
  const source = HTML_TAG.test(html) ? html : plainTextToHtml(html);
  return sanitizeHtml(source, OPTIONS).trim();
}

/**
 * True when sanitised rich text has nothing to show (no text, image or video), e.g. the editor's
 * empty `<p></p>`: use it for "required" checks.
 */
export function isRichTextEmpty(html: string): boolean {
  const visible = sanitizeHtml(sanitizeRichText(html), {
    allowedTags: ["img", "iframe"],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  });
  return visible.replace(/&nbsp;|&#160;|\s|\u200B/g, "") === "";
}
