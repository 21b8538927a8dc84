import { describe, expect, it } from "vitest";
import {
  BLANK_IMAGE,
  clampIndent,
  indentClass,
  isEmailShaped,
  isSafeImageSrc,
  parseIndent,
  safeImageSrc,
  safeLinkHref,
  suggestLinkHref,
  videoEmbedSrc,
} from "./rich-text-rules";

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

describe("safeLinkHref", () => {
  it.each([
    "http://example.com",
    "https://example.com/path?q=1&r=2#frag",
    "HTTPS://EXAMPLE.COM/A",
    "https://مثال.السعودية/صفحة",
    "mailto:info@example.com",
    "mailto:info@example.com?subject=Hello%20there",
    "tel:+966501234567",
    "tel:+966 50 123 4567",
  ])("keeps the allowed %s", (href) => {
    expect(safeLinkHref(href)).toBe(href);
  });

  it("trims surrounding whitespace and drops tabs and newlines inside", () => {
    expect(safeLinkHref("  https://example.com/a  ")).toBe("https://example.com/a");
    expect(safeLinkHref("https://exa\tmple.com/\na")).toBe("https://example.com/a");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java\rscript:alert(1)",
    "\u0000javascript:alert(1)",
    " \u0001\u001fjavascript:alert(1)",
    "java\u200bscript:alert(1)",
    "java\u00adscript:alert(1)",
    "\ufeffjavascript:alert(1)",
    "javascript :alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "&#0000106&#0000097vascript:alert(1)",
    "javascript&colon;alert(1)",
    "javascript&#58;alert(1)",
    "ｊａｖａｓｃｒｉｐｔ:alert(1)",
    "vbscript:msgbox(1)",
    "VBScript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "ftp://example.com",
    "sms:+966500000000",
    "blob:https://example.com/uuid",
  ])("blanks the disallowed %j", (href) => {
    expect(safeLinkHref(href)).toBe("");
  });

  it.each([
    ["www.example.com", "scheme-less host"],
    ["example.com/page", "scheme-less path"],
    ["//example.com", "protocol-relative"],
    ["/about", "root-relative"],
    ["about", "relative"],
    ["#top", "fragment"],
    ["?q=1", "query"],
    ["https://", "no host"],
    ["http:example.com", "no slashes"],
    ["ht tp://example.com", "space in the scheme"],
    ["mailto:", "empty mailto"],
    ["tel:abc", "tel without a number"],
    ["", "empty"],
    ["   ", "blank"],
  ])("is strict: %j (%s) is blank", (href) => {
    expect(safeLinkHref(href)).toBe("");
  });

  it("blanks values that are not strings", () => {
    expect(safeLinkHref(undefined)).toBe("");
    expect(safeLinkHref(null)).toBe("");
    expect(safeLinkHref(42)).toBe("");
  });

  it("prefixes an e-mail-shaped href with mailto:", () => {
    expect(safeLinkHref("a@b.co")).toBe("mailto:a@b.co");
    expect(safeLinkHref(" info.sales+ar@example.com.sa ")).toBe("mailto:info.sales+ar@example.com.sa");
    expect(safeLinkHref("a@b")).toBe("");
    expect(safeLinkHref("a b@c.co")).toBe("");
    expect(safeLinkHref("javascript:alert(1)//@x.co")).toBe("");
  });
});

describe("isEmailShaped and suggestLinkHref", () => {
  it("recognises e-mail-shaped link text", () => {
    expect(isEmailShaped("a@b.co")).toBe(true);
    expect(isEmailShaped("not an email")).toBe(false);
    expect(isEmailShaped(undefined)).toBe(false);
  });
  it("suggests mailto: for an e-mail, the URL for a URL and https:// otherwise", () => {
    expect(suggestLinkHref("a@b.co")).toBe("mailto:a@b.co");
    expect(suggestLinkHref("https://example.com")).toBe("https://example.com");
    expect(suggestLinkHref("our site")).toBe("https://");
  });
});

describe("safeImageSrc", () => {
  it.each([
    "http://example.com/a.png",
    "https://cdn.example.com/img/a.webp?v=2",
    PNG,
    "data:image/jpeg;base64,/9j/4AAQ",
    "data:image/gif;base64,R0lGOD==",
    "data:image/webp;base64,UklGRg==",
  ])("keeps the allowed %s", (src) => {
    expect(safeImageSrc(src)).toBe(src);
  });

  it("removes line breaks inside base64 data", () => {
    expect(safeImageSrc("data:image/png;base64,iVBOR\n  w0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "&#106;avascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "data:text/html,<script>alert(1)</script>",
    "DATA:TEXT/HTML,<script>alert(1)</script>",
    "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "data:image/png,notbase64",
    "data:image/png;base64,<script>",
    "x",
    "/uploads/a.png",
    "//evil.example/a.png",
    "www.example.com/a.png",
    "ftp://example.com/a.png",
    "",
  ])("replaces %j with the placeholder", (src) => {
    expect(safeImageSrc(src)).toBe(BLANK_IMAGE);
  });

  it("replaces non-strings with the placeholder, which is itself a safe image", () => {
    expect(safeImageSrc(undefined)).toBe(BLANK_IMAGE);
    expect(safeImageSrc(BLANK_IMAGE)).toBe(BLANK_IMAGE);
    expect(BLANK_IMAGE.startsWith("data:image/gif;base64,")).toBe(true);
  });

  it("tells whether a source was accepted as it is", () => {
    expect(isSafeImageSrc("https://example.com/a.png")).toBe(true);
    expect(isSafeImageSrc(BLANK_IMAGE)).toBe(true);
    expect(isSafeImageSrc("javascript:alert(1)")).toBe(false);
  });
});

describe("videoEmbedSrc", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://m.youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871?h=abc123&autoplay=1", "https://player.vimeo.com/video/76979871?h=abc123"],
  ])("turns %s into the embed address", (input, expected) => {
    expect(videoEmbedSrc(input)).toBe(expected);
  });

  it.each([
    "https://evil.example/embed/dQw4w9WgXcQ",
    "https://www.youtube-nocookie.com.evil.example/embed/dQw4w9WgXcQ",
    "https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=bad",
    "https://www.youtube.com/embed/dQw4w9WgXcQ/../../x",
    "https://vimeo.com/channels/staff",
    "javascript:alert(1)",
    "//www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    "",
  ])("rejects %j", (input) => {
    expect(videoEmbedSrc(input)).toBe("");
  });
});

describe("indent levels", () => {
  it("uses the classes ql-indent-1 to ql-indent-8", () => {
    expect(indentClass(0)).toBeNull();
    expect(indentClass(1)).toBe("ql-indent-1");
    expect(indentClass(8)).toBe("ql-indent-8");
    expect(indentClass(9)).toBe("ql-indent-8");
    expect(indentClass(-2)).toBeNull();
  });
  it("reads only levels 1 to 8", () => {
    expect(parseIndent("ql-indent-3")).toBe(3);
    expect(parseIndent("foo ql-indent-8 bar")).toBe(8);
    expect(parseIndent("ql-indent-9")).toBe(0);
    expect(parseIndent("ql-indent-10")).toBe(0);
    expect(parseIndent("ql-indent-0")).toBe(0);
    expect(parseIndent("xql-indent-2")).toBe(0);
    expect(parseIndent(null)).toBe(0);
  });
  it("clamps to 0..8", () => {
    expect(clampIndent(12)).toBe(8);
    expect(clampIndent(Number.NaN)).toBe(0);
    expect(clampIndent(2.7)).toBe(2);
  });
});
