import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { hasStylesheet, inlineStyles, STYLESHEET_COOKIE, STYLESHEET_HREF, stylesheetFile } from "./critical-css.server";

const version = /app\.([0-9a-f]{12})\.css$/.exec(STYLESHEET_HREF)![1]!;
const file = STYLESHEET_HREF.slice("/styles/".length);

describe("the stylesheet as a file", () => {
  it("is linked only for a browser whose hint names this build's version", () => {
    expect(hasStylesheet(`a=1; ${STYLESHEET_COOKIE}=${version}`)).toBe(true);
    expect(hasStylesheet(`__Host-${STYLESHEET_COOKIE}=${version}`)).toBe(true);
    expect(hasStylesheet(`${STYLESHEET_COOKIE}=000000000000`), "an older build's file").toBe(false);
    expect(hasStylesheet(`x${STYLESHEET_COOKIE}=${version}`)).toBe(false);
    expect(hasStylesheet(null)).toBe(false);
  });

  it("is the later part: the inline stylesheet ends with it until the hint, and then leaves it out", () => {
    const inline = inlineStyles(false, false).app;
    const first = inlineStyles(false, true).app;
    const plain = stylesheetFile(file, new Request(`http://dashboard.test${STYLESHEET_HREF}`, { headers: { "Accept-Encoding": "identity" } }))!;
    const later = new TextDecoder().decode(plain.body);
    // (Vitest reads the stylesheet as ""; stylesheet-parts.test.ts and the end-to-end tests check its parts.)
    expect(first + later).toBe(inline);
  });

  it("is the stylesheet's later part, in the encoding asked for, and sets the hint (HttpOnly; Secure and __Host- over HTTPS)", () => {
    const plain = stylesheetFile(file, new Request(`http://dashboard.test${STYLESHEET_HREF}`, { headers: { "Accept-Encoding": "identity" } }))!;
    expect(inlineStyles(false, false).app.endsWith(new TextDecoder().decode(plain.body))).toBe(true);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Set-Cookie")).toBe(`${STYLESHEET_COOKIE}=${version}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`);
    const br = stylesheetFile(file, new Request(`https://dashboard.test${STYLESHEET_HREF}`, { headers: { "Accept-Encoding": "gzip, br" } }))!;
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(Buffer.compare(brotliDecompressSync(br.body), plain.body)).toBe(0);
    expect(br.headers.get("Set-Cookie")).toBe(`__Host-${STYLESHEET_COOKIE}=${version}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure`);
    expect(stylesheetFile("app.000000000000.css", new Request(`http://dashboard.test/styles/app.000000000000.css`))).toBeNull();
  });
});
