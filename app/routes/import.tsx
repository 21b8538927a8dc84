import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { uploadAction, uploadLoader } from "~/entities/import/import.server";
import { formatNumber } from "~/utils/format";
import { localizePath, useLocale } from "~/utils/i18n/locale";
import { pageMeta } from "~/utils/meta";
import { isNetworkFailure } from "~/utils/submit-failure";
import { useTranslation } from "~/utils/i18n/translation";

/** `/{area}/import`: what the file holds, a template to fill, and the upload (→ the preview). */
export const loader = (args: LoaderFunctionArgs) => uploadLoader(args);
export const action = (args: ActionFunctionArgs) => uploadAction(args);
export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function ImportUpload() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation();
  const locale = useLocale();
  const base = localizePath(`/${data.area}`, locale);
  const items = t(data.titleKey);
  const message = result && !isNetworkFailure(result) ? result.message : null;
  return (
    <>
      <PageHeader
        title={t("import.title", { items })}
        actions={
          <Link className="button" to={base}>
            {t("import.backToList")}
          </Link>
        }
      />
      <div className="stack import-page">
        {/* The form first: on a phone the first screen is the work; what the file holds follows. */}
        <Form method="post" encType="multipart/form-data" className="card stack" aria-describedby={message ? "import-error" : undefined}>
          <CsrfInput />
          {/* The form's own alert, not the forms module's: that module stays in the form pages' chunk. */}
          {message ? (
            <div id="import-error" className="form-alert" role="alert">
              <p>{message}</p>
            </div>
          ) : null}
          <div className="field">
            <span className="field-label">
              <label htmlFor="import-file">{t("import.file")}</label>
              <span className="required-mark" aria-hidden="true">
                *
              </span>
            </span>
            <input id="import-file" name="file" type="file" required accept=".csv,.txt,.tsv,text/csv,text/plain" aria-describedby="import-file-hint" />
            <p id="import-file-hint" className="field-hint">
              {t("import.fileHint", { rows: formatNumber(data.maxRows, locale), size: data.maxMb })}
            </p>
          </div>
          <p>
            <button className="button button-primary" type="submit" disabled={busy}>
              {t("import.preview")}
            </button>
          </p>
        </Form>
        <section className="card stack" aria-labelledby="import-columns">
          <p>{t("import.intro")}</p>
          <h2 id="import-columns">{t("import.columns")}</h2>
          <ul className="import-columns">
            {data.columns.map((c) => (
              <li key={c.name}>
                {c.label} {c.required ? <span className="muted">{t("import.requiredMark")}</span> : null}
              </li>
            ))}
          </ul>
          <p className="muted">{t("import.imageLeftEmpty")}</p>
          <p>
            <a className="button" href={`${base}/import/template`} download>
              {t("import.template")}
            </a>
          </p>
        </section>
      </div>
    </>
  );
}

export const meta = pageMeta("list.importFile");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
