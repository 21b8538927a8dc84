/**
 * Two-step login's secrets and codes (contract README §3, `auth/two-step`).
 *
 * - Codes follow RFC 6238: 30-second steps, HMAC-SHA-1, 6 digits; the step before and the step
 *   after the current one are accepted too (clock drift), no further.
 * - A time step that opened the account once cannot open it again: the caller keeps the last
 *   step used and `checkTimeCode` refuses that step and every earlier one.
 * - The secret is stored encrypted with AES-256-GCM (a random 12-byte IV per value, the tag
 *   checked on reading) under a key from TWO_STEP_KEY; a database copied without the key holds no
 *   usable secret.
 * - Recovery codes are stored as SHA-256 hashes; each may be used once.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { RECOVERY_ALPHABET, RECOVERY_CODE_COUNT } from "../../contract/two-step";

const PERIOD_S = 30;
const DIGITS = 6;
const DRIFT_STEPS = 1;

/** A development key: a deployment sets TWO_STEP_KEY (.env.example). */
const DEV_KEY = "lawha-dev-two-step-key-change-me";

/** The 32-byte key: TWO_STEP_KEY as 64 hex digits, else the SHA-256 of its text. */
export function encryptionKey(raw: string | undefined = process.env.TWO_STEP_KEY): Buffer {
  const text = raw && raw.trim() !== "" ? raw.trim() : DEV_KEY;
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, "hex");
  return createHash("sha256").update(text).digest();
}

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function encryptSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

/** The secret, or null when the value was not made with this key or was altered. */
export function decryptSecret(stored: string, key: Buffer): string | null {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** A new secret of 20 random bytes (RFC 4226's recommended length), as base32. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = "", issuer = "Lawha"): TOTP {
  return new TOTP({ issuer, label, algorithm: "SHA1", digits: DIGITS, period: PERIOD_S, secret: Secret.fromBase32(secret) });
}

/** The `otpauth://` address an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, label: string): string {
  return totp(secret, label).toString();
}

/** The time step of an instant. */
export function stepOf(now: Date): number {
  return Math.floor(now.getTime() / 1000 / PERIOD_S);
}

/**
 * Checks a 6-digit code against the secret at `now`: the step it belongs to (current ±1), or null
 * when it matches none of them or belongs to a step at or before `lastStep` (already used).
 */
export function checkTimeCode(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  if (delta === null) return null;
  const step = stepOf(now) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}

/** Ten new recovery codes, `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = one();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

export function hashCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}
