import { afterEach, describe, expect, it, vi } from "vitest";
import { contactLinks, dispatchContactEvent, mailtoHref } from "./contact";

describe("mailtoHref", () => {
  it("keeps a plain address readable", () => {
    expect(mailtoHref(" sara@example.com ")).toBe("mailto:sara@example.com");
  });
  it("encodes characters that would add headers", () => {
    expect(mailtoHref("a@b.c?cc=x@y.z")).toBe("mailto:a@b.c%3Fcc%3Dx@y.z");
  });
});

describe("contactLinks", () => {
  it("adds +966 to a local number for call and WhatsApp", () => {
    expect(contactLinks("0501234567", "x@y.sa")).toEqual([
      { kind: "call", href: "tel:+966501234567" },
      { kind: "whatsapp", href: "https://wa.me/966501234567" },
      { kind: "mailto", href: "mailto:x@y.sa" },
    ]);
  });
  it("keeps a number that has its country code", () => {
    expect(contactLinks("+971 50 123 4567", null)).toEqual([
      { kind: "call", href: "tel:+971501234567" },
      { kind: "whatsapp", href: "https://wa.me/971501234567" },
    ]);
  });
  it("gives nothing for missing contact data", () => {
    expect(contactLinks("  ", "")).toEqual([]);
    expect(contactLinks(null, undefined)).toEqual([]);
  });
});

describe("dispatchContactEvent", () => {
  afterEach(() => vi.unstubAllGlobals());
  it("does nothing on the server", () => {
    expect(() => dispatchContactEvent("call", { orderId: 1, href: "tel:+9661" })).not.toThrow();
  });
  it("dispatches a CustomEvent with the order and link on window", () => {
    const target = new EventTarget();
    vi.stubGlobal("window", target);
    const seen: unknown[] = [];
    target.addEventListener("whatsapp", (e) => seen.push((e as CustomEvent).detail));
    dispatchContactEvent("whatsapp", { orderId: 7, href: "https://wa.me/9665" });
    expect(seen).toEqual([{ orderId: 7, href: "https://wa.me/9665" }]);
  });
});
