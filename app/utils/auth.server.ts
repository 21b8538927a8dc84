import { data, redirect, type Session } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { z } from "zod";
import { FormStrategy } from "remix-auth-form";
import { loginResponseSchema, userPermissionsSchema, userSchema, dataSchema } from "../../contract/schemas";
import { upstream, type ApiContext, type FieldErrors } from "./api.server";
import { localeFromParam, type Locale } from "./i18n";
import { serverT } from "./i18next.server";
import { hasPermission, normalizePermission, type Permission } from "./permissions";
import { loginPath, noPermissionPath } from "./routing";
import { getSession, sessionStorage, type SessionData } from "./session.server";
import { isTokenValid, tokenExpiresAt } from "./token";
import { createToastHeader } from "./toast.server";
import { forgetToken, memoForToken, rememberForToken, staleForToken } from "./user-cache.server";

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
  ) {
    super(message);
  }
}

export interface LoginResult {
  token: string;
  expiresAt: number;
}

function localeOfRequest(request: Request): Locale {
  const path = new URL(request.url).pathname;
  return path === "/en" || path.startsWith("/en/") || path.startsWith("/en.") ? "en" : "ar";
}

export const authenticator = new Authenticator<LoginResult>();

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const locale = localeOfRequest(request);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const result = await upstream({ request, locale }).send("POST", "auth/login", { email, password }, loginResponseSchema);
    if (!result.ok) throw new LoginFailure(result.message, result.fieldErrors, result.status);
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
  return memoForToken(ctx.token, async () => {
    const api = upstream(ctx);
    const [user, permissions] = await Promise.all([
      api.get("auth/user", dataSchema(userSchema)),
      api.get("dashboard/permissions/user", userPermissionsSchema),
    ]);
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
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  return `${path}${url.search}`;
}

/** An expired or missing token: reset the session, send to login, come back afterwards. */
async function toLogin(request: Request, locale: Locale, session: Session<SessionData>, expired: boolean): Promise<never> {
  const headers = new Headers();
  if (session.has("token")) {
    headers.append("Set-Cookie", await sessionStorage.destroySession(session));
  }
  if (expired) {
    headers.append("Set-Cookie", await createToastHeader({ type: "warning", message: serverT(locale)("auth.sessionExpired") }));
  }
  throw redirect(loginPath(locale, request.method === "GET" ? pathOf(request) : undefined), { headers });
}

/**
 * The guard of every protected loader and action: a valid language, a live token, the user,
 * and (when named) the permission. Unlike the original, the permission check always fires.
 */
export async function requireUser(
  request: Request,
  params: { lang?: string },
  permission?: Permission | Permission[],
): Promise<AuthedContext> {
  const locale = requireLocale(params);
  const session = await getSession(request);
  const token = session.get("token");
  const expiresAt = session.get("expiresAt");
  if (!token) return toLogin(request, locale, session, false);
  if (!isTokenValid(expiresAt)) {
    forgetToken(token);
    return toLogin(request, locale, session, true);
  }
  const ctx = { request, locale, token };
  const user = await loadUser(ctx);
  const needed = Array.isArray(permission) ? permission : permission ? [permission] : [];
  if (!needed.every((p) => hasPermission(user.permissions, p))) throw redirect(noPermissionPath(locale));
  return { ...ctx, user, session };
}

/** Guest-only pages (login): a logged-in user is sent to `/`. */
export async function requireGuest(request: Request, params: { lang?: string }): Promise<Locale> {
  const locale = requireLocale(params);
  const session = await getSession(request);
  if (session.get("token") && isTokenValid(session.get("expiresAt"))) {
    throw redirect(locale === "en" ? "/en" : "/");
  }
  return locale;
}

export async function logout(request: Request, locale: Locale): Promise<Headers> {
  const session = await getSession(request);
  const token = session.get("token");
  if (token) {
    forgetToken(token);
    // Spec §7: upstream logout failures are ignored; the local session is reset either way.
    await upstream({ request, locale, token })
      .send("POST", "auth/logout", undefined, z.unknown())
      .catch(() => undefined);
  }
  return new Headers({ "Set-Cookie": await sessionStorage.destroySession(session) });
}
