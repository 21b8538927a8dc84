import { limits } from "../../contract/fields";
import { dateRangeCondition } from "./dates";
import type { Row, SqlValue } from "./sqlite";
import type { Deps } from "./http";
import type { Lang } from "./i18n";
import type { Resource } from "./resource-rows";
import { serialize } from "./resource-rows";
import { searchCondition } from "./search";
import { parseBool } from "./validate";

// A resource's list (`{resource}/all`): search, filters, sort and page (contract README, "Lists").

function positiveInt(value: string | undefined, fallback: number): number {
  const number = value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : fallback;
}

export function list(deps: Deps, resource: Resource, query: (name: string) => string | undefined, userId: number, lang: Lang) {
  const { table } = resource.definition;
  // Records in the bin are in no list (nor in the search index: their search text is empty).
  const where: string[] = ["deleted_at IS NULL"];
  const params: SqlValue[] = [];

  // `name` is compared after normalizeSearch, against the normalised shadow column and its index (search.ts).
  const search = searchCondition(table, query("name"));
  if (search) {
    where.push(search.sql);
    params.push(...search.params);
  }
  for (const filter of resource.contract.filters) {
    if (filter.kind === "date") continue;
    const raw = query(filter.param);
    const value = filter.kind === "bool" ? parseBool(raw) : positiveInt(raw, 0) || undefined;
    if (value === undefined) continue;
    where.push(`${filter.param} = ?`);
    params.push(typeof value === "boolean" ? Number(value) : value);
  }
  if (resource.contract.filters.some((filter) => filter.kind === "date")) {
    const range = dateRangeCondition("created_at", query("date_from"), query("date_to"));
    where.push(...range.sql);
    params.push(...range.params);
  }
  const extra = resource.definition.listConditions?.(query, userId);
  if (extra) {
    where.push(...extra.sql);
    params.push(...extra.params);
  }

  const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const sort = query("sort");
  const dir = query("dir")?.toLowerCase() === "asc" ? "ASC" : "DESC";
  const sorted = Boolean(sort && resource.contract.sort.includes(sort));
  // A search without a sort asked for lists whole-word matches first (search.ts, matchRank).
  const ranked = search && !sorted ? search.rank : null;
  const order = [ranked ? `${ranked.sql} ASC` : null, sorted && sort !== "id" ? `${sort} ${dir}` : null, `id ${dir}`].filter(Boolean).join(", ");

  const perPage = Math.min(positiveInt(query("per_page"), limits.perPageDefault), limits.perPageMax);
  const page = positiveInt(query("page"), 1);
  const total = (
    search && where.length === 2
      ? deps.db
          .prepare(search.countSql)
          .pluck()
          .get(...search.params)
      : deps.db
          .prepare(`SELECT COUNT(*) FROM ${table} ${whereSql}`)
          .pluck()
          .get(...params)
  ) as number;
  const rows = deps.db
    .prepare(`SELECT * FROM ${table} ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, ...(ranked?.params ?? []), perPage, (page - 1) * perPage) as Row[];
  return {
    data: rows.map((row) => serialize(deps, resource, row, lang)),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}
