import { RateLimiterMemory } from "rate-limiter-flexible";

const MAX_FAILURES = Number(process.env.LOGIN_MAX_FAILURES ?? 10);
const WINDOW_S = 15 * 60;

/** Failed logins per e-mail address: after MAX_FAILURES in 15 minutes the address waits. */
const failures = new RateLimiterMemory({ points: MAX_FAILURES, duration: WINDOW_S, keyPrefix: "login" });

export async function loginBlockedFor(email: string): Promise<number> {
  const state = await failures.get(email.toLowerCase());
  return state && state.consumedPoints >= MAX_FAILURES ? state.msBeforeNext : 0;
}

export async function recordLoginFailure(email: string): Promise<void> {
  await failures.consume(email.toLowerCase()).catch(() => undefined);
}

export async function clearLoginFailures(email: string): Promise<void> {
  await failures.delete(email.toLowerCase());
}
