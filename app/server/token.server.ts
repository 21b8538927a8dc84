/** A token with no expiry of its own lives 1800 seconds. */
export const DEFAULT_TOKEN_MAX_AGE_S = 1800;
/** The token is valid until its expiry minus 0.5 seconds. */
const TOKEN_EXPIRY_MARGIN_MS = 500;

export interface LoginAnswer {
  expires_at?: string | null;
  expires_in?: number | null;
}

/** When the token stops being usable, in epoch milliseconds. */
export function tokenExpiresAt(answer: LoginAnswer, now = Date.now()): number {
  if (answer.expires_at) {
    const at = Date.parse(answer.expires_at);
    if (Number.isFinite(at)) return at;
  }
  if (typeof answer.expires_in === "number" && answer.expires_in > 0) return now + answer.expires_in * 1000;
  return now + DEFAULT_TOKEN_MAX_AGE_S * 1000;
}

export function isTokenValid(expiresAt: number | undefined, now: number): boolean {
  if (typeof expiresAt !== "number" || !Number.isFinite(expiresAt)) return false;
  return now < expiresAt - TOKEN_EXPIRY_MARGIN_MS;
}
