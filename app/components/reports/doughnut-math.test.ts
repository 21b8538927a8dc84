import { describe, expect, it } from "vitest";
import { conicGradient, DEFAULT_GEOMETRY, doughnutSegments, pointAt, sectorPath } from "./doughnut-math";

const g = { c: 100, r: 100, inner: 50 };

describe("pointAt", () => {
  it("measures clockwise from twelve o'clock", () => {
    expect(pointAt(100, 100, 0)).toEqual([100, 0]);
    expect(pointAt(100, 100, Math.PI / 2)).toEqual([200, 100]);
    expect(pointAt(100, 100, Math.PI)).toEqual([100, 200]);
    expect(pointAt(100, 100, (3 * Math.PI) / 2)).toEqual([0, 100]);
  });
});

describe("sectorPath", () => {
  it("draws a quarter as outer arc, line in, inner arc back", () => {
    expect(sectorPath(g, 0, Math.PI / 2)).toBe("M 100 0 A 100 100 0 0 1 200 100 L 150 100 A 50 50 0 0 0 100 50 Z");
  });
  it("sets the large-arc flag past half a turn", () => {
    expect(sectorPath(g, 0, (3 * Math.PI) / 2)).toContain("A 100 100 0 1 1 0 100");
  });
  it("draws a full turn as a ring with a hole", () => {
    const d = sectorPath(g, 0, Math.PI * 2);
    expect(d.match(/M /g)).toHaveLength(2);
    expect(d).toContain("M 100 50");
  });
});

describe("doughnutSegments", () => {
  it("skips zeros, keeps indexes and closes the circle exactly", () => {
    const s = doughnutSegments([2, 0, 1, 1], g);
    expect(s.map((x) => x.index)).toEqual([0, 2, 3]);
    expect(s.map((x) => x.fraction)).toEqual([0.5, 0.25, 0.25]);
    expect(s[0]!.start).toBe(0);
    expect(s[0]!.end).toBeCloseTo(Math.PI);
    expect(s[1]!.start).toBe(s[0]!.end);
    expect(s[2]!.end).toBe(Math.PI * 2);
  });
  it("closes the circle even when trailing values are zero", () => {
    const s = doughnutSegments([1, 3, 0, 0], g);
    expect(s).toHaveLength(2);
    expect(s[1]!.end).toBe(Math.PI * 2);
  });
  it("gives a single value the whole ring", () => {
    const s = doughnutSegments([0, 5, 0]);
    expect(s).toHaveLength(1);
    expect(s[0]!.fraction).toBe(1);
    expect(s[0]!.d).toBe(sectorPath(DEFAULT_GEOMETRY, 0, Math.PI * 2));
  });
  it("draws nothing for no data, negative or broken numbers", () => {
    expect(doughnutSegments([])).toEqual([]);
    expect(doughnutSegments([0, 0])).toEqual([]);
    expect(doughnutSegments([-3, Number.NaN, Number.POSITIVE_INFINITY])).toEqual([]);
  });
});

describe("conicGradient", () => {
  it("matches the segments in turns", () => {
    expect(conicGradient([1, 1], ["red", "blue"])).toBe("conic-gradient(red 0turn 0.5turn, blue 0.5turn 1turn)");
    expect(conicGradient([0, 0], ["red", "blue"], "grey")).toBe("conic-gradient(grey 0turn 1turn)");
  });
});
