import { describe, expect, it } from "vitest";
import { arabicFaceCss, hasFontHint } from "./font";

describe("the Arabic font hint", () => {
  it("is read under its plain name (HTTP) and its __Host- name (HTTPS), only with the value 1", () => {
    expect(hasFontHint("a=b; lawha_font=1")).toBe(true);
    expect(hasFontHint("__Host-lawha_font=1; a=b")).toBe(true);
    expect(hasFontHint("lawha_font=0")).toBe(false);
    expect(hasFontHint("xlawha_font=1")).toBe(false);
    expect(hasFontHint("")).toBe(false);
    expect(hasFontHint(null)).toBe(false);
  });

  it("describes one swap face for the Arabic block only", () => {
    const css = arabicFaceCss();
    expect(css).toMatch(
      /^@font-face\{font-family:"IBM Plex Sans Arabic";font-style:normal;font-display:swap;font-weight:400;src:url\([^)]*plex-arabic-400[^)]*\.woff2\) format\("woff2"\);unicode-range:U\+0600-06FF,U\+200C-200F\}$/,
    );
  });
});
