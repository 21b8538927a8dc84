import { afterEach, describe, expect, it, vi } from "vitest";

const saved = { ...process.env };

async function envWith(vars: Record<string, string | undefined>) {
  vi.resetModules();
  for (const key of ["NODE_ENV", "SESSION_SECRET", "LAWHA_TEST_MODE", "TRUST_PROXY"]) delete process.env[key];
  Object.assign(process.env, vars);
  return (await import("./env.server")).getEnv;
}

afterEach(() => {
  process.env = { ...saved };
});

describe("getEnv", () => {
  it("refuses to run in production without SESSION_SECRET (never the public development secret)", async () => {
    const getEnv = await envWith({ NODE_ENV: "production" });
    expect(() => getEnv()).toThrow(/SESSION_SECRET must be set/);
  });

  it("splits rotated secrets and reads TRUST_PROXY as a number of proxies", async () => {
    const getEnv = await envWith({ NODE_ENV: "production", SESSION_SECRET: "new, old", TRUST_PROXY: "true" });
    expect(getEnv()).toMatchObject({ sessionSecrets: ["new", "old"], TRUST_PROXY: 1 });
  });

  it("trusts no proxy by default", async () => {
    const getEnv = await envWith({ NODE_ENV: "development" });
    expect(getEnv().TRUST_PROXY).toBe(0);
  });
});
