/**
 * One search over every area the user may see: each permitted list is asked for `name=q` (five
 * rows) at the same time, each with its own time limit, so a slow or failing area says so in its
 * group and never holds the others back. The upstream does the Arabic-aware matching, the same as
 * in each list.
 */
import { tidyQuery } from "../../contract/arabic";
import { paginatedSchema, records } from "../../contract/schemas";
import { abilities } from "~/entities/access.server";
import { ENTITIES } from "~/entities/registry";
import type { Entity } from "~/entities/types";
import { localizePath, type Locale } from "~/utils/i18n";
import { canAccessArea, NAV_AREAS, type AreaKey } from "~/utils/permissions";
import type { Upstream } from "./api.server";
import type { CurrentUser } from "./auth.server";

/** Rows shown per area; "all n results" leads to the list for the rest. */
export const SEARCH_PER_AREA = 5;
/** How long one area may take before its group says it could not be searched. */
export const SEARCH_AREA_TIMEOUT_MS = 3000;

export interface SearchHit {
  id: number;
  label: string;
  /** The record's page: its edit form, an order's request page, or the list filtered by it. */
  href: string;
}

export type SearchGroup = { area: AreaKey; ok: true; total: number; hits: SearchHit[]; allHref: string } | { area: AreaKey; ok: false; message: string };

/** The areas this user may see that have a list to search, in the menu's order. */
export function searchableAreas(user: Pick<CurrentUser, "permissions">): Array<[AreaKey, Entity]> {
  return NAV_AREAS.flatMap((area) => {
    const d = Object.hasOwn(ENTITIES, area) ? ENTITIES[area] : undefined;
    return d && canAccessArea(user.permissions, area) ? [[area, d] as [AreaKey, Entity]] : [];
  });
}

export async function searchEverything(api: Upstream, user: CurrentUser, locale: Locale, q: string): Promise<SearchGroup[]> {
  const name = tidyQuery(q);
  return Promise.all(
    searchableAreas(user).map(async ([area, d]): Promise<SearchGroup> => {
      const result = await api.tryGet(
        `dashboard/${d.resource}/all`,
        paginatedSchema(records[d.resource]),
        { name, page: 1, per_page: SEARCH_PER_AREA },
        { timeoutMs: SEARCH_AREA_TIMEOUT_MS },
      );
      if (!result.ok) return { area, ok: false, message: result.message };
      const can = abilities(d, user);
      const list = localizePath(`/${area}?${new URLSearchParams({ name: q })}`, locale);
      const hits = result.data.data.map((record): SearchHit => {
        const href = can.follow ? `/${area}/${record.id}/request` : can.update ? `/${area}/${record.id}/edit` : null;
        return { id: record.id, label: d.rowLabel(record, locale), href: href ? localizePath(href, locale) : list };
      });
      return { area, ok: true, total: result.data.meta.total, hits, allHref: list };
    }),
  );
}
