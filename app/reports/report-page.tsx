import { STATUS_COLORS, STATUSES } from "~/components/order-status";
import { PageHeader } from "~/components/page-header";
import { ReportDoughnut } from "~/components/reports/report-doughnut";
import { ReportFilters } from "~/components/reports/report-filters";
import { ReportPeriod } from "~/components/reports/report-period";
import { seriesColor, StatusBreakdownTable } from "~/components/reports/report-table";
import { useTranslation } from "~/utils/i18n/translation";
import type { ReportData, ReportKind } from "./report-kinds";

/** A report's page: its filters, the table of its items by status, and its doughnuts. */
export function ReportPage({ kind, data }: { kind: ReportKind; data: ReportData }) {
  const { items, rows, query } = data;
  const { t } = useTranslation();
  const words = (key: string, options?: Record<string, unknown>) => t(`reports.${kind.name}.${key}`, options);
  const colorOf = (id: number) =>
    seriesColor(
      Math.max(
        0,
        items.findIndex((i) => i.id === id),
      ),
    );
  // The doughnut of the statuses, one count a status.
  const statusItems = (count: (status: (typeof STATUSES)[number]) => number) =>
    STATUSES.map((s) => ({ label: t(`orders.status.${s}`), value: count(s), color: STATUS_COLORS[s] }));
  const perItem = kind.statusCharts === "per-item";
  return (
    <>
      <PageHeader title={words("title")}>
        <p className="muted">{words("intro")}</p>
      </PageHeader>
      <ReportFilters
        dateFrom={query.dateFrom}
        dateTo={query.dateTo}
        rangeError={query.rangeError}
        select={{
          name: kind.idParam,
          label: words(kind.itemWord),
          allLabel: words("all"),
          options: items.map((i) => ({ value: String(i.id), label: i.name })),
          value: query.id,
        }}
      />
      <ReportPeriod dateFrom={query.dateFrom} dateTo={query.dateTo} applied={!query.rangeError} />
      <section className="card report-section" aria-labelledby={`${kind.name}-table-heading`}>
        <h2 id={`${kind.name}-table-heading`}>{words("tableHeading")}</h2>
        <StatusBreakdownTable
          caption={words("caption")}
          itemHeader={words(kind.itemWord)}
          leadHeaders={kind.leadWords.map((w) => words(w))}
          totalLabel={t("reports.table.total")}
          rows={rows.map((r) => ({ key: String(r.id), label: <bdi>{r.name}</bdi>, color: colorOf(r.id), lead: r.lead, byStatus: r.byStatus }))}
        />
      </section>
      <section className="report-section" aria-labelledby={`${kind.name}-charts-heading`}>
        <h2 id={`${kind.name}-charts-heading`}>{words("chartsHeading")}</h2>
        <div className={perItem ? "chart-grid" : "chart-grid chart-grid-wide"}>
          {rows.length > 1 ? (
            <div className="card">
              <ReportDoughnut
                compact={perItem}
                title={words(kind.shareChart)}
                items={rows.map((r) => ({ label: r.name, value: r.lead[0], color: colorOf(r.id) }))}
              />
            </div>
          ) : null}
          {perItem ? (
            rows.map((r) => (
              <div className="card" key={r.id}>
                <ReportDoughnut
                  compact
                  // First-strong isolates keep an Arabic name readable inside an English title.
                  title={words("ordersChart", { name: `\u2068${r.name}\u2069` })}
                  items={statusItems((s) => r.byStatus[s])}
                />
              </div>
            ))
          ) : (
            <div className="card">
              <ReportDoughnut
                title={words("byStatusChart")}
                items={statusItems((s) => rows.reduce((a, r) => a + r.byStatus[s], 0))}
              />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
