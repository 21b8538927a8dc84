import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { localizePath, useLocale } from "~/utils/i18n/locale";
import type { ChangeView, EntryView, ShownValue } from "./describe";
import { formatAgo, formatWhen } from "~/utils/when";

/** Who did what and when: "Edited by Sara, 27 Nov 2026, 14:05 (3 hours ago)". */
export function EntryHeading({ entry, now, children }: { entry: EntryView; now: number; children?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="history-heading">
      <p className="history-what">
        <strong>{t(`history.action_${entry.action}`)}</strong>
        {children}
        <span className="history-who">
          {" "}
          {t("history.by")} <bdi>{entry.who ?? t("history.system")}</bdi>
        </span>
      </p>
      <p className="muted history-when">
        <time dateTime={entry.at}>{formatWhen(entry.at, locale)}</time> <span>({formatAgo(entry.at, now, locale)})</span>
      </p>
    </div>
  );
}

function Value({ value }: { value: ShownValue }) {
  const { t } = useTranslation();
  if (value.kind === "none") return <span className="muted">{t("history.none")}</span>;
  if (value.kind === "secret") return <span className="muted">{t("history.secret")}</span>;
  if (value.kind === "image")
    return (
      <a href={value.href} className="history-image" target="_blank" rel="noreferrer">
        <img src={value.src} alt={t("history.fullImage")} width={44} height={44} loading="lazy" />
      </a>
    );
  return (
    <bdi className="history-text" dir={value.dir}>
      {value.pieces
        ? value.pieces.map((piece, i) =>
            piece.kind === "del" ? <del key={i}>{piece.text}</del> : piece.kind === "ins" ? <ins key={i}>{piece.text}</ins> : piece.text,
          )
        : value.text}
    </bdi>
  );
}

/** Each changed field: its label, then the old value beside the new one (stacked on a phone). */
export function ChangesTable({ changes, id }: { changes: ChangeView[]; id: number }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <p className="muted">{t("history.noChanges")}</p>;
  return (
    <table className="history-changes" aria-labelledby={`entry-${id}-caption`}>
      <caption id={`entry-${id}-caption`} className="visually-hidden">
        {t("history.changesCaption")}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t("history.field")}</th>
          <th scope="col">{t("history.before")}</th>
          <th scope="col">{t("history.after")}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.label}</th>
            {"said" in change ? (
              <td colSpan={2}>{change.said}</td>
            ) : (
              <>
                <td data-side={t("history.before")}>
                  <Value value={change.before} />
                </td>
                <td data-side={t("history.after")}>
                  <Value value={change.after} />
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A link to a record's history page, or its label alone when the dashboard has no such page. */
export function HistoryLink({ entry }: { entry: Pick<EntryView, "area" | "recordId" | "label"> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = entry.label ?? `#${entry.recordId}`;
  if (!entry.area) return <bdi>{label}</bdi>;
  return (
    <Link to={localizePath(`/${entry.area}/${entry.recordId}/history`, locale)} aria-label={t("history.openHistory", { label })}>
      <bdi>{label}</bdi>
    </Link>
  );
}
