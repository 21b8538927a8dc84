/** The activity page's data, shared by the page and its CSV export. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { paginatedSchema, records } from "../../contract/schemas";
import { ENTITIES } from "~/entities/registry";
import { loadLookups } from "~/entities/lookups.server";
import type { Option } from "~/entities/types";
import type { Upstream } from "~/server/api.server";
import { guard } from "~/server/guard.server";
import type { Locale } from "~/utils/i18n/locale";
import { canAccessArea, hasPermission, SHOW_ACTIVITY, type AreaKey } from "~/utils/permissions";
import { activityQuery, type AreaResources } from "./activity-query";

/** Every area whose changes are recorded, by its API resource (the settings are one record). */
const ACTIVITY_AREAS: Readonly<Partial<Record<AreaKey, string>>> = {
  ...Object.fromEntries(Object.values(ENTITIES).map((d) => [d.area, d.resource])),
  setting: "settings",
};

/** The areas a staff member may filter the activity by: those they may open (the settings: with `update_settings`). */
export function activityAreas(permissions: readonly string[]): AreaResources {
  return Object.fromEntries(Object.entries(ACTIVITY_AREAS).filter(([area]) => canAccessArea(permissions, area as AreaKey)));
}

/** Any logged-in staff member: `show_activity` sees everyone's changes, the others their own. */
export async function activityRequest(args: LoaderFunctionArgs) {
  const guarded = await guard(args);
  const everyone = hasPermission(guarded.user.permissions, SHOW_ACTIVITY);
  const areas = activityAreas(guarded.user.permissions);
  const query = activityQuery(new URL(args.request.url).searchParams, { everyone, areas });
  return { ...guarded, everyone, areas: Object.keys(areas), query };
}

/**
 * The staff members to filter by: the staff accounts (an optional extension), else the
 * moderators of the order lookups; none when neither can be read.
 */
export async function staffOptions(api: Upstream, locale: Locale): Promise<Option[]> {
  const accounts = await api.tryGet("dashboard/users/all", paginatedSchema(records.users), { per_page: 100, sort: "name", dir: "asc" });
  if (accounts.ok) return accounts.data.data.map((u) => ({ value: String(u.id), label: u.name }));
  const lookups = await loadLookups(api, locale, new Set(["moderators"])).catch(() => null);
  return lookups?.moderators ?? [];
}
