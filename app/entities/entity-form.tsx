import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useRef, useState } from "react";
import { useTranslation, type TFunction } from "~/utils/i18n/translation";
import { pageMeta } from "~/utils/meta";
import { ConflictChoice } from "~/components/conflict-choice";
import { FormAlert, SessionLogin, ValidationAnnouncer, focusFirstInvalidOnSubmit } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { ScrollRegion } from "~/components/scroll-region";
import { StatusButton } from "~/components/status-button";
import { useUnsavedChanges } from "~/components/unsaved-changes";
import { formatDateTime } from "~/utils/format";
import { localizePath, useLocale } from "~/utils/i18n/locale";
import { useLazyValidation } from "~/utils/hooks/lazy-validation";
import { useIsPending } from "~/utils/hooks/pending";
import type { Conflict } from "./conflict.server";
import type { entityFormLoader } from "./form.server";
import { differsFromStart } from "./changes";
import { formConstraint, isOnForm, isRequired } from "./constraints";
import { widgetOf } from "./widgets";
import { LIST_STATE } from "./list-query";
import { draftKey, useDraft, type Draft } from "./draft";
import { useCurrentUser } from "~/utils/hooks/current-user";
import type { Entity, FieldDef, FormMode } from "./types";
import { CsrfInput } from "~/components/csrf-input";

type FormPageData = ReturnType<typeof useLoaderData<typeof entityFormLoader>>;
type Fieldset = Record<string, FieldMetadata<unknown>>;

/** The key of the refused submission, reused so that resubmitting the same form stays one record. */
function submittedKey(lastResult: unknown): string | undefined {
  const value = (lastResult as { initialValue?: Record<string, unknown> } | undefined)?.initialValue?.idempotency_key;
  return typeof value === "string" && value ? value : undefined;
}

/** The form's heading, also the page's title: "Add blog", "Edit blog: <its title>". */
function formTitle(d: Entity, t: TFunction, data: Pick<FormPageData, "mode" | "label">): string {
  const entity = t(`${d.singularKey}.one`);
  return data.mode === "create" ? t("list.add", { item: entity }) : t("list.editTitle", { item: entity, label: data.label ?? "" });
}

/** An entity form's `meta`: the tab says which record, not only which area. */
export function formMeta(d: Entity) {
  return pageMeta(d.titleKey, (t, data) => {
    const form = data as Partial<Pick<FormPageData, "mode" | "label">> | undefined;
    return form?.mode ? formTitle(d, t, { mode: form.mode, label: form.label ?? null }) : undefined;
  });
}

/** Add and edit share one form: the same fields, schema and layout, driven by the descriptor. */
export function EntityForm({ descriptor: d }: { descriptor: Entity }) {
  const data = useLoaderData<typeof entityFormLoader>();
  const lastResult = useActionData() as ({ conflict?: Conflict; initialValue?: Record<string, unknown> } & object) | undefined;
  const conflict = lastResult?.conflict;
  // After a conflict the loaders run again and bring the newer version: the form must keep the
  // one it was loaded with, or a plain second "Save" would overwrite silently.
  const sentVersion = lastResult?.initialValue?._version;
  // A restored draft keeps the version it was typed against: if the record changed since, saving
  // it leads to the edit-conflict choice instead of silently overwriting.
  const [restored, setRestored] = useState<Draft | null>(null);
  const version = typeof sentVersion === "string" && sentVersion ? sentVersion : restored?.version || data.version;
  // What the fields held when the form was loaded, kept like the version through a conflict.
  const sentStart = lastResult?.initialValue?._start;
  const draftStart = restored?.values._start;
  const start = typeof sentStart === "string" && sentStart ? sentStart : typeof draftStart === "string" && draftStart ? draftStart : data.start;
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const pending = useIsPending();
  // The list's search, filters, sort and page this form was opened from: back there after it.
  const listState = new URLSearchParams(search).get(LIST_STATE) ?? "";
  // A new version ("keep theirs" reloads the record) is a new form with the new values.
  const formId = `${d.area}-${data.mode}-${data.id ?? "new"}${version ? `-${version.replace(/\D/g, "")}` : ""}${restored ? `-draft${restored.savedAt}` : ""}${
    data.restoredFrom ? `-restore${data.restoredFrom.entry}` : ""
  }`;
  // The zod schema arrives after hydration; the native constraints need no zod.
  const validation = useLazyValidation({
    formId,
    loadSchema: () => import("./schema").then((m) => m.formSchema(d, data.mode)),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [form, fields] = useForm({
    id: formId,
    lastResult: lastResult as never,
    defaultValue: (restored ? restored.values : data.defaults) as never,
    constraint: formConstraint(d, data.mode),
    ...validation,
  });
  const title = formTitle(d, t, data);
  const visible = d.fields.filter((f) => isOnForm(f, data.mode));
  const hasFile = visible.some((f) => widgetOf(f).file);
  // No `noValidate={false}`: once hydrated conform turns the browser's bubbles off and shows the
  // spec's messages under the fields instead; without JavaScript the browser's check stays.
  const formProps = getFormProps(form);
  const formRef = useRef<HTMLFormElement>(null);
  const user = useCurrentUser();
  const draft = useDraft({
    formRef,
    key: user ? draftKey(user.id, `${d.area}:${data.mode}:${data.id ?? "new"}`) : null,
    version: data.version ?? "",
    start: data.defaults,
    result: lastResult,
  });
  // A refused save holds unsaved values only if they differ from those the form started from:
  // Save pressed on an untouched form (before the validator loaded, on a slow link) loses nothing.
  const refused = (lastResult as { status?: string } | undefined)?.status === "error";
  useUnsavedChanges(formRef, Boolean(conflict) || (refused && differsFromStart(visible, lastResult?.initialValue, data.defaults)));
  return (
    <>
      <PageHeader
        title={title}
        actions={
          data.mode === "edit" && data.id ? (
            <Link to={localizePath(`/${d.area}/${data.id}/history`, locale)} className="button">
              {t("forms.historyLink")}
            </Link>
          ) : null
        }
      />
      {data.restoredFrom ? (
        <div className="card restore-note" role="status">
          <p>{t("forms.restoredFrom", { who: data.restoredFrom.who, when: data.restoredFrom.when })}</p>
          {data.restoredFrom.files ? <p className="muted">{t("forms.restoredImages")}</p> : null}
        </div>
      ) : null}
      {draft.offer ? (
        <DraftOffer
          draft={draft.offer}
          outdated={Boolean(draft.offer.version && data.version && draft.offer.version !== data.version)}
          onRestore={() => {
            setRestored(draft.offer);
            draft.accept();
          }}
          onDiscard={draft.discard}
        />
      ) : null}
      <Form
        key={form.id}
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        {...formProps}
        onSubmit={focusFirstInvalidOnSubmit(formProps.onSubmit)}
        className="entity-form card"
      >
        <FormAlert id={form.errorId} errors={form.errors} />
        <SessionLogin result={lastResult} errors={form.errors} />
        {data.idempotencyKey ? <input type="hidden" name="idempotency_key" value={submittedKey(lastResult) ?? data.idempotencyKey} /> : null}
        <CsrfInput />
        <ValidationAnnouncer errors={form.allErrors} />
        {version ? <input type="hidden" name="_version" value={version} /> : null}
        {start ? <input type="hidden" name="_start" value={start} /> : null}
        {listState ? <input type="hidden" name={`_${LIST_STATE}`} value={listState} /> : null}
        {conflict ? <ConflictPanel conflict={conflict} reloadTo={pathname} /> : null}
        {/* Only once the server has answered: a check in the page keeps the chosen file. */}
        {refused && hasFile ? <p className="field-hint">{t("forms.reselectFile")}</p> : null}
        <div className="form-grid">
          {visible.map((f) => (
            <FieldView key={f.name} field={f} fields={fields} data={data} mode={data.mode} />
          ))}
        </div>
        <div className="form-actions">
          <StatusButton type="submit" pending={pending} pendingLabel={t("common.saving")} className="button-primary">
            {t("common.save")}
          </StatusButton>
          <Link to={`${localizePath(`/${d.area}`, locale)}${listState ? `?${listState}` : ""}`} className="button">
            {t("common.cancel")}
          </Link>
        </div>
      </Form>
    </>
  );
}

/** A draft of this form kept from an earlier visit: restore it or let it go. */
function DraftOffer({ draft, outdated, onRestore, onDiscard }: { draft: Draft; outdated: boolean; onRestore: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="card draft-offer" aria-labelledby="draft-offer-title">
      <h2 id="draft-offer-title">{t("forms.draftTitle")}</h2>
      <p>{t("forms.draftFound", { time: formatDateTime(draft.savedAt) })}</p>
      {outdated ? <p>{t("forms.draftOutdated")}</p> : null}
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={onRestore}>
          {t("forms.draftRestore")}
        </button>
        <button type="button" className="button" onClick={onDiscard}>
          {t("forms.draftDiscard")}
        </button>
      </div>
    </section>
  );
}

/** The edit conflict: what differs between the record as it is now and the user's values, side by side. */
function ConflictPanel({ conflict, reloadTo }: { conflict: Conflict; reloadTo: string }) {
  const { t } = useTranslation();
  const show = (change: Conflict["changes"][number], value: string) => {
    if (change.kind === "bool") return value === "1" ? t("common.yes") : t("common.no");
    if (change.kind === "title" && (value === "mr" || value === "ms")) return t(`fields.${value}`);
    return value ? <bdi>{value}</bdi> : <span className="muted">{t("conflict.empty")}</span>;
  };
  return (
    <ConflictChoice
      title={t("conflict.title")}
      reloadTo={reloadTo}
      keepLabel={t("conflict.keepTheirs")}
      applyLabel={t("conflict.applyMine")}
      forceName="_force_version"
      forceValue={conflict.version}
    >
      <p>{t("conflict.text", { when: formatDateTime(conflict.version) })}</p>
      <p>{t("conflict.changed", { count: conflict.changes.length })}</p>
      {conflict.changes.length ? (
        <ScrollRegion label={t("conflict.caption")}>
          <table className="data-table conflict-table">
            <caption className="visually-hidden">{t("conflict.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("conflict.field")}</th>
                <th scope="col">{t("conflict.theirs")}</th>
                <th scope="col">{t("conflict.mine")}</th>
              </tr>
            </thead>
            <tbody>
              {conflict.changes.map((c) => (
                <tr key={c.name}>
                  <th scope="row">{t(c.label)}</th>
                  <td>{show(c, c.theirs)}</td>
                  <td>{show(c, c.mine)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </ConflictChoice>
  );
}

/** One field of the form, drawn by its widget. */
function FieldView({ field: f, fields, data, mode }: { field: FieldDef; fields: Fieldset; data: FormPageData; mode: FormMode }) {
  const { t } = useTranslation();
  const { Field } = widgetOf(f);
  return (
    <Field
      field={f}
      label={t(f.label)}
      required={isRequired(f, mode)}
      className={f.wide ? "field-wide" : undefined}
      meta={(name) => fields[name]}
      lookups={data.lookups}
      currentImage={data.images[f.name]}
    />
  );
}
