import { randomBytes } from "node:crypto";
import { data, redirect, type Session } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { z } from "zod";
import { FormStrategy } from "remix-auth-form";
import { loginAnswerSchema, userPermissionsSchema, userSchema, dataSchema } from "../../contract/schemas";
import { isAfterSubmit, upstream, type ApiContext, type FieldErrors } from "./api.server";
import { localeFromParam, localeFromPathname, requestPath, type Locale } from "~/utils/i18n";
import { serverT } from "./i18next.server";
import { hasPermission, normalizePermission, type Permission } from "~/utils/permissions";
import { loginPath, noPermissionPath } from "~/utils/routing";
import { nowOf } from "./clock.server";
import { requireSameOrigin, isWrite } from "./csrf.server";
import { userWriteWaitSeconds } from "./login-limiter.server";
import { clientIpOf, noteRequestUser, requestIdOf } from "./request-context.server";
import { logSecurityEvent, type SecurityOutcome, type LogFields } from "./security-log.server";
import { commitSession, destroySessionCookie, getSession, newSession, type SessionData } from "./session.server";
import { liveSessions } from "./shared-store.server";
import { isTokenValid, tokenExpiresAt } from "~/utils/token";
import { createToastHeader, ownToast } from "./toast.server";
import { forgetToken, memoForRequest, rememberForToken, staleForToken } from "./user-cache.server";

/** A session ends after 30 minutes without a request, and 12 hours after login at the latest. */
const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** Activity is written to the shared store at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  roleName: string;
  permissions: Permission[];
}

export interface AuthedContext extends ApiContext {
  token: string;
  user: CurrentUser;
  session: Session<SessionData>;
}

/** Thrown by the login strategy so the route can show field errors under the form. */
export class LoginFailure extends Error {
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors,
    readonly status: number,
    readonly retryAfter?: string | null,
  ) {
    super(message);
  }
}

export interface LoginResult {
  token: string;
  expiresAt: number;
}

/**
 * Thrown by the login strategy when the password was right but the upstream asks for a second
 * step (contract `auth/two-step`): no token, only a short-lived challenge.
 */
export class TwoStepNeeded extends Error {
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

function localeOfRequest(request: Request): Locale {
  return localeFromPathname(new URL(request.url).pathname);
}

export const authenticator = new Authenticator<LoginResult>();

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const locale = localeOfRequest(request);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const result = await upstream({ request, locale }).send("POST", "auth/login", { email, password, ...clientFields(request) }, loginAnswerSchema);
    if (!result.ok) throw new LoginFailure(result.message, result.fieldErrors, result.status, result.retryAfter);
    if ("two_step" in result.data) throw new TwoStepNeeded(result.data.challenge, result.data.two_step, Date.parse(result.data.expires_at));
    return { token: result.data.token, expiresAt: tokenExpiresAt(result.data) };
  }),
  "form",
);

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

async function loadUser(ctx: ApiContext & { token: string }): Promise<CurrentUser> {
  try {
    const user = await loadFreshUser(ctx);
    rememberForToken(ctx.token, user);
    return user;
  } catch (error) {
    const stale = isOutage(error) ? staleForToken<CurrentUser>(ctx.token) : undefined;
    if (stale) return stale;
    throw error;
  }
}

async function loadFreshUser(ctx: ApiContext & { token: string }): Promise<CurrentUser> {
  return memoForRequest(ctx.request, ctx.token, async () => {
    const api = upstream(ctx);
    const [user, permissions] = await Promise.all([api.get("auth/user", dataSchema(userSchema)), api.get("dashboard/permissions/user", userPermissionsSchema)]);
    return {
      id: user.data.id,
      name: user.data.name,
      email: user.data.email,
      phone: user.data.phone,
      avatar: user.data.avatar,
      roleName: user.data.role.name,
      permissions: permissions.map(normalizePermission),
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

/** Log context of a request: id, client IP and (when known) the user. */
function securityContext(request: Request, userId?: number) {
  return { requestId: requestIdOf(request), ip: clientIpOf(request), userId };
}

export function logAuthEvent(request: Request, outcome: SecurityOutcome, userId?: number, extra?: LogFields): void {
  logSecurityEvent(securityContext(request, userId), outcome, extra);
}

type SessionStatus = { state: "none" } | { state: "expired"; token?: string; sid?: string } | { state: "live"; token: string; sid: string };

/**
 * Whether this cookie still stands for a live login: a token that has not expired (upstream
 * time), a session id that the shared store still knows (logout removes it, on every instance),
 * no more than 30 minutes idle and 12 hours old (session clock, fakeable in test mode only).
 */
async function sessionStatus(request: Request, session: Session<SessionData>, touch: boolean): Promise<SessionStatus> {
  const token = session.get("token");
  const sid = session.get("sid");
  const createdAt = session.get("createdAt");
  if (!token || !sid || typeof createdAt !== "number") return { state: "none" };
  const now = nowOf(request);
  if (!isTokenValid(session.get("expiresAt"), now)) return { state: "expired", token, sid };
  let lastSeen: number | null;
  try {
    lastSeen = await liveSessions().lastSeen(sid);
  } catch {
    throw data({ message: serverT(localeOfRequest(request))("security.sessionStoreDown") }, { status: 503 });
  }
  // Unknown to the store: logged out (here or on another instance) or never issued by us.
  if (lastSeen === null) return { state: "none" };
  if (now - lastSeen > IDLE_TIMEOUT_MS || now - createdAt > ABSOLUTE_TIMEOUT_MS) return { state: "expired", token, sid };
  if (touch && now - lastSeen >= TOUCH_EVERY_MS) {
    await liveSessions()
      .touch(sid, now, liveTtlSeconds(createdAt, now))
      .catch(() => undefined);
  }
  return { state: "live", token, sid };
}

function liveTtlSeconds(createdAt: number, now: number): number {
  return Math.max(IDLE_TIMEOUT_MS / 1000 + 60, Math.ceil((createdAt + ABSOLUTE_TIMEOUT_MS - now) / 1000) + 60);
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

async function openSession(request: Request, login: LoginResult): Promise<{ session: Session<SessionData>; setCookie: string }> {
  const session = await newSession(request);
  const now = nowOf(request);
  const sid = randomBytes(24).toString("base64url");
  session.set("token", login.token);
  session.set("expiresAt", login.expiresAt);
  session.set("sid", sid);
  session.set("createdAt", now);
  await liveSessions().touch(sid, now, liveTtlSeconds(now, now));
  return { session, setCookie: await commitSession(request, session) };
}

/** The current user behind a token (asked once per request). */
export function currentUser(request: Request, locale: Locale, token: string): Promise<CurrentUser> {
  return loadUser({ request, locale, token });
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
    await endExpired(request, status);
    return toLogin(request, locale, session, true);
  }
  return authorize(request, locale, session, status.token, permission);
}

async function endExpired(request: Request, status: { token?: string; sid?: string }): Promise<void> {
  if (status.token) forgetToken(status.token);
  if (status.sid)
    await liveSessions()
      .end(status.sid)
      .catch(() => undefined);
  logAuthEvent(request, "session.expired");
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
  const user = await loadUser(ctx);
  noteRequestUser(request, user.id);
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
  return { ...ctx, user, session };
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
  if (status.state === "expired") await endExpired(request, status);
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
  const token = session.get("token");
  const sid = session.get("sid");
  if (token) forgetToken(token);
  if (sid)
    await liveSessions()
      .end(sid)
      .catch(() => undefined);
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
    await upstream({ request, locale, token })
      .send("POST", "auth/logout", undefined, z.unknown())
      .catch(() => undefined);
  }
  return new Headers({ "Set-Cookie": await destroySessionCookie(request) });
}
