import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/translation";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { entityByArea } from "~/entities/registry";
import { describeEntries, offered } from "~/history/history.server";
import { readHistory } from "~/entities/restore.server";
import { ChangesTable, EntryHeading } from "~/history/entry-view";
import { nowOf } from "~/server/clock.server";
import { guard } from "~/server/guard.server";
import { localizePath, useLocale } from "~/utils/i18n/locale";
import { parseId } from "~/utils/input-rules";
import { pageMeta } from "~/utils/meta";
import { AREA_PERMISSIONS, hasPermission } from "~/utils/permissions";

const PER_PAGE = 20;

/**
 * `/{area}/{id}/history`: every change of one record, newest first. Only for those who may see the
 * area (its show permission, checked here and by the upstream); every entity with an edit page,
 * and orders.
 */
export async function loader(args: LoaderFunctionArgs) {
  const d = entityByArea((args.params.area ?? "").toLowerCase());
  const id = parseId(args.params.id);
  if (!d || (!d.editable && d.area !== "orders") || id === undefined) throw data({ message: "Not found" }, { status: 404 });
  const { api, locale, user } = await guard(args, { permission: AREA_PERMISSIONS[d.area].show });
  const rawPage = new URL(args.request.url).searchParams.get("page") ?? "";
  const page = /^[1-9]\d{0,4}$/.test(rawPage) ? Number(rawPage) : 1;
  const result = offered(await readHistory(api, d, id, page, PER_PAGE));
  const base = { area: d.area, singularKey: d.singularKey, id, now: nowOf(args.request), page };
  if (result.state !== "ok")
    return { ...base, state: result.state, reason: result.state === "failed" ? result.message : null, entries: [], meta: null, label: null, canRestore: false };
  const entries = await describeEntries(api, locale, result.value.data);
  // "Restore" fills the edit form: only where there is one, for those who may edit, while the
  // record is there (its newest entry is no delete: it is neither in the bin nor deleted forever).
  const mayEdit = d.editable && hasPermission(user.permissions, AREA_PERMISSIONS[d.area].update);
  const first = page === 1 || !mayEdit ? null : await readHistory(api, d, id, 1, 1);
  const newest = page === 1 ? result.value.data[0] : first?.ok ? first.data.data[0] : undefined;
  return {
    ...base,
    state: "ok" as const,
    reason: null,
    entries,
    meta: result.value.meta,
    label: entries.find((e) => e.label)?.label ?? null,
    canRestore: mayEdit && newest !== undefined && newest.action !== "delete" && newest.action !== "purge",
  };
}

export default function HistoryPage() {
  const { area, singularKey, id, now, state, reason, entries, meta, label, canRestore, page } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const name = label ?? t("history.titleOf", { item: t(`${singularKey}.one`), id });
  const back =
    area === "orders" ? { to: `/orders/${id}/request`, label: t("history.backToRequest") } : { to: `/${area}/${id}/edit`, label: t("history.backToEdit") };
  return (
    <>
      <PageHeader
        title={t("history.title", { label: name })}
        actions={
          <Link to={localizePath(back.to, locale)} className="button">
            {back.label}
          </Link>
        }
      >
        <p className="muted">{t("history.intro")}</p>
      </PageHeader>
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
          {t("history.empty")}
        </p>
      ) : (
        <ol className="history-list">
          {entries.map((entry) => (
            <li key={entry.id} className="card history-entry">
              <EntryHeading entry={entry} now={now} />
              <ChangesTable changes={entry.changes} id={entry.id} />
              {canRestore && entry.restorable ? (
                <p className="history-restore">
                  <Link to={localizePath(`/${area}/${id}/edit?restore=${entry.id}`, locale)} className="button button-small" aria-describedby="restore-hint">
                    {t("history.restore")}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {canRestore && entries.some((e) => e.restorable) ? (
        <p id="restore-hint" className="field-hint">
          {t("history.restoreHint")}
        </p>
      ) : null}
      {meta ? <Pagination meta={meta} query={page > 1 ? { page: String(page) } : {}} /> : null}
    </>
  );
}

export const meta = pageMeta("history.titleShort", (t, loaded) => {
  const page = loaded as { label?: string | null } | undefined;
  return page?.label ? t("history.title", { label: page.label }) : undefined;
});

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
