import { describe, expect, it } from "vitest";
import { exportDateTime, firstWords, formatDateTime, htmlToText, toDateInput, truncateChars } from "./format";
import { joinPhone, splitPhone, telHref, whatsappHref } from "./phone";

describe("text filters", () => {
  it("keeps the first 10 characters with an ellipsis", () => {
    expect(truncateChars("مشروع توسعة الطريق الدائري")).toBe("مشروع توسع…");
    expect(truncateChars("short")).toBe("short");
    expect(truncateChars("0123456789")).toBe("0123456789");
    expect(truncateChars("01234567890")).toBe("0123456789…");
    expect(truncateChars(null)).toBe("");
  });

  it("keeps the first 10 words", () => {
    expect(firstWords("one two three four five six seven eight nine ten eleven")).toBe("one two three four five six seven eight nine ten…");
    expect(firstWords("  a   b  ")).toBe("a b");
    expect(firstWords("a b c", 2)).toBe("a b…");
  });

  it("reads plain text out of HTML", () => {
    expect(htmlToText("<p>Hello&nbsp;<strong>world</strong></p><p>again</p>")).toBe("Hello world again");
    // Each reference once: an escaped reference stays the text of that reference.
    expect(htmlToText("<p>a &amp;lt; b &lt;i&gt; &quot;q&quot; &#39;s&#39; &amp;amp;</p>")).toBe(`a &lt; b <i> "q" 's' &amp;`);
  });
});

describe("dates", () => {
  it("formats YYYY-MM-DD HH:mm:ss on Riyadh's clock, exports as ISO with Riyadh's offset", () => {
    expect(formatDateTime("2026-03-04T05:06:07.000Z")).toBe("2026-03-04 08:06:07");
    expect(formatDateTime("2026-03-04T23:30:00+03:00")).toBe("2026-03-04 23:30:00");
    // 22:00 UTC is 01:00 the next day in Riyadh.
    expect(formatDateTime("2026-12-07T22:00:00Z")).toBe("2026-12-08 01:00:00");
    expect(exportDateTime("2026-12-07T22:00:00Z")).toBe("2026-12-08T01:00:00+03:00");
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("garbage")).toBe("");
    expect(exportDateTime("garbage")).toBe("");
    // A day stays the day it is: no zone moves it.
    expect(toDateInput("2026-12-31T23:59:59.000Z")).toBe("2026-12-31");
  });
});

describe("phone numbers", () => {
  const codes = ["+966", "+971", "+1", "+20"];
  it("splits by the longest known dial code", () => {
    expect(splitPhone("+966501234567", codes)).toEqual({ code: "+966", number: "501234567" });
    expect(splitPhone("+201001234567", codes)).toEqual({ code: "+20", number: "1001234567" });
    expect(splitPhone("0501234567", codes)).toEqual({ code: "+966", number: "0501234567" });
    expect(splitPhone("00971501234567", codes)).toEqual({ code: "+971", number: "501234567" });
    expect(splitPhone("", codes)).toEqual({ code: "+966", number: "" });
  });
  it("joins with the code, dropping a national leading zero", () => {
    expect(joinPhone("+966", "0501234567")).toBe("+966501234567");
    expect(joinPhone("+971", "50 123 4567")).toBe("+971501234567");
    expect(joinPhone("+966", "")).toBe("");
  });
  it("builds contact links with +966 when the number has no code", () => {
    expect(telHref("0501234567")).toBe("tel:+966501234567");
    expect(telHref("+971501234567")).toBe("tel:+971501234567");
    expect(whatsappHref("0501234567")).toBe("https://wa.me/966501234567");
  });
});
