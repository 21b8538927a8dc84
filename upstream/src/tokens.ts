/**
 * Bearer tokens, the one module that writes the `tokens` table. A token is 64 random hex
 * characters, stored only as its SHA-256 (as is a login challenge); each token is a session: it
 * keeps the browser and address it was issued to and when it was last used. Revoking a token ends
 * its session: its next request answers 401.
 */
import { createHash, randomBytes } from "node:crypto";
import { lastText, type Input } from "./body";
import type { AppContext, Deps } from "./http";
import type { Database } from "./sqlite";

/** A token's `last_used_at` is written at most once a minute. */
const TOUCH_EVERY_MS = 60_000;

/** How a token (or a login challenge) is stored and looked up. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new random token (or login challenge): 64 hex characters. */
export function newToken(): string {
  return randomBytes(32).toString("hex");
}

/** Who is logging in from where, as the dashboard passes it (`client_user_agent`, `client_ip`); capped. */
export type ClientInfo = { userAgent: string | null; ip: string | null };

export function clientInfo(input: Input, c: AppContext): ClientInfo {
  const ua = lastText(input, "client_user_agent") || c.req.header("user-agent") || null;
  const ip = lastText(input, "client_ip") || null;
  return { userAgent: ua ? ua.slice(0, 512) : null, ip: ip ? ip.slice(0, 64) : null };
}

/** Issues a token to a user (the answer of a login), dropping the user's expired and revoked ones. */
export function issueToken(deps: Deps, userId: number, client: ClientInfo) {
  const { db } = deps;
  const now = deps.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + deps.tokenTtlSeconds * 1000).toISOString();
  db.prepare("DELETE FROM tokens WHERE user_id = ? AND (expires_at <= ? OR revoked_at IS NOT NULL)").run(userId, now.toISOString());
  db.prepare("INSERT INTO tokens (user_id, token_hash, expires_at, created_at, last_used_at, user_agent, ip) VALUES (?, ?, ?, ?, ?, ?, ?)").run(
    userId,
    hashToken(token),
    expiresAt,
    now.toISOString(),
    now.toISOString(),
    client.userAgent,
    client.ip,
  );
  return { token, token_type: "Bearer" as const, expires_in: deps.tokenTtlSeconds, expires_at: expiresAt };
}

type TokenOwner = { id: number; name: string; role_id: number; last_used_at: string | null };

/** The active user a live (unexpired, unrevoked) token belongs to. */
export function tokenOwner(deps: Deps, tokenHash: string): TokenOwner | undefined {
  return deps.db
    .prepare(
      `SELECT users.id, users.name, users.role_id, tokens.last_used_at FROM tokens JOIN users ON users.id = tokens.user_id
       WHERE tokens.token_hash = ? AND tokens.revoked_at IS NULL AND tokens.expires_at > ? AND users.is_active = 1`,
    )
    .get(tokenHash, deps.now().toISOString()) as TokenOwner | undefined;
}

/** Notes that a token was used (for "last active"), at most once a minute. */
export function touchToken(deps: Deps, tokenHash: string, lastUsedAt: string | null): void {
  const now = deps.now();
  if (lastUsedAt && now.getTime() - Date.parse(lastUsedAt) < TOUCH_EVERY_MS) return;
  deps.db.prepare("UPDATE tokens SET last_used_at = ? WHERE token_hash = ?").run(now.toISOString(), tokenHash);
}

/** Revokes one token (logout). */
export function revokeToken(db: Database, tokenHash: string, now: string): void {
  db.prepare("UPDATE tokens SET revoked_at = ? WHERE token_hash = ?").run(now, tokenHash);
}

/**
 * Revokes a user's live tokens except `keep` (the hash of the token the request came with: the
 * writer's own session stays), or only the one with id `only`; answers how many it revoked.
 */
export function revokeOtherTokens(db: Database, userId: number, keep: string, now: string, only?: number): number {
  if (only !== undefined) {
    return db.prepare("UPDATE tokens SET revoked_at = ? WHERE id = ? AND user_id = ? AND token_hash <> ? AND revoked_at IS NULL").run(now, only, userId, keep)
      .changes;
  }
  return db.prepare("UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND token_hash <> ? AND revoked_at IS NULL").run(now, userId, keep).changes;
}

type Session = { id: number; user_agent: string | null; ip: string | null; created_at: string; last_used_at: string; current: boolean };

/** A user's live sessions (unexpired, unrevoked tokens), the last used first; `current`: the one of `currentHash`. */
export function liveSessions(deps: Deps, userId: number, currentHash: string): Session[] {
  const rows = deps.db
    .prepare(
      `SELECT id, token_hash, user_agent, ip, created_at, COALESCE(last_used_at, created_at) AS last_used_at FROM tokens
       WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY COALESCE(last_used_at, created_at) DESC, id DESC`,
    )
    .all(userId, deps.now().toISOString()) as Array<Omit<Session, "current"> & { token_hash: string }>;
  return rows.map(({ token_hash, ...row }) => ({ ...row, current: token_hash === currentHash }));
}
