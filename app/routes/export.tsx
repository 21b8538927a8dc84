import type { LoaderFunctionArgs } from "@remix-run/node";
import { paginatedSchema, records } from "../../contract/schemas";
import { cellText } from "~/entities/cells";
import { upstreamListQuery } from "~/entities/list-query.server";
import { entityByArea } from "~/entities/registry";
import type { Entity, ExportColumn } from "~/entities/types";
import { activityCsv } from "~/history/activity-export.server";
import { guard } from "~/server/guard.server";
import { AREA_PERMISSIONS } from "~/utils/permissions";
import { csvLine } from "~/utils/csv";
import { dayIn } from "~/utils/zone";
import { requestPath, type Locale } from "~/utils/i18n/locale";

const PAGE_SIZE = 100;
const MAX_PAGES = 50;

/**
 * Excel reads a UTF-8 CSV (Arabic included) when it starts with a byte-order mark; cells that
 * would start a formula are neutralised by csvLine.
 *
 * CSV export of the current filtered list (`/export/{area}?…`, the list's own filters), all pages
 * up to 5,000 rows. Same permission as the list.
 */
export async function loader(args: LoaderFunctionArgs) {
  const area = exportedArea(args.request);
  // The activity page's export: its own filters and permission.
  if (area === "activity") return activityCsv(args);
  const d = entityByArea(area);
  // Only the routes of the registry's areas lead here (app/routes.ts).
  if (!d) throw new Response(null, { status: 404 });
  const { t, api, locale } = await guard(args, { permission: AREA_PERMISSIONS[d.area].show });
  const query = upstreamListQuery(d, new URL(args.request.url).searchParams);
  const columns = d.exportColumns ?? listColumns(d);
  const lines = [csvLine(columns.map((c) => t(c.label)))];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await api.get(`dashboard/${d.resource}/all`, paginatedSchema(records[d.resource]), { ...query.upstream, page, per_page: PAGE_SIZE });
    for (const record of list.data) {
      lines.push(csvLine(columns.map((c) => c.text(record, locale, (k) => t(k)))));
    }
    if (page >= list.meta.last_page) break;
  }
  const day = dayIn(Date.now());
  return new Response(`\uFEFF${lines.join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${d.area}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

/** The list's own columns (pictures aside), after the record's id. */
function listColumns(d: Entity): ExportColumn<unknown>[] {
  return [
    { label: "fields.id", text: (record) => String((record as { id: number }).id) },
    ...d.columns
      .filter((c) => c.kind !== "image" && c.id !== "id")
      .map((c) => ({ label: c.label, text: (record: unknown, locale: Locale, t: (key: string) => string) => cellText(c.kind, c.value(record, locale), t) })),
  ];
}

/** The area of `/export/{area}` (or `/en/export/{area}/`), as the router matched it: without case, decoded. */
export function exportedArea(request: Request): string {
  let path = requestPath(request);
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not an escape the router could decode either.
  }
  return path.toLowerCase().split("/").filter(Boolean).at(-1) ?? "";
}
