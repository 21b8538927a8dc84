import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/translation";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DateInput } from "~/components/fields/date-input";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { ACTIVITY_ACTIONS } from "~/history/actions";
import { activityRequest, staffOptions } from "~/history/activity.server";
import { EntryHeading, HistoryLink } from "~/history/entry-view";
import { describeEntries, offered, readActivity } from "~/history/history.server";
import { nowOf } from "~/server/clock.server";
import { localizePath, useLocale } from "~/utils/i18n/locale";
import { pageMeta } from "~/utils/meta";

/** `/activity`: every change, newest first, filtered by a GET form (works without JavaScript). */
export async function loader(args: LoaderFunctionArgs) {
  const { api, locale, everyone, areas, query } = await activityRequest(args);
  const [result, staff] = await Promise.all([readActivity(api, query.upstream), everyone ? staffOptions(api, locale) : []]);
  const read = offered(result);
  const base = { everyone, staff, values: query.values, badDates: query.badDates, areas, now: nowOf(args.request) };
  if (read.state !== "ok") return { ...base, state: read.state, reason: read.state === "failed" ? read.message : null, entries: [], meta: null };
  return { ...base, state: "ok" as const, reason: null, entries: await describeEntries(api, locale, read.value.data), meta: read.value.meta };
}

export default function ActivityPage() {
  const { everyone, staff, values, badDates, areas, now, state, reason, entries, meta } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const filters = new URLSearchParams(Object.entries(values).filter(([k]) => k !== "page")).toString();
  return (
    <>
      <PageHeader
        title={t("history.activityTitle")}
        actions={
          state === "ok" ? (
            <a href={`${localizePath("/export/activity", locale)}${filters ? `?${filters}` : ""}`} className="button" download>
              {t("history.exportCsv")}
            </a>
          ) : null
        }
      >
        <p className="muted">{t("history.activityIntro")}</p>
        {everyone ? null : <p className="muted">{t("history.activityOwn")}</p>}
      </PageHeader>
      <Form method="get" className="filters card activity-filters" role="search" aria-label={t("history.filters")}>
        {everyone ? (
          <div className="field">
            <label htmlFor="activity-user">{t("history.filterStaff")}</label>
            <select id="activity-user" name="user" defaultValue={values.user ?? ""}>
              <option value="">{t("history.filterAll")}</option>
              {staff.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="activity-area">{t("history.filterArea")}</label>
          <select id="activity-area" name="area" defaultValue={values.area ?? ""}>
            <option value="">{t("history.filterAll")}</option>
            {areas.map((area) => (
              <option key={area} value={area}>
                {t(`nav.${area}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="activity-action">{t("history.filterAction")}</label>
          <select id="activity-action" name="action" defaultValue={values.action ?? ""}>
            <option value="">{t("history.filterAll")}</option>
            {ACTIVITY_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`history.action_${action}`)}
              </option>
            ))}
          </select>
        </div>
        {(["from", "to"] as const).map((name) => {
          const bad = badDates.includes(name);
          return (
            <div className="field" key={name}>
              <label htmlFor={`activity-${name}`}>{t(name === "from" ? "history.filterFrom" : "history.filterTo")}</label>
              <DateInput
                inputProps={{
                  id: `activity-${name}`,
                  name,
                  defaultValue: values[name] ?? "",
                  "aria-invalid": bad || undefined,
                  "aria-describedby": bad ? `activity-${name}-error` : undefined,
                }}
              />
              {bad ? (
                <p id={`activity-${name}-error`} className="field-error">
                  {t("history.badDate")}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="filter-actions">
          <button type="submit" className="button button-primary">
            {t("history.apply")}
          </button>
          {filters ? (
            <Link to={localizePath("/activity", locale)} className="button">
              {t("history.clear")}
            </Link>
          ) : null}
        </div>
      </Form>
      {state === "unsupported" ? (
        <p className="card" role="status">
          {t("history.notOffered")}
        </p>
      ) : state === "failed" ? (
        <p className="card failed-note" role="alert">
          {t("history.failed", { reason })}
        </p>
      ) : entries.length === 0 ? (
        <p className="card" role="status">
          {t("history.activityEmpty")}
        </p>
      ) : (
        <ol className="history-list activity-list">
          {entries.map((entry) => (
            <li key={entry.id} className="card history-entry">
              <EntryHeading entry={entry} now={now}>
                {" "}
                <span className="muted">{entry.area ? t(`nav.${entry.area}`) : entry.resource === "settings" ? t("nav.setting") : entry.resource}</span>
                {entry.resource === "settings" ? null : (
                  <>
                    {" "}
                    <HistoryLink entry={entry} />
                  </>
                )}
              </EntryHeading>
              {entry.changes.length ? (
                <p className="history-fields">
                  <span className="muted">{t("history.fieldsChanged")}: </span>
                  {entry.changes.map((c) => c.label).join(locale === "ar" ? "، " : ", ")}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {meta ? <Pagination meta={meta} query={values} /> : null}
    </>
  );
}

export const meta = pageMeta("history.activityTitle");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
