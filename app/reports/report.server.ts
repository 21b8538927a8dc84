import type { LoaderFunctionArgs } from "@remix-run/node";
import { dataSchema, lookupsSchema, moderatorsReportSchema, sourcesReportSchema } from "../../contract/schemas";
import { guard } from "~/server/guard.server";
import { ownOrOther, type Locale } from "~/utils/i18n/locale";
import { largestFirst, pageOf, parseReportQuery, REPORT_PAGE_SIZE, topAndOther } from "~/utils/reports";
import type { ReportData, ReportKind, ReportRow } from "./report-kinds";

/** A source's name in the page's language (a moderator has one name). */
function nameOf(item: { name: string } | { name_ar: string; name_en: string }, locale: Locale): string {
  return "name" in item ? item.name : ownOrOther(locale, item.name_ar, item.name_en);
}

/**
 * A report of one kind: its items (for the filter), checked filters, then the upstream's rows,
 * ranked largest first by the first leading number; the page sends one page of them, their sums
 * and the chart's largest ten and Other, never every row (a report of 2,000 sources stays a page
 * of 25 rows and a doughnut of eleven slices).
 */
export async function loadReport(args: LoaderFunctionArgs, kind: ReportKind): Promise<ReportData> {
  const { api, locale } = await guard(args, { permission: kind.permission });
  const lookups = await api.get("dashboard/pages/lookups", dataSchema(lookupsSchema));
  const items = lookups.data[kind.name].map((item) => ({ id: item.id, name: nameOf(item, locale) }));
  const query = parseReportQuery(new URL(args.request.url).searchParams, { idParam: kind.idParam, allowedIds: items.map((i) => i.id) });
  type Row = Omit<ReportRow, "rank">;
  let all: Row[];
  if (kind.name === "moderators") {
    const report = await api.get("dashboard/reports/moderators", dataSchema(moderatorsReportSchema), query.upstream);
    all = report.data.map((r) => ({ id: r.moderator.id, name: r.moderator.name, lead: [r.follow_ups, r.orders], byStatus: r.by_status }));
  } else {
    const report = await api.get("dashboard/reports/sources", dataSchema(sourcesReportSchema), query.upstream);
    all = report.data.map((r) => ({ id: r.source.id, name: nameOf(r.source, locale), lead: [r.total], byStatus: r.by_status }));
  }
  const first = (row: Row) => row.lead[0] ?? 0;
  const ranked = largestFirst(all, first).map((row, rank): ReportRow => ({ ...row, rank }));
  const { top, other } = topAndOther(ranked, first);
  const { page, lastPage, start, end } = pageOf(query.page, ranked.length);
  const sum = (pick: (row: Row) => number) => ranked.reduce((total, row) => total + pick(row), 0);
  const totals =
    ranked.length > 1
      ? {
          lead: (ranked[0]?.lead ?? []).map((_, i) => sum((row) => row.lead[i] ?? 0)),
          byStatus: { "1": sum((r) => r.byStatus["1"]), "2": sum((r) => r.byStatus["2"]), "3": sum((r) => r.byStatus["3"]), "4": sum((r) => r.byStatus["4"]) },
        }
      : null;
  return {
    items,
    rows: ranked.slice(start, end),
    totals,
    chart: { top: top.map((row) => ({ id: row.id, name: row.name, value: first(row) })), other },
    pages: { page, lastPage, total: ranked.length, perPage: REPORT_PAGE_SIZE },
    query,
  };
}
