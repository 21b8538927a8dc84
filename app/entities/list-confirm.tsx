import { useEffect, useRef } from "react";
import { ConfirmQuestion } from "~/components/confirm-question";
import { useTranslation } from "~/utils/i18n/translation";
import type { ListData } from "./list-data";
import { withParams } from "~/utils/routing";

/** Back to the list as it was: "cancel" keeps its filters and page. */
function cancelOf(data: ListData): string {
  return withParams(data.query, { page: data.query.page ?? null });
}

export function DeleteConfirm({ data, row, entity }: { data: ListData; row: NonNullable<ListData["confirmDelete"]>; entity: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmQuestion
      cancelTo={cancelOf(data)}
      focusKey={row.id}
      title={t("list.confirmTitle", { item: entity })}
      text={t("list.confirmText", { label: row.label })}
      fields={{ intent: "delete", id: row.id }}
      submit={t("list.confirmDelete")}
      danger
      // Focus goes back to the row's delete link (or to the heading when the row is gone).
      returnTarget={() => document.querySelector<HTMLElement>(`a[href$="delete=${row.id}"]`)}
    />
  );
}

/** Bulk actions, step two: how many and which, then one POST (or back to the list). */
export function BulkConfirm({ data, chosen }: { data: ListData; chosen: NonNullable<ListData["confirmBulk"]> }) {
  const { t } = useTranslation();
  const { action, rows } = chosen;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [action, rows.length]);
  const cap = action === "delete" ? "Delete" : action === "activate" ? "Activate" : "Deactivate";
  if (rows.length === 0) {
    return (
      <div ref={ref} tabIndex={-1} className="form-alert" role="alert">
        <p>{t("bulk.noneSelected")}</p>
      </div>
    );
  }
  return (
    <ConfirmQuestion
      cancelTo={cancelOf(data)}
      focusKey={`${action}:${rows.map((r) => r.id).join(",")}`}
      className="bulk-confirm"
      title={t(`bulk.confirm${cap}`, { count: rows.length })}
      text={
        <>
          {t("bulk.confirmText")} {action === "delete" ? t("bulk.deleteWarning") : null}
        </>
      }
      fields={{ intent: "bulk", action, ids: rows.map((r) => r.id) }}
      submit={t(`bulk.do${cap}`)}
      danger={action === "delete"}
    >
      <ul>
        {rows.map((r) => (
          <li key={r.id}>
            <bdi>{r.label}</bdi>
          </li>
        ))}
      </ul>
    </ConfirmQuestion>
  );
}
