import { describe, expect, it } from "vitest";
import { DEFAULT_TOKEN_MAX_AGE_S, isTokenValid, tokenExpiresAt } from "./token.server";

describe("token lifetime", () => {
  const now = Date.parse("2026-01-01T00:00:00.000Z");

  it("uses the upstream's expiry when given", () => {
    expect(tokenExpiresAt({ expires_at: "2026-01-01T00:10:00.000Z" }, now)).toBe(now + 600_000);
    expect(tokenExpiresAt({ expires_in: 60 }, now)).toBe(now + 60_000);
  });

  it("falls back to 1800 seconds when the token has no expiry", () => {
    expect(DEFAULT_TOKEN_MAX_AGE_S).toBe(1800);
    expect(tokenExpiresAt({}, now)).toBe(now + 1_800_000);
    expect(tokenExpiresAt({ expires_at: "not a date" }, now)).toBe(now + 1_800_000);
  });

  it("is valid until its expiry minus 0.5 seconds", () => {
    const expiresAt = now + 10_000;
    expect(isTokenValid(expiresAt, now)).toBe(true);
    expect(isTokenValid(expiresAt, expiresAt - 501)).toBe(true);
    expect(isTokenValid(expiresAt, expiresAt - 500)).toBe(false);
    expect(isTokenValid(expiresAt, expiresAt + 1)).toBe(false);
    expect(isTokenValid(undefined, now)).toBe(false);
  });
});
