import { randomBytes, timingSafeEqual } from "node:crypto";
import { createCookie, data } from "@remix-run/node";
import { getEnv } from "./env.server";
import { CSRF_FIELD } from "~/utils/csrf-field";
import { localeFromPathname } from "~/utils/i18n/locale";
import { serverT } from "./i18next.server";
import { clientIpOf, isHttps, originHeaderOf, publicOrigin, requestIdOf, requestUser } from "./request-context.server";
import { logSecurityEvent } from "./security-log.server";

/**
 * Cross-site request forgery, two independent checks (docs/decisions/0010-csrf.md):
 *
 * 1. Where the request came from: `Sec-Fetch-Site`, else `Origin`, else `Referer` must name our own
 *    origin. A request carrying none of them (old browsers, privacy tools) is left to check 2.
 * 2. A signed double-submit token: a random value in an HttpOnly cookie (signed with the session
 *    secrets, `__Host-` over HTTPS) and the same value in a hidden field of every POST form
 *    (`<CsrfInput />`). Another site can neither read the cookie nor guess the value. The token is
 *    tied to the browser, not to the login session, so a form kept open across a re-login (the
 *    session expired meanwhile) still submits.
 */

const MAX_AGE_S = 30 * 24 * 60 * 60;

function csrfCookie(https: boolean) {
  const env = getEnv();
  return createCookie(https ? "__Host-lawha_csrf" : "lawha_csrf", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: https || (env.NODE_ENV === "production" && env.LAWHA_TEST_MODE !== "1"),
    secrets: env.sessionSecrets,
    maxAge: MAX_AGE_S,
  });
}
const cookies = { http: csrfCookie(false), https: csrfCookie(true) };
const cookieFor = (request: Request) => (isHttps(request) ? cookies.https : cookies.http);

async function tokenInCookie(request: Request): Promise<string | null> {
  try {
    const value: unknown = await cookieFor(request).parse(request.headers.get("Cookie"));
    return typeof value === "string" && /^[A-Za-z0-9_-]{32,64}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The token for this browser, for the root loader to hand to `<CsrfInput />`, and the Set-Cookie
 * header to send when the browser had none (or a tampered one).
 */
export async function csrfToken(request: Request): Promise<{ token: string; setCookie: string | null }> {
  const existing = await tokenInCookie(request);
  if (existing) return { token: existing, setCookie: null };
  const token = randomBytes(24).toString("base64url");
  return { token, setCookie: await cookieFor(request).serialize(token) };
}

export type OriginVerdict = "same" | "cross" | "unknown";

/** Check 1 (headers only). */
export function originVerdict(request: Request): OriginVerdict {
  const site = request.headers.get("sec-fetch-site");
  // same-site is a sibling subdomain: still another application.
  if (site === "cross-site" || site === "same-site") return "cross";
  const expected = publicOrigin(request);
  const origin = originHeaderOf(request);
  if (origin !== null) return origin === expected ? "same" : "cross";
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      return new URL(referer).origin === expected ? "same" : "cross";
    } catch {
      return "cross";
    }
  }
  return site === "same-origin" ? "same" : "unknown";
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function refuse(request: Request, reason: string): never {
  logSecurityEvent({ requestId: requestIdOf(request), ip: clientIpOf(request), userId: requestUser(request) }, "csrf.refused", {
    reason,
    method: request.method,
    path: new URL(request.url).pathname,
  });
  const t = serverT(localeFromPathname(new URL(request.url).pathname));
  throw data({ message: t("security.csrfRefused"), kind: "csrf" }, { status: 403 });
}

/**
 * Check 1, once per write, before the session or the body is read: a cross-site write is refused
 * at once. Every guard runs it (`requireUser`, `formUser`, and the login, code and logout actions
 * by hand), so the form check below does not repeat it.
 */
export function requireSameOrigin(request: Request): void {
  if (!isWrite(request)) return;
  if (originVerdict(request) === "cross") refuse(request, "origin");
}

export function isWrite(request: Request): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(request.method.toUpperCase());
}

/**
 * Check 2, for every action once it has its form data (readVerifiedForm); check 1 ran in its guard
 * (requireSameOrigin). Throws a 403 with a translated message (the route's error boundary shows
 * it) when the token is missing or wrong.
 */
export async function requireCsrf(request: Request, formData: FormData): Promise<void> {
  const sent = formData.getAll(CSRF_FIELD);
  const expected = await tokenInCookie(request);
  if (!expected) refuse(request, "no-cookie");
  if (sent.length !== 1 || typeof sent[0] !== "string" || !sameToken(sent[0], expected)) refuse(request, "token");
}
