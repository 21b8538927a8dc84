import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { dataSchema, messageSchema, paginatedSchema, records } from "../../contract/schemas";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SelectField } from "~/components/fields/select-field";
import { Field, FormAlert, ValidationAnnouncer } from "~/components/forms";
import { useUnsavedChanges } from "~/components/unsaved-changes";
import { PageHeader } from "~/components/page-header";
import { StatusButton } from "~/components/status-button";
import { SMALL_FORM_LIMITS } from "~/server/multipart.server";
import { guard } from "~/server/guard.server";
import { parseId } from "~/utils/input-rules";
import { refusedForm, replyWithFailure } from "~/server/forms.server";
import { useFocusTrap } from "~/utils/hooks/focus";
import { localizePath, useLocale } from "~/utils/i18n/locale";
import { pageMeta } from "~/utils/meta";
import { useIsPending } from "~/utils/hooks/pending";
import { CLIENT_PASSWORD_CONSTRAINT } from "~/utils/constraints";
import { useLazyValidation } from "~/utils/hooks/lazy-validation";
import { ClientPasswordSchema } from "~/schemas/client-password";
import { CsrfInput } from "~/components/csrf-input";

/** The success modal closes after 2000 ms and routes to /clients. */
export const SUCCESS_MODAL_MS = 2000;

/** This page requires no permission of its own; the upstream still checks its call. */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = await guard(args);
  const url = new URL(args.request.url);
  if (url.searchParams.get("done") === "1") return { done: true as const, clients: [], selected: null };
  const selectedId = parseId(url.searchParams.get("client_id")) ?? 0;
  const [list, selected] = await Promise.all([
    api.get("dashboard/profile/all", paginatedSchema(records.profile), { per_page: 100, sort: "name", dir: "asc" }),
    Number.isInteger(selectedId) && selectedId > 0
      ? api.tryGet(`dashboard/profile/show/${selectedId}`, dataSchema(records.profile)).then((r) => (r.ok ? r.data.data : null))
      : null,
  ]);
  const clients = list.data.map((c) => ({ value: String(c.id), label: `${c.name} — ${c.email}` }));
  if (selected && !clients.some((c) => c.value === String(selected.id)))
    clients.unshift({ value: String(selected.id), label: `${selected.name} — ${selected.email}` });
  return { done: false as const, clients, selected: selected ? String(selected.id) : null };
}

export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export async function action(args: ActionFunctionArgs) {
  const { formData, api, locale } = await guard(args, { body: { ...SMALL_FORM_LIMITS, maxFieldBytes: 64 * 1024 } });
  const submission = parseWithZod(formData, { schema: ClientPasswordSchema });
  const hideFields = ["password", "password_confirmation"];
  if (submission.status !== "success") return refusedForm(submission, { hideFields });
  const result = await api.send("POST", "dashboard/profile/password", submission.value, messageSchema);
  if (!result.ok) return replyWithFailure(submission, result, { hideFields });
  // POST → redirect → GET: the success page can be reloaded without sending the password again.
  return redirect(`${localizePath("/clients/password", locale)}?done=1`);
}

export default function ClientPassword() {
  const loaderData = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const clientsPath = localizePath("/clients", useLocale());
  if (loaderData.done) return <SuccessModal to={clientsPath} />;
  return <PasswordForm clients={loaderData.clients} selected={loaderData.selected} clientsPath={clientsPath} t={t} />;
}

function PasswordForm({
  clients,
  selected,
  clientsPath,
  t,
}: {
  clients: Array<{ value: string; label: string }>;
  selected: string | null;
  clientsPath: string;
  t: ReturnType<typeof useTranslation>["t"];
}) {
  const lastResult = useActionData<typeof action>();
  const pending = useIsPending();
  const validation = useLazyValidation({
    formId: "client-password",
    loadSchema: () => import("~/schemas/client-password").then((m) => m.ClientPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [form, fields] = useForm({
    id: "client-password",
    lastResult,
    defaultValue: { client_id: selected ?? undefined },
    constraint: CLIENT_PASSWORD_CONSTRAINT,
    ...validation,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(formRef);
  return (
    <>
      <PageHeader title={t("clientsPassword.title")} />
      <Form ref={formRef} method="post" {...getFormProps(form)} className="entity-form card narrow">
        <FormAlert id={form.errorId} errors={form.errors} />
        <CsrfInput />
        <ValidationAnnouncer errors={form.allErrors} />
        <SelectField
          key={fields.client_id.key}
          id={fields.client_id.id}
          name={fields.client_id.name}
          label={t("clientsPassword.client")}
          options={clients}
          defaultValue={fields.client_id.initialValue}
          errors={fields.client_id.errors}
          required
        />
        <Field
          label={t("clientsPassword.password")}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password", dir: "ltr" }}
          errors={fields.password.errors}
        />
        <Field
          label={t("clientsPassword.confirmation")}
          inputProps={{ ...getInputProps(fields.password_confirmation, { type: "password" }), autoComplete: "new-password", dir: "ltr" }}
          errors={fields.password_confirmation.errors}
        />
        <div className="form-actions">
          <StatusButton type="submit" pending={pending} pendingLabel={t("common.saving")} className="button-primary">
            {t("common.save")}
          </StatusButton>
          <Link to={clientsPath} className="button">
            {t("common.cancel")}
          </Link>
        </div>
      </Form>
    </>
  );
}

/** The success modal: closes after 2 s and goes to /clients — by script, or by a no-JS refresh. */
function SuccessModal({ to }: { to: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDivElement>(null);
  // A modal: focus moves into it and stays there (Escape goes on at once).
  useFocusTrap(dialog, to, () => navigate(to));
  useEffect(() => dialog.current?.focus(), []);
  useEffect(() => {
    const timer = setTimeout(() => navigate(to), SUCCESS_MODAL_MS);
    return () => clearTimeout(timer);
  }, [navigate, to]);
  return (
    <div className="modal-backdrop">
      <noscript>
        <meta httpEquiv="refresh" content={`${SUCCESS_MODAL_MS / 1000};url=${to}`} />
      </noscript>
      <div ref={dialog} className="modal" role="dialog" aria-modal="true" aria-labelledby="success-title" tabIndex={-1}>
        <p className="modal-icon" aria-hidden="true">
          ✓
        </p>
        <h1 id="success-title">{t("clientsPassword.success")}</h1>
        <p>
          <Link to={to}>{t("clientsPassword.backToClients")}</Link>
        </p>
      </div>
    </div>
  );
}

export const meta = pageMeta("clientsPassword.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
