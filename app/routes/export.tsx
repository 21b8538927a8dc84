import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { paginatedSchema, records } from "../../contract/schemas";
import { cellText } from "~/entities/cells";
import { listQuery } from "~/entities/list-query";
import { entityByArea } from "~/entities/registry";
import { upstream } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { serverT } from "~/utils/i18next.server";
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
export async function loader({ request, params }: LoaderFunctionArgs) {
  const d = entityByArea(params.area ?? "");
  if (!d) throw data({ message: "Not found" }, { status: 404 });
  const ctx = await requireUser(request, params, AREA_PERMISSIONS[d.area].show);
  const t = serverT(ctx.locale);
  const query = listQuery(d, new URL(request.url).searchParams);
  const api = upstream(ctx);
  const columns = d.columns.filter((c) => c.kind !== "image" && c.id !== "id");
  const lines = [csvLine([t("fields.id"), ...columns.map((c) => t(c.label))])];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await api.get(`dashboard/${d.resource}/all`, paginatedSchema(records[d.resource]), { ...query.upstream, page, per_page: PAGE_SIZE });
    for (const record of list.data) {
      const id = String((record as { id: number }).id);
      lines.push(csvLine([id, ...columns.map((c) => cellText(c.kind, c.value(record, ctx.locale), (k) => t(k)))]));
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
