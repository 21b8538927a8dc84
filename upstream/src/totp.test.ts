import { describe, expect, it } from "vitest";
import { TOTP } from "otpauth";
import { RECOVERY_CODE } from "../../contract/two-step";
import { checkTimeCode, decryptSecret, encryptionKey, encryptSecret, newRecoveryCodes, newSecret, stepOf } from "./totp";

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" (ASCII), as base32.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
// The appendix's 8-digit codes; the 6-digit code is their last six digits (RFC 4226 truncation).
const VECTORS: Array<[number, string]> = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("the code check (RFC 6238, SHA-1, 30 s, 6 digits)", () => {
  it.each(VECTORS)("at %i s the code is the last six digits of %s", (seconds, eight) => {
    const now = new Date(seconds * 1000);
    expect(checkTimeCode(RFC_SECRET, eight.slice(2), now, null)).toBe(stepOf(now));
  });

  it("accepts the step before and after (clock drift), refuses two steps away", () => {
    const now = new Date(1111111111 * 1000);
    const at = (s: number) => new TOTP({ secret: RFC_SECRET, digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: now.getTime() + s * 1000 });
    expect(checkTimeCode(RFC_SECRET, at(-30), now, null)).toBe(stepOf(now) - 1);
    expect(checkTimeCode(RFC_SECRET, at(30), now, null)).toBe(stepOf(now) + 1);
    expect(checkTimeCode(RFC_SECRET, at(-60), now, null)).toBeNull();
    expect(checkTimeCode(RFC_SECRET, at(60), now, null)).toBeNull();
  });

  it("refuses a step already used, and any step before it", () => {
    const now = new Date(1234567890 * 1000);
    const step = checkTimeCode(RFC_SECRET, "005924", now, null);
    expect(step).toBe(stepOf(now));
    expect(checkTimeCode(RFC_SECRET, "005924", now, step)).toBeNull();
    // The previous step's code, still within the drift, is older than the one used: refused.
    const previous = new TOTP({ secret: RFC_SECRET, digits: 6, period: 30 }).generate({ timestamp: now.getTime() - 30_000 });
    expect(checkTimeCode(RFC_SECRET, previous, now, step)).toBeNull();
  });

  it("refuses anything but six digits", () => {
    const now = new Date(59_000);
    expect(checkTimeCode(RFC_SECRET, "94287082", now, null)).toBeNull();
    expect(checkTimeCode(RFC_SECRET, "28708", now, null)).toBeNull();
  });
});

describe("secrets at rest", () => {
  it("are stored encrypted, and only the same key reads them back", () => {
    const key = encryptionKey("a key for the test");
    const secret = newSecret();
    const stored = encryptSecret(secret, key);
    expect(stored).not.toContain(secret);
    expect(decryptSecret(stored, key)).toBe(secret);
    expect(decryptSecret(stored, encryptionKey("another key"))).toBeNull();
    // An altered value fails its tag.
    const [v, iv, tag, body] = stored.split(".");
    const flipped = `${v}.${iv}.${tag}.${body!.slice(0, -2)}${body!.endsWith("AA") ? "AB" : "AA"}`;
    expect(decryptSecret(flipped, key)).toBeNull();
  });

  it("two encryptions of one secret differ (a fresh IV each time)", () => {
    const key = encryptionKey(undefined);
    const secret = newSecret();
    expect(encryptSecret(secret, key)).not.toBe(encryptSecret(secret, key));
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes written xxxxx-xxxxx", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
  });
});
