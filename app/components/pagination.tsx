import { Link } from "@remix-run/react";
import { withParams } from "~/utils/routing";
import { useTranslation } from "~/utils/i18n/translation";
import { DirArrow } from "./dir-arrow";

interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** Page links of a list: previous, up to five pages around this one, the first and last, next. */
export function Pagination({ meta, query }: { meta: PageMeta; query: Record<string, string> }) {
  const { t } = useTranslation();
  const { current_page: page, last_page: last, per_page: per, total } = meta;
  if (total === 0) return null;
  const from = (page - 1) * per + 1;
  const to = Math.min(total, page * per);
  const pages: number[] = [];
  for (let p = Math.max(1, page - 2); p <= Math.min(last, page + 2); p++) pages.push(p);
  const href = (p: number) => withParams(query, { page: p > 1 ? String(p) : null });
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
