import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/translation";
import { ConfirmQuestion } from "~/components/confirm-question";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { ENTITIES } from "~/entities/registry";
import { entityOfResource, offered, readTrash } from "~/history/history.server";
import { formatAgo, formatWhen } from "~/utils/when";
import { PURGE_PERMISSION, trashAction } from "~/history/trash.server";
import { nowOf } from "~/server/clock.server";
import { guard } from "~/server/guard.server";
import { localizePath, useLocale } from "~/utils/i18n/locale";
import { pageMeta } from "~/utils/meta";
import { AREA_PERMISSIONS, canAccessArea, hasPermission } from "~/utils/permissions";

const PER_PAGE = 25;

/**
 * `/trash?area=&page=`: deleted records of the areas the user may see, newest deletion first;
 * "Restore" (POST, back here) where the user may edit the area; "Delete forever" for
 * administrators, after a question (`?purge=area:id`, a GET, so it works without JavaScript).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user } = await guard(args);
  const url = new URL(args.request.url);
  const areas = Object.values(ENTITIES)
    .filter((d) => d.deletable && canAccessArea(user.permissions, d.area))
    .map((d) => d.area);
  const area = areas.find((a) => a === url.searchParams.get("area")) ?? null;
  const rawPage = url.searchParams.get("page") ?? "";
  const page = /^[1-9]\d{0,4}$/.test(rawPage) ? Number(rawPage) : 1;
  const query: Record<string, string> = { ...(area ? { area } : {}), ...(page > 1 ? { page: String(page) } : {}) };
  const base = { areas, query, now: nowOf(args.request), canPurge: hasPermission(user.permissions, PURGE_PERMISSION) };
  const read = offered(await readTrash(api, { ...(area ? { resource: ENTITIES[area]!.resource } : {}), page, per_page: PER_PAGE }));
  if (read.state !== "ok") return { ...base, state: read.state, reason: read.state === "failed" ? read.message : null, items: [], meta: null, confirm: null };
  const items = read.value.data.flatMap((item) => {
    const d = entityOfResource(item.resource);
    if (!d) return [];
    return [
      {
        key: `${d.area}:${item.id}`,
        area: d.area,
        id: item.id,
        label: item.label ?? `#${item.id}`,
        deletedBy: item.deleted_by?.name ?? null,
        deletedAt: item.deleted_at,
        purgeAt: item.purge_at,
        canRestore: hasPermission(user.permissions, AREA_PERMISSIONS[d.area].update ?? ""),
      },
    ];
  });
  const purge = url.searchParams.get("purge");
  return {
    ...base,
    state: "ok" as const,
    reason: null,
    items,
    meta: read.value.meta,
    confirm: base.canPurge ? (items.find((i) => i.key === purge) ?? null) : null,
  };
}

export const action = (args: ActionFunctionArgs) => trashAction(args);

export default function TrashPage() {
  const { areas, query, now, canPurge, state, reason, items, meta, confirm } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const here = localizePath("/trash", locale);
  const back = `${here}${new URLSearchParams(query).toString() ? `?${new URLSearchParams(query)}` : ""}`;
  return (
    <>
      <PageHeader title={t("history.trashTitle")}>
        <p className="muted">{t("history.trashIntro")}</p>
      </PageHeader>
      <Form method="get" action={here} className="filters card" role="search" aria-label={t("history.filters")}>
        <div className="field">
          <label htmlFor="trash-area">{t("history.filterArea")}</label>
          <select id="trash-area" name="area" defaultValue={query.area ?? ""}>
            <option value="">{t("history.filterAll")}</option>
            {areas.map((area) => (
              <option key={area} value={area}>
                {t(`nav.${area}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-actions">
          <button type="submit" className="button button-primary">
            {t("history.apply")}
          </button>
        </div>
      </Form>
      {confirm ? (
        <ConfirmQuestion
          cancelTo={back}
          focusKey={confirm.key}
          title={t("history.purgeTitle")}
          text={t("history.purgeText", { label: confirm.label })}
          fields={{ intent: "purge", area: confirm.area, id: confirm.id, label: confirm.label, back }}
          submit={t("history.purgeConfirm")}
          danger
        />
      ) : null}
      {state === "unsupported" ? (
        <p className="card" role="status">
          {t("history.notOffered")}
        </p>
      ) : state === "failed" ? (
        <p className="card failed-note" role="alert">
          {t("history.failed", { reason })}
        </p>
      ) : items.length === 0 ? (
        <p className="card" role="status">
          {t("history.trashEmpty")}
        </p>
      ) : (
        <ul className="trash-list">
          {items.map((item) => (
            <li key={item.key} className="card trash-item">
              <div className="trash-main">
                <p className="trash-label">
                  <bdi>{item.label}</bdi> <span className="muted">{t(`nav.${item.area}`)}</span>
                </p>
                <dl className="trash-facts">
                  <div>
                    <dt>{t("history.deletedBy")}</dt>
                    <dd>
                      <bdi>{item.deletedBy ?? t("history.system")}</bdi>
                    </dd>
                  </div>
                  <div>
                    <dt>{t("history.deletedAt")}</dt>
                    <dd>
                      <time dateTime={item.deletedAt}>{formatWhen(item.deletedAt, locale)}</time> ({formatAgo(item.deletedAt, now, locale)})
                    </dd>
                  </div>
                  <div>
                    <dt>{t("history.purgeAt")}</dt>
                    <dd>
                      <time dateTime={item.purgeAt}>{formatWhen(item.purgeAt, locale)}</time>
                    </dd>
                  </div>
                </dl>
              </div>
              <div className="trash-actions">
                {item.canRestore ? (
                  <Form method="post" action={here}>
                    <CsrfInput />
                    <input type="hidden" name="intent" value="restore" />
                    <input type="hidden" name="area" value={item.area} />
                    <input type="hidden" name="ids" value={item.id} />
                    <input type="hidden" name="back" value={back} />
                    <button type="submit" className="button button-primary" aria-label={t("history.restoreLabel", { label: item.label })}>
                      {t("history.restoreItem")}
                    </button>
                  </Form>
                ) : null}
                <Link to={localizePath(`/${item.area}/${item.id}/history`, locale)} className="button">
                  {t("history.titleShort")}
                </Link>
                {canPurge ? (
                  <Link
                    to={`${pathname}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(search)), purge: item.key })}`}
                    className="button button-danger"
                    aria-label={t("history.purgeLabel", { label: item.label })}
                    preventScrollReset
                  >
                    {t("history.purge")}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {meta ? <Pagination meta={meta} query={query} /> : null}
    </>
  );
}

export const meta = pageMeta("history.trashTitle");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
