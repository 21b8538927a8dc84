import type { LoaderFunctionArgs } from "@remix-run/node";
import { activityRequest } from "./activity.server";
import { describeEntries, offered, readActivity } from "./history.server";
import { MAX_PER_PAGE } from "~/entities/restore.server";
import { csvLine } from "~/utils/csv";
import { exportDateTime } from "~/utils/format";
import { dayIn } from "~/utils/zone";

const MAX_PAGES = 50;

/**
 * The activity page as CSV (`/export/activity?…`, the page's own filters), up to 5,000 entries:
 * the same rules as the list export (a byte-order mark for Excel, formulas neutralised by csvLine),
 * the same permission as the page.
 */
export async function activityCsv(args: LoaderFunctionArgs) {
  const { api, locale, t, query } = await activityRequest(args);
  const lines = [
    csvLine([t("fields.id"), t("history.when"), t("history.who"), t("history.filterArea"), t("history.what"), t("history.record"), t("history.fieldsChanged")]),
  ];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const read = offered(await readActivity(api, { ...query.upstream, page, per_page: MAX_PER_PAGE }));
    if (read.state !== "ok")
      throw new Response(read.state === "failed" ? read.message : t("history.notOffered"), { status: read.state === "failed" ? 502 : 501 });
    for (const entry of await describeEntries(api, locale, read.value.data)) {
      const area = entry.area ? t(`nav.${entry.area}`) : entry.resource === "settings" ? t("nav.setting") : entry.resource;
      lines.push(
        csvLine([
          String(entry.id),
          exportDateTime(entry.at),
          entry.who ?? t("history.system"),
          area,
          t(`history.action_${entry.action}`),
          entry.label ?? `#${entry.recordId}`,
          entry.changes.map((c) => c.label).join(", "),
        ]),
      );
    }
    if (page >= read.value.meta.last_page) break;
  }
  const day = dayIn(Date.now());
  return new Response(`\uFEFF${lines.join("\r\n")}\r\n`, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="activity-${day}.csv"`, "Cache-Control": "no-store" },
  });
}
