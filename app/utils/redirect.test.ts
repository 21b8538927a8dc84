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
    // Every open-redirect form known to us, as attackers write them.
    "https://evil.example",
    "//evil",
    "/\\evil",
    "\\\\evil",
    "/%09/evil",
    "/%0A/evil",
    "%2F%2Fevil",
    "javascript:",
    "   /blogs",
    "\t/blogs",
    // Dot segments that normalise to a protocol-relative URL.
    "/.//evil.example",
    "/..//evil.example",
    "/./..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/blogs/..//evil.example",
    "/.\\/evil.example",
  ])("rejects %j", (input) => {
    expect(safeRedirect(input, "/fallback")).toBe("/fallback");
  });

  it.each(["/.//evil.example", "/..//evil.example", "//evil", "/blogs/../..//evil.example"])(
    "never returns a protocol-relative path for %j, whatever the fallback",
    (input) => {
      const out = safeRedirect(input, "/");
      expect(out.startsWith("/")).toBe(true);
      expect(out.startsWith("//")).toBe(false);
      expect(new URL(out, "https://lawha.example").origin).toBe("https://lawha.example");
    },
  );

  it("keeps harmless dot segments inside the site", () => {
    expect(safeRedirect("/blogs/./3/../4/edit")).toBe("/blogs/4/edit");
  });

  it("rejects non-strings", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/en")).toBe("/en");
  });
});
