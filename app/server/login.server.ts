import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { loginAnswerSchema } from "../../contract/schemas";
import { tokenExpiresAt } from "./token.server";
import { upstream, type FieldErrors } from "./api.server";
import { currentUser, logAuthEvent, startSession } from "./auth.server";
import type { LoginResult } from "./session.server";
import { localeFromPathname, localizePath, stripLocale, type Locale } from "~/utils/i18n/locale";
import { FOLLOW, hasPermission, landingPath } from "~/utils/permissions";
import { safeRedirect } from "~/utils/redirect";
import { nowOf } from "./clock.server";
import { dueCount, today } from "./follow-ups.server";
import { createToastHeader, ownToast } from "./toast.server";
import { serverT } from "./i18next.server";
import { clearLoginFailures, loginWaitSeconds, recordLoginFailure, upstreamLoginWait } from "./login-limiter.server";
import { clientIpOf } from "./request-context.server";

/** Thrown by the login strategy so the route can show field errors under the form. */
class LoginFailure extends Error {
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors,
    readonly status: number,
    readonly retryAfter?: string | null,
  ) {
    super(message);
  }
}

/**
 * Thrown by the login strategy when the password was right but the upstream asks for a second
 * step (contract `auth/two-step`): no token, only a short-lived challenge.
 */
class TwoStepNeeded extends Error {
  constructor(
    readonly challenge: string,
    readonly purpose: "code" | "setup",
    readonly expiresAt: number,
  ) {
    super("two-step login");
  }
}

/** What the upstream records of each session: the staff member's browser and address (the session list). */
function clientFields(request: Request): { client_user_agent: string; client_ip: string } {
  return { client_user_agent: (request.headers.get("user-agent") ?? "").slice(0, 512), client_ip: clientIpOf(request) };
}

const authenticator = new Authenticator<LoginResult>();

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const locale = localeFromPathname(new URL(request.url).pathname);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const result = await upstream({ request, locale }).send("POST", "auth/login", { email, password, ...clientFields(request) }, loginAnswerSchema);
    if (!result.ok) throw new LoginFailure(result.message, result.fieldErrors, result.status, result.retryAfter);
    if ("two_step" in result.data) throw new TwoStepNeeded(result.data.challenge, result.data.two_step, Date.parse(result.data.expires_at));
    return { token: result.data.token, expiresAt: tokenExpiresAt(result.data) };
  }),
  "form",
);

export type LoginAttempt =
  | { ok: true; login: LoginResult }
  | { ok: false; kind: "rate_limited"; seconds: number; message: string }
  /** The password was right; a second step is due (nothing is open yet). */
  | { ok: false; kind: "two_step"; challenge: TwoStepNeeded; message: string }
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
    // The failures of this client on this account are forgotten only once the second step is done.
    if (error instanceof TwoStepNeeded) {
      logAuthEvent(request, "login.two_step", undefined, { account: email, step: error.purpose });
      return { ok: false, kind: "two_step", challenge: error, message: t("account.code.elsewhere") };
    }
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

/**
 * A login that is complete (password, and the code when one is asked): a new session, whatever
 * cookie came in (no fixation), and the first page. Whoever has follow-ups of their own due starts
 * on the queue, unless a page was asked for.
 */
export async function finishLogin(
  request: Request,
  locale: Locale,
  login: LoginResult,
  redirectTo: string | undefined,
  extraCookies: string[] = [],
): Promise<Response> {
  const user = await currentUser(request, locale, login.token).catch(() => undefined);
  logAuthEvent(request, "login.success", user?.id);
  const headers = new Headers();
  for (const cookie of extraCookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await startSession(request, login));
  headers.append("Set-Cookie", await createToastHeader(ownToast("success", locale, "auth.loggedIn")));
  const asked = safeRedirect(redirectTo, "");
  if (!asked && user && hasPermission(user.permissions, FOLLOW)) {
    const due = await dueCount(upstream({ request, locale, token: login.token }), today(nowOf(request)), { mine: true });
    if (due) return redirect(localizePath("/follow-ups", locale), { headers });
  }
  return redirect(startPath(user?.permissions, redirectTo, locale), { headers });
}

/**
 * `redirectTo` when it is a safe path the user may open, else the user's first page, in the
 * language of `redirectTo` or else of the login page. Without the user's permissions (the user
 * call failed), `redirectTo` or home: that page checks for itself.
 */
export function startPath(permissions: readonly string[] | undefined, redirectTo: string | undefined, locale: Locale): string {
  const wanted = safeRedirect(redirectTo, "");
  if (!permissions) return wanted || localizePath("/", locale);
  const start = landingPath(permissions, wanted ? stripLocale(wanted) : undefined);
  const language = wanted ? localeFromPathname(wanted) : locale;
  if (start === undefined) return localizePath("/no-permission", language);
  return wanted && start === stripLocale(wanted) ? wanted : localizePath(start, language);
}
