import { upstreamSearchQuery } from "../../contract/phone-search";
import { listQuery, type ListQuery } from "./list-query";
import type { Entity } from "./types";

/**
 * listQuery as the server sends it upstream: a search that is a phone number goes as the digits
 * every stored form of it contains (`050 123 4567` → `501234567`, contract/phone-search.ts), so
 * the caller is found however the number was given. Kept apart from list-query.ts, which the
 * pages' scripts import: the phone metadata stays out of them.
 */
export function upstreamListQuery(d: Pick<Entity, "columns" | "filters" | "defaultSort">, params: URLSearchParams): ListQuery {
  const query = listQuery(d, params);
  if (query.values.name) query.upstream.name = upstreamSearchQuery(query.values.name);
  return query;
}
