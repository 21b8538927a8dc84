import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { jobAction, jobLoader } from "~/entities/import/import.server";
import { formatNumber } from "~/utils/format";
import { localizePath, useLocale } from "~/utils/i18n/locale";
import { pageMeta } from "~/utils/meta";
import { useTranslation } from "~/utils/i18n/translation";

/**
 * `/{area}/import/{id}`: the preview (nothing written yet, "Import N rows"), then the progress of
 * the import running in the background, then its result. While it runs the page refreshes itself:
 * without JavaScript by a refresh in a `<noscript>`, with it by asking this route's loader alone
 * (a fetcher, not the whole page's data) every second.
 */
export const loader = (args: LoaderFunctionArgs) => jobLoader(args);
export const action = (args: ActionFunctionArgs) => jobAction(args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

const POLL_MS = 1000;

export default function ImportJob() {
  const loaded = useLoaderData<typeof loader>();
  // One fetcher per run of the import: a "Continue" starts with no stale answer from the last run.
  const poll = useFetcher<typeof loader>({ key: `import-${loaded.job.id}-${loaded.job.startedAt ?? 0}` });
  const { area, titleKey } = loaded;
  const job = poll.data?.job.id === loaded.job.id ? poll.data.job : loaded.job;
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useNavigation().state === "submitting";
  const running = job.state === "running";
  const here = `${localizePath(`/${area}`, locale)}/import/${job.id}`;
  const { load, state } = poll;
  useEffect(() => {
    if (!running || state !== "idle") return;
    const timer = window.setTimeout(() => load(here), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [running, state, load, here]);
  const n = (value: number) => formatNumber(value, locale);
  const base = localizePath(`/${area}`, locale);
  const title = { preview: t("import.previewTitle"), running: t("import.running"), done: t("import.done"), stopped: t("import.stoppedTitle") }[job.state];
  return (
    <>
      {running ? (
        <noscript>
          <meta httpEquiv="refresh" content="2" />
        </noscript>
      ) : null}
      <PageHeader
        title={title}
        actions={
          <Link className="button" to={base}>
            {t("import.backToList")}
          </Link>
        }
      >
        <p className="muted">{t(titleKey)}</p>
      </PageHeader>
      <div className="stack import-page">
        {job.state === "preview" ? (
          <section className="card stack" aria-label={t("import.previewTitle")}>
            <p>{t("import.nothingWritten")}</p>
            <ul className="import-counts">
              <li>{t("import.ready", { n: n(job.ready) })}</li>
              <li>{t("import.refused", { n: n(job.refusedCount) })}</li>
              {job.repeatedCount > 0 ? <li>{t("import.repeated", { n: n(job.repeatedCount) })}</li> : null}
              {job.likelyCount > 0 ? <li>{t("import.likely", { n: n(job.likelyCount) })}</li> : null}
            </ul>
            {job.unknown.length ? <p role="note">{t("import.unknownColumns", { columns: job.unknown.join(locale === "ar" ? "، " : ", ") })}</p> : null}
            {job.likelyUnchecked ? <p role="note">{t("import.likelyUnchecked")}</p> : null}
            <div className="import-actions">
              {job.ready > 0 || job.likelyCount > 0 ? (
                <Form method="post" action={here} className="import-start">
                  <CsrfInput />
                  {job.likelyCount > 0 ? (
                    <div className="field field-checkbox">
                      <label className="checkbox-label">
                        <input type="checkbox" name="with_likely" value="on" />
                        <span>{t("import.withLikely")}</span>
                      </label>
                    </div>
                  ) : null}
                  <button className="button button-primary" type="submit" disabled={busy}>
                    {t("import.start", { count: job.ready, n: n(job.ready) })}
                  </button>
                </Form>
              ) : null}
              <Link className="button" to={`${base}/import`}>
                {t("import.another")}
              </Link>
            </div>
          </section>
        ) : null}
        {running ? (
          <section className="card stack" aria-label={t("import.running")}>
            <label htmlFor="import-progress">{t("import.progress", { done: n(job.done), total: n(job.ready) })}</label>
            <progress id="import-progress" className="import-progress" max={job.ready} value={job.done} />
            <p role="status">{job.secondsLeft !== null ? t("import.timeLeft", { count: job.secondsLeft, n: n(job.secondsLeft) }) : t("import.running")}</p>
            <p className="muted">{t("import.leaveHint")}</p>
          </section>
        ) : null}
        {job.state === "done" || job.state === "stopped" ? (
          <section className="card stack" aria-label={t("import.done")}>
            {job.state === "stopped" ? (
              <div role="alert">
                <p>{t("import.stopped", { reason: job.stopReason ?? "" })}</p>
                <p>{t("import.stoppedHint")}</p>
              </div>
            ) : null}
            <ul className="import-counts">
              <li>{t("import.imported", { n: n(job.imported) })}</li>
              <li>{t("import.already", { n: n(job.already) })}</li>
              <li>{t("import.resultRefused", { n: n(job.refusedCount) })}</li>
              {job.repeatedCount > 0 ? <li>{t("import.repeated", { n: n(job.repeatedCount) })}</li> : null}
              {job.likelyCount > 0 ? <li>{t("import.likelySkipped", { n: n(job.likelyCount) })}</li> : null}
            </ul>
            <div className="import-actions">
              {job.state === "stopped" ? (
                <Form method="post" action={here}>
                  <CsrfInput />
                  <button className="button button-primary" type="submit" disabled={busy}>
                    {t("import.startAgain")}
                  </button>
                </Form>
              ) : null}
              <Link className="button" to={`${base}/import`}>
                {t("import.another")}
              </Link>
            </div>
          </section>
        ) : null}
        {job.refusedCount > 0 && !running ? (
          <LinesSection
            id="import-refused"
            caption={t("import.refusedCaption")}
            column={t("import.reasons")}
            rows={job.refused.map((row) => ({
              line: n(row.line),
              said: (
                <ul className="import-reasons">
                  {row.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ),
            }))}
          >
            {job.refusedCount > job.refused.length ? (
              <p>{t("import.moreRefused", { count: job.refusedCount - job.refused.length, n: n(job.refusedCount - job.refused.length) })}</p>
            ) : null}
            <p>
              <a className="button" href={`${here}/refused`} download>
                {t("import.downloadRefused")}
              </a>
            </p>
          </LinesSection>
        ) : null}
        {job.likelyCount > 0 && !running ? (
          <LinesSection
            id="import-likely"
            caption={t("import.likelyCaption")}
            intro={t("import.likelyHint", { count: job.likelyDays, n: n(job.likelyDays) })}
            column={t("import.likelyOrder")}
            rows={job.likely.map((row) => ({
              line: n(row.line),
              said: (
                <Link className="import-order" to={localizePath(`/orders/${row.order}/request`, locale)}>
                  {/* An order's number as it is written and said: #5071, not 5,071. */}#{String(row.order)}
                </Link>
              ),
            }))}
          >
            {job.likelyCount > job.likely.length ? <p>{t("import.moreShown", { n: n(job.likely.length) })}</p> : null}
          </LinesSection>
        ) : null}
        {job.repeatedCount > 0 && !running ? (
          <LinesSection
            id="import-repeated"
            caption={t("import.repeatedCaption")}
            column={t("import.reasons")}
            rows={job.repeated.map((row) => ({ line: n(row.line), said: `${t("import.repeatedRow")} (${t("import.repeatedOf")} ${n(row.of)})` }))}
          >
            {job.repeatedCount > job.repeated.length ? <p>{t("import.moreShown", { n: n(job.repeated.length) })}</p> : null}
          </LinesSection>
        ) : null}
      </div>
    </>
  );
}

/** Rows of the file by their line, with what is said of each: a heading, an optional intro, the table, then what follows it. */
function LinesSection({
  id,
  caption,
  intro,
  column,
  rows,
  children,
}: {
  id: string;
  caption: string;
  intro?: string;
  column: string;
  rows: { line: string; said: ReactNode }[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{caption}</h2>
      {intro ? <p>{intro}</p> : null}
      <div className="table-wrap">
        <table className="import-refused">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("import.line")}</th>
              <th scope="col">{column}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>{row.said}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {children}
    </section>
  );
}

export const meta = pageMeta("list.importFile");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
