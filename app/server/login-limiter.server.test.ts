import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importWithEnv, restoreEnv } from "../../tests/support/module-env";

let limiter: typeof import("./login-limiter.server");

beforeAll(async () => {
  const env = { LOGIN_IP_MAX_FAILURES: "10", LOGIN_MAX_FAILURES: "5", USER_POST_LIMIT: "3", REDIS_URL: undefined };
  limiter = await importWithEnv(env, () => import("./login-limiter.server"));
});
afterAll(restoreEnv);

describe("login limits (memory store)", () => {
  it("limits one IP after 10 failures a minute, whatever the accounts (password spraying)", async () => {
    const ip = "198.51.100.10";
    for (let i = 0; i < 10; i++) {
      expect(await limiter.loginWaitSeconds(ip, `user${i}@lawha.test`)).toBe(0);
      await limiter.recordLoginFailure(ip, `user${i}@lawha.test`);
    }
    const wait = await limiter.loginWaitSeconds(ip, "admin@lawha.test");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it("limits one IP on one account after 5 failures, and never locks the account for others", async () => {
    const attacker = "198.51.100.20";
    for (let i = 0; i < 5; i++) await limiter.recordLoginFailure(attacker, "Admin@Lawha.test ");
    expect(await limiter.loginWaitSeconds(attacker, "admin@lawha.test")).toBeGreaterThan(60);
    // The real admin, from their own address, is not affected.
    expect(await limiter.loginWaitSeconds("203.0.113.5", "admin@lawha.test")).toBe(0);
    // The attacker may still try other accounts until the per-IP limit.
    expect(await limiter.loginWaitSeconds(attacker, "editor@lawha.test")).toBe(0);
  });

  it("forgets a client's failures on an account after it logs in", async () => {
    const ip = "198.51.100.30";
    for (let i = 0; i < 5; i++) await limiter.recordLoginFailure(ip, "editor@lawha.test");
    await limiter.clearLoginFailures(ip, "editor@lawha.test");
    expect(await limiter.loginWaitSeconds(ip, "editor@lawha.test")).toBe(0);
  });

  it("limits form submissions per user", async () => {
    expect(await limiter.userWriteWaitSeconds(41)).toBe(0);
    expect(await limiter.userWriteWaitSeconds(41)).toBe(0);
    expect(await limiter.userWriteWaitSeconds(41)).toBe(0);
    expect(await limiter.userWriteWaitSeconds(41)).toBeGreaterThan(0);
    expect(await limiter.userWriteWaitSeconds(42)).toBe(0);
  });
});

describe("upstreamLoginWait", () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  it.each<[number, string | null, string, number | null]>([
    [429, "30", "Too Many Attempts.", 30],
    [429, new Date(now + 90_000).toUTCString(), "", 90],
    [429, null, "Too many login attempts. Please try again in 45 seconds.", 45],
    [429, null, "", 60],
    [422, null, "Too many login attempts. Please try again in 12 seconds.", 12],
    [422, null, "محاولات كثيرة، حاول بعد 20 ثانية", 20],
    [422, null, "The e-mail address or password is incorrect.", null],
    [500, "30", "", null],
  ])("%i Retry-After=%j %j -> %j", (status, retryAfter, message, expected) => {
    expect(limiter.upstreamLoginWait(status, retryAfter, message, now)).toBe(expected);
  });
});
