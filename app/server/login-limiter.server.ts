import type { RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { retryAfterSeconds } from "./api.server";
import { getEnv } from "./env.server";
import { createLimiter } from "./shared-store.server";

/**
 * Failed logins are counted per client IP (a password spray from one address) and per client IP
 * plus account (guessing one account). Nothing is counted per account alone: a stranger's failures
 * from their own address can then never lock the real user out. A limited
 * client gets a 429 with Retry-After until its window ends; the account itself is never locked.
 */
const IP_WINDOW_S = 60;
const ACCOUNT_WINDOW_S = 15 * 60;

let limiters: { ip: RateLimiterAbstract; account: RateLimiterAbstract } | undefined;

function get() {
  if (!limiters) {
    const env = getEnv();
    limiters = {
      ip: createLimiter({ keyPrefix: "login-ip", points: env.LOGIN_IP_MAX_FAILURES, duration: IP_WINDOW_S }),
      account: createLimiter({ keyPrefix: "login-account", points: env.LOGIN_MAX_FAILURES, duration: ACCOUNT_WINDOW_S }),
    };
  }
  return limiters;
}

const accountKey = (ip: string, email: string) => `${ip}|${email.trim().toLowerCase()}`;

function waitOf(state: RateLimiterRes | null, max: number): number {
  return state && state.consumedPoints >= max ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
}

/** Seconds this client must wait before trying this account again (0: go ahead). */
export async function loginWaitSeconds(ip: string, email: string): Promise<number> {
  const env = getEnv();
  const { ip: byIp, account } = get();
  const [a, b] = await Promise.all([byIp.get(ip), account.get(accountKey(ip, email))]);
  return Math.max(waitOf(a, env.LOGIN_IP_MAX_FAILURES), waitOf(b, env.LOGIN_MAX_FAILURES));
}

export async function recordLoginFailure(ip: string, email: string): Promise<void> {
  const { ip: byIp, account } = get();
  // consume() rejects once the limit is reached; the count is what matters here.
  await Promise.all([byIp.consume(ip).catch(() => undefined), account.consume(accountKey(ip, email)).catch(() => undefined)]);
}

/** A successful login forgets this client's failures on that account (not its IP count). */
export async function clearLoginFailures(ip: string, email: string): Promise<void> {
  await get()
    .account.delete(accountKey(ip, email))
    .catch(() => undefined);
}

let writes: RateLimiterAbstract | undefined;

/** Form submissions per user and minute; returns the seconds to wait, or 0. */
export async function userWriteWaitSeconds(userId: number): Promise<number> {
  writes ??= createLimiter({ keyPrefix: "user-writes", points: getEnv().USER_POST_LIMIT, duration: 60 });
  try {
    await writes.consume(String(userId));
    return 0;
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    return Math.max(1, Math.ceil((rejection as RateLimiterRes).msBeforeNext / 1000));
  }
}

/**
 * The upstream's own brake on logins: a 429 (with Retry-After in seconds or as a date), or a 422
 * whose message says "too many attempts". Returns the seconds to wait, or null when it is neither.
 */
export function upstreamLoginWait(status: number, retryAfter: string | null | undefined, message: string, now = Date.now()): number | null {
  const tooMany = status === 429 || (status === 422 && /too many|throttl|كثير/i.test(message));
  if (!tooMany) return null;
  const said = retryAfterSeconds(retryAfter, now);
  if (said !== null) return said;
  const inMessage = /(\d{1,5})\s*(?:s\b|sec|second|ثاني)/i.exec(message);
  return inMessage ? Math.max(1, Number(inMessage[1])) : 60;
}
