import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { Fragment, useEffect, useRef } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { guard } from "~/server/guard.server";
import { searchEverything, type SearchFact, type SearchHit } from "~/search/search.server";
import { StatusBadge } from "~/components/order-status";
import { formatDay } from "~/utils/format";
import { SEARCH_MAX_LENGTH } from "~/entities/list-query";
import { highlight } from "~/utils/search-text";
import { localizePath, useLocale } from "~/utils/i18n/locale";
import { pageMeta } from "~/utils/meta";

/** `/search?q=`: a GET form, so it works without JavaScript; any logged-in user may search what they may see. */
export async function loader(args: LoaderFunctionArgs) {
  const { user, locale, api } = await guard(args);
  const q = (new URL(args.request.url).searchParams.get("q") ?? "").trim();
  if (q.length > SEARCH_MAX_LENGTH) return { q, sent: q, groups: [], error: "tooLong" as const };
  if (!q) return { q, sent: q, groups: [], error: null };
  return { q, ...(await searchEverything(api, user, locale, q)), error: null };
}

export default function SearchPage() {
  const { q, sent, groups, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const found = groups.filter((g) => !g.ok || g.total > 0);
  const without = groups.filter((g) => g.ok && g.total === 0).map((g) => t(`nav.${g.area}`));
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  // Opened by the keyboard shortcut (on a phone, where the top bar has no box): ready to type.
  const box = useRef<HTMLInputElement>(null);
  const { state } = useLocation();
  useEffect(() => {
    if ((state as { focusSearch?: boolean } | null)?.focusSearch) box.current?.focus();
  }, [state]);
  return (
    <>
      <PageHeader title={t("search.title")}>
        <p className="muted">{t("search.intro")}</p>
      </PageHeader>
      <Form method="get" action={localizePath("/search", locale)} role="search" aria-label={t("frame.searchLabel")} className="card search-page-form">
        <label htmlFor="search-q">{t("frame.searchLabel")}</label>
        <div className="search-row">
          <input
            ref={box}
            id="search-q"
            type="search"
            name="q"
            defaultValue={q}
            placeholder={t("frame.searchPlaceholder")}
            maxLength={SEARCH_MAX_LENGTH}
            enterKeyHint="search"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "search-q-error" : "search-q-hint"}
          />
          <button type="submit" className="button button-primary">
            {t("frame.searchSubmit")}
          </button>
        </div>
        {error ? (
          <p id="search-q-error" className="field-error" role="alert">
            {t("search.tooLong", { count: SEARCH_MAX_LENGTH })}
          </p>
        ) : (
          <p id="search-q-hint" className="field-hint">
            {t("search.shortcut")}
          </p>
        )}
      </Form>
      {q && !error ? (
        <section aria-labelledby="search-results-heading" className="search-results">
          <h2 id="search-results-heading">
            <Quoted text={t("search.resultsFor", { q: MARK })} q={q} />
          </h2>
          {found.length === 0 ? (
            <p role="status">
              <Quoted text={t("search.none", { q: MARK })} q={q} />
            </p>
          ) : null}
          {found.map((group) => (
            <section key={group.area} className="card search-group" aria-labelledby={`search-${group.area}`}>
              <h3 id={`search-${group.area}`}>{t(`nav.${group.area}`)}</h3>
              {group.ok ? (
                <>
                  <ul className="search-hits">
                    {group.hits.map((hit) => (
                      <li key={hit.id}>
                        <HitLink hit={hit} query={sent} />
                      </li>
                    ))}
                  </ul>
                  {/* The list holds the rest: offered only when there is more than shown. */}
                  {group.total > group.hits.length ? (
                    <p className="search-all">
                      <Link to={group.allHref}>{t("search.all", { count: group.total })}</Link>
                    </p>
                  ) : null}
                </>
              ) : (
                <p className="failed-note">{t("search.failed", { reason: group.message })}</p>
              )}
            </section>
          ))}
          {found.length > 0 && without.length > 0 ? <p className="muted">{t("search.noneIn", { areas: list.format(without) })}</p> : null}
        </section>
      ) : null}
    </>
  );
}

const MARK = "\u0000";

/**
 * A sentence that quotes the query, the query isolated (`<bdi>`), and left to right when it has
 * no letters: a number typed into an Arabic page (`050 123 4567`) reads in its own order, not as
 * three runs laid out right to left.
 */
function Quoted({ text, q }: { text: string; q: string }) {
  const [before, after] = text.split(MARK);
  return (
    <>
      {before}
      <bdi dir={/\p{L}/u.test(q) ? undefined : "ltr"}>{q}</bdi>
      {after}
    </>
  );
}

/** Text with the parts that match the query marked. */
function Marked({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((part, i) => (
        <Fragment key={i}>{part.hit ? <mark>{part.text}</mark> : part.text}</Fragment>
      ))}
    </>
  );
}

/**
 * One hit, whole as one link (one large target on a phone): its picture when it has one, its
 * label, and the facts that tell it from another of the same name (an order's phone, status and
 * day; a record's phone or e-mail).
 */
function HitLink({ hit, query }: { hit: SearchHit; query: string }) {
  return (
    <Link to={hit.href} className="search-hit">
      {hit.thumb ? (
        // The list's small copy, as in a list row; decorative: the label beside it names the hit.
        <span className="cell-image-slot">
          <img src={hit.thumb} alt="" width={44} height={44} loading="lazy" className="cell-image" />
        </span>
      ) : null}
      <span className="search-hit-text">
        <bdi className="search-hit-label">
          <Marked text={hit.label} query={query} />
        </bdi>
        {hit.facts.length > 0 ? (
          <span className="search-hit-facts">
            {hit.facts.map((fact) => (
              <Fact key={fact.id} fact={fact} query={query} />
            ))}
          </span>
        ) : null}
      </span>
    </Link>
  );
}

function Fact({ fact, query }: { fact: SearchFact; query: string }) {
  const text = String(fact.value);
  switch (fact.kind) {
    case "status":
      return <StatusBadge status={Number(fact.value) as 1 | 2 | 3 | 4} />;
    case "datetime":
      return (
        <time dateTime={text} dir="ltr">
          {formatDay(text)}
        </time>
      );
    default:
      // Phones and e-mails read left to right inside an Arabic page.
      return (
        <bdi dir="ltr">
          <Marked text={text} query={query} />
        </bdi>
      );
  }
}

export const meta = pageMeta("search.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
