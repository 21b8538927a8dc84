/**
 * The second step of a login (contract extension `auth/two-step`). After a right password the
 * upstream gives no token, only a challenge; the dashboard keeps that challenge in a cookie of its
 * own (signed, HTTP-only, five minutes) and NOT in the session: the session cookie is only made
 * once the code is right, so the password alone opens no page.
 */
import { createCookie } from "@remix-run/node";
import { getEnv } from "./env.server";
import { isHttps } from "./request-context.server";

export interface PendingLogin {
  challenge: string;
  purpose: "code" | "setup";
  /** The account typed at the password step: the per-account login limit counts wrong codes on it. */
  email: string;
  /** Where the login was going (already checked as a safe path, or empty). */
  redirectTo: string;
  /** Epoch milliseconds at which the upstream's challenge ends. */
  expiresAt: number;
}

const env = getEnv();
const secure = env.NODE_ENV === "production" && env.LAWHA_TEST_MODE !== "1";
const MAX_AGE_S = 5 * 60;

function cookie(name: string, secureCookie: boolean) {
  return createCookie(name, { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookie, secrets: env.sessionSecrets, maxAge: MAX_AGE_S });
}

// Over HTTPS `__Host-` prefixed, like the session cookie (app/server/session.server.ts).
const httpsCookie = cookie("__Host-lawha_two_step", true);
const httpCookie = cookie("__lawha_two_step", secure);
const cookieFor = (request: Request) => (isHttps(request) ? httpsCookie : httpCookie);

function isPending(value: unknown): value is PendingLogin {
  const v = value as Partial<PendingLogin> | null;
  return (
    !!v &&
    typeof v.challenge === "string" &&
    (v.purpose === "code" || v.purpose === "setup") &&
    typeof v.email === "string" &&
    typeof v.redirectTo === "string" &&
    typeof v.expiresAt === "number"
  );
}

/** The pending login of this browser, or null (none, tampered, or its challenge has ended). */
export async function pendingLogin(request: Request, now = Date.now()): Promise<PendingLogin | null> {
  let value: unknown;
  try {
    value = await cookieFor(request).parse(request.headers.get("Cookie"));
  } catch {
    return null;
  }
  return isPending(value) && value.expiresAt > now ? value : null;
}

export function keepPendingLogin(request: Request, pending: PendingLogin): Promise<string> {
  return cookieFor(request).serialize(pending);
}

export function dropPendingLogin(request: Request): Promise<string> {
  return cookieFor(request).serialize("", { maxAge: 0 });
}
