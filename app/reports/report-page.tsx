import { STATUS_COLORS, STATUSES } from "~/components/order-status";
import { PageHeader } from "~/components/page-header";
import { ReportDoughnut } from "~/components/reports/report-doughnut";
import { ReportFilters } from "~/components/reports/report-filters";
import { ReportPeriod } from "~/components/reports/report-period";
import { OTHER_COLOR, seriesColor, StatusBreakdownTable } from "~/components/reports/report-table";
import { Pagination } from "~/components/pagination";
import { useTranslation } from "~/utils/i18n/translation";
import type { ReportData, ReportKind } from "./report-kinds";

/**
 * A report's page: its filters, the table of its items by status (largest first, a page at a time,
 * its totals over every page), and its doughnuts: the items' one shows the largest ten and
 * "Other", in the colours of the table's swatches (the rows past the ten take Other's).
 */
export function ReportPage({ kind, data }: { kind: ReportKind; data: ReportData }) {
  const { items, rows, totals, chart, pages, query } = data;
  const { t } = useTranslation();
  const words = (key: string, options?: Record<string, unknown>) => t(`reports.${kind.name}.${key}`, options);
  const colorOf = (rank: number) => (chart.other && rank >= chart.top.length ? OTHER_COLOR : seriesColor(rank));
  const shareItems = [
    ...chart.top.map((item, rank) => ({ label: item.name, value: item.value, color: colorOf(rank) })),
    ...(chart.other ? [{ label: t("reports.chart.other"), value: chart.other.value, color: OTHER_COLOR }] : []),
  ];
  // The doughnut of the statuses, one count a status.
  const statusItems = (count: (status: (typeof STATUSES)[number]) => number) =>
    STATUSES.map((s) => ({ label: t(`orders.status.${s}`), value: count(s), color: STATUS_COLORS[s] }));
  const perItem = kind.statusCharts === "per-item";
  // The page links keep the filters (each a valid value, as the form shows it).
  const linkQuery: Record<string, string> = {};
  if (query.dateFrom) linkQuery.date_from = query.dateFrom;
  if (query.dateTo) linkQuery.date_to = query.dateTo;
  if (query.id !== undefined) linkQuery[kind.idParam] = String(query.id);
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
          rows={rows.map((r) => ({ key: String(r.id), label: <bdi>{r.name}</bdi>, color: colorOf(r.rank), lead: r.lead, byStatus: r.byStatus }))}
          totals={totals}
        />
        {pages.lastPage > 1 ? (
          <Pagination meta={{ current_page: pages.page, last_page: pages.lastPage, per_page: pages.perPage, total: pages.total }} query={linkQuery} />
        ) : null}
      </section>
      <section className="report-section" aria-labelledby={`${kind.name}-charts-heading`}>
        <h2 id={`${kind.name}-charts-heading`}>{words("chartsHeading")}</h2>
        <div className={perItem ? "chart-grid" : "chart-grid chart-grid-wide"}>
          {pages.total > 1 ? (
            <div className="card">
              <ReportDoughnut compact={perItem} title={words(kind.shareChart)} items={shareItems} />
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
                items={statusItems((s) => (totals ? totals.byStatus[s] : rows.reduce((a, r) => a + r.byStatus[s], 0)))}
              />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
