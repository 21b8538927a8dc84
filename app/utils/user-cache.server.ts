import { createHash } from "node:crypto";

/**
 * A short-lived, per-process memo of "who is this token" so one page view does not ask the
 * upstream for the user and permissions once per parallel loader. Permissions stay authoritative
 * upstream (it answers 403 itself); the memo only saves round trips on a slow link.
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;

interface Entry<T> {
  expires: number;
  value: Promise<T>;
}

const entries = new Map<string, Entry<unknown>>();

function keyOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function memoForToken<T>(token: string, load: () => Promise<T>): Promise<T> {
  const key = keyOf(token);
  const now = Date.now();
  const hit = entries.get(key) as Entry<T> | undefined;
  if (hit && hit.expires > now) return hit.value;
  if (entries.size >= MAX_ENTRIES) {
    for (const [k, e] of entries) if (e.expires <= now) entries.delete(k);
    if (entries.size >= MAX_ENTRIES) entries.clear();
  }
  const value = load();
  entries.set(key, { expires: now + TTL_MS, value });
  // A failed load (upstream down, token revoked) must not be remembered.
  value.catch(() => entries.delete(key));
  return value;
}

/**
 * The last user successfully loaded for each token, kept longer: when the upstream is down or slow
 * an action can still read the form and give it back with its values (nothing lost) instead of
 * failing in its guard. Only for outages; a 401 forgets the token.
 */
const STALE_MS = 30 * 60_000;
const lastGood = new Map<string, { at: number; value: unknown }>();

export function rememberForToken<T>(token: string, value: T): void {
  if (lastGood.size >= MAX_ENTRIES) lastGood.clear();
  lastGood.set(keyOf(token), { at: Date.now(), value });
}

export function staleForToken<T>(token: string): T | undefined {
  const hit = lastGood.get(keyOf(token));
  return hit && Date.now() - hit.at < STALE_MS ? (hit.value as T) : undefined;
}

export function forgetToken(token: string): void {
  entries.delete(keyOf(token));
  lastGood.delete(keyOf(token));
}

/** What the memo holds for this token, without loading anything (for log lines). */
export function peekToken<T>(token: string): Promise<T> | undefined {
  const hit = entries.get(keyOf(token)) as Entry<T> | undefined;
  return hit && hit.expires > Date.now() ? hit.value : undefined;
}
