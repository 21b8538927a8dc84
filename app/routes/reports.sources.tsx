import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { ownOrOther, useLocale } from "~/utils/i18n";
import { dataSchema, lookupsSchema, sourcesReportSchema } from "../../contract/schemas";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { STATUS_COLORS, STATUSES } from "~/components/order-status";
import { PageHeader } from "~/components/page-header";
import { ReportDoughnut } from "~/components/reports/report-doughnut";
import { ReportFilters } from "~/components/reports/report-filters";
import { ReportPeriod } from "~/components/reports/report-period";
import { seriesColor, StatusBreakdownTable } from "~/components/reports/report-table";
import { guard } from "~/server/guard.server";
import { pageMeta } from "~/utils/meta";
import { requiredPermission } from "~/utils/permissions";
import { parseReportQuery } from "~/utils/reports";

/** Sources report: orders per source, split by status. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = await guard(args, { permission: requiredPermission("follow-sources", "show") });
  const { request } = args;
  const lookups = await api.get("dashboard/pages/lookups", dataSchema(lookupsSchema));
  const sources = lookups.data.sources;
  const query = parseReportQuery(new URL(request.url).searchParams, { idParam: "source_id", allowedIds: sources.map((s) => s.id) });
  const report = await api.get("dashboard/reports/sources", dataSchema(sourcesReportSchema), query.upstream);
  return { report: report.data, sources, query };
}

export default function SourcesReport() {
  const { report, sources, query } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const name = (s: { name_ar: string; name_en: string }) => ownOrOther(locale, s.name_ar, s.name_en);
  const colorOf = (id: number) =>
    seriesColor(
      Math.max(
        0,
        sources.findIndex((s) => s.id === id),
      ),
    );
  const byStatus = STATUSES.map((s) => ({
    label: t(`orders.status.${s}`),
    value: report.reduce((a, r) => a + r.by_status[s], 0),
    color: STATUS_COLORS[s],
  }));
  return (
    <>
      <PageHeader title={t("reports.sources.title")}>
        <p className="muted">{t("reports.sources.intro")}</p>
      </PageHeader>
      <ReportFilters
        dateFrom={query.dateFrom}
        dateTo={query.dateTo}
        rangeError={query.rangeError}
        select={{
          name: "source_id",
          label: t("reports.sources.source"),
          allLabel: t("reports.sources.all"),
          options: sources.map((s) => ({ value: String(s.id), label: name(s) })),
          value: query.id,
        }}
      />
      <ReportPeriod dateFrom={query.dateFrom} dateTo={query.dateTo} applied={!query.rangeError} />
      <section className="card report-section" aria-labelledby="sources-table-heading">
        <h2 id="sources-table-heading">{t("reports.sources.tableHeading")}</h2>
        <StatusBreakdownTable
          caption={t("reports.sources.caption")}
          itemHeader={t("reports.sources.source")}
          leadHeaders={[t("reports.sources.total")]}
          totalLabel={t("reports.table.total")}
          rows={report.map((r) => ({
            key: String(r.source.id),
            label: <bdi>{name(r.source)}</bdi>,
            color: colorOf(r.source.id),
            lead: [r.total],
            byStatus: r.by_status,
          }))}
        />
      </section>
      <section className="report-section" aria-labelledby="sources-charts-heading">
        <h2 id="sources-charts-heading">{t("reports.sources.chartsHeading")}</h2>
        <div className="chart-grid chart-grid-wide">
          {report.length > 1 ? (
            <div className="card">
              <ReportDoughnut
                title={t("reports.sources.bySourceChart")}
                items={report.map((r) => ({ label: name(r.source), value: r.total, color: colorOf(r.source.id) }))}
              />
            </div>
          ) : null}
          <div className="card">
            <ReportDoughnut title={t("reports.sources.byStatusChart")} items={byStatus} />
          </div>
        </div>
      </section>
    </>
  );
}

export const meta = pageMeta("reports.sources.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
