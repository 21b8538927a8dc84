import { Form, Link, useLoaderData, useLocation, useNavigate, useNavigation, useSubmit } from "@remix-run/react";
import { DateInput } from "~/components/fields/date-input";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { PageHeader } from "~/components/page-header";
import { useFocusTrap } from "~/utils/focus";
import { localizePath, useLocale } from "~/utils/i18n";
import { Cell } from "./cells";
import type { entityListLoader } from "./list.server";
import { listStateSuffix, PAGE_SIZES, withParams } from "./list-query";
import type { Entity, FilterDef } from "./types";
import { CsrfInput } from "~/components/csrf-input";

type ListData = ReturnType<typeof useLoaderData<typeof entityListLoader>>;

/** Search debounce 700 ms. */
export const SEARCH_DEBOUNCE_MS = 700;

export function EntityList({ descriptor: d }: { descriptor: Entity }) {
  const data = useLoaderData<typeof entityListLoader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const base = localizePath(`/${d.area}`, locale);
  const entity = t(`${d.singularKey}.one`);
  const exportQuery = new URLSearchParams(data.query);
  exportQuery.delete("page");
  const exportHref = `${localizePath(`/export/${d.area}`, locale)}${exportQuery.size ? `?${exportQuery}` : ""}`;
  const state = listStateSuffix(data.query);
  return (
    <>
      <PageHeader
        title={t(d.titleKey)}
        actions={
          <>
            <a className="button" href={exportHref} download>
              {t("list.exportCsv")}
            </a>
            {data.can.create ? (
              <Link className="button button-primary" to={`${base}/add${state}`}>
                {t("list.add", { item: entity })}
              </Link>
            ) : null}
          </>
        }
      >
        <p className="muted">{t("counts.items", { count: data.meta.total })}</p>
      </PageHeader>
      <Filters descriptor={d} data={data} />
      {data.confirmDelete ? <DeleteConfirm data={data} row={data.confirmDelete} entity={entity} /> : null}
      {data.confirmBulk ? <BulkConfirm data={data} chosen={data.confirmBulk} /> : null}
      {data.rows.length === 0 ? (
        <div className="empty-state card" role="status">
          <p>{Object.keys(data.query).length ? t("list.noMatches") : t("list.emptyList", { items: t(d.titleKey) })}</p>
          {Object.keys(data.query).length ? (
            <Link to={base} className="button">
              {t("list.clearFilters")}
            </Link>
          ) : null}
        </div>
      ) : (
        <Table descriptor={d} data={data} base={base} locale={locale} />
      )}
      <Pagination data={data} />
    </>
  );
}

function Filters({ descriptor: d, data }: { descriptor: Entity; data: ListData }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const searching = navigation.state === "loading" && navigation.location?.pathname === (typeof window === "undefined" ? "" : window.location.pathname);
  const submitNow = () => {
    clearTimeout(timer.current);
    if (!form.current) return;
    // Empty filters stay out of the URL, so a shared link shows only what was chosen.
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form.current)) if (typeof value === "string" && value.trim() !== "") params.append(key, value);
    submit(params, { method: "get", replace: true, preventScrollReset: true });
  };
  return (
    <Form
      ref={form}
      method="get"
      className="filters card"
      role="search"
      aria-label={t("list.filters")}
      data-searching={searching || undefined}
      onSubmit={(event) => {
        // Enter or the button: submit now, and never again when the debounce timer would have.
        event.preventDefault();
        submitNow();
      }}
    >
      <div className="field filter-search">
        <label htmlFor="list-search">{t("list.search")}</label>
        <input
          id="list-search"
          type="search"
          name="name"
          defaultValue={data.query.name ?? ""}
          placeholder={t("list.searchPlaceholder")}
          maxLength={100}
          onChange={() => {
            clearTimeout(timer.current);
            timer.current = setTimeout(submitNow, SEARCH_DEBOUNCE_MS);
          }}
        />
      </div>
      {d.filters.map((filter) => (
        <FilterField key={filter.param} filter={filter} data={data} onChange={submitNow} />
      ))}
      <div className="field">
        <label htmlFor="list-per-page">{t("list.perPage")}</label>
        <select id="list-per-page" name="per_page" defaultValue={data.query.per_page ?? String(PAGE_SIZES[0])} onChange={submitNow}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      {data.query.sort ? <input type="hidden" name="sort" value={data.query.sort} /> : null}
      {data.query.dir ? <input type="hidden" name="dir" value={data.query.dir} /> : null}
      <div className="filter-actions">
        <button type="submit" className="button button-primary">
          {t("list.apply")}
        </button>
      </div>
    </Form>
  );
}

function FilterField({ filter, data, onChange }: { filter: FilterDef; data: ListData; onChange: () => void }) {
  const { t } = useTranslation();
  const id = `filter-${filter.param}`;
  const value = data.query[filter.param] ?? "";
  if (filter.kind === "date") {
    return (
      <div className="field">
        <label htmlFor={id}>{t(filter.label)}</label>
        <DateInput inputProps={{ id, name: filter.param, defaultValue: value, onChange }} />
      </div>
    );
  }
  const options =
    filter.kind === "active"
      ? [
          { value: "1", label: t("list.active") },
          { value: "0", label: t("list.inactive") },
        ]
      : filter.kind === "lookup"
        ? (data.lookups[filter.lookup] ?? [])
        : filter.options.map((o) => ({ value: o.value, label: t(o.label) }));
  return (
    <div className="field">
      <label htmlFor={id}>{t(filter.label)}</label>
      <select id={id} name={filter.param} defaultValue={value} onChange={onChange}>
        <option value="">{t("list.all")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Bulk actions, step one: the table sits in a GET form, so choosing rows and an action works
 * without JavaScript and lands on the server-rendered confirmation (step two). With JavaScript,
 * "select all" also ticks the rows and a live count says how many are chosen.
 */
function BulkForm({ data, children }: { data: ListData; children: ReactNode }) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  if (!data.bulkActions.length) return <>{children}</>;
  const recount = (target: EventTarget) => {
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
  };
  return (
    <Form ref={form} method="get" className="bulk-form" onChange={(event) => recount(event.target)} preventScrollReset>
      {Object.entries(data.query).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <fieldset className="bulk-bar card">
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

function Table({ descriptor: d, data, base, locale }: { descriptor: Entity; data: ListData; base: string; locale: "ar" | "en" }) {
  const { t } = useTranslation();
  const withMenu = d.area === "clients";
  const selectable = data.bulkActions.length > 0;
  const chosen = new Set(data.confirmBulk?.rows.map((r) => r.id) ?? []);
  // A new page of the list (after a bulk action, a filter, a cancel) starts with a fresh selection.
  const { key } = useLocation();
  return (
    <BulkForm key={key} data={data}>
      <div className="table-wrap card">
        <table className="data-table">
          <caption className="visually-hidden">{t(d.titleKey)}</caption>
          <thead>
            <tr>
              {selectable ? (
                <th scope="col" className="select-cell">
                  <input type="checkbox" name="all" value="1" aria-label={t("bulk.selectAll")} />
                </th>
              ) : null}
              {d.columns.map((col) => {
                const active = col.sort !== undefined && data.query.sort === col.sort;
                const dir = active ? data.query.dir : undefined;
                return (
                  <th key={col.id} scope="col" aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}>
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
              <th scope="col">
                <span className="visually-hidden">{t("list.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.id}>
                {selectable ? (
                  <td className="select-cell">
                    <input
                      type="checkbox"
                      name="ids"
                      value={row.id}
                      defaultChecked={chosen.has(row.id)}
                      aria-label={t("bulk.selectRow", { label: row.label })}
                    />
                  </td>
                ) : null}
                {d.columns.map((col, i) => (
                  <td key={col.id} data-label={t(col.label)}>
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
      </div>
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
        <Link className="button button-small" to={`${base}/${row.id}/request`} aria-label={t("list.followAria", { label })}>
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

function DeleteConfirm({ data, row, entity }: { data: ListData; row: NonNullable<ListData["confirmDelete"]>; entity: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmQuestion
      data={data}
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
function BulkConfirm({ data, chosen }: { data: ListData; chosen: NonNullable<ListData["confirmBulk"]> }) {
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
      data={data}
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

/**
 * The list's server-rendered question (single delete, bulk actions): a titled alertdialog that
 * takes focus, keeps it until answered, and closes on Escape (back to the list, as "cancel"
 * does). Its answer is one POST of the hidden fields; without JavaScript it is the same form.
 */
function ConfirmQuestion(props: {
  data: ListData;
  focusKey: string | number;
  title: string;
  text: ReactNode;
  fields: Record<string, string | number | (string | number)[]>;
  submit: string;
  danger?: boolean;
  className?: string;
  children?: ReactNode;
  returnTarget?: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const { data, focusKey, fields } = props;
  const cancel = withParams(data.query, { page: data.query.page ?? null });
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const id = useId();
  useFocusTrap(ref, focusKey, () => navigate(cancel, { preventScrollReset: true }), props.returnTarget);
  useEffect(() => ref.current?.focus(), [focusKey]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`confirm card${props.className ? ` ${props.className}` : ""}`}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <h2 id={`${id}-title`}>{props.title}</h2>
      <p id={`${id}-text`}>{props.text}</p>
      {props.children}
      <Form method="post" className="confirm-actions" preventScrollReset>
        <CsrfInput />
        {Object.entries(fields).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((v) => <input key={`${name}=${v}`} type="hidden" name={name} value={v} />),
        )}
        <button type="submit" className={`button ${props.danger ? "button-danger" : "button-primary"}`}>
          {props.submit}
        </button>
        <Link to={cancel} className="button" preventScrollReset>
          {t("common.cancel")}
        </Link>
      </Form>
    </div>
  );
}

function Pagination({ data }: { data: ListData }) {
  const { t } = useTranslation();
  const { current_page: page, last_page: last, per_page: per, total } = data.meta;
  if (total === 0) return null;
  const from = (page - 1) * per + 1;
  const to = Math.min(total, page * per);
  const pages: number[] = [];
  for (let p = Math.max(1, page - 2); p <= Math.min(last, page + 2); p++) pages.push(p);
  const href = (p: number) => withParams(data.query, { page: p > 1 ? String(p) : null });
  return (
    <nav className="pagination" aria-label={t("list.pagination")}>
      <p className="muted">{t("list.range", { from, to, total })}</p>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev">
              <DirArrow way="back" />
              {t("list.previous")}
            </Link>
          ) : (
            <span aria-disabled="true">
              <DirArrow way="back" />
              {t("list.previous")}
            </span>
          )}
        </li>
        {pages[0] !== undefined && pages[0] > 1 ? (
          <li>
            <Link to={href(1)} aria-label={t("list.pageN", { n: 1 })}>
              1
            </Link>
          </li>
        ) : null}
        {pages.map((p) => (
          <li key={p}>
            {p === page ? (
              <span aria-current="page" aria-label={t("list.pageN", { n: p })}>
                {p}
              </span>
            ) : (
              <Link to={href(p)} aria-label={t("list.pageN", { n: p })}>
                {p}
              </Link>
            )}
          </li>
        ))}
        {pages[pages.length - 1] < last ? (
          <li>
            <Link to={href(last)} aria-label={t("list.pageN", { n: last })}>
              {last}
            </Link>
          </li>
        ) : null}
        <li>
          {page < last ? (
            <Link to={href(page + 1)} rel="next">
              {t("list.next")}
              <DirArrow way="forward" />
            </Link>
          ) : (
            <span aria-disabled="true">
              {t("list.next")}
              <DirArrow way="forward" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/**
 * A chevron that points along the reading direction: "back" points to the start of the line
 * (left in English, right in Arabic). Drawn for LTR and mirrored by CSS on RTL pages; a text
 * arrow would be mirrored (or not) by the bidi algorithm instead, inconsistently.
 */
export function DirArrow({ way }: { way: "back" | "forward" }) {
  return (
    <svg className="dir-arrow" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d={way === "back" ? "M10 3 5 8l5 5" : "M6 3l5 5-5 5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
