import { describe, expect, it } from "vitest";
import { isIsoDate, parsePositiveId, parseReportQuery, percentOf } from "./reports";

const q = (s: string) => new URLSearchParams(s);

describe("isIsoDate", () => {
  it("accepts real calendar days", () => {
    expect(isIsoDate("2026-01-05")).toBe(true);
    expect(isIsoDate("2024-02-29")).toBe(true);
  });
  it("rejects other shapes and impossible days", () => {
    for (const v of ["2026-1-5", "2026-02-30", "2025-02-29", "2026-13-01", "20260105", "", "2026-01-05T00:00", null, 5]) {
      expect(isIsoDate(v)).toBe(false);
    }
  });
});

describe("parsePositiveId", () => {
  it("takes plain positive integers only", () => {
    expect(parsePositiveId("7")).toBe(7);
    expect(parsePositiveId("120")).toBe(120);
    for (const v of ["0", "-1", "07", "7.0", "+7", "7x", "", " 7", null, "99999999999"]) expect(parsePositiveId(v)).toBeUndefined();
  });
});

describe("parseReportQuery", () => {
  it("forwards valid dates and id", () => {
    const r = parseReportQuery(q("date_from=2026-01-01&date_to=2026-01-31&moderator_id=3"), { idParam: "moderator_id" });
    expect(r).toEqual({
      dateFrom: "2026-01-01",
      dateTo: "2026-01-31",
      id: 3,
      rangeError: false,
      upstream: { date_from: "2026-01-01", date_to: "2026-01-31", moderator_id: "3" },
    });
  });
  it("ignores invalid values instead of sending them", () => {
    const r = parseReportQuery(q("date_from=yesterday&date_to=2026-02-30&source_id=abc&evil=1"), { idParam: "source_id" });
    expect(r.upstream).toEqual({});
    expect(r.dateFrom).toBeUndefined();
    expect(r.dateTo).toBeUndefined();
    expect(r.id).toBeUndefined();
    expect(r.rangeError).toBe(false);
  });
  it("ignores an id that is not among the options", () => {
    const r = parseReportQuery(q("source_id=9"), { idParam: "source_id", allowedIds: [1, 2] });
    expect(r.id).toBeUndefined();
    expect(r.upstream).toEqual({});
  });
  it("does not read an id when the report has none", () => {
    expect(parseReportQuery(q("moderator_id=2")).upstream).toEqual({});
  });
  it("flags a range that ends before it starts and does not apply it", () => {
    const r = parseReportQuery(q("date_from=2026-03-10&date_to=2026-03-01&source_id=2"), { idParam: "source_id" });
    expect(r.rangeError).toBe(true);
    expect(r.dateFrom).toBe("2026-03-10");
    expect(r.dateTo).toBe("2026-03-01");
    expect(r.upstream).toEqual({ source_id: "2" });
  });
  it("accepts a one-day range and open ranges", () => {
    expect(parseReportQuery(q("date_from=2026-03-10&date_to=2026-03-10")).rangeError).toBe(false);
    expect(parseReportQuery(q("date_to=2026-03-10")).upstream).toEqual({ date_to: "2026-03-10" });
  });
});

describe("percentOf", () => {
  it("rounds to one decimal and survives a zero total", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 2)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });
});
