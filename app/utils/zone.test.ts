import { afterEach, describe, expect, it } from "vitest";
import { dayIn, DEFAULT_TIME_ZONE, isTimeZone, setTimeZone, timeZone, wallTime, zonedIso } from "./zone";
import { formatWhen } from "./when";

afterEach(() => setTimeZone(DEFAULT_TIME_ZONE));

describe("the company's time zone", () => {
  it("is Riyadh's unless set to another the runtime knows", () => {
    expect(timeZone()).toBe("Asia/Riyadh");
    setTimeZone("Not/AZone");
    expect(timeZone()).toBe("Asia/Riyadh");
    setTimeZone("Europe/London");
    expect(timeZone()).toBe("Europe/London");
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("")).toBe(false);
  });

  it("counts today on the zone's clock: from midnight to 03:00 Riyadh time, UTC still says yesterday", () => {
    const at = Date.parse("2026-12-07T22:00:00Z");
    expect(dayIn(at)).toBe("2026-12-08");
    expect(dayIn(at, "UTC")).toBe("2026-12-07");
    expect(dayIn(Date.parse("2026-12-07T20:59:59Z"))).toBe("2026-12-07");
    expect(dayIn(Date.parse("2026-12-07T21:00:00Z"))).toBe("2026-12-08");
  });

  it("writes a time on the zone's clock, and as ISO with the zone's offset", () => {
    const at = new Date("2026-12-07T22:00:00Z");
    expect(wallTime(at)).toBe("2026-12-08 01:00:00");
    expect(zonedIso(at)).toBe("2026-12-08T01:00:00+03:00");
    expect(zonedIso(at, "UTC")).toBe("2026-12-07T22:00:00+00:00");
    expect(zonedIso(new Date("2026-07-01T12:00:00Z"), "America/New_York")).toBe("2026-07-01T08:00:00-04:00");
  });

  it("gives every time on screen in the zone, without naming UTC", () => {
    const en = formatWhen("2026-12-07T22:05:00Z", "en");
    expect(en).toContain("8 Dec 2026");
    expect(en).toContain("01:05");
    expect(en).not.toContain("UTC");
    expect(formatWhen("2026-12-07T22:05:00Z", "ar")).toContain("1:05");
    setTimeZone("UTC");
    expect(formatWhen("2026-12-07T22:05:00Z", "en")).toContain("22:05");
  });
});
