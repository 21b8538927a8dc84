import type { LoaderFunctionArgs } from "@remix-run/node";
import { dataSchema, lookupsSchema, moderatorsReportSchema, sourcesReportSchema } from "../../contract/schemas";
import { guard } from "~/server/guard.server";
import { ownOrOther, type Locale } from "~/utils/i18n/locale";
import { parseReportQuery } from "~/utils/reports";
import type { ReportData, ReportKind } from "./report-kinds";

/** A source's name in the page's language (a moderator has one name). */
function nameOf(item: { name: string } | { name_ar: string; name_en: string }, locale: Locale): string {
  return "name" in item ? item.name : ownOrOther(locale, item.name_ar, item.name_en);
}

/** A report of one kind: its items (for the filter), checked filters, then the upstream's rows. */
export async function loadReport(args: LoaderFunctionArgs, kind: ReportKind): Promise<ReportData> {
  const { api, locale } = await guard(args, { permission: kind.permission });
  const lookups = await api.get("dashboard/pages/lookups", dataSchema(lookupsSchema));
  const items = lookups.data[kind.name].map((item) => ({ id: item.id, name: nameOf(item, locale) }));
  const query = parseReportQuery(new URL(args.request.url).searchParams, { idParam: kind.idParam, allowedIds: items.map((i) => i.id) });
  if (kind.name === "moderators") {
    const report = await api.get("dashboard/reports/moderators", dataSchema(moderatorsReportSchema), query.upstream);
    const rows = report.data.map((r) => ({ id: r.moderator.id, name: r.moderator.name, lead: [r.follow_ups, r.orders], byStatus: r.by_status }));
    return { items, rows, query };
  }
  const report = await api.get("dashboard/reports/sources", dataSchema(sourcesReportSchema), query.upstream);
  const rows = report.data.map((r) => ({ id: r.source.id, name: nameOf(r.source, locale), lead: [r.total], byStatus: r.by_status }));
  return { items, rows, query };
}
