import type { FieldErrors } from "./api.server";
import { authenticator, logAuthEvent, LoginFailure, type LoginResult } from "./auth.server";
import type { Locale } from "~/utils/i18n";
import { serverT } from "./i18next.server";
import { clearLoginFailures, loginWaitSeconds, recordLoginFailure, upstreamLoginWait } from "./login-limiter.server";
import { clientIpOf } from "./request-context.server";

export type LoginAttempt =
  | { ok: true; login: LoginResult }
  | { ok: false; kind: "rate_limited"; seconds: number; message: string }
  | { ok: false; kind: "refused"; status: number; message: string; fieldErrors: FieldErrors };

/**
 * One login attempt, wherever the e-mail and password were typed (the login page, or the login
 * that a form offers when its session ended): the per-address and per-account limits, the
 * upstream's own limit, and one answer for an unknown account and a wrong password.
 */
export async function attemptLogin(request: Request, locale: Locale, email: string, password: string): Promise<LoginAttempt> {
  const t = serverT(locale);
  const ip = clientIpOf(request);
  const tooMany = (seconds: number) => ({ ok: false, kind: "rate_limited", seconds, message: t("security.tooManyLogins", { count: seconds }) }) as const;
  const waitS = await loginWaitSeconds(ip, email);
  if (waitS > 0) {
    logAuthEvent(request, "login.rate_limited", undefined, { account: email });
    return tooMany(waitS);
  }
  try {
    const login = await authenticator.authenticate("form", credentialsRequest(request, email, password));
    await clearLoginFailures(ip, email);
    return { ok: true, login };
  } catch (error) {
    if (!(error instanceof LoginFailure)) throw error;
    const upstreamWait = upstreamLoginWait(error.status, error.retryAfter, error.message);
    if (upstreamWait !== null) {
      logAuthEvent(request, "login.rate_limited", undefined, { account: email, by: "upstream" });
      return tooMany(upstreamWait);
    }
    if (error.status === 422) await recordLoginFailure(ip, email);
    logAuthEvent(request, "login.failure", undefined, { account: email, status: error.status });
    // Unknown account and wrong password get the same answer: the upstream puts both on `email`.
    const credentialsWrong = error.status === 422 && Object.keys(error.fieldErrors).every((k) => k === "email");
    return {
      ok: false,
      kind: "refused",
      status: error.status,
      message: credentialsWrong ? t("auth.invalidCredentials") : error.message,
      fieldErrors: credentialsWrong ? {} : error.fieldErrors,
    };
  }
}

/** The same request (headers carry the request id and client address) carrying just the credentials. */
function credentialsRequest(request: Request, email: string, password: string): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  const body = new FormData();
  body.set("email", email);
  body.set("password", password);
  return new Request(request.url, { method: "POST", headers, body });
}
