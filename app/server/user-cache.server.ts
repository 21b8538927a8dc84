import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { requestKeyOf } from "./request-context.server";

/**
 * "Who is this token", asked once per request: a page view's loaders run in parallel and each
 * guards itself, so the first asks the upstream for the user and permissions and the others share
 * its answer. Nothing is kept from one request to the next: a role an administrator changes takes
 * effect at the staff member's very next request (a per-process memo of 10 seconds let a revoked
 * permission keep working, and a granted one not yet, for that long). Permissions stay
 * authoritative upstream, which answers 403 itself.
 *
 * Kept under the request's own key (`requestKeyOf`: made for each request by the request context
 * hook, never taken from the client), as Remix hands every loader of one request (document, data
 * request, or the loaders after an action) a copy of its Request; by the Request object where the
 * hook does not run. Never by a header a client could repeat.
 */
const perRequest = new WeakMap<Request, Map<string, Promise<unknown>>>();
const MAX_ENTRIES = 5_000;
/** A request's loaders run together: a minute outlives any of them. */
const byRequestKey = new LRUCache<string, Map<string, Promise<unknown>>>({ max: MAX_ENTRIES, ttl: 60_000 });

function keyOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function memoForRequest<T>(request: Request, token: string, load: () => Promise<T>): Promise<T> {
  const key = keyOf(token);
  const requestKey = requestKeyOf(request);
  let known = requestKey === null ? perRequest.get(request) : byRequestKey.get(requestKey);
  if (!known) {
    known = new Map();
    if (requestKey === null) perRequest.set(request, known);
    else byRequestKey.set(requestKey, known);
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
