import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

/**
 * A short-lived, per-process memo of "who is this token" so one page view does not ask the
 * upstream for the user and permissions once per parallel loader. Permissions stay authoritative
 * upstream (it answers 403 itself); the memo only saves round trips on a slow link.
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;

const memo = new LRUCache<string, Promise<unknown>>({ max: MAX_ENTRIES, ttl: TTL_MS });

function keyOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function memoForToken<T>(token: string, load: () => Promise<T>): Promise<T> {
  const key = keyOf(token);
  const hit = memo.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const value = load();
  memo.set(key, value);
  // A failed load (upstream down, token revoked) must not be remembered.
  value.catch(() => {
    if (memo.get(key) === value) memo.delete(key);
  });
  return value;
}

/**
 * The last user successfully loaded for each token, kept longer: when the upstream is down or slow
 * an action can still read the form and give it back with its values (nothing lost) instead of
 * failing in its guard. Only for outages; a 401 forgets the token.
 */
const STALE_MS = 30 * 60_000;
const lastGood = new LRUCache<string, { value: unknown }>({ max: MAX_ENTRIES, ttl: STALE_MS });

export function rememberForToken<T>(token: string, value: T): void {
  lastGood.set(keyOf(token), { value });
}

export function staleForToken<T>(token: string): T | undefined {
  return lastGood.get(keyOf(token))?.value as T | undefined;
}

export function forgetToken(token: string): void {
  memo.delete(keyOf(token));
  lastGood.delete(keyOf(token));
}

/** What the memo holds for this token, without loading anything (for log lines). */
export function peekToken<T>(token: string): Promise<T> | undefined {
  return memo.get(keyOf(token), { updateAgeOnGet: false }) as Promise<T> | undefined;
}
