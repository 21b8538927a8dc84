import { describe, expect, it } from "vitest";
import { STATUS_COLORS, STATUSES, SUB_STATUS_COLORS, SUB_STATUSES } from "~/components/order-status";
import { SERIES_PALETTE, seriesColor } from "./report-table";

// How a colour looks with each kind of colour blindness (Machado, Oliveira & Fernandes 2009,
// severity 1), in linear RGB.
const VISION = {
  typical: null,
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
} as const;

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** CIELAB of a colour as seen with a vision. */
function labSeen(hex: string, vision: keyof typeof VISION): [number, number, number] {
  const rgb = [1, 3, 5].map((i) => toLinear(parseInt(hex.slice(i, i + 2), 16) / 255)) as [number, number, number];
  const m = VISION[vision];
  const [r, g, b] = m ? m.map((row) => Math.min(1, Math.max(0, row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]))) : rgb;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r! + 0.3576 * g! + 0.1805 * b!) / 0.95047);
  const y = f(0.2126 * r! + 0.7152 * g! + 0.0722 * b!);
  const z = f((0.0193 * r! + 0.1192 * g! + 0.9505 * b!) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

const distance = (a: string, b: string, vision: keyof typeof VISION) => Math.hypot(...labSeen(a, vision).map((v, i) => v - labSeen(b, vision)[i]!));

const STATUS_HUES = [...STATUSES.map((s) => STATUS_COLORS[s]), ...SUB_STATUSES.map((s) => SUB_STATUS_COLORS[s])];

describe("the series palette", () => {
  it("shares no colour with the statuses and sub-statuses", () => {
    for (const colour of SERIES_PALETTE) expect(STATUS_HUES.map((h) => h.toLowerCase())).not.toContain(colour.toLowerCase());
  });

  it.each(Object.keys(VISION) as Array<keyof typeof VISION>)("%s: every series colour is told from every status colour on the same page", (vision) => {
    for (const colour of SERIES_PALETTE)
      for (const status of STATUSES) expect(distance(colour, STATUS_COLORS[status], vision), `${colour} / ${STATUS_COLORS[status]}`).toBeGreaterThan(10);
  });

  it.each(Object.keys(VISION) as Array<keyof typeof VISION>)("%s: the series colours are told from each other", (vision) => {
    for (const [i, a] of SERIES_PALETTE.entries())
      for (const b of SERIES_PALETTE.slice(i + 1)) expect(distance(a, b, vision), `${a} / ${b}`).toBeGreaterThan(15);
  });

  it("repeats past its end", () => {
    expect(seriesColor(0)).toBe(SERIES_PALETTE[0]);
    expect(seriesColor(SERIES_PALETTE.length)).toBe(SERIES_PALETTE[0]);
  });
});
