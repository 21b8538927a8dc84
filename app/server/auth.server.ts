/**
 * Who is asking, and what may they do: the user behind a live session's token (loaded once per
 * request, the last good answer kept for upstream outages), the permission and per-user write
 * checks, and the guards' entry points built on them (requireUser, formUser, userOrEnded,
 * optionalUser, requireGuest), with login's and logout's ends of the session. Whether a session is
 * live at all is app/server/session.server.ts; the login strategy, app/server/login.server.ts.
 */
import { data, redirect, type Session } from "@remix-run/node";
import { z } from "zod";
import { userPermissionsSchema, userSchema, dataSchema } from "../../contract/schemas";
import { isAfterSubmit, upstream, type ApiContext, type Upstream } from "./api.server";
import { localeFromParam, localizePath, requestPath, type Locale } from "~/utils/i18n/locale";
import { opensWhileTwoStepDue } from "~/utils/two-step-due";
import { serverT } from "./i18next.server";
import { hasPermission, normalizePermission, type Permission } from "~/utils/permissions";
import { loginPath, noPermissionPath } from "~/utils/routing";
import { requireSameOrigin, isWrite } from "./csrf.server";
import { userWriteWaitSeconds } from "./login-limiter.server";
import { clientIpOf, noteRequestUser, requestIdOf } from "./request-context.server";
import { logSecurityEvent, type SecurityOutcome, type LogFields } from "./security-log.server";
import { destroySessionCookie, forgetLogin, getSession, openSession, sessionStatus, type LoginResult, type SessionData } from "./session.server";
import { liveSessions } from "./shared-store.server";
import { createToastHeader, ownToast } from "./toast.server";
import { forgetToken, memoForRequest, rememberForToken, staleForToken } from "./user-cache.server";

export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  roleName: string;
  permissions: Permission[];
  /** The role requires two-step login and this account has not set it up (an upstream that does not say: false). */
  twoStepDue: boolean;
}

export interface AuthedContext extends ApiContext {
  token: string;
  user: CurrentUser;
  /** The upstream client as this user, built once per request (the user was loaded with it). */
  api: Upstream;
  session: Session<SessionData>;
}

/**
 * Validates the optional `($lang)` segment. Every loader and action calls this (through the
 * guards below) because loaders run in parallel: a 404 thrown only by a parent can lose to a
 * child's redirect.
 */
export function requireLocale(params: { lang?: string }): Locale {
  const locale = localeFromParam(params.lang);
  if (!locale) throw data({ message: serverT("ar")("errors.notFound") }, { status: 404 });
  return locale;
}

/** A thrown upstream outage (503 unavailable, 504 timeout, 502 bad answer), not a refusal. */
function isOutage(error: unknown): boolean {
  const status = (error as { init?: { status?: number } } | null)?.init?.status;
  return status === 502 || status === 503 || status === 504;
}

async function loadUser(ctx: ApiContext & { token: string }, api: Upstream): Promise<CurrentUser> {
  try {
    const user = await loadFreshUser(ctx, api);
    rememberForToken(ctx.token, user);
    return user;
  } catch (error) {
    const stale = isOutage(error) ? staleForToken<CurrentUser>(ctx.token) : undefined;
    if (stale) return stale;
    throw error;
  }
}

async function loadFreshUser(ctx: ApiContext & { token: string }, api: Upstream): Promise<CurrentUser> {
  return memoForRequest(ctx.request, ctx.token, async () => {
    const [user, permissions] = await Promise.all([api.get("auth/user", dataSchema(userSchema)), api.get("dashboard/permissions/user", userPermissionsSchema)]);
    return {
      id: user.data.id,
      name: user.data.name,
      email: user.data.email,
      phone: user.data.phone,
      avatar: user.data.avatar,
      roleName: user.data.role.name,
      permissions: permissions.map(normalizePermission),
      twoStepDue: user.data.two_step_due === true,
    };
  });
}

function pathOf(request: Request): string {
  return `${requestPath(request)}${new URL(request.url).search}`;
}

/** An expired or missing token: reset the session, send to login, come back afterwards. */
async function toLogin(request: Request, locale: Locale, session: Session<SessionData>, expired: boolean): Promise<never> {
  const headers = new Headers();
  if (session.has("token")) {
    headers.append("Set-Cookie", await destroySessionCookie(request));
  }
  if (expired) {
    headers.append("Set-Cookie", await createToastHeader(ownToast("warning", locale, "auth.sessionExpired")));
  }
  throw redirect(loginPath(locale, request.method === "GET" ? pathOf(request) : undefined), { headers });
}

/** A security event of this request: its id, the client's address and (when known) the user. */
export function logAuthEvent(request: Request, outcome: SecurityOutcome, userId?: number, extra?: LogFields): void {
  logSecurityEvent({ requestId: requestIdOf(request), ip: clientIpOf(request), userId }, outcome, extra);
}

/** Starts a login: a new session (nothing from before survives), registered as live. */
export async function startSession(request: Request, login: LoginResult): Promise<string> {
  return (await openSession(request, login)).setCookie;
}

/**
 * Goes on as the user of a login typed beside a form whose session had ended: a new session, and
 * the user checked for the form's permission as requireUser would.
 */
export async function continueWithLogin(
  request: Request,
  locale: Locale,
  login: LoginResult,
  permission?: Permission | Permission[],
): Promise<{ ctx: AuthedContext; setCookie: string }> {
  const { session, setCookie } = await openSession(request, login);
  const ctx = await authorize(request, locale, session, login.token, permission);
  logAuthEvent(request, "login.success", ctx.user.id);
  return { ctx, setCookie };
}

/** The current user behind a token (asked once per request). */
export function currentUser(request: Request, locale: Locale, token: string): Promise<CurrentUser> {
  const ctx = { request, locale, token };
  return loadUser(ctx, upstream(ctx));
}

/**
 * The guard of every protected loader and action: a valid language, a live session, the user,
 * and (when named) the permission. Unlike the original, the permission check always fires.
 * Writes are also refused when they come from another site, and limited per user.
 */
export async function requireUser(request: Request, params: { lang?: string }, permission?: Permission | Permission[]): Promise<AuthedContext> {
  const locale = requireLocale(params);
  requireSameOrigin(request);
  const session = await getSession(request);
  const status = await sessionStatus(request, session, true);
  if (status.state === "none") return toLogin(request, locale, session, false);
  if (status.state === "expired") {
    await endExpired(request, locale, status);
    return toLogin(request, locale, session, true);
  }
  return authorize(request, locale, session, status.token, permission);
}

/**
 * A login past its time limits: forgotten here, and its token revoked upstream (best effort), so
 * that it leaves the staff member's list of live sessions instead of lingering until the token's own expiry.
 */
async function endExpired(request: Request, locale: Locale, status: { token?: string; sid?: string }): Promise<void> {
  await forgetLogin(status);
  logAuthEvent(request, "session.expired");
  if (status.token) await revokeUpstream(request, locale, status.token);
}

/** Revokes a token upstream; a failure (the token already refused, the upstream down) changes nothing here. */
async function revokeUpstream(request: Request, locale: Locale, token: string): Promise<void> {
  await upstream({ request, locale, token })
    .send("POST", "auth/logout", undefined, z.unknown())
    .catch(() => undefined);
}

/** The user behind a live token, checked for the permission and (for writes) the per-user limit. */
async function authorize(
  request: Request,
  locale: Locale,
  session: Session<SessionData>,
  token: string,
  permission?: Permission | Permission[],
): Promise<AuthedContext> {
  const ctx = { request, locale, token };
  const api = upstream(ctx);
  const user = await loadUser(ctx, api);
  noteRequestUser(request, user.id);
  // A role that starts requiring two-step login sends its staff to the set-up at their next page.
  if (user.twoStepDue && !opensWhileTwoStepDue(new URL(request.url).pathname)) {
    throw redirect(localizePath("/account", locale));
  }
  const needed = Array.isArray(permission) ? permission : permission ? [permission] : [];
  if (!needed.every((p) => hasPermission(user.permissions, p))) {
    logAuthEvent(request, "forbidden", user.id, { path: new URL(request.url).pathname, method: request.method });
    // A page opened goes to the no-permission page (which answers 403). That includes
    // single-fetch data requests: with JavaScript a navigation is a `.data` GET, and a bare 403
    // there would show an error on the old URL instead of the no-permission page. Form posts get
    // the 403 itself.
    if (request.method === "GET") throw redirect(noPermissionPath(locale));
    throw data({ message: serverT(locale)("errors.noPermission"), kind: "forbidden" }, { status: 403 });
  }
  if (isWrite(request)) {
    const wait = await userWriteWaitSeconds(user.id);
    if (wait > 0) {
      logAuthEvent(request, "rate_limited", user.id, { path: new URL(request.url).pathname });
      throw data({ message: serverT(locale)("security.tooManyRequests"), kind: "rate_limited" }, { status: 429, headers: { "Retry-After": String(wait) } });
    }
  }
  return { ...ctx, api, user, session };
}

/** A thrown upstream 401 (the token was refused while loading the user). */
function isRefusedToken(error: unknown): boolean {
  return (error as { init?: { status?: number } } | null)?.init?.status === 401;
}

/**
 * A form's guard: like requireUser, but when this browser's login has ended (expired, logged out
 * elsewhere, or its token refused by the upstream) the answer is `{ ended }` instead of a redirect
 * to the login page, so that the form can come back with what was typed and a login beside it.
 * A request that never carried a login (no token in its cookie) still goes to the login page.
 */
export async function formUser(
  request: Request,
  params: { lang?: string },
  permission?: Permission | Permission[],
): Promise<{ ended: false; ctx: AuthedContext } | { ended: true; locale: Locale }> {
  const locale = requireLocale(params);
  requireSameOrigin(request);
  const session = await getSession(request);
  if (!session.get("token")) return toLogin(request, locale, session, false);
  const status = await sessionStatus(request, session, true);
  if (status.state === "expired") await endExpired(request, locale, status);
  if (status.state !== "live") return { ended: true, locale };
  try {
    return { ended: false, ctx: await authorize(request, locale, session, status.token, permission) };
  } catch (error) {
    if (!isRefusedToken(error)) throw error;
    await endSession(request);
    return { ended: true, locale };
  }
}

/**
 * The loaders' side of formUser: re-rendering a form whose submit found the login ended (no
 * JavaScript), they get `{ ended }` and show the form without upstream data instead of leaving it.
 */
export async function userOrEnded(
  request: Request,
  params: { lang?: string },
  permission?: Permission | Permission[],
): Promise<{ ended: false; ctx: AuthedContext } | { ended: true; locale: Locale }> {
  if (!isAfterSubmit(request)) return { ended: false, ctx: await requireUser(request, params, permission) };
  const locale = requireLocale(params);
  const session = await getSession(request);
  if (!session.get("token")) return toLogin(request, locale, session, false);
  const status = await sessionStatus(request, session, false);
  if (status.state !== "live") return { ended: true, locale };
  return { ended: false, ctx: await authorize(request, locale, session, status.token, permission) };
}

/**
 * The logged-in user of a page anyone may reach (the 404 page), or null: no login, an ended one,
 * or a token the upstream refuses. Never a redirect to the login page.
 */
export async function optionalUser(request: Request, locale: Locale): Promise<AuthedContext | null> {
  const session = await getSession(request);
  const status = await sessionStatus(request, session, true);
  if (status.state !== "live") return null;
  try {
    return await authorize(request, locale, session, status.token);
  } catch (error) {
    if (isRefusedToken(error)) return null;
    throw error;
  }
}

/**
 * Ends this browser's login after the upstream refused its token: the token is forgotten and
 * the session id leaves the shared store, so no later request (this one's loaders included)
 * takes the login as live. The cookie stays: it is worthless now, and it is what lets the form's
 * next submit log in beside the form instead of being sent to the login page.
 */
export async function endSession(request: Request): Promise<void> {
  const session = await getSession(request);
  await forgetLogin({ token: session.get("token"), sid: session.get("sid") });
  logAuthEvent(request, "session.expired");
}

/** Guest-only pages (login): a logged-in user is sent to `/`. */
export async function requireGuest(request: Request, params: { lang?: string }): Promise<Locale> {
  const locale = requireLocale(params);
  const session = await getSession(request);
  if ((await sessionStatus(request, session, false)).state === "live") {
    throw redirect(locale === "en" ? "/en" : "/");
  }
  return locale;
}

/**
 * Ends the session everywhere: the upstream token is revoked, the session id leaves the shared
 * store (so a copy of the cookie is worthless on every instance), the cookie is expired.
 */
export async function logout(request: Request, locale: Locale): Promise<Headers> {
  const session = await getSession(request);
  const token = session.get("token");
  const sid = session.get("sid");
  if (sid) await liveSessions().end(sid);
  if (token) {
    const userId = staleForToken<CurrentUser>(token)?.id;
    forgetToken(token);
    logAuthEvent(request, "logout", userId);
    // Upstream logout failures are ignored; the local session is reset either way.
    await revokeUpstream(request, locale, token);
  }
  return new Headers({ "Set-Cookie": await destroySessionCookie(request) });
}
