import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { continueWithLogin, type AuthedContext } from "./auth.server";
import type { Locale } from "~/utils/i18n/locale";
import { serverT } from "./i18next.server";
import { attemptLogin } from "./login.server";
import type { Permission } from "~/utils/permissions";
import { SESSION_LOGIN_EMAIL, SESSION_LOGIN_PASSWORD } from "~/utils/session-login";

export type Resumed = { ok: true; ctx: AuthedContext; setCookie: string } | { ok: false; message: string; status: number; retryAfter?: number };

/**
 * A form submitted after its session ended: when the login beside it was filled in, log in (with
 * every limit of the login page) and go on as that user; else say that the session ended. Either
 * way nothing was sent upstream yet.
 */
export async function resumeSession(request: Request, locale: Locale, form: FormData, permission?: Permission | Permission[]): Promise<Resumed> {
  const t = serverT(locale);
  const email = String(form.get(SESSION_LOGIN_EMAIL) ?? "").trim();
  const password = String(form.get(SESSION_LOGIN_PASSWORD) ?? "");
  if (!email && !password) return { ok: false, status: 401, message: t("forms.sessionEndedForm") };
  if (!email || !password) return { ok: false, status: 401, message: t("forms.sessionLoginMissing") };
  const attempt = await attemptLogin(request, locale, email, password);
  if (attempt.ok) return { ok: true, ...(await continueWithLogin(request, locale, attempt.login, permission)) };
  if (attempt.kind === "rate_limited") return { ok: false, status: 429, message: attempt.message, retryAfter: attempt.seconds };
  return { ok: false, status: 401, message: attempt.message };
}

/**
 * The form again, every typed value in it (passwords aside), with the message and the login: the
 * same page without JavaScript, a dialog over the form with it.
 */
export function sessionEndedReply<T>(
  submission: Submission<T>,
  failure: { message: string; status: number; retryAfter?: number },
  options: { hideFields?: string[]; setCookie?: string } = {},
) {
  const headers = new Headers();
  if (options.setCookie) headers.append("Set-Cookie", options.setCookie);
  if (failure.retryAfter) headers.set("Retry-After", String(failure.retryAfter));
  const reply = submission.reply({ formErrors: [failure.message], hideFields: [...(options.hideFields ?? []), SESSION_LOGIN_PASSWORD] });
  return data({ ...reply, sessionEnded: true as const }, { status: failure.status, headers });
}

/** An action's answer (a redirect or a reply) with one more cookie: the session a login just opened. */
export function withSetCookie<T>(result: T, setCookie: string): T {
  if (result instanceof Response) {
    result.headers.append("Set-Cookie", setCookie);
    return result;
  }
  const reply = result as { type?: string; init?: ResponseInit | null };
  if (reply && reply.type === "DataWithResponseInit") {
    const headers = new Headers(reply.init?.headers);
    headers.append("Set-Cookie", setCookie);
    reply.init = { ...reply.init, headers };
  }
  return result;
}
