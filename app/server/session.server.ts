import { createCookie, createCookieSessionStorage, type Session } from "@remix-run/node";
import { getEnv } from "./env.server";
import { isHttps } from "./request-context.server";

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
