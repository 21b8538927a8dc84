import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { dataSchema, lookupsSchema, moderatorsReportSchema } from "../../contract/schemas";
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

/** Moderators report: per moderator, follow-ups made and their orders by status. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = await guard(args, { permission: requiredPermission("comments", "show") });
  const { request } = args;
  const lookups = await api.get("dashboard/pages/lookups", dataSchema(lookupsSchema));
  const moderators = lookups.data.moderators;
  const query = parseReportQuery(new URL(request.url).searchParams, { idParam: "moderator_id", allowedIds: moderators.map((m) => m.id) });
  const report = await api.get("dashboard/reports/moderators", dataSchema(moderatorsReportSchema), query.upstream);
  return { report: report.data, moderators, query };
}

export default function ModeratorsReport() {
  const { report, moderators, query } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const colorOf = (id: number) =>
    seriesColor(
      Math.max(
        0,
        moderators.findIndex((m) => m.id === id),
      ),
    );
  return (
    <>
      <PageHeader title={t("reports.moderators.title")}>
        <p className="muted">{t("reports.moderators.intro")}</p>
      </PageHeader>
      <ReportFilters
        dateFrom={query.dateFrom}
        dateTo={query.dateTo}
        rangeError={query.rangeError}
        select={{
          name: "moderator_id",
          label: t("reports.moderators.moderator"),
          allLabel: t("reports.moderators.all"),
          options: moderators.map((m) => ({ value: String(m.id), label: m.name })),
          value: query.id,
        }}
      />
      <ReportPeriod dateFrom={query.dateFrom} dateTo={query.dateTo} applied={!query.rangeError} />
      <section className="card report-section" aria-labelledby="moderators-table-heading">
        <h2 id="moderators-table-heading">{t("reports.moderators.tableHeading")}</h2>
        <StatusBreakdownTable
          caption={t("reports.moderators.caption")}
          itemHeader={t("reports.moderators.moderator")}
          leadHeaders={[t("reports.moderators.followUps"), t("reports.moderators.orders")]}
          totalLabel={t("reports.table.total")}
          rows={report.map((r) => ({
            key: String(r.moderator.id),
            label: <bdi>{r.moderator.name}</bdi>,
            color: colorOf(r.moderator.id),
            lead: [r.follow_ups, r.orders],
            byStatus: r.by_status,
          }))}
        />
      </section>
      <section className="report-section" aria-labelledby="moderators-charts-heading">
        <h2 id="moderators-charts-heading">{t("reports.moderators.chartsHeading")}</h2>
        <div className="chart-grid">
          {report.length > 1 ? (
            <div className="card">
              <ReportDoughnut
                compact
                title={t("reports.moderators.followUpsChart")}
                items={report.map((r) => ({ label: r.moderator.name, value: r.follow_ups, color: colorOf(r.moderator.id) }))}
              />
            </div>
          ) : null}
          {report.map((r) => (
            <div className="card" key={r.moderator.id}>
              <ReportDoughnut
                compact
                // First-strong isolates keep an Arabic name readable inside an English title.
                title={t("reports.moderators.ordersChart", { name: `\u2068${r.moderator.name}\u2069` })}
                items={STATUSES.map((s) => ({ label: t(`orders.status.${s}`), value: r.by_status[s], color: STATUS_COLORS[s] }))}
              />
            </div>
          ))}
        </div>
      </section>
    </>
  );
}

export const meta = pageMeta("reports.moderators.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
