import { describe, expect, it } from "vitest";
import { isIsoDate, largestFirst, pageOf, parsePositiveId, parseReportQuery, percentOf, topAndOther } from "./reports";

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
      page: 1,
      upstream: { date_from: "2026-01-01", date_to: "2026-01-31", moderator_id: "3" },
    });
  });
  it("reads the table's page, in either digits, and never sends it upstream", () => {
    expect(parseReportQuery(q("page=3")).page).toBe(3);
    expect(parseReportQuery(q("page=٤")).page).toBe(4);
    for (const bad of ["0", "-2", "x", "2.5", "", "9999999"]) expect(parseReportQuery(q(`page=${bad}`)).page).toBe(1);
    expect(parseReportQuery(q("page=3")).upstream).toEqual({});
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

describe("the chart of many rows: the largest ten and Other", () => {
  const counts = (values: number[]) => values.map((value, i) => ({ id: i + 1, value }));
  const value = (row: { value: number }) => row.value;

  it("ranks the largest first, keeping the given order between equal values", () => {
    expect(largestFirst(counts([3, 9, 3, 0, 9]), value).map((r) => r.id)).toEqual([2, 5, 1, 3, 4]);
  });
  it("keeps the ten largest and sums the others into one Other", () => {
    const ranked = largestFirst(counts(Array.from({ length: 2000 }, (_, i) => i % 50)), value);
    const { top, other } = topAndOther(ranked, value);
    expect(top.map(value)).toEqual(Array(10).fill(49));
    const all = ranked.reduce((sum, r) => sum + r.value, 0);
    expect(other).toEqual({ rows: 1990, value: all - 490 });
  });
  it("shows every row when at most one would be left over", () => {
    expect(topAndOther(counts([5, 4, 3]), value)).toEqual({ top: counts([5, 4, 3]), other: null });
    expect(topAndOther(counts(Array(11).fill(1)), value).other).toBeNull();
    expect(topAndOther(counts(Array(12).fill(1)), value).other).toEqual({ rows: 2, value: 2 });
    expect(topAndOther([], value)).toEqual({ top: [], other: null });
  });
  it("counts an Other of rows without orders as zero", () => {
    expect(topAndOther(counts([...Array(10).fill(2), 0, 0, 0]), value).other).toEqual({ rows: 3, value: 0 });
  });
});

describe("pageOf", () => {
  it("gives the rows of the page asked for", () => {
    expect(pageOf(1, 2000)).toEqual({ page: 1, lastPage: 80, start: 0, end: 25 });
    expect(pageOf(80, 2000)).toEqual({ page: 80, lastPage: 80, start: 1975, end: 2000 });
    expect(pageOf(2, 30, 25)).toEqual({ page: 2, lastPage: 2, start: 25, end: 30 });
  });
  it("gives the last page for a page past the end, and one empty page for no rows", () => {
    expect(pageOf(99, 30)).toEqual({ page: 2, lastPage: 2, start: 25, end: 30 });
    expect(pageOf(3, 0)).toEqual({ page: 1, lastPage: 1, start: 0, end: 0 });
  });
});
