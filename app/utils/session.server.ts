import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import { getEnv } from "./env.server";

export interface SessionData {
  token: string;
  /** Epoch milliseconds at which the upstream token expires. */
  expiresAt: number;
}

const env = getEnv();
const secure = env.NODE_ENV === "production" && env.LAWHA_TEST_MODE !== "1";

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: "__lawha_session",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    secrets: env.sessionSecrets,
  },
});

export function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

/** Spec §9: the remembered language, 365 days. */
export const localeCookie = createCookie("locale", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure,
  maxAge: 365 * 24 * 60 * 60,
});
