import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { dataSchema, messageSchema, sessionSchema, twoStepConfirmedSchema, twoStepSecretSchema, twoStepStatusSchema } from "../../contract/schemas";
import { readCode } from "../../contract/two-step";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, FormAlert, ValidationAnnouncer } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { StatusButton } from "~/components/status-button";
import { RecoveryCodes, TwoStepKey, type TwoStepSecret } from "~/components/two-step";
import type { ApiResult } from "~/server/api.server";
import { logAuthEvent } from "~/server/auth.server";
import { guard, type Guarded } from "~/server/guard.server";
import { replyWithFailure } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { secretView } from "~/account/two-step-view.server";
import { describeUserAgent } from "~/server/user-agent.server";
import { formatDateTime } from "~/utils/format";
import { localizePath } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { SETTINGS_CONSTRAINTS } from "~/utils/constraints";
import { useLazyValidation } from "~/utils/lazy-validation";
import { PasswordSchema } from "~/schemas/settings";

// "My account": open to every logged-in staff member whatever their role (no permission named in
// the guard): their name, their own password, two-step login and their live sessions. Each form
// posts an `intent`; the action answers `{ intent, … }` so that only the submitted form shows it.

const PASSWORD_FIELDS = ["current_password", "password", "password_confirmation"];

/** An optional extension the upstream does not have answers 404 (or 405). */
const notOffered = (result: ApiResult<unknown>) => !result.ok && (result.status === 404 || result.status === 405);

export async function loader(args: LoaderFunctionArgs) {
  const { user, api, t } = await guard(args);
  const [twoStep, sessions] = await Promise.all([
    api.tryGet("auth/two-step", dataSchema(twoStepStatusSchema)),
    api.tryGet("auth/sessions", dataSchema(sessionSchema.array())),
  ]);
  return {
    name: user.name,
    email: user.email,
    roleName: user.roleName,
    twoStep: twoStep.ok ? { offered: true as const, ...twoStep.data.data } : { offered: false as const, error: notOffered(twoStep) ? null : twoStep.message },
    sessions: sessions.ok
      ? {
          offered: true as const,
          list: sessions.data.data.map((s) => {
            const words = describeUserAgent(s.user_agent);
            const kind = words?.kind ? t(`account.sessions.${words.kind}`) : null;
            return {
              id: s.id,
              device: words
                ? [t("account.sessions.on", { browser: words.browser, os: words.os }), kind].filter(Boolean).join(" — ")
                : t("account.sessions.unknownDevice"),
              ip: s.ip,
              started: formatDateTime(s.created_at),
              lastActive: formatDateTime(s.last_used_at),
              current: s.current,
            };
          }),
        }
      : { offered: false as const, error: notOffered(sessions) ? null : sessions.message },
  };
}

type Reply =
  | { intent: "password"; result: SubmissionResult<string[]> }
  | { intent: "two-step-start"; secret: TwoStepSecret }
  | { intent: "two-step-confirm"; secret?: TwoStepSecret; error: string }
  | { intent: "two-step-confirmed"; recoveryCodes: string[] }
  | { intent: "two-step-disable"; errors: { password?: string[]; code?: string[] } }
  | { intent: "sessions"; error: string };

const reply = (value: Reply, status = 200) => data<Reply>(value, { status });

export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export async function action(args: ActionFunctionArgs) {
  const ctx = await guard(args, { body: {} });
  const intent = ctx.formData.get("intent");
  switch (intent) {
    case "password":
      return changePassword(ctx, ctx.formData);
    case "two-step-start":
      return startTwoStep(ctx);
    case "two-step-confirm":
      return confirmTwoStep(ctx, ctx.formData);
    case "two-step-disable":
      return disableTwoStep(ctx, ctx.formData);
    case "session-end":
      return endSession(ctx, ctx.formData);
    case "sessions-end-others":
      return endOthers(ctx);
    default:
      throw data({ message: ctx.t("account.unknownIntent") }, { status: 400 });
  }
}

function accountPath(ctx: Guarded) {
  return localizePath("/account", ctx.locale);
}

/** The upstream's own-password call is open to every logged-in user; it ends the account's other sessions. */
async function changePassword(ctx: Guarded, formData: FormData) {
  const submission = parseWithZod(formData, { schema: PasswordSchema });
  if (submission.status !== "success") return reply({ intent: "password", result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, 400);
  const { current_password, password, password_confirmation } = submission.value;
  const result = await ctx.api.send("POST", "auth/password", { current_password, password, password_confirmation }, messageSchema);
  if (!result.ok) {
    const response = replyWithFailure(submission, result, { hideFields: PASSWORD_FIELDS });
    return reply({ intent: "password", result: response.data }, response.init?.status ?? 400);
  }
  return redirectWithToast(accountPath(ctx), { type: "success", message: result.data.message });
}

/** The secret being set up (the upstream gives the same one until it is confirmed). */
async function pendingSecret(ctx: Guarded) {
  const result = await ctx.api.send("POST", "auth/two-step/setup", {}, dataSchema(twoStepSecretSchema));
  return result.ok ? { ok: true as const, secret: await secretView(result.data.data) } : { ok: false as const, message: result.message, status: result.status };
}

async function startTwoStep(ctx: Guarded) {
  const pending = await pendingSecret(ctx);
  if (!pending.ok) return reply({ intent: "two-step-confirm", error: pending.message }, pending.status === 422 ? 422 : 503);
  return reply({ intent: "two-step-start", secret: pending.secret });
}

async function confirmTwoStep(ctx: Guarded, formData: FormData) {
  const typed = readCode(String(formData.get("code") ?? ""));
  const again = async (error: string, status: number) => {
    const pending = await pendingSecret(ctx);
    return reply({ intent: "two-step-confirm", secret: pending.ok ? pending.secret : undefined, error }, status);
  };
  if (typed.kind !== "time") return again(ctx.t("account.code.wrong"), 422);
  const result = await ctx.api.send("POST", "auth/two-step/confirm", { code: typed.code }, twoStepConfirmedSchema);
  if (!result.ok) return again(result.status === 422 ? ctx.t("account.code.wrong") : result.message, result.status === 422 ? 422 : 503);
  logAuthEvent(ctx.ctx.request, "login.two_step", ctx.user.id, { change: "on" });
  // Shown once, in this answer: never stored by the dashboard, never again by the upstream.
  return reply({ intent: "two-step-confirmed", recoveryCodes: result.data.data.recovery_codes });
}

async function disableTwoStep(ctx: Guarded, formData: FormData) {
  const password = String(formData.get("password") ?? "");
  const typed = readCode(String(formData.get("code") ?? ""));
  const errors: { password?: string[]; code?: string[] } = {};
  if (!password) errors.password = [ctx.t("validation.required")];
  if (typed.kind === "invalid") errors.code = [ctx.t("account.code.wrong")];
  if (errors.password || errors.code) return reply({ intent: "two-step-disable", errors }, 400);
  const code = typed.kind === "invalid" ? "" : typed.code;
  const result = await ctx.api.send("POST", "auth/two-step/disable", { password, code }, messageSchema);
  if (!result.ok) {
    const fieldErrors = result.fieldErrors as { password?: string[]; code?: string[] };
    const shown = fieldErrors.password || fieldErrors.code ? { password: fieldErrors.password, code: fieldErrors.code } : { code: [result.message] };
    return reply({ intent: "two-step-disable", errors: shown }, result.status === 422 ? 422 : 503);
  }
  logAuthEvent(ctx.ctx.request, "login.two_step", ctx.user.id, { change: "off" });
  return redirectWithToast(accountPath(ctx), { type: "success", message: result.data.message });
}

async function endSession(ctx: Guarded, formData: FormData) {
  const id = Number(formData.get("session"));
  if (!Number.isInteger(id) || id <= 0) return reply({ intent: "sessions", error: ctx.t("account.unknownIntent") }, 400);
  const result = await ctx.api.send("POST", `auth/sessions/${id}/end`, {}, messageSchema);
  if (!result.ok) return reply({ intent: "sessions", error: result.message }, result.status === 404 ? 404 : 503);
  logAuthEvent(ctx.ctx.request, "session.ended", ctx.user.id, { session: id });
  return redirectWithToast(accountPath(ctx), { type: "success", message: ctx.t("account.sessions.ended") });
}

async function endOthers(ctx: Guarded) {
  const result = await ctx.api.send("POST", "auth/logout-others", {}, messageSchema);
  if (!result.ok) return reply({ intent: "sessions", error: result.message }, result.status === 404 ? 501 : 503);
  logAuthEvent(ctx.ctx.request, "session.ended", ctx.user.id, { session: "others" });
  return redirectWithToast(accountPath(ctx), { type: "success", message: result.data.message });
}

function useReply<I extends Reply["intent"]>(...intents: I[]): Extract<Reply, { intent: I }> | undefined {
  const actionData = useActionData<typeof action>() as Reply | undefined;
  return actionData && (intents as string[]).includes(actionData.intent) ? (actionData as Extract<Reply, { intent: I }>) : undefined;
}

function usePendingIntent(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("intent") === intent;
}

export default function AccountPage() {
  const { t } = useTranslation();
  const { name, email, roleName } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("account.title")}>
        <p className="muted">{t("account.intro")}</p>
      </PageHeader>
      <div className="settings-grid">
        <section className="card" aria-labelledby="account-who">
          <h2 id="account-who">
            <bdi>{name}</bdi>
          </h2>
          <p dir="ltr" className="account-email">
            {email}
          </p>
          <p className="muted">
            {t("account.role")}: <bdi>{roleName}</bdi>
          </p>
        </section>
        <PasswordForm />
        <TwoStepSection />
        <SessionsSection />
      </div>
    </>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const lastResult = useReply("password")?.result;
  const pending = usePendingIntent("password");
  const validation = useLazyValidation({
    formId: "account-password",
    loadSchema: () => import("~/schemas/settings").then((m) => m.PasswordSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [form, fields] = useForm({ id: "account-password", lastResult, constraint: SETTINGS_CONSTRAINTS.password, ...validation });
  return (
    <section className="card" aria-labelledby="password-heading">
      <h2 id="password-heading">{t("account.password.heading")}</h2>
      <p className="muted">{t("account.password.endsOthers")}</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormAlert id={form.errorId} errors={form.errors} />
        <CsrfInput />
        <ValidationAnnouncer errors={form.allErrors} />
        <input type="hidden" name="intent" value="password" />
        <Field
          label={t("account.password.current")}
          inputProps={{ ...getInputProps(fields.current_password, { type: "password" }), autoComplete: "current-password", dir: "ltr" }}
          errors={fields.current_password.errors}
        />
        <Field
          label={t("account.password.new")}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password", dir: "ltr" }}
          errors={fields.password.errors}
          hint={t("account.password.hint")}
        />
        <Field
          label={t("account.password.confirmation")}
          inputProps={{ ...getInputProps(fields.password_confirmation, { type: "password" }), autoComplete: "new-password", dir: "ltr" }}
          errors={fields.password_confirmation.errors}
        />
        <div>
          <StatusButton type="submit" pending={pending} pendingLabel={t("common.saving")} disabled={pending} className="button-primary">
            {t("account.password.submit")}
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

/** A one-field code input: digits (Arabic-Indic too) or a recovery code, read by the server. */
function CodeField({ id, label, errors, numeric }: { id: string; label: string; errors?: string[]; numeric?: boolean }) {
  return (
    <Field
      label={label}
      inputProps={{
        id,
        name: "code",
        type: "text",
        required: true,
        autoComplete: "one-time-code",
        inputMode: numeric ? "numeric" : "text",
        dir: "ltr",
        maxLength: 40,
      }}
      errors={errors}
    />
  );
}

function TwoStepSection() {
  const { t } = useTranslation();
  const { twoStep } = useLoaderData<typeof loader>();
  const started = useReply("two-step-start", "two-step-confirm");
  const confirmed = useReply("two-step-confirmed");
  const disable = useReply("two-step-disable");
  const startPending = usePendingIntent("two-step-start");
  const confirmPending = usePendingIntent("two-step-confirm");
  const disablePending = usePendingIntent("two-step-disable");
  const secret = started && "secret" in started ? started.secret : undefined;
  const error = started && "error" in started ? started.error : undefined;
  return (
    <section className="card stack" aria-labelledby="two-step-heading">
      <h2 id="two-step-heading">{t("account.twoStep.heading")}</h2>
      {!twoStep.offered ? (
        <p className="muted">{twoStep.error ?? t("account.twoStep.notOffered")}</p>
      ) : confirmed ? (
        <RecoveryCodes codes={confirmed.recoveryCodes} />
      ) : twoStep.enabled ? (
        <>
          <p>
            <strong>{t("account.twoStep.on")}</strong>
          </p>
          <p className="muted">{t("account.twoStep.turnOffIntro")}</p>
          <Form method="post" className="stack" aria-labelledby="two-step-off-heading">
            <h3 id="two-step-off-heading">{t("account.twoStep.turnOff")}</h3>
            <CsrfInput />
            <input type="hidden" name="intent" value="two-step-disable" />
            <Field
              label={t("account.twoStep.password")}
              inputProps={{ id: "two-step-off-password", name: "password", type: "password", required: true, autoComplete: "current-password", dir: "ltr" }}
              errors={disable?.errors.password}
            />
            <CodeField id="two-step-off-code" label={t("account.twoStep.code")} errors={disable?.errors.code} />
            <div>
              <StatusButton type="submit" pending={disablePending} pendingLabel={t("common.saving")} disabled={disablePending}>
                {t("account.twoStep.turnOff")}
              </StatusButton>
            </div>
          </Form>
        </>
      ) : secret ? (
        <>
          <TwoStepKey secret={secret} />
          <Form method="post" className="stack">
            <CsrfInput />
            <input type="hidden" name="intent" value="two-step-confirm" />
            <CodeField id="two-step-code" label={t("account.twoStep.code")} errors={error ? [error] : undefined} numeric />
            <div>
              <StatusButton type="submit" pending={confirmPending} pendingLabel={t("common.saving")} disabled={confirmPending} className="button-primary">
                {t("account.twoStep.confirm")}
              </StatusButton>
            </div>
          </Form>
        </>
      ) : (
        <>
          <p>{t("account.twoStep.off")}</p>
          <p className="muted">{twoStep.required ? t("account.twoStep.required") : t("account.twoStep.intro")}</p>
          {error ? <FormAlert id="two-step-error" errors={[error]} /> : null}
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="intent" value="two-step-start" />
            <StatusButton type="submit" pending={startPending} pendingLabel={t("common.saving")} disabled={startPending} className="button-primary">
              {t("account.twoStep.start")}
            </StatusButton>
          </Form>
        </>
      )}
    </section>
  );
}

function SessionsSection() {
  const { t } = useTranslation();
  const { sessions } = useLoaderData<typeof loader>();
  const failure = useReply("sessions");
  const endAllPending = usePendingIntent("sessions-end-others");
  return (
    <section className="card stack account-sessions" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t("account.sessions.heading")}</h2>
      {failure ? <FormAlert id="sessions-error" errors={[failure.error]} /> : null}
      {!sessions.offered ? (
        <p className="muted">{sessions.error ?? t("account.sessions.notOffered")}</p>
      ) : (
        <>
          <p className="muted">{t("account.sessions.intro")}</p>
          <ul className="session-list" aria-labelledby="sessions-heading">
            {sessions.list.map((s) => (
              <li key={s.id} className="session-item" aria-current={s.current ? "true" : undefined}>
                <p className="session-device">
                  <strong>{s.device}</strong>
                  {s.current ? <span className="badge">{t("account.sessions.thisOne")}</span> : null}
                </p>
                <dl className="session-facts">
                  <dt>{t("account.sessions.address")}</dt>
                  <dd dir="ltr">{s.ip ?? t("account.sessions.noAddress")}</dd>
                  <dt>{t("account.sessions.started")}</dt>
                  <dd dir="ltr">{s.started}</dd>
                  <dt>{t("account.sessions.lastActive")}</dt>
                  <dd dir="ltr">{s.lastActive}</dd>
                </dl>
                {s.current ? null : (
                  <Form method="post">
                    <CsrfInput />
                    <input type="hidden" name="intent" value="session-end" />
                    <input type="hidden" name="session" value={s.id} />
                    <button type="submit" className="button" aria-label={`${t("account.sessions.end")}: ${s.device}, ${s.ip ?? ""}`}>
                      {t("account.sessions.end")}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
          <p className="muted">{t("account.sessions.place")}</p>
          {sessions.list.some((s) => !s.current) ? (
            <Form method="post">
              <CsrfInput />
              <input type="hidden" name="intent" value="sessions-end-others" />
              <StatusButton type="submit" pending={endAllPending} pendingLabel={t("common.saving")} disabled={endAllPending}>
                {t("account.sessions.endAll")}
              </StatusButton>
            </Form>
          ) : null}
        </>
      )}
    </section>
  );
}

export const meta = pageMeta("account.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
