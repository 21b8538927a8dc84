/**
 * Geometry of the doughnut drawn without JavaScript: one SVG path per non-zero value, clockwise
 * from twelve o'clock, as an annulus sector. Pure, so it is unit-tested and renders on the server.
 */
import type { ReactNode } from "react";

/** One slice: its label, value and colour. */
export interface ChartItem {
  label: string;
  value: number;
  color: string;
}

/** What the chart.js doughnut (loaded lazily) is given. */
export interface ChartJsDoughnutProps {
  items: ChartItem[];
  ariaLabel: string;
  rtl: boolean;
  /** Shown if chart.js cannot be loaded (a failed chunk): the server-drawn doughnut. */
  fallback: ReactNode;
}

export interface DoughnutGeometry {
  /** Centre (the viewBox is `0 0 2c 2c`). */
  c: number;
  /** Outer radius. */
  r: number;
  /** Inner radius (the hole). */
  inner: number;
}

export interface Segment {
  /** Index of the value in the input list. */
  index: number;
  value: number;
  fraction: number;
  /** Angles in radians, 0 = twelve o'clock, clockwise. */
  start: number;
  end: number;
  /** SVG path data; fill it with `fill-rule="evenodd"` (a full ring has a hole). */
  d: string;
}

export const DEFAULT_GEOMETRY: DoughnutGeometry = { c: 100, r: 96, inner: 58 };

const TAU = Math.PI * 2;

function round(n: number): number {
  const r = Math.round(n * 1000) / 1000;
  return Object.is(r, -0) ? 0 : r;
}

/** Point on a circle of radius `radius`, angle measured clockwise from twelve o'clock. */
export function pointAt(c: number, radius: number, angle: number): [number, number] {
  return [round(c + radius * Math.sin(angle)), round(c - radius * Math.cos(angle))];
}

function ring(g: DoughnutGeometry): string {
  const { c, r, inner } = g;
  // Two half circles each for the outer and the inner edge; evenodd leaves the hole empty.
  return [
    `M ${c} ${round(c - r)} A ${r} ${r} 0 1 1 ${c} ${round(c + r)} A ${r} ${r} 0 1 1 ${c} ${round(c - r)} Z`,
    `M ${c} ${round(c - inner)} A ${inner} ${inner} 0 1 0 ${c} ${round(c + inner)} A ${inner} ${inner} 0 1 0 ${c} ${round(c - inner)} Z`,
  ].join(" ");
}

export function sectorPath(g: DoughnutGeometry, start: number, end: number): string {
  if (end - start >= TAU - 1e-9) return ring(g);
  const { c, r, inner } = g;
  const large = end - start > Math.PI ? 1 : 0;
  const [x0, y0] = pointAt(c, r, start);
  const [x1, y1] = pointAt(c, r, end);
  const [x2, y2] = pointAt(c, inner, end);
  const [x3, y3] = pointAt(c, inner, start);
  return `M ${x0} ${y0} A ${r} ${r} 0 ${large} 1 ${x1} ${y1} L ${x2} ${y2} A ${inner} ${inner} 0 ${large} 0 ${x3} ${y3} Z`;
}

/** Segments of the non-zero, finite, positive values; an all-zero list gives none. */
export function doughnutSegments(values: readonly number[], g: DoughnutGeometry = DEFAULT_GEOMETRY): Segment[] {
  const clean = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const total = clean.reduce((a, b) => a + b, 0);
  if (total <= 0) return [];
  let last = -1;
  clean.forEach((v, i) => {
    if (v > 0) last = i;
  });
  const out: Segment[] = [];
  let angle = 0;
  clean.forEach((value, index) => {
    if (value === 0) return;
    const fraction = value / total;
    const start = angle;
    // The last slice ends at exactly one turn, whatever the floating-point sum says.
    const end = index === last ? TAU : angle + fraction * TAU;
    angle = end;
    out.push({ index, value, fraction, start, end, d: sectorPath(g, start, end) });
  });
  return out;
}

/** The same doughnut as a CSS conic-gradient (used for small inline swatches and as a fallback). */
export function conicGradient(values: readonly number[], colors: readonly string[], empty = "#d7dde3"): string {
  const segments = doughnutSegments(values);
  if (!segments.length) return `conic-gradient(${empty} 0turn 1turn)`;
  const stops = segments.map((s) => `${colors[s.index] ?? empty} ${round(s.start / TAU)}turn ${round(s.end / TAU)}turn`);
  return `conic-gradient(${stops.join(", ")})`;
}
