import { Form } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { Field, FormAlert } from "~/components/forms";
import { StatusButton } from "~/components/status-button";
import { RecoveryCodes, TwoStepKey } from "~/components/two-step";
import { useIsPendingIntent } from "~/utils/hooks/pending";
import { useTranslation } from "~/utils/i18n/translation";
import { replyTo, type AccountReply, type SessionsState, type TwoStepState } from "./account-data";

/** "My account"'s two-step login and live sessions, each a card of small POST forms. */

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

export function TwoStepSection({ twoStep, reply }: { twoStep: TwoStepState; reply: AccountReply | undefined }) {
  const { t } = useTranslation();
  const started = replyTo(reply, "two-step-start", "two-step-confirm");
  const confirmed = replyTo(reply, "two-step-confirmed");
  const disable = replyTo(reply, "two-step-disable");
  const newCodes = replyTo(reply, "two-step-codes");
  const startPending = useIsPendingIntent("two-step-start");
  const confirmPending = useIsPendingIntent("two-step-confirm");
  const disablePending = useIsPendingIntent("two-step-disable");
  const codesPending = useIsPendingIntent("two-step-codes");
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
          <p>{t("account.twoStep.codesLeft", { number: twoStep.recovery_codes_left })}</p>
          <Form method="post" className="stack" aria-labelledby="two-step-codes-heading">
            <h3 id="two-step-codes-heading">{t("account.twoStep.newCodes")}</h3>
            <p className="muted">{t("account.twoStep.newCodesIntro")}</p>
            <CsrfInput />
            <input type="hidden" name="intent" value="two-step-codes" />
            <Field
              label={t("account.twoStep.password")}
              inputProps={{ id: "two-step-codes-password", name: "password", type: "password", required: true, autoComplete: "current-password", dir: "ltr" }}
              errors={newCodes?.errors.password}
            />
            <div>
              <StatusButton type="submit" pending={codesPending} pendingLabel={t("common.saving")} disabled={codesPending}>
                {t("account.twoStep.newCodesSubmit")}
              </StatusButton>
            </div>
          </Form>
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

export function SessionsSection({ sessions, reply }: { sessions: SessionsState; reply: AccountReply | undefined }) {
  const { t } = useTranslation();
  const failure = replyTo(reply, "sessions");
  const endAllPending = useIsPendingIntent("sessions-end-others");
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
