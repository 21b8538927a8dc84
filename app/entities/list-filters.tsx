import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { DateInput } from "~/components/fields/date-input";
import { useTranslation } from "~/utils/i18n/translation";
import type { ListData } from "./list-data";
import { PAGE_SIZES } from "./list-query";
import type { Entity, FilterDef } from "./types";

/** Search debounce 700 ms. */
export const SEARCH_DEBOUNCE_MS = 700;

export function Filters({ descriptor: d, data }: { descriptor: Entity; data: ListData }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const active = d.filters.filter((f) => Boolean(data.query[f.param])).length;
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
      {/* On a phone the other filters fold under one control that says how many are in use, so
          the rows start on the first screen; on a wider screen they stand in the row (CSS). */}
      <details className="filters-more">
        <summary className="button">{active ? t("list.moreFiltersActive", { n: active }) : t("list.moreFilters")}</summary>
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
      </details>
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
