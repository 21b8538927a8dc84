import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { ScrollRegion } from "~/components/scroll-region";
import { Cell } from "./cells";
import { phoneCard, phoneGivesWay, priorityOf } from "./columns";
import type { ListData } from "./list-data";
import { listStateSuffix } from "./list-query";
import { withParams } from "~/utils/routing";
import type { Entity } from "./types";

/**
 * Bulk actions, step one: the table sits in a GET form, so choosing rows and an action works
 * without JavaScript and lands on the server-rendered confirmation (step two). With JavaScript,
 * "select all" also ticks the rows and a live count says how many are chosen.
 */
function BulkForm({ data, children }: { data: ListData; children: ReactNode }) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // The rows already ticked when the page arrives (a bulk question cancelled): counted once hydrated.
  useEffect(() => recount(null), []);
  if (!data.bulkActions.length) return <>{children}</>;
  function recount(target: EventTarget | null) {
    const el = form.current;
    if (!el) return;
    const boxes = Array.from(el.querySelectorAll<HTMLInputElement>('input[name="ids"]'));
    const all = el.querySelector<HTMLInputElement>('input[name="all"]');
    if (all && target === all) for (const box of boxes) box.checked = all.checked;
    else if (all) {
      all.checked = boxes.length > 0 && boxes.every((b) => b.checked);
      all.indeterminate = !all.checked && boxes.some((b) => b.checked);
    }
    setCount(boxes.filter((b) => b.checked).length);
  }
  // With JavaScript the bar follows the selection: it shows, with its actions enabled, only while
  // rows are chosen. Without it the bar stays (it cannot follow) and an empty choice is answered
  // by the server.
  const none = count === 0;
  return (
    <Form ref={form} method="get" className="bulk-form" onChange={(event) => recount(event.target)} preventScrollReset>
      {Object.entries(data.query).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <fieldset className="bulk-bar card" data-count={count ?? undefined} disabled={none}>
        <legend className="visually-hidden">{t("bulk.legend")}</legend>
        <p className="muted" role="status">
          {count === null ? "" : t("counts.selected", { count })}
        </p>
        {data.bulkActions.map((action) => (
          <button key={action} type="submit" name="bulk" value={action} className={`button${action === "delete" ? " button-danger-ghost" : ""}`}>
            {t(`bulk.${action}`)}
          </button>
        ))}
      </fieldset>
      {children}
    </Form>
  );
}

export function Table({ descriptor: d, data, base, locale }: { descriptor: Entity; data: ListData; base: string; locale: "ar" | "en" }) {
  const { t } = useTranslation();
  const withMenu = d.rowMenu === true;
  const selectable = data.bulkActions.length > 0;
  const chosen = new Set(data.confirmBulk?.rows.map((r) => r.id) ?? []);
  // A new page of the list (after a bulk action, a filter, a cancel) starts with a fresh selection.
  const { key } = useLocation();
  // A column stays while the list is sorted by it, and says how much it matters otherwise.
  const colAttrs = (col: Entity["columns"][number]) => ({
    "data-p": priorityOf(col) > 1 ? priorityOf(col) : undefined,
    "data-s": col.sort !== undefined && data.query.sort === col.sort ? "" : undefined,
  });
  // On a phone each row is a card (app.css): a heading, two facts on one line, the picture beside
  // them. A bare number says nothing there, so its fact carries the column's name.
  const card = phoneCard(d.columns);
  const cardAttrs = (col: Entity["columns"][number], i: number) => ({
    "data-phone": card[i],
    "data-label": card[i]?.startsWith("fact") && (col.kind === "number" || col.kind === "id" || col.kind === "count") ? t(col.label) : undefined,
  });
  return (
    <BulkForm key={key} data={data}>
      <ScrollRegion label={t(d.titleKey)} className="list-wrap card" {...data.fold}>
        <table className="data-table" data-gives={phoneGivesWay(d.columns)}>
          <caption className="visually-hidden">{t(d.titleKey)}</caption>
          <thead>
            <tr>
              {selectable ? (
                <th scope="col" className="select-cell">
                  <label className="select-target">
                    <input type="checkbox" name="all" value="1" aria-label={t("bulk.selectAll")} />
                  </label>
                </th>
              ) : null}
              {d.columns.map((col) => {
                const active = col.sort !== undefined && data.query.sort === col.sort;
                const dir = active ? data.query.dir : undefined;
                return (
                  <th key={col.id} scope="col" {...colAttrs(col)} aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}>
                    {col.sort ? (
                      <Link
                        to={withParams(data.query, { sort: col.sort, dir: active && dir === "asc" ? "desc" : "asc" })}
                        preventScrollReset
                        className="sort-link"
                      >
                        {t(col.label)}
                        <span className="sort-mark" aria-hidden="true">
                          {active ? (dir === "asc" ? "▲" : "▼") : "↕"}
                        </span>
                      </Link>
                    ) : (
                      t(col.label)
                    )}
                  </th>
                );
              })}
              <th scope="col" className="row-actions">
                <span className="visually-hidden">{t("list.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.id}>
                {selectable ? (
                  <td className="select-cell">
                    {/* The label is the finger's target: the whole cell, not the small box. */}
                    <label className="select-target">
                      <input
                        type="checkbox"
                        name="ids"
                        value={row.id}
                        defaultChecked={chosen.has(row.id)}
                        aria-label={t("bulk.selectRow", { label: row.label })}
                      />
                    </label>
                  </td>
                ) : null}
                {d.columns.map((col, i) => (
                  <td key={col.id} {...colAttrs(col)} {...cardAttrs(col, i)}>
                    <Cell kind={col.kind} value={row.cells[i]} t={t} locale={locale} />
                  </td>
                ))}
                <td className="row-actions">
                  <RowActions row={row} base={base} data={data} withMenu={withMenu} query={data.query} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </BulkForm>
  );
}

function RowActions({
  row,
  base,
  data,
  withMenu,
  query,
}: {
  row: ListData["rows"][number];
  base: string;
  data: ListData;
  withMenu: boolean;
  query: Record<string, string>;
}) {
  const { t } = useTranslation();
  const label = row.label;
  const actions = (
    <>
      {data.can.follow ? (
        <Link className="button button-small" to={`${base}/${row.id}/request${listStateSuffix(query)}`} aria-label={t("list.followAria", { label })}>
          {t("list.follow")}
        </Link>
      ) : null}
      {data.can.update ? (
        <Link className="button button-small" to={`${base}/${row.id}/edit${listStateSuffix(query)}`} aria-label={t("list.editAria", { label })}>
          {t("list.edit")}
        </Link>
      ) : null}
      {withMenu && data.can.update ? (
        <Link className="button button-small" to={`${base}/password?client_id=${row.id}`} aria-label={t("list.passwordAria", { label })}>
          {t("list.setPassword")}
        </Link>
      ) : null}
      {data.can.delete ? (
        <Link
          className="button button-small button-danger-ghost"
          to={withParams({ ...query, ...(query.page ? { page: query.page } : {}) }, { delete: String(row.id), page: query.page ?? null })}
          preventScrollReset
          aria-label={t("list.deleteAria", { label })}
        >
          {t("list.delete")}
        </Link>
      ) : null}
    </>
  );
  if (!withMenu) return <div className="actions-inline">{actions}</div>;
  // Client rows carry a drop-down menu (dropList). <details> opens without JavaScript.
  return (
    <details className="row-menu">
      <summary className="button button-small" aria-label={t("list.menuAria", { label })}>
        {t("list.menu")}
      </summary>
      <div className="row-menu-items">{actions}</div>
    </details>
  );
}
