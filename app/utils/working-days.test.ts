import { describe, expect, it } from "vitest";
import { daysBetween, isWorkingDay, nextWorkingDay } from "./working-days";

describe("next working day (Friday and Saturday are rest days)", () => {
  // 2026-11-22 is a Sunday.
  it.each([
    ["2026-11-22", "2026-11-23"], // Sunday → Monday
    ["2026-11-25", "2026-11-26"], // Wednesday → Thursday
    ["2026-11-26", "2026-11-29"], // Thursday → Sunday
    ["2026-11-27", "2026-11-29"], // Friday → Sunday
    ["2026-11-28", "2026-11-29"], // Saturday → Sunday
    ["2026-12-31", "2027-01-03"], // Thursday at the year's end → Sunday
    ["2028-02-28", "2028-02-29"], // a leap day is a working day (Tuesday)
  ])("after %s comes %s", (today, next) => {
    expect(nextWorkingDay(today)).toBe(next);
    expect(isWorkingDay(next)).toBe(true);
  });

  it("knows the rest days", () => {
    expect(isWorkingDay("2026-11-27")).toBe(false);
    expect(isWorkingDay("2026-11-28")).toBe(false);
    expect(isWorkingDay("2026-11-29")).toBe(true);
  });
});

describe("days between two days", () => {
  it("counts whole days, across months and years, negative backwards", () => {
    expect(daysBetween("2026-11-27", "2026-11-27")).toBe(0);
    expect(daysBetween("2026-11-24", "2026-11-27")).toBe(3);
    expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3);
    expect(daysBetween("2026-03-01", "2026-02-28")).toBe(-1);
  });
});
