import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/page-header";
import { Icon } from "~/components/icon";
import { Pagination } from "~/components/pagination";
import { localizePath, useLocale } from "~/utils/i18n/locale";
import { useTranslation } from "~/utils/i18n/translation";
import { isImportable } from "./import/areas";
import { BulkConfirm, DeleteConfirm } from "./list-confirm";
import { Filters } from "./list-filters";
import { listStateSuffix } from "./list-query";
import type { entityListLoader } from "./list.server";
import { Table } from "./list-table";
import type { Entity } from "./types";

/** An entity's list page: its filters, the table of one page of rows, and the page links. */
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
            <a className="button list-action" href={exportHref} download>
              <Icon>
                <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
              </Icon>
              <span className="action-text">{t("list.exportCsv")}</span>
            </a>
            {data.can.create && isImportable(d) ? (
              <Link className="button list-action" to={`${base}/import`}>
                <Icon>
                  <path d="M12 15V4M7 9l5-5 5 5M5 20h14" />
                </Icon>
                <span className="action-text">{t("list.importFile")}</span>
              </Link>
            ) : null}
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
      <Pagination meta={data.meta} query={data.query} />
    </>
  );
}
