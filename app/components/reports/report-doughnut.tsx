import { lazy, Suspense } from "react";
import { useHydrated } from "~/utils/hooks/hydrated";
import { useTranslation } from "~/utils/i18n/translation";
import { useLocale } from "~/utils/i18n/locale";
import { formatNumber } from "~/utils/format";
import { DEFAULT_GEOMETRY, doughnutSegments, type ChartItem, type ChartJsDoughnutProps } from "./doughnut-math";

export type { ChartItem };

/**
 * chart.js and react-chartjs-2 are imported only here, dynamically, so they form their own
 * chunk that only the report routes load, and only after hydration.
 */
const ChartJsDoughnut = lazy(() =>
  import("./chartjs-doughnut").catch(() => ({ default: ({ fallback }: ChartJsDoughnutProps) => <>{fallback}</> })),
);

/** "Total 12. New: 5, Done: 7" — the spoken summary of a doughnut. */
function useChartSummary(items: readonly ChartItem[]): string {
  const { t } = useTranslation();
  const locale = useLocale();
  const total = items.reduce((a, b) => a + b.value, 0);
  if (total === 0) return t("reports.chart.empty");
  const parts = items.filter((i) => i.value > 0).map((i) => `${i.label}: ${formatNumber(i.value, locale)}`);
  return t("reports.chart.summary", { total: formatNumber(total, locale), items: parts.join(locale === "ar" ? "، " : ", ") });
}

/** The doughnut without JavaScript: SVG arcs, one `role="img"` with a summary for screen readers. */
function SvgDoughnut({ items, ariaLabel, size = 200 }: { items: readonly ChartItem[]; ariaLabel: string; size?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const segments = doughnutSegments(items.map((i) => i.value));
  const total = items.reduce((a, b) => a + b.value, 0);
  const { c, r, inner } = DEFAULT_GEOMETRY;
  return (
    <svg className="doughnut-svg" viewBox={`0 0 ${c * 2} ${c * 2}`} width={size} height={size} role="img" aria-label={ariaLabel}>
      {segments.length === 0 ? (
        <circle cx={c} cy={c} r={(r + inner) / 2} fill="none" stroke="#d7dde3" strokeWidth={r - inner} />
      ) : (
        segments.map((s) => (
          <path key={s.index} d={s.d} fill={items[s.index]?.color} fillRule="evenodd" stroke="#fff" strokeWidth={segments.length > 1 ? 1.5 : 0} />
        ))
      )}
      <text x={c} y={c - 4} textAnchor="middle" className="doughnut-total" aria-hidden="true">
        {formatNumber(total, locale)}
      </text>
      <text x={c} y={c + 20} textAnchor="middle" className="doughnut-caption" aria-hidden="true">
        {t("reports.chart.total")}
      </text>
    </svg>
  );
}

/**
 * A report doughnut: drawn on the server as SVG (complete without JavaScript), replaced after
 * hydration by an interactive chart.js doughnut with tooltips and a legend.
 */
export function ReportDoughnut({
  title,
  items,
  compact = false,
  hideCaption = false,
}: {
  title: string;
  items: ChartItem[];
  compact?: boolean;
  /** When a heading right above already says the title. */
  hideCaption?: boolean;
}) {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const summary = `${title}. ${useChartSummary(items)}`;
  const total = items.reduce((a, b) => a + b.value, 0);
  const svg = <SvgDoughnut items={items} ariaLabel={summary} size={compact ? 160 : 200} />;
  return (
    <figure className={`report-chart${compact ? " report-chart-compact" : ""}`}>
      <figcaption className={hideCaption ? "visually-hidden" : undefined}>{title}</figcaption>
      <div className="report-chart-canvas">
        {hydrated && total > 0 ? (
          <Suspense fallback={svg}>
            <ChartJsDoughnut items={items} ariaLabel={summary} rtl={i18n.dir(i18n.language) === "rtl"} fallback={svg} />
          </Suspense>
        ) : (
          svg
        )}
      </div>
    </figure>
  );
}
