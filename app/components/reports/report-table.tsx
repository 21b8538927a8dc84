import type { ReactNode } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { useLocale } from "~/utils/i18n/locale";
import { STATUS_COLORS } from "~/components/order-status";
import { ScrollRegion } from "~/components/scroll-region";
import { formatNumber } from "~/utils/format";
import { percentOf } from "~/utils/reports";

export interface CountRow {
  key: string;
  label: ReactNode;
  count: number;
  /** The slice colour, shown as a swatch so the table is also the chart's legend. */
  color?: string;
}

export function Swatch({ color }: { color?: string }) {
  if (!color) return null;
  return <span className="swatch" style={{ background: color }} aria-hidden="true" />;
}

function CountTableRow({
  rowKey,
  label,
  color,
  count,
  total,
  locale,
}: {
  rowKey?: string;
  label: ReactNode;
  color?: string;
  count: number;
  total: number;
  locale: "ar" | "en";
}) {
  return (
    <tr data-key={rowKey}>
      <th scope="row">
        <span className="row-label">
          <Swatch color={color} />
          {label}
        </span>
      </th>
      <td className="num">{formatNumber(count, locale)}</td>
      <td className="num">{formatNumber(percentOf(count, total), locale)}%</td>
    </tr>
  );
}

/** An accessible count table: caption, a row header per item, count and share of the total. */
export function CountTable({
  caption,
  itemHeader,
  rows,
  total,
  footer,
}: {
  caption: string;
  itemHeader: string;
  rows: CountRow[];
  total: number;
  footer?: { label: string; count: number; color?: string };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ScrollRegion label={caption}>
      <table className="report-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{itemHeader}</th>
            <th scope="col" className="num">
              {t("reports.table.count")}
            </th>
            <th scope="col" className="num">
              {t("reports.table.share")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CountTableRow key={row.key} rowKey={row.key} label={row.label} color={row.color} count={row.count} total={total} locale={locale} />
          ))}
        </tbody>
        {footer ? (
          <tfoot>
            <CountTableRow label={footer.label} color={footer.color} count={footer.count} total={total} locale={locale} />
          </tfoot>
        ) : null}
      </table>
    </ScrollRegion>
  );
}

/**
 * Colours of series that are not statuses (moderators, sources), in order: the Okabe–Ito palette,
 * told apart with every kind of colour blindness, without its blue and green, which are hues the
 * statuses use. Status colours are for statuses only. Past six, colours repeat: the labels beside
 * every swatch and slice tell the series apart.
 */
export const SERIES_PALETTE = ["#E69F00", "#56B4E9", "#D55E00", "#CC79A7", "#F0E442", "#000000"] as const;

export function seriesColor(index: number): string {
  return SERIES_PALETTE[index % SERIES_PALETTE.length] ?? SERIES_PALETTE[0];
}

/** The colour of a chart's "Other" slice (the rows past the largest ten), and of those rows' swatches. */
export const OTHER_COLOR = "#c3ccd5";

type StatusCounts = { "1": number; "2": number; "3": number; "4": number };
const STATUS_KEYS = ["1", "2", "3", "4"] as const;

export interface BreakdownRow {
  key: string;
  label: ReactNode;
  color?: string;
  /** Numbers shown before the status columns (follow-ups, orders / total). */
  lead: number[];
  byStatus: StatusCounts;
}

/**
 * One row per moderator or source: leading totals, then orders per status, and a totals row: the
 * sums of `totals` when the rows are one page of more (every page's), else of the rows shown.
 */
export function StatusBreakdownTable({
  caption,
  itemHeader,
  leadHeaders,
  rows,
  totals,
  totalLabel,
}: {
  caption: string;
  itemHeader: string;
  leadHeaders: string[];
  rows: BreakdownRow[];
  totals?: { lead: number[]; byStatus: StatusCounts } | null;
  totalLabel: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sums =
    totals !== undefined
      ? totals
      : rows.length > 1
        ? {
            lead: leadHeaders.map((_, i) => rows.reduce((a, r) => a + (r.lead[i] ?? 0), 0)),
            byStatus: Object.fromEntries(STATUS_KEYS.map((s) => [s, rows.reduce((a, r) => a + r.byStatus[s], 0)])) as StatusCounts,
          }
        : null;
  return (
    <ScrollRegion label={caption}>
      <table className="report-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{itemHeader}</th>
            {leadHeaders.map((h) => (
              <th key={h} scope="col" className="num">
                {h}
              </th>
            ))}
            {STATUS_KEYS.map((s) => (
              <th key={s} scope="col" className="num">
                {/* The status colours of the doughnuts below, explained without JavaScript too. */}
                <span className="row-label">
                  <Swatch color={STATUS_COLORS[s]} />
                  {t(`orders.status.${s}`)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={1 + leadHeaders.length + STATUS_KEYS.length}>{t("reports.table.empty")}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} data-key={row.key}>
                <th scope="row">
                  <span className="row-label">
                    <Swatch color={row.color} />
                    {row.label}
                  </span>
                </th>
                {row.lead.map((n, i) => (
                  <td key={i} className="num">
                    {formatNumber(n, locale)}
                  </td>
                ))}
                {STATUS_KEYS.map((s) => (
                  <td key={s} className="num">
                    {formatNumber(row.byStatus[s], locale)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {sums ? (
          <tfoot>
            <tr>
              <th scope="row">{totalLabel}</th>
              {leadHeaders.map((h, i) => (
                <td key={h} className="num">
                  {formatNumber(sums.lead[i] ?? 0, locale)}
                </td>
              ))}
              {STATUS_KEYS.map((s) => (
                <td key={s} className="num">
                  {formatNumber(sums.byStatus[s], locale)}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </ScrollRegion>
  );
}
