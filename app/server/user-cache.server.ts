import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

/**
 * "Who is this token", asked once per request: a page view's loaders run in parallel and each
 * guards itself, so the first asks the upstream for the user and permissions and the others share
 * its answer. Nothing is kept from one request to the next: a role an administrator changes takes
 * effect at the staff member's very next request (a per-process memo of 10 seconds let a revoked
 * permission keep working, and a granted one not yet, for that long). Permissions stay
 * authoritative upstream, which answers 403 itself.
 *
 * Keyed by the Request object, which Remix hands to every loader of one request (document, data
 * request, or the loaders after an action), never by a header a client could repeat.
 */
const perRequest = new WeakMap<Request, Map<string, Promise<unknown>>>();
const MAX_ENTRIES = 5_000;

function keyOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function memoForRequest<T>(request: Request, token: string, load: () => Promise<T>): Promise<T> {
  const key = keyOf(token);
  let known = perRequest.get(request);
  if (!known) {
    known = new Map();
    perRequest.set(request, known);
  }
  const hit = known.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const value = load();
  known.set(key, value);
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
  lastGood.delete(keyOf(token));
}
