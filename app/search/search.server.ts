/**
 * One search over every area the user may see: each permitted list is asked for `name=q` (five
 * rows) at the same time, each with its own time limit, so a slow or failing area says so in its
 * group and never holds the others back. The upstream does the Arabic-aware matching and the
 * ranking (whole words first), the same as in each list; a phone number goes as its digits
 * (upstreamSearchQuery), as from a list.
 */
import { upstreamSearchQuery } from "../../contract/phone-search";
import { paginatedSchema, records } from "../../contract/schemas";
import { abilities } from "~/entities/access.server";
import { ENTITIES } from "~/entities/registry";
import type { CellKind, CellValue, Entity } from "~/entities/types";
import { localizePath, type Locale } from "~/utils/i18n/locale";
import { canAccessArea, NAV_AREAS, type AreaKey } from "~/utils/permissions";
import type { Upstream } from "~/server/api.server";
import type { CurrentUser } from "~/server/auth.server";
import { thumbnailSrc } from "~/server/thumbnails.server";

/** Rows shown per area; "all n results" leads to the list for the rest. */
const SEARCH_PER_AREA = 5;
/** How long one area may take before its group says it could not be searched. */
const SEARCH_AREA_TIMEOUT_MS = 3000;

export interface SearchHit {
  id: number;
  label: string;
  /** The record's page: its edit form, an order's request page, or the list filtered by it. */
  href: string;
  /** The record's picture as the list's small copy, when it has one. */
  thumb: string | null;
  /** What tells the record from another of the same name: see hitFacts. */
  facts: SearchFact[];
}

export interface SearchFact {
  id: string;
  kind: CellKind;
  value: CellValue;
}

export type SearchGroup = { area: AreaKey; ok: true; total: number; hits: SearchHit[]; allHref: string } | { area: AreaKey; ok: false; message: string };

/** Kinds of list column a hit shows besides its label: how to reach the record, and an order's status. */
const FACT_KINDS: ReadonlySet<CellKind> = new Set(["phone", "email", "status"]);

/**
 * A hit's facts, from its list's columns: its phone and e-mail, and where the records have a
 * status (orders) the status and the day it was made. Empty values are left out.
 */
export function hitFacts(d: Entity, record: unknown, locale: Locale): SearchFact[] {
  const dated = d.columns.some((c) => c.kind === "status");
  return d.columns
    .filter((c) => FACT_KINDS.has(c.kind) || (dated && c.id === "created_at"))
    .map((c) => ({ id: c.id, kind: c.kind, value: c.value(record, locale) }))
    .filter((fact) => fact.value !== null && fact.value !== "");
}

/** A hit's picture: its list's first picture column, as the list's 44 px copy. */
function hitThumb(d: Entity, record: unknown, locale: Locale): string | null {
  const column = d.columns.find((c) => c.kind === "image");
  const value = column?.value(record, locale);
  return typeof value === "string" && value ? thumbnailSrc(value, "cell") : null;
}

/** The areas this user may see that have a list to search, in the menu's order. */
function searchableAreas(user: Pick<CurrentUser, "permissions">): Array<[AreaKey, Entity]> {
  return NAV_AREAS.flatMap((area) => {
    const d = Object.hasOwn(ENTITIES, area) ? ENTITIES[area] : undefined;
    return d && canAccessArea(user.permissions, area) ? [[area, d] as [AreaKey, Entity]] : [];
  });
}

/**
 * Every area's group, and `sent`: the query as the upstream was asked it (a phone number as its
 * digits), so that the page can mark a phone found by its digits.
 */
export async function searchEverything(api: Upstream, user: CurrentUser, locale: Locale, q: string): Promise<{ sent: string; groups: SearchGroup[] }> {
  const name = upstreamSearchQuery(q);
  const groups = await Promise.all(
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
        return {
          id: record.id,
          label: d.rowLabel(record, locale),
          href: href ? localizePath(href, locale) : list,
          thumb: hitThumb(d, record, locale),
          facts: hitFacts(d, record, locale),
        };
      });
      return { area, ok: true, total: result.data.meta.total, hits, allHref: list };
    }),
  );
  return { sent: name, groups };
}
