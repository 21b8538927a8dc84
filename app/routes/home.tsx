import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/translation";
import { useLocale } from "~/utils/i18n/locale";
import { dataSchema, statusesReportSchema } from "../../contract/schemas";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { STATUS_COLORS, StatusBadge, SUB_STATUS_COLORS, SubStatusBadge } from "~/components/order-status";
import { PageHeader } from "~/components/page-header";
import { ReportDoughnut } from "~/components/reports/report-doughnut";
import { ReportFilters } from "~/components/reports/report-filters";
import { ReportPeriod } from "~/components/reports/report-period";
import { CountTable, Swatch } from "~/components/reports/report-table";
import { guard } from "~/server/guard.server";
import { formatNumber } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { requiredPermission } from "~/utils/permissions";
import { parseReportQuery } from "~/utils/reports";

const NO_SUB_STATUS_COLOR = "#c3ccd5";

/** Home: the statuses report (orders by status and sub-status, with a date-range filter). */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = await guard(args, { permission: requiredPermission("home", "show") });
  const query = parseReportQuery(new URL(args.request.url).searchParams);
  const report = await api.get("dashboard/reports/statuses", dataSchema(statusesReportSchema), query.upstream);
  return { report: report.data, query };
}

export default function StatusesReport() {
  const { report, query } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const statusItems = report.by_status.map((s) => ({ label: t(`orders.status.${s.status}`), value: s.count, color: STATUS_COLORS[s.status] }));
  const withSub = report.by_sub_status.reduce((a, b) => a + b.count, 0);
  const withoutSub = Math.max(0, report.total - withSub);
  // Orders without a sub-status get a neutral slice, so both doughnuts add up to the same total.
  const subItems = [
    ...report.by_sub_status.map((s) => ({ label: t(`orders.subStatus.${s.sub_status}`), value: s.count, color: SUB_STATUS_COLORS[s.sub_status] })),
    { label: t("reports.statuses.noSubStatus"), value: withoutSub, color: NO_SUB_STATUS_COLOR },
  ];
  return (
    <>
      <PageHeader title={t("reports.statuses.title")}>
        <p className="muted">{t("reports.statuses.intro")}</p>
      </PageHeader>
      <ReportFilters dateFrom={query.dateFrom} dateTo={query.dateTo} rangeError={query.rangeError} />
      <ReportPeriod dateFrom={query.dateFrom} dateTo={query.dateTo} applied={!query.rangeError} />
      <section aria-labelledby="totals-heading" className="report-section">
        <h2 id="totals-heading" className="visually-hidden">
          {t("reports.statuses.totals")}
        </h2>
        <dl className="stat-cards">
          <div className="stat-card stat-card-total">
            <dt>{t("reports.statuses.total")}</dt>
            <dd>{formatNumber(report.total, locale)}</dd>
          </div>
          {report.by_status.map((s) => (
            <div key={s.status} className="stat-card">
              <dt>
                <Swatch color={STATUS_COLORS[s.status]} />
                {t(`orders.status.${s.status}`)}
              </dt>
              <dd>{formatNumber(s.count, locale)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="report-grid">
        <section className="card report-section" aria-labelledby="by-status-heading">
          <h2 id="by-status-heading">{t("reports.statuses.byStatus")}</h2>
          <div className="chart-and-table">
            <ReportDoughnut hideCaption title={t("reports.statuses.byStatus")} items={statusItems} />
            <CountTable
              caption={t("reports.statuses.byStatusCaption")}
              itemHeader={t("reports.table.status")}
              total={report.total}
              rows={report.by_status.map((s) => ({
                key: String(s.status),
                label: <StatusBadge status={s.status} />,
                count: s.count,
                color: STATUS_COLORS[s.status],
              }))}
              footer={{ label: t("reports.statuses.total"), count: report.total }}
            />
          </div>
        </section>
        <section className="card report-section" aria-labelledby="by-sub-status-heading">
          <h2 id="by-sub-status-heading">{t("reports.statuses.bySubStatus")}</h2>
          <div className="chart-and-table">
            <ReportDoughnut hideCaption title={t("reports.statuses.bySubStatus")} items={subItems} />
            <CountTable
              caption={t("reports.statuses.bySubStatusCaption")}
              itemHeader={t("reports.table.subStatus")}
              total={report.total}
              rows={report.by_sub_status.map((s) => ({
                key: String(s.sub_status),
                label: <SubStatusBadge subStatus={s.sub_status} />,
                count: s.count,
                color: SUB_STATUS_COLORS[s.sub_status],
              }))}
              footer={{ label: t("reports.statuses.noSubStatus"), count: withoutSub, color: NO_SUB_STATUS_COLOR }}
            />
          </div>
        </section>
      </div>
    </>
  );
}

export const meta = pageMeta("reports.statuses.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
