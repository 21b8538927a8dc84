import type { TFunction } from "~/utils/i18n/translation";
import { SubStatusBadge, StatusBadge } from "~/components/order-status";
import { exportDateTime, firstWords, formatDateTime, formatNumber, htmlToText, toDateInput } from "~/utils/format";
import type { Locale } from "~/utils/i18n/locale";
import { useHydrated } from "~/utils/hooks/hydrated";
import type { CellKind, CellValue } from "./types";

/** One table cell, by kind. Mixed Arabic/Latin values are isolated so they read right in RTL. */
export function Cell({ kind, value, t, locale }: { kind: CellKind; value: CellValue; t: TFunction; locale: Locale }) {
  if (value === null || value === undefined || value === "")
    return (
      <span className="muted" aria-label={t("list.empty")}>
        —
      </span>
    );
  switch (kind) {
    case "title": {
      const text = String(value);
      return <bdi title={text}>{firstWords(text, 10)}</bdi>;
    }
    case "excerpt":
      return <Excerpt text={htmlToText(String(value))} />;
    case "image":
      return <CellImage src={String(value)} />;
    case "bool":
      return <span className={`badge ${value ? "badge-green" : "badge-grey"}`}>{value ? t("list.active") : t("list.inactive")}</span>;
    case "datetime":
      return (
        <time dateTime={String(value)} dir="ltr" className="nowrap">
          {formatDateTime(String(value))}
        </time>
      );
    case "date":
      // A date with no time of day (published, starts, ends): the day alone, never 00:00:00.
      return (
        <time dateTime={toDateInput(String(value))} dir="ltr" className="nowrap">
          {toDateInput(String(value))}
        </time>
      );
    case "email":
      return (
        <a href={`mailto:${String(value)}`} dir="ltr">
          {String(value)}
        </a>
      );
    case "phone":
      return (
        <bdi dir="ltr" className="nowrap">
          {String(value)}
        </bdi>
      );
    case "number":
    case "count":
      return <span dir="ltr">{formatNumber(Number(value), locale)}</span>;
    // A record's number reads as it is written on paper and said on the phone: #5071, not 5,071.
    case "id":
      return <span dir="ltr">{String(value)}</span>;
    case "rating": {
      const n = Number(value);
      return (
        <span className="rating" role="img" aria-label={t("list.rating", { n })} title={t("list.rating", { n })}>
          <span aria-hidden="true">{"★".repeat(n)}</span>
          <span aria-hidden="true" className="muted">
            {"★".repeat(Math.max(0, 5 - n))}
          </span>
        </span>
      );
    }
    case "status":
      return <StatusBadge status={Number(value) as 1 | 2 | 3 | 4} />;
    case "subStatus":
      return <SubStatusBadge subStatus={Number(value)} />;
    default:
      return <bdi>{String(value)}</bdi>;
  }
}

/** Characters that always fit in the excerpt's two lines (its column is at least 9rem wide). */
const EXCERPT_FITS = 24;

/**
 * A longer text in a list (an order's short description): two lines (CSS line-clamp), with the
 * whole text on hover (title), and on focus or a tap, which open the lines in place. A text that
 * fits is plain text, with nothing to open.
 */
function Excerpt({ text }: { text: string }) {
  if (Array.from(text).length <= EXCERPT_FITS) return <bdi className="cell-clamp">{text}</bdi>;
  return (
    <details className="cell-more">
      <summary title={text}>
        <bdi className="cell-clamp">{text}</bdi>
      </summary>
    </details>
  );
}

/**
 * A row's picture (decorative: the title beside it names the row). With JavaScript it is asked for
 * once the page is hydrated: a list's 25 pictures are 25 requests, and on a slow link they shared
 * it with the scripts and put off the page's use by about 0.6 s on Slow 3G (decision 6). Without
 * JavaScript the browser reads the `<noscript>` copy and shows it at once. The slot keeps the
 * picture's size and grey box in between, so nothing moves when it arrives.
 */
function CellImage({ src }: { src: string }) {
  const hydrated = useHydrated();
  const img = <img src={src} alt="" width={44} height={44} loading="lazy" className="cell-image" />;
  return <span className="cell-image-slot">{hydrated ? img : <noscript>{img}</noscript>}</span>;
}

/** Plain text of a cell, for CSV. */
export function cellText(kind: CellKind, value: CellValue, t: (key: string) => string): string {
  if (value === null || value === undefined) return "";
  switch (kind) {
    case "bool":
      return value ? t("list.active") : t("list.inactive");
    case "datetime":
      return exportDateTime(String(value));
    case "date":
      return toDateInput(String(value));
    case "excerpt":
      return htmlToText(String(value));
    case "status":
      return t(`orders.status.${value}`);
    case "subStatus":
      return t(`orders.subStatus.${value}`);
    default:
      return String(value);
  }
}
