/**
 * Report filters: the query string of a report page, checked before anything is sent upstream.
 * Invalid values are ignored (never forwarded); a date range that ends before it starts is
 * reported to the user and not applied. Pure, so it runs in the browser and on the server alike.
 */
import { toLatinDigits } from "../../contract/arabic";
import { readTypedDate } from "~/utils/input-rules";

export type ReportIdParam = "moderator_id" | "source_id";

export interface ReportQuery {
  /** Valid values only, as the filter form shows them. */
  dateFrom?: string;
  dateTo?: string;
  id?: number;
  /** Both dates valid but `date_to` before `date_from`: the range is not applied. */
  rangeError: boolean;
  /** The page of the report's table asked for (1 when none or not a page number). */
  page: number;
  /** What is sent to the upstream. */
  upstream: Record<string, string>;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a real calendar day (no 2025-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A positive whole number written plainly ("7", not "7.0", "+7" or "07x"). */
export function parsePositiveId(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

export function parseReportQuery(params: URLSearchParams, options: { idParam?: ReportIdParam; allowedIds?: readonly number[] } = {}): ReportQuery {
  // Dates typed year first or day first, in Arabic-Indic digits too (readTypedDate).
  const dateFrom = readTypedDate(params.get("date_from"));
  const dateTo = readTypedDate(params.get("date_to"));
  // ISO dates compare correctly as strings.
  const rangeError = Boolean(dateFrom && dateTo && dateTo < dateFrom);
  const upstream: Record<string, string> = {};
  if (!rangeError) {
    if (dateFrom) upstream.date_from = dateFrom;
    if (dateTo) upstream.date_to = dateTo;
  }
  let id: number | undefined;
  if (options.idParam) {
    id = parsePositiveId(params.get(options.idParam));
    if (id !== undefined && options.allowedIds && !options.allowedIds.includes(id)) id = undefined;
    if (id !== undefined) upstream[options.idParam] = String(id);
  }
  const page = toLatinDigits(params.get("page") ?? "");
  return { dateFrom, dateTo, id, rangeError, page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1, upstream };
}

/** Share of a total as a whole percentage ("0" when the total is 0). */
export function percentOf(count: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((count / total) * 1000) / 10;
}

/** The rows a report's chart shows on their own; the rest share one slice, "Other". */
const CHART_TOP = 10;
/** Rows on a page of a report's table. */
export const REPORT_PAGE_SIZE = 25;

/** Largest `value` first, rows of the same value in the order given. */
export function largestFirst<T>(rows: readonly T[], value: (row: T) => number): T[] {
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .map((entry) => entry.row);
}

/**
 * A chart of many rows (already largest first): the first `top` rows on their own, the others as
 * one "Other" with their sum and how many they are. At most one row left over is shown on its own
 * rather than as an "Other" of one; `other` is null when nothing is left over.
 */
export function topAndOther<T>(ranked: readonly T[], value: (row: T) => number, top = CHART_TOP): { top: T[]; other: { rows: number; value: number } | null } {
  if (ranked.length <= top + 1) return { top: [...ranked], other: null };
  const rest = ranked.slice(top);
  return { top: ranked.slice(0, top), other: { rows: rest.length, value: rest.reduce((sum, row) => sum + value(row), 0) } };
}

/** The page of a table of `total` rows, `size` a page: the one asked for, or the last when it is past the end. */
export function pageOf(asked: number, total: number, size = REPORT_PAGE_SIZE): { page: number; lastPage: number; start: number; end: number } {
  const lastPage = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.floor(asked) || 1), lastPage);
  const start = (page - 1) * size;
  return { page, lastPage, start, end: Math.min(total, start + size) };
}
