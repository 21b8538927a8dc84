import { Form, Link, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { DateInput } from "~/components/fields/date-input";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import type { ReportIdParam } from "~/utils/reports";

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * The report filters: a GET form, so the query lives in the URL (bookmarkable, works without
 * JavaScript). With JavaScript a change submits the form at once.
 */
export function ReportFilters({
  dateFrom,
  dateTo,
  rangeError,
  select,
}: {
  dateFrom?: string;
  dateTo?: string;
  rangeError: boolean;
  select?: { name: ReportIdParam; label: string; allLabel: string; options: FilterOption[]; value?: number };
}) {
  const { t } = useTranslation();
  const id = useId();
  const submit = useSubmit();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const errorId = `${id}-range-error`;
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  // After a navigation (back button, reset link) show the query of the URL, except in the field
  // the user is in. Only when the URL changes: a re-render must not undo a pending change.
  const shown = { date_from: dateFrom ?? "", date_to: dateTo ?? "", ...(select ? { [select.name]: select.value ? String(select.value) : "" } : {}) };
  const latest = useRef(shown);
  latest.current = shown;
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name) continue;
      if (element === document.activeElement || !(element.name in latest.current)) continue;
      element.value = latest.current[element.name as keyof typeof latest.current] ?? "";
    }
  }, [location.search]);
  return (
    <Form
      ref={formRef}
      method="get"
      className="report-filters card"
      aria-labelledby={`${id}-legend`}
      aria-busy={loading || undefined}
      onSubmit={() => clearTimeout(timer.current)}
      onChange={(event) => {
        const form = event.currentTarget;
        // A date typed by keyboard is "changed" at every complete value (year 2, 20, 202…):
        // wait for a short pause before asking for new numbers.
        clearTimeout(timer.current);
        timer.current = setTimeout(() => submit(form, { preventScrollReset: true }), 500);
      }}
    >
      <h2 id={`${id}-legend`} className="filters-title">
        {t("reports.filters.legend")}
      </h2>
      <div className="filters-row">
        <div className="field">
          <label htmlFor={`${id}-from`}>{t("reports.filters.dateFrom")}</label>
          <DateInput inputProps={{ id: `${id}-from`, name: "date_from", defaultValue: dateFrom ?? "" }} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t("reports.filters.dateTo")}</label>
          <DateInput
            inputProps={{
              id: `${id}-to`,
              name: "date_to",
              defaultValue: dateTo ?? "",
              "aria-invalid": rangeError || undefined,
              "aria-describedby": rangeError ? errorId : undefined,
            }}
          />
        </div>
        {select ? (
          <div className="field">
            <label htmlFor={`${id}-select`}>{select.label}</label>
            <select id={`${id}-select`} name={select.name} defaultValue={select.value ? String(select.value) : ""}>
              <option value="">{select.allLabel}</option>
              {select.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="filters-actions">
          <button type="submit" className="button button-primary">
            {t("reports.filters.apply")}
          </button>
          <Link to={location.pathname} className="button button-ghost" preventScrollReset>
            {t("reports.filters.reset")}
          </Link>
        </div>
      </div>
      {rangeError ? (
        <p id={errorId} className="form-alert" role="alert">
          {t("reports.filters.rangeError")}
        </p>
      ) : null}
      {loading ? (
        <p className="muted" role="status">
          {t("common.loading")}
        </p>
      ) : null}
    </Form>
  );
}
