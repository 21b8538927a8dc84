import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { paginatedSchema, records } from "../../contract/schemas";
import { cellText } from "~/entities/cells";
import { listQuery } from "~/entities/list-query";
import { entityByArea } from "~/entities/registry";
import { activityCsv } from "~/history/activity-export.server";
import { guard } from "~/server/guard.server";
import { AREA_PERMISSIONS } from "~/utils/permissions";
import { csvLine } from "~/utils/csv";

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
  // The activity page's export: its own filters and permission.
  if (args.params.area === "activity") return activityCsv(args);
  const d = entityByArea(args.params.area ?? "");
  if (!d) throw data({ message: "Not found" }, { status: 404 });
  const { t, api, locale } = await guard(args, { permission: AREA_PERMISSIONS[d.area].show });
  const query = listQuery(d, new URL(args.request.url).searchParams);
  const columns = d.columns.filter((c) => c.kind !== "image" && c.id !== "id");
  const lines = [csvLine([t("fields.id"), ...columns.map((c) => t(c.label))])];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await api.get(`dashboard/${d.resource}/all`, paginatedSchema(records[d.resource]), { ...query.upstream, page, per_page: PAGE_SIZE });
    for (const record of list.data) {
      lines.push(csvLine([String(record.id), ...columns.map((c) => cellText(c.kind, c.value(record, locale), (k) => t(k)))]));
    }
    if (page >= list.meta.last_page) break;
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${lines.join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${d.area}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
