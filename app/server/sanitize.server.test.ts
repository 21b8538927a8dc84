import { describe, expect, it } from "vitest";
import { BLANK_IMAGE } from "~/utils/rich-text-rules";
import { isRichTextEmpty, plainTextToHtml, sanitizeRichText } from "./sanitize.server";

const REL = 'rel="noopener noreferrer nofollow"';
const YT = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";

/** Nothing executable may survive, whatever the exact output. */
function expectInert(html: string) {
  const out = sanitizeRichText(html);
  expect(out).not.toMatch(/<script|<style|<svg|<math|<object|<embed|<form|<input|<link|<meta|<base/i);
  // Attribute names only (sanitize-html always double-quotes values, so values cannot hide one).
  const withoutValues = out.replace(/"[^"]*"/g, '""');
  expect(withoutValues).not.toMatch(/\son[a-z]+\s*=/i);
  expect(withoutValues).not.toMatch(/\sstyle\s*=/i);
  expect(out).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|vbscript|data:text)/i);
  expect(out).not.toMatch(/<iframe(?![^>]*src="https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\/)/i);
  return out;
}

describe("sanitizeRichText: allowed formats survive unchanged", () => {
  it.each([
    ["headers 1–6", "<h1>أ</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6>"],
    ["paragraph and line break", "<p>سطر<br />سطر</p>"],
    ["bold, italic, underline, strike", "<p><strong>a</strong><b>b</b><em>c</em><i>d</i><u>e</u><s>f</s><strike>g</strike></p>"],
    ["sub and sup", "<p>H<sub>2</sub>O and x<sup>2</sup></p>"],
    [
      "links",
      `<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" ${REL}>site</a> <a href="mailto:info@example.com" ${REL}>mail</a> <a href="tel:+966501234567" ${REL}>call</a></p>`,
    ],
    ["ordered and bullet lists", '<ol><li><p>one</p></li><li><p>two</p></li></ol><ol start="3" type="a"><li>three</li></ol><ul><li>dot</li></ul>'],
    ["indent levels 1 and 8", '<p class="ql-indent-1">a</p><h2 class="ql-indent-8">b</h2><ul><li class="ql-indent-3">c</li></ul>'],
    ["blockquote", "<blockquote><p>قول</p></blockquote>"],
    ["code block and inline code", "<pre><code>const a = 1 &lt; 2;\n</code></pre><p><code>x</code></p>"],
    ["image with alt, width, height", `<img src="https://example.com/a.png" alt="وصف" width="640" height="480" />`],
    ["image with data URI", `<img src="${BLANK_IMAGE}" alt="" />`],
    ["video", `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${YT}"></iframe>`],
    ["vimeo video", '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://player.vimeo.com/video/76979871"></iframe>'],
    [
      "checklist",
      '<ul data-type="taskList"><li data-checked="true" data-type="taskItem"><p>done</p></li><li data-checked="false" data-type="taskItem"><p>open</p></li></ul>',
    ],
  ])("%s", (_name, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("is stable: cleaning twice changes nothing", () => {
    const messy = `<div><h2 style="color:red" class="ql-indent-2 x">T</h2><a href="a@b.co">m</a><img src="javascript:x" onerror="y"><ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked><span></span></label><div><p>t</p></div></li></ul></div>`;
    const once = sanitizeRichText(messy);
    expect(sanitizeRichText(once)).toBe(once);
  });

  it("keeps the editor's checklist items, dropping its checkbox markup", () => {
    const editor =
      '<ul data-type="taskList"><li data-checked="true" data-type="taskItem"><label><input type="checkbox" checked="checked"><span></span></label><div><p>done</p></div></li></ul>';
    expect(sanitizeRichText(editor)).toBe('<ul data-type="taskList"><li data-checked="true" data-type="taskItem"><p>done</p></li></ul>');
  });

  it("returns an empty string for empty input", () => {
    expect(sanitizeRichText("")).toBe("");
    expect(sanitizeRichText("   ")).toBe("");
  });
});

describe("sanitizeRichText: the rich-text rules", () => {
  it("gives an e-mail-shaped href a mailto: prefix", () => {
    expect(sanitizeRichText('<a href="a@b.co">a@b.co</a>')).toBe(`<a href="mailto:a@b.co" ${REL}>a@b.co</a>`);
  });

  it("always sets rel and keeps target only when it is _blank", () => {
    expect(sanitizeRichText('<a href="https://x.co" rel="opener" target="_top">x</a>')).toBe(`<a href="https://x.co" ${REL}>x</a>`);
    expect(sanitizeRichText('<a href="https://x.co" target="_BLANK">x</a>')).toBe(`<a href="https://x.co" target="_blank" ${REL}>x</a>`);
  });

  it.each(["www.example.com", "/relative", "#top", "ftp://example.com", "//example.com"])("unwraps a link to %s, keeping its text", (href) => {
    expect(sanitizeRichText(`<p>see <a href="${href}">this</a>.</p>`)).toBe("<p>see this.</p>");
  });

  it.each(["javascript:alert(1)", "x", "/uploads/a.png", "data:image/svg+xml;base64,PHN2Zz4=", "data:text/html,<b>x</b>", "//evil.example/a.png"])(
    "replaces the image source %j with the placeholder",
    (src) => {
      expect(sanitizeRichText(`<img src="${src}" alt="a">`)).toBe(`<img src="${BLANK_IMAGE}" alt="a" />`);
    },
  );

  it("gives an image without src the placeholder", () => {
    expect(sanitizeRichText("<img alt='a'>")).toBe(`<img src="${BLANK_IMAGE}" alt="a" />`);
  });

  it("keeps numeric width and height only", () => {
    expect(sanitizeRichText('<img src="https://e.co/a.png" width="100%" height="50" title="t" loading="lazy">')).toBe(
      '<img src="https://e.co/a.png" height="50" />',
    );
  });

  it("drops indent levels above 8 and every other class", () => {
    expect(sanitizeRichText('<p class="ql-indent-9">a</p><p class="ql-indent-12">b</p><p class="ql-indent-0">c</p>')).toBe("<p>a</p><p>b</p><p>c</p>");
    expect(sanitizeRichText('<p class="ql-indent-2 evil ql-align-right">a</p>')).toBe('<p class="ql-indent-2">a</p>');
    expect(sanitizeRichText('<blockquote class="ql-indent-2"><strong class="ql-indent-1">a</strong></blockquote>')).toBe(
      "<blockquote><strong>a</strong></blockquote>",
    );
    expect(sanitizeRichText('<p data-indent="3">a</p>')).toBe("<p>a</p>");
  });

  it("canonicalises YouTube and Vimeo embeds", () => {
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" onload="x()"></iframe>')).toBe(
      `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${YT}"></iframe>`,
    );
  });

  it("keeps ordered-list start and type only when valid", () => {
    expect(sanitizeRichText('<ol start="x" type="disc"><li>a</li></ol>')).toBe("<ol><li>a</li></ol>");
    expect(sanitizeRichText('<ul data-type="evil"><li data-checked="maybe">a</li></ul>')).toBe('<ul><li data-checked="false" data-type="taskItem">a</li></ul>');
  });

  it("removes unknown tags but keeps their text", () => {
    expect(sanitizeRichText("<div><span>نص</span> <font color=red>text</font></div><section><p>p</p></section>")).toBe("نص text<p>p</p>");
  });

  it("removes comments", () => {
    expect(sanitizeRichText("<p>a<!-- secret --><!--[if IE]><script>x</script><![endif]-->b</p>")).toBe("<p>ab</p>");
  });
});

describe("sanitizeRichText: XSS vectors", () => {
  it("removes scripts with their content", () => {
    expect(sanitizeRichText("<p>a</p><script>alert(1)</script><SCRIPT SRC=//evil.example/x.js></SCRIPT><p>b</p>")).toBe("<p>a</p><p>b</p>");
  });

  it("removes event handlers", () => {
    expect(sanitizeRichText('<p onclick="alert(1)" onmouseover=alert(1)>a</p>')).toBe("<p>a</p>");
    expect(sanitizeRichText("<img src=x onerror=alert(1)>")).toBe(`<img src="${BLANK_IMAGE}" />`);
    expect(sanitizeRichText('<a href="https://x.co" onfocus="alert(1)" autofocus>x</a>')).toBe(`<a href="https://x.co" ${REL}>x</a>`);
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="java&#10;script:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<a href=" &#14;  javascript:alert(1)">x</a>',
    '<a href="&#1;javascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    "<a href=javascript:alert(1)>x</a>",
    "<a href='javascript:alert(1)'>x</a>",
  ])("unwraps the dangerous link %s", (html) => {
    expect(expectInert(html)).toBe("x");
  });

  it("neutralises svg/onload and svg scripts", () => {
    expect(expectInert('<svg onload="alert(1)"><circle r="5"></circle></svg>')).toBe("");
    expect(expectInert('<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>')).toBe("t");
    expectInert("<svg/onload=alert(1)><p>after</p>");
  });

  it("removes iframes from other hosts and dangerous iframe sources", () => {
    for (const src of [
      "https://evil.example/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com.evil.example/embed/dQw4w9WgXcQ",
      "http://www.youtube-nocookie.com/embed/dQw4w9WgXcQx",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
    ]) {
      expect(expectInert(`<p>a</p><iframe src="${src}">fallback</iframe><p>b</p>`)).toBe("<p>a</p><p>b</p>");
    }
    expect(expectInert('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe("");
  });

  it("removes styles, including expression()", () => {
    expect(expectInert('<p style="width: expression(alert(1)); background:url(javascript:alert(1))">a</p>')).toBe("<p>a</p>");
    expect(expectInert("<style>p { behavior: url(x.htc); width: expression(alert(1)) }</style><p>a</p>")).toBe("<p>a</p>");
    expect(expectInert('<link rel="stylesheet" href="https://evil.example/x.css"><p>a</p>')).toBe("<p>a</p>");
  });

  it("rejects data:text/html everywhere", () => {
    expect(expectInert('<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">')).toBe(`<img src="${BLANK_IMAGE}" />`);
    expect(expectInert('<object data="data:text/html,<script>alert(1)</script>"></object><embed src="data:text/html,x">')).toBe("");
  });

  it.each([
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
    '<form action="javascript:alert(1)"><input type="submit" formaction="javascript:alert(1)"><button>go</button></form>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//">',
    "<template><script>alert(1)</script></template><xmp><script>alert(1)</script></xmp>",
    "<scr<script>ipt>alert(1)</scr</script>ipt>",
    '<img src="x" alt="&quot; onerror=&quot;alert(1)">',
    '<a href="https://x.co" title="a&quot; onclick=&quot;alert(1)">x</a>',
    "<textarea><script>alert(1)</script></textarea>",
    '<details open ontoggle="alert(1)"><summary>s</summary></details>',
    '<video><source onerror="alert(1)" src="x"></video><audio src=x onerror=alert(1)>',
    "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>",
  ])("leaves %s inert", (html) => {
    expectInert(html);
  });

  it("keeps escaped markup as text", () => {
    expect(sanitizeRichText("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });
});

describe("isRichTextEmpty", () => {
  it("sees the editor's empty paragraph as empty", () => {
    expect(isRichTextEmpty("")).toBe(true);
    expect(isRichTextEmpty("<p></p>")).toBe(true);
    expect(isRichTextEmpty("<p> &nbsp; <br></p><script>x</script>")).toBe(true);
  });
  it("sees text, images and videos as content", () => {
    expect(isRichTextEmpty("<p>a</p>")).toBe(false);
    expect(isRichTextEmpty('<p><img src="https://e.co/a.png"></p>')).toBe(false);
    expect(isRichTextEmpty(`<iframe src="${YT}"></iframe>`)).toBe(false);
  });
});

describe("sanitizeRichText: plain text typed without JavaScript keeps its shape", () => {
  it("turns blank lines into paragraphs and single line breaks into <br />", () => {
    expect(sanitizeRichText("الفقرة الأولى\nسطرها الثاني\n\nالفقرة الثانية")).toBe("<p>الفقرة الأولى<br />سطرها الثاني</p><p>الفقرة الثانية</p>");
  });

  it("reads Windows line ends, several blank lines and blank lines holding spaces as one paragraph break", () => {
    expect(sanitizeRichText("a\r\nb\r\n\r\n\r\nc\n  \t\nd\n")).toBe("<p>a<br />b</p><p>c</p><p>d</p>");
  });

  it('turns a run of lines starting with "- " into a bulleted list, between paragraphs', () => {
    expect(sanitizeRichText("المزايا:\n- سرعة\n- أمان\n  - دعم\nوالمزيد.\n\n- وحده")).toBe(
      "<p>المزايا:</p><ul><li>سرعة</li><li>أمان</li><li>دعم</li></ul><p>والمزيد.</p><ul><li>وحده</li></ul>",
    );
  });

  it("escapes what looks like markup in plain text (it stays text)", () => {
    expect(sanitizeRichText('5 < 6 & 7 > 3 "quoted"')).toBe('<p>5 &lt; 6 &amp; 7 &gt; 3 "quoted"</p>');
    expect(plainTextToHtml("- a<b")).toBe("<ul><li>a&lt;b</li></ul>");
    // A hyphen without a space after it is no list.
    expect(sanitizeRichText("-5 درجات")).toBe("<p>-5 درجات</p>");
  });

  it("leaves HTML as it is (the editor's output, or markup typed by hand)", () => {
    expect(sanitizeRichText("<p>one</p>\n\n<p>two</p>")).toBe("<p>one</p>\n\n<p>two</p>");
    expect(sanitizeRichText("a<br>b\n\nc")).toBe("a<br />b\n\nc");
    expect(sanitizeRichText("<!-- note -->\nx\n\ny")).toBe("x\n\ny");
  });

  it("is stable, and plain text made of spaces is empty", () => {
    const once = sanitizeRichText("a\n\n- b\n- c");
    expect(sanitizeRichText(once)).toBe(once);
    expect(sanitizeRichText(" \n \n ")).toBe("");
    expect(isRichTextEmpty("\n\n")).toBe(true);
    expect(isRichTextEmpty("x")).toBe(false);
  });
});
