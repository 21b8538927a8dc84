import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./user-agent.server";

describe("a user agent in words", () => {
  it("names the browser, its main version, the system and the kind of device", () => {
    expect(describeUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36")).toEqual({
      browser: "Chrome 120",
      os: "Windows 10",
      kind: "computer",
    });
    expect(
      describeUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
      ),
    ).toMatchObject({ browser: "Safari 17", kind: "phone" });
  });

  it("says nothing for an empty or unreadable agent", () => {
    expect(describeUserAgent(null)).toBeNull();
    expect(describeUserAgent("")).toBeNull();
  });
});
