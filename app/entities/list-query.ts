import { readTypedDate } from "~/utils/input-rules";
import { tidyQuery, toLatinDigits } from "../../contract/arabic";
import type { Entity } from "./types";

/** The longest search taken, in a list and over every area. */
export const SEARCH_MAX_LENGTH = 100;

export const PAGE_SIZES = [10, 25, 50] as const;

export interface ListQuery {
  /** What the filter form shows (only valid values survive). */
  values: Record<string, string>;
  /** What the upstream `all` call receives. */
  upstream: Record<string, string | number>;
}

/**
 * Reads the list filters from the URL and keeps only valid ones, so a hand-edited or stale
 * bookmark never reaches the upstream as garbage.
 */
export function listQuery(d: Pick<Entity, "columns" | "filters" | "defaultSort">, params: URLSearchParams): ListQuery {
  const values: Record<string, string> = {};
  // Plain digits only: Number() would read `1e3` as page 1000 and `0x10` as 16.
  const rawPage = params.get("page") ?? "";
  const page = /^[1-9]\d{0,4}$/.test(rawPage) ? Number(rawPage) : 1;
  if (page > 1) values.page = String(page);
  const name = (params.get("name") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  if (name) values.name = name;
  const perPage = /^\d{2}$/.test(params.get("per_page") ?? "") ? Number(params.get("per_page")) : 0;
  if ((PAGE_SIZES as readonly number[]).includes(perPage) && perPage !== PAGE_SIZES[0]) values.per_page = String(perPage);
  const sortable = new Set(d.columns.map((c) => c.sort).filter(Boolean));
  const sort = params.get("sort");
  if (sort && sortable.has(sort)) {
    values.sort = sort;
    values.dir = params.get("dir") === "asc" ? "asc" : "desc";
  }
  for (const f of d.filters) {
    // Digits as typed on an Arabic keyboard read as Latin ones (dates, ids).
    const raw = toLatinDigits(params.get(f.param) ?? "").trim();
    if (!raw) continue;
    if (f.kind === "active" && (raw === "1" || raw === "0")) values[f.param] = raw;
    if (f.kind === "lookup" && /^[1-9]\d{0,9}$/.test(raw)) values[f.param] = raw;
    if (f.kind === "options" && f.options.some((o) => o.value === raw)) values[f.param] = raw;
    if (f.kind === "date") {
      const day = readTypedDate(raw);
      if (day) values[f.param] = day;
    }
  }
  const upstream: Record<string, string | number> = { ...values, page: Number(values.page ?? 1), per_page: Number(values.per_page ?? PAGE_SIZES[0]) };
  // The search box keeps what was typed; the upstream gets it tidied (NFC, Latin digits, one space),
  // and, from the server, a phone number as its digits (list-query.server.ts).
  if (values.name) upstream.name = tidyQuery(values.name);
  if (!values.sort && d.defaultSort) {
    upstream.sort = d.defaultSort.sort;
    upstream.dir = d.defaultSort.dir;
  }
  return { values, upstream };
}

/**
 * A list's state (search, filters, sort, page, page size) travels to its add and edit pages as one
 * `list` parameter, and back to the list after a save or cancel, so that nobody is sent back to the
 * unfiltered first page. Only the query travels: the path is always the list's own, and the list
 * keeps only the parameters it knows (listQuery), so nothing else can ride along.
 */
export const LIST_STATE = "list";

/** `?list=…` for a link from the list (empty when the list has its default state). */
export function listStateSuffix(values: Record<string, string>): string {
  const state = new URLSearchParams(values).toString();
  return state ? `?${LIST_STATE}=${encodeURIComponent(state)}` : "";
}

/** The list's URL with the state a form was opened from, keeping only what the list accepts. */
export function listPathWithState(d: Pick<Entity, "columns" | "filters" | "defaultSort">, path: string, state: unknown): string {
  if (typeof state !== "string" || !state || state.length > 2000) return path;
  const search = new URLSearchParams(listQuery(d, new URLSearchParams(state)).values).toString();
  return search ? `${path}?${search}` : path;
}
