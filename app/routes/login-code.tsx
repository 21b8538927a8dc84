import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, type ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { shouldRevalidate as formShouldRevalidate } from "~/utils/submit-failure";
import { dataSchema, loginResponseSchema, twoStepConfirmedSchema, twoStepSecretSchema } from "../../contract/schemas";
import { readCode } from "../../contract/two-step";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field } from "~/components/forms";
import { LoginLayout } from "~/components/login-layout";
import { StatusButton } from "~/components/status-button";
import { RecoveryCodes, TwoStepKey } from "~/components/two-step";
import { isAfterSubmit, upstream, type ApiFailure } from "~/server/api.server";
import { currentUser, logAuthEvent, requireGuest, startSession } from "~/server/auth.server";
import { guardPublicWrite } from "~/server/guard.server";
import { serverT } from "~/server/i18next.server";
import { clearLoginFailures, loginWaitSeconds, recordLoginFailure } from "~/server/login-limiter.server";
import { finishLogin, startPath } from "~/server/login.server";
import { clientIpOf } from "~/server/request-context.server";
import { createToastHeader, ownToast } from "~/server/toast.server";
import { dropPendingLogin, pendingLogin, type PendingLogin } from "~/server/two-step.server";
import { secretView } from "~/account/two-step-view.server";
import { localizePath, useLocale, type Locale } from "~/utils/i18n/locale";
import { pageMeta } from "~/utils/meta";
import { useIsPending } from "~/utils/hooks/pending";
import { useTranslation } from "~/utils/i18n/translation";

/**
 * The second step of a login: the code (or a recovery code) after a right password, or, when the
 * role requires two-step login and the account has not set it up, the set-up. Nothing here opens
 * a page before the code is right: the browser only holds the upstream's challenge.
 */

/** Back to the login page: the challenge is gone (expired, spent, or never there). */
async function backToLogin(request: Request, locale: Locale, expired: boolean): Promise<never> {
  const headers = new Headers();
  headers.append("Set-Cookie", await dropPendingLogin(request));
  if (expired) headers.append("Set-Cookie", await createToastHeader(ownToast("warning", locale, "account.code.expired")));
  throw redirect(localizePath("/login", locale), { headers });
}

const challengeGone = (failure: ApiFailure) => failure.status === 422 && Boolean(failure.fieldErrors.challenge);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = await requireGuest(request, params);
  // Shown again after the set-up's POST without JavaScript: the challenge was just spent and the
  // page shows the recovery codes from the action, so nothing here may redirect.
  const shownWithCodes = isAfterSubmit(request);
  const pending = await pendingLogin(request);
  if (!pending) return shownWithCodes ? { purpose: "setup" as const, secret: null } : backToLogin(request, locale, false);
  if (pending.purpose === "code") return { purpose: "code" as const, secret: null };
  const result = await upstream({ request, locale }).send(
    "POST",
    "auth/two-step/setup-challenge",
    { challenge: pending.challenge },
    dataSchema(twoStepSecretSchema),
  );
  if (!result.ok) {
    if (challengeGone(result)) return shownWithCodes ? { purpose: "setup" as const, secret: null } : backToLogin(request, locale, true);
    throw data({ message: result.message }, { status: result.status >= 500 ? result.status : 503 });
  }
  return { purpose: "setup" as const, secret: await secretView(result.data.data) };
}

export { clientAction } from "~/utils/submit-failure";

/** After the set-up the session is open and the codes are on the page: reloading would leave it (a guest page). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  const result = args.actionResult as { recoveryCodes?: unknown } | undefined;
  if (result && typeof result === "object" && "recoveryCodes" in result) return false;
  return formShouldRevalidate(args);
}

type Reply = { error: string } | { recoveryCodes: string[]; next: string };

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { locale, t, formData } = await guardPublicWrite(args, { guest: true });
  const pending = await pendingLogin(request);
  if (!pending) return backToLogin(request, locale, true);
  const ip = clientIpOf(request);
  // Wrong codes count toward the login limits of the password step (per address, per address and account).
  const wait = await loginWaitSeconds(ip, pending.email);
  if (wait > 0) {
    logAuthEvent(request, "login.rate_limited", undefined, { account: pending.email, step: "code" });
    return data<Reply>({ error: t("security.tooManyLogins", { count: wait }) }, { status: 429, headers: { "Retry-After": String(wait) } });
  }
  const typed = readCode(String(formData.get("code") ?? ""));
  const wrong = async () => {
    await recordLoginFailure(ip, pending.email);
    logAuthEvent(request, "login.code_failure", undefined, { account: pending.email });
    return data<Reply>({ error: t("account.code.wrong") }, { status: 422 });
  };
  if (typed.kind === "invalid" || (pending.purpose === "setup" && typed.kind !== "time")) return wrong();
  return pending.purpose === "code" ? verify(request, locale, pending, typed.code, wrong) : confirmSetup(request, locale, pending, typed.code, wrong);
}

async function verify(request: Request, locale: Locale, pending: PendingLogin, code: string, wrong: () => Promise<unknown>) {
  const result = await upstream({ request, locale }).send("POST", "auth/two-step/verify", { challenge: pending.challenge, code }, loginResponseSchema);
  if (!result.ok) return failed(request, locale, result, wrong);
  await clearLoginFailures(clientIpOf(request), pending.email);
  return finishLogin(request, locale, { token: result.data.token, expiresAt: Date.parse(result.data.expires_at) }, pending.redirectTo, [
    await dropPendingLogin(request),
  ]);
}

/** The set-up a role requires: the session opens with the confirmation, and the recovery codes are shown once. */
async function confirmSetup(request: Request, locale: Locale, pending: PendingLogin, code: string, wrong: () => Promise<unknown>) {
  const result = await upstream({ request, locale }).send(
    "POST",
    "auth/two-step/confirm-challenge",
    { challenge: pending.challenge, code },
    twoStepConfirmedSchema,
  );
  if (!result.ok) return failed(request, locale, result, wrong);
  const login = result.data.login;
  if (!login) throw data({ message: serverT(locale)("errors.server") }, { status: 502 });
  await clearLoginFailures(clientIpOf(request), pending.email);
  const session = { token: login.token, expiresAt: Date.parse(login.expires_at) };
  const user = await currentUser(request, locale, session.token).catch(() => undefined);
  logAuthEvent(request, "login.success", user?.id, { step: "setup" });
  const headers = new Headers();
  headers.append("Set-Cookie", await dropPendingLogin(request));
  headers.append("Set-Cookie", await startSession(request, session));
  return data<Reply>({ recoveryCodes: result.data.data.recovery_codes, next: startPath(user?.permissions, pending.redirectTo, locale) }, { headers });
}

async function failed(request: Request, locale: Locale, failure: ApiFailure, wrong: () => Promise<unknown>) {
  if (challengeGone(failure)) return backToLogin(request, locale, true);
  if (failure.status === 422) return wrong();
  return data<Reply>({ error: failure.message }, { status: failure.status >= 500 ? failure.status : 503 });
}

export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export default function LoginCodePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { purpose, secret } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const pending = useIsPending();
  const error = reply && "error" in reply ? reply.error : undefined;
  const done = reply && "recoveryCodes" in reply ? reply : undefined;
  return (
    <LoginLayout>
      <h1>{purpose === "setup" ? t("account.setup.title") : t("account.code.heading")}</h1>
      {done ? (
        <>
          <RecoveryCodes codes={done.recoveryCodes} />
          <Link to={done.next} className="button button-primary button-block">
            {t("account.twoStep.done")}
          </Link>
        </>
      ) : (
        <>
          {purpose === "setup" && secret ? (
            <>
              <p className="muted">{t("account.twoStep.required")}</p>
              <TwoStepKey secret={secret} />
            </>
          ) : (
            <p className="muted">{t("account.code.intro")}</p>
          )}
          <Form method="post" className="stack">
            <CsrfInput />
            <Field
              label={purpose === "setup" ? t("account.twoStep.code") : t("account.code.label")}
              inputProps={{
                id: "login-code",
                name: "code",
                type: "text",
                required: true,
                autoComplete: "one-time-code",
                // Digits first; a recovery code has letters, so the keyboard stays a full one.
                inputMode: purpose === "setup" ? "numeric" : "text",
                dir: "ltr",
                maxLength: 40,
                autoFocus: true,
              }}
              errors={error ? [error] : undefined}
            />
            <StatusButton type="submit" pending={pending} pendingLabel={t("auth.submitting")} className="button-primary button-block">
              {purpose === "setup" ? t("account.twoStep.confirm") : t("account.code.submit")}
            </StatusButton>
          </Form>
          <p>
            <Link to={localizePath("/login", locale)}>{t("account.code.back")}</Link>
          </p>
        </>
      )}
    </LoginLayout>
  );
}

export const meta = pageMeta("account.code.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
