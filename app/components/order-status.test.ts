import { describe, expect, it } from "vitest";
import { isStatus, isSubStatus, STATUS_COLORS, STATUSES, SUB_STATUS_COLORS, SUB_STATUSES, subStatusTone } from "./order-status";

describe("subStatusTone", () => {
  it("1–3 amber, 4 green, 5–10 red", () => {
    expect(SUB_STATUSES.map(subStatusTone)).toEqual(["amber", "amber", "amber", "green", "red", "red", "red", "red", "red", "red"]);
  });
});

describe("status guards", () => {
  it("accept only the known codes", () => {
    expect(STATUSES.every(isStatus)).toBe(true);
    expect(SUB_STATUSES.every(isSubStatus)).toBe(true);
    for (const v of [0, 5, 1.5, "1", null, undefined]) expect(isStatus(v)).toBe(false);
    for (const v of [0, 11, "4", null]) expect(isSubStatus(v)).toBe(false);
  });
});

describe("chart colours", () => {
  it("give every status and sub-status its own colour", () => {
    expect(new Set(STATUSES.map((s) => STATUS_COLORS[s])).size).toBe(STATUSES.length);
    expect(new Set(SUB_STATUSES.map((s) => SUB_STATUS_COLORS[s])).size).toBe(SUB_STATUSES.length);
  });
});
