/**
 * The session's state: the cookie (storage, read, write), and whether it still stands for a live
 * login (token time, the shared store's record, idle and absolute limits). Who the user behind it
 * is, and what they may do, is app/server/auth.server.ts.
 */
import { randomBytes } from "node:crypto";
import { createCookie, createCookieSessionStorage, data, type Session } from "@remix-run/node";
import { isTokenValid } from "./token.server";
import { localeFromPathname } from "~/utils/i18n/locale";
import { nowOf } from "./clock.server";
import { getEnv } from "./env.server";
import { serverT } from "./i18next.server";
import { isHttps } from "./request-context.server";
import { liveSessions } from "./shared-store.server";
import { forgetToken } from "./user-cache.server";

/** A session ends after 30 minutes without a request, and 12 hours after login at the latest. */
const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** Activity is written to the shared store at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

/** What a complete login hands the session: the upstream token and when it expires. */
export interface LoginResult {
  token: string;
  expiresAt: number;
}

export interface SessionData {
  token: string;
  /** Epoch milliseconds at which the upstream token expires. */
  expiresAt: number;
  /** Random id of this login, the key of the shared live-session store (logout, idle timeout). */
  sid: string;
  /** Epoch milliseconds (session clock) of the login: the 12-hour absolute limit counts from here. */
  createdAt: number;
}

const env = getEnv();
const secure = env.NODE_ENV === "production" && env.LAWHA_TEST_MODE !== "1";

function storage(name: string, secureCookie: boolean) {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: secureCookie,
      secrets: env.sessionSecrets,
    },
  });
}

/**
 * Over HTTPS the cookie is `__Host-` prefixed: the browser then only accepts it with Secure,
 * Path=/ and no Domain, so a sibling subdomain cannot plant or overwrite it. Over plain HTTP
 * (development, the e2e tests) browsers refuse `__Host-` cookies, so the plain name is used; an
 * HTTPS request never reads the plain name. How HTTPS is known: docs/decisions/0009-*.md.
 */
const httpsStorage = storage("__Host-lawha_session", true);
const httpStorage = storage("__lawha_session", secure);

function sessionStorageFor(request: Request) {
  return isHttps(request) ? httpsStorage : httpStorage;
}

/** The session of this request; a tampered, unsigned or foreign cookie reads as an empty one. */
export async function getSession(request: Request): Promise<Session<SessionData>> {
  const storage = sessionStorageFor(request);
  try {
    return await storage.getSession(request.headers.get("Cookie"));
  } catch {
    return storage.getSession();
  }
}

/** A brand-new session: nothing planted before login survives into it. */
export function newSession(request: Request): Promise<Session<SessionData>> {
  return sessionStorageFor(request).getSession();
}

export function commitSession(request: Request, session: Session<SessionData>): Promise<string> {
  return sessionStorageFor(request).commitSession(session);
}

/** The Set-Cookie value that expires the session cookie. */
export async function destroySessionCookie(request: Request): Promise<string> {
  const storage = sessionStorageFor(request);
  return storage.destroySession(await storage.getSession());
}

/** The remembered language, 365 days. */
export const localeCookie = createCookie("locale", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure,
  maxAge: 365 * 24 * 60 * 60,
});

export type SessionStatus = { state: "none" } | { state: "expired"; token?: string; sid?: string } | { state: "live"; token: string; sid: string };

/**
 * Whether this cookie still stands for a live login: a token that has not expired (upstream
 * time), a session id that the shared store still knows (logout removes it, on every instance),
 * no more than 30 minutes idle and 12 hours old (session clock, fakeable in test mode only).
 */
export async function sessionStatus(request: Request, session: Session<SessionData>, touch: boolean): Promise<SessionStatus> {
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
    throw data({ message: serverT(localeFromPathname(new URL(request.url).pathname))("security.sessionStoreDown") }, { status: 503 });
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
export async function openSession(request: Request, login: LoginResult): Promise<{ session: Session<SessionData>; setCookie: string }> {
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

/**
 * Forgets a login that has ended: its token leaves the user cache, its session id the shared
 * store (best effort: a store that is down lets the id lapse by its own time limit).
 */
export async function forgetLogin(login: { token?: string; sid?: string }): Promise<void> {
  if (login.token) forgetToken(login.token);
  if (login.sid)
    await liveSessions()
      .end(login.sid)
      .catch(() => undefined);
}
