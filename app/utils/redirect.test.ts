import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it.each([
    ["/blogs", "/blogs"],
    ["/en/orders?status=1#top", "/en/orders?status=1#top"],
    ["/blogs/3/edit", "/blogs/3/edit"],
  ])("keeps the same-origin path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/%09/evil.example",
    "/%5Cevil.example",
    "/%2F%2Fevil.example",
    "/%252F%252Fevil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    " /blogs",
    "",
    "/\t/evil.example",
    "/%0a/evil",
  ])("rejects %j", (input) => {
    expect(safeRedirect(input, "/fallback")).toBe("/fallback");
  });

  it("rejects non-strings", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/en")).toBe("/en");
  });
});
