/**
 * Two-step login and live sessions: the contract's optional extensions `auth/two-step` and
 * `auth/sessions` (contract README §3).
 *
 * - A right password for an account with two-step login on (or whose role requires it and which
 *   has not set it up) gives no token: only a challenge, valid five minutes, that a code (or the
 *   set-up) then turns into a token. Five wrong codes spend the challenge.
 * - A time code's step, once used, cannot open the account again; a recovery code works once.
 * - Each token is a session: it keeps the browser and address it was issued to and when it was
 *   last used; ending one revokes it, so its next request answers 401.
 */
import { createHash, randomBytes } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { readCode } from "../../contract/two-step";
import { recordActivity, secretChange } from "./activity";
import { lastText, readInput, type Input } from "./body";
import type { Database } from "./sqlite";
import type { AppContext, AppEnv, Deps } from "./http";
import { apiError, message, validationError } from "./http";
import { translate } from "./i18n";
import { verifyPassword } from "./passwords";
import { checkTimeCode, decryptSecret, encryptionKey, encryptSecret, hashCode, newRecoveryCodes, newSecret, otpauthUrl } from "./totp";

const CHALLENGE_TTL_S = 5 * 60;
const CHALLENGE_MAX_FAILURES = 5;
/** A token's `last_used_at` is written at most once a minute. */
const TOUCH_EVERY_MS = 60_000;

const key = () => encryptionKey();
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Who is logging in from where, as the dashboard passes it (`client_user_agent`, `client_ip`); capped. */
export type ClientInfo = { userAgent: string | null; ip: string | null };

export function clientInfo(input: Input, c: AppContext): ClientInfo {
  const ua = lastText(input, "client_user_agent") || c.req.header("user-agent") || null;
  const ip = lastText(input, "client_ip") || null;
  return { userAgent: ua ? ua.slice(0, 512) : null, ip: ip ? ip.slice(0, 64) : null };
}

export function issueToken(deps: Deps, userId: number, client: ClientInfo) {
  const { db } = deps;
  const now = deps.now();
  const token = randomBytes(32).toString("hex");
  const expiresAt = new Date(now.getTime() + deps.tokenTtlSeconds * 1000).toISOString();
  db.prepare("DELETE FROM tokens WHERE user_id = ? AND (expires_at <= ? OR revoked_at IS NOT NULL)").run(userId, now.toISOString());
  db.prepare("INSERT INTO tokens (user_id, token_hash, expires_at, created_at, last_used_at, user_agent, ip) VALUES (?, ?, ?, ?, ?, ?, ?)").run(
    userId,
    sha256(token),
    expiresAt,
    now.toISOString(),
    now.toISOString(),
    client.userAgent,
    client.ip,
  );
  return { token, token_type: "Bearer" as const, expires_in: deps.tokenTtlSeconds, expires_at: expiresAt };
}

type TwoStepUser = {
  id: number;
  name: string;
  two_step_secret: string | null;
  two_step_pending: string | null;
  two_step_last_step: number | null;
  requires: number;
};

function twoStepUser(db: Database, id: number): TwoStepUser | undefined {
  return db
    .prepare(
      `SELECT users.id, users.name, users.two_step_secret, users.two_step_pending, users.two_step_last_step, roles.requires_two_step AS requires
       FROM users JOIN roles ON roles.id = users.role_id WHERE users.id = ?`,
    )
    .get(id) as TwoStepUser | undefined;
}

/**
 * After a right password: null when the password alone logs in, else the challenge to answer
 * (`code`: two-step login is on; `setup`: the role requires it and it is not set up yet).
 */
export function loginChallenge(deps: Deps, userId: number, client: ClientInfo) {
  const user = twoStepUser(deps.db, userId);
  if (!user) return null;
  const purpose = user.two_step_secret ? "code" : user.requires ? "setup" : null;
  if (!purpose) return null;
  const challenge = randomBytes(32).toString("hex");
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_S * 1000).toISOString();
  deps.db.prepare("DELETE FROM login_challenges WHERE expires_at <= ? OR used_at IS NOT NULL").run(now.toISOString());
  deps.db
    .prepare("INSERT INTO login_challenges (user_id, challenge_hash, purpose, user_agent, ip, expires_at) VALUES (?, ?, ?, ?, ?, ?)")
    .run(userId, sha256(challenge), purpose, client.userAgent, client.ip, expiresAt);
  return { two_step: purpose, challenge, expires_in: CHALLENGE_TTL_S, expires_at: expiresAt };
}

type ChallengeRow = { id: number; user_id: number; purpose: string; failures: number; user_agent: string | null; ip: string | null };

function openChallenge(deps: Deps, challenge: string | undefined, purpose: string): ChallengeRow | undefined {
  if (!challenge) return undefined;
  return deps.db
    .prepare("SELECT * FROM login_challenges WHERE challenge_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?")
    .get(sha256(challenge), purpose, deps.now().toISOString()) as ChallengeRow | undefined;
}

/** A wrong code: counted on the challenge, which five of them spend. */
function challengeFailed(deps: Deps, row: ChallengeRow): void {
  deps.db
    .prepare("UPDATE login_challenges SET failures = failures + 1, used_at = CASE WHEN failures + 1 >= ? THEN ? ELSE used_at END WHERE id = ?")
    .run(CHALLENGE_MAX_FAILURES, deps.now().toISOString(), row.id);
}

/**
 * Checks a typed code (time code or recovery code) for a user with two-step login on, and spends
 * it: the time step becomes the last one used, the recovery code is marked used.
 */
function useCode(deps: Deps, user: TwoStepUser, typed: string): boolean {
  const code = readCode(typed);
  if (code.kind === "invalid" || !user.two_step_secret) return false;
  if (code.kind === "recovery") {
    const spent = deps.db
      .prepare(
        "UPDATE recovery_codes SET used_at = ? WHERE id = (SELECT id FROM recovery_codes WHERE user_id = ? AND code_hash = ? AND used_at IS NULL LIMIT 1)",
      )
      .run(deps.now().toISOString(), user.id, hashCode(code.code)).changes;
    return spent === 1;
  }
  const secret = decryptSecret(user.two_step_secret, key());
  if (!secret) return false;
  const step = checkTimeCode(secret, code.code, deps.now(), user.two_step_last_step);
  if (step === null) return false;
  // Only a step later than the stored one is written: two requests with one code, one wins.
  return (
    deps.db.prepare("UPDATE users SET two_step_last_step = ? WHERE id = ? AND (two_step_last_step IS NULL OR two_step_last_step < ?)").run(step, user.id, step)
      .changes === 1
  );
}

const wrongCode = (c: AppContext) => validationError({ code: [translate(c.var.lang, "twoStepWrongCode")] });
const challengeGone = (c: AppContext) => validationError({ challenge: [translate(c.var.lang, "twoStepChallenge")] });

/**
 * The secret being set up: the pending one when there is one (a page shown again shows the same
 * QR code the app may have scanned already), else a new one.
 */
function newSecretFor(deps: Deps, userId: number, label: string) {
  const stored = deps.db.prepare("SELECT two_step_pending FROM users WHERE id = ?").pluck().get(userId) as string | null;
  const pending = stored ? decryptSecret(stored, key()) : null;
  if (pending) return { secret: pending, otpauth_url: otpauthUrl(pending, label) };
  const secret = newSecret();
  deps.db.prepare("UPDATE users SET two_step_pending = ? WHERE id = ?").run(encryptSecret(secret, key()), userId);
  return { secret, otpauth_url: otpauthUrl(secret, label) };
}

/** Confirms the pending secret with a code: two-step login is on, ten new recovery codes. */
function confirmPending(deps: Deps, userId: number, typed: string): string[] | null {
  const user = twoStepUser(deps.db, userId);
  const secret = user?.two_step_pending ? decryptSecret(user.two_step_pending, key()) : null;
  const code = readCode(typed);
  if (!user || !secret || code.kind !== "time") return null;
  const step = checkTimeCode(secret, code.code, deps.now(), null);
  if (step === null) return null;
  const codes = newRecoveryCodes();
  const now = deps.now().toISOString();
  deps.db.transaction(() => {
    deps.db
      .prepare("UPDATE users SET two_step_secret = two_step_pending, two_step_pending = NULL, two_step_last_step = ?, updated_at = ? WHERE id = ?")
      .run(step, now, userId);
    deps.db.prepare("DELETE FROM recovery_codes WHERE user_id = ?").run(userId);
    const insert = deps.db.prepare("INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)");
    for (const one of codes) insert.run(userId, hashCode(one));
    recordActivity(deps, { userId, resource: "users", recordId: userId, action: "update", label: user.name, changes: [secretChange("two_step")], now });
  })();
  return codes;
}

function clearTwoStep(db: Database, userId: number): void {
  db.prepare("UPDATE users SET two_step_secret = NULL, two_step_pending = NULL, two_step_last_step = NULL WHERE id = ?").run(userId);
  db.prepare("DELETE FROM recovery_codes WHERE user_id = ?").run(userId);
}

function status(db: Database, userId: number) {
  const user = twoStepUser(db, userId);
  const left = db.prepare("SELECT COUNT(*) FROM recovery_codes WHERE user_id = ? AND used_at IS NULL").pluck().get(userId) as number;
  return { enabled: Boolean(user?.two_step_secret), required: Boolean(user?.requires), recovery_codes_left: left };
}

/** `/api/auth/two-step/*` and `/api/auth/sessions*`, mounted on `/api/auth`; `requireToken` guards the calls of a logged-in user. */
export function twoStepRoutes(deps: Deps, requireToken: MiddlewareHandler<AppEnv>): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  // --- the second step of a login: no token yet, a challenge ---
  routes.post("/two-step/verify", async (c) => {
    const input = await readInput(c);
    const row = openChallenge(deps, lastText(input, "challenge"), "code");
    if (!row) throw challengeGone(c);
    const user = twoStepUser(db, row.user_id);
    if (!user || !useCode(deps, user, lastText(input, "code") ?? "")) {
      challengeFailed(deps, row);
      throw wrongCode(c);
    }
    db.prepare("UPDATE login_challenges SET used_at = ? WHERE id = ?").run(deps.now().toISOString(), row.id);
    return c.json(issueToken(deps, row.user_id, { userAgent: row.user_agent, ip: row.ip }));
  });

  /** The set-up a role requires, before any token: the secret for the challenge's user. */
  routes.post("/two-step/setup-challenge", async (c) => {
    const input = await readInput(c);
    const row = openChallenge(deps, lastText(input, "challenge"), "setup");
    if (!row) throw challengeGone(c);
    const user = db.prepare("SELECT email FROM users WHERE id = ?").get(row.user_id) as { email: string };
    return c.json({ data: newSecretFor(deps, row.user_id, user.email) });
  });

  routes.post("/two-step/confirm-challenge", async (c) => {
    const input = await readInput(c);
    const row = openChallenge(deps, lastText(input, "challenge"), "setup");
    if (!row) throw challengeGone(c);
    const codes = confirmPending(deps, row.user_id, lastText(input, "code") ?? "");
    if (!codes) {
      challengeFailed(deps, row);
      throw wrongCode(c);
    }
    db.prepare("UPDATE login_challenges SET used_at = ? WHERE id = ?").run(deps.now().toISOString(), row.id);
    return c.json({
      message: message(c, "twoStepOn"),
      data: { recovery_codes: codes },
      login: issueToken(deps, row.user_id, { userAgent: row.user_agent, ip: row.ip }),
    });
  });

  // --- one's own two-step login, logged in ---
  for (const path of ["/two-step", "/two-step/setup", "/two-step/confirm", "/two-step/disable", "/sessions", "/sessions/*"]) routes.use(path, requireToken);

  routes.get("/two-step", (c) => c.json({ data: status(db, c.var.user.id) }));

  routes.post("/two-step/setup", (c) => {
    if (status(db, c.var.user.id).enabled) throw validationError({ code: [translate(c.var.lang, "twoStepAlreadyOn")] });
    const user = db.prepare("SELECT email FROM users WHERE id = ?").get(c.var.user.id) as { email: string };
    return c.json({ data: newSecretFor(deps, c.var.user.id, user.email) });
  });

  routes.post("/two-step/confirm", async (c) => {
    const input = await readInput(c);
    const user = twoStepUser(db, c.var.user.id);
    if (!user?.two_step_pending) throw validationError({ code: [translate(c.var.lang, "twoStepNotStarted")] });
    const codes = confirmPending(deps, c.var.user.id, lastText(input, "code") ?? "");
    if (!codes) throw wrongCode(c);
    return c.json({ message: message(c, "twoStepOn"), data: { recovery_codes: codes } });
  });

  routes.post("/two-step/disable", async (c) => {
    const input = await readInput(c);
    const user = twoStepUser(db, c.var.user.id);
    const hash = db.prepare("SELECT password_hash FROM users WHERE id = ?").pluck().get(c.var.user.id) as string | undefined;
    const errors: Record<string, string[]> = {};
    if (!(await verifyPassword(lastText(input, "password") ?? "", hash))) errors.password = [translate(c.var.lang, "currentPassword")];
    else if (!user || !useCode(deps, user, lastText(input, "code") ?? "")) errors.code = [translate(c.var.lang, "twoStepWrongCode")];
    if (Object.keys(errors).length) throw validationError(errors);
    const now = deps.now().toISOString();
    db.transaction(() => {
      clearTwoStep(db, c.var.user.id);
      recordActivity(deps, {
        userId: c.var.user.id,
        resource: "users",
        recordId: c.var.user.id,
        action: "update",
        label: user?.name ?? null,
        changes: [secretChange("two_step")],
        now,
      });
    })();
    return c.json({ message: message(c, "twoStepOff") });
  });

  // --- live sessions: the caller's unexpired, unrevoked tokens ---
  routes.get("/sessions", (c) => {
    const rows = db
      .prepare(
        `SELECT id, token_hash, user_agent, ip, created_at, COALESCE(last_used_at, created_at) AS last_used_at FROM tokens
         WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY COALESCE(last_used_at, created_at) DESC, id DESC`,
      )
      .all(c.var.user.id, deps.now().toISOString()) as Array<{
      id: number;
      token_hash: string;
      user_agent: string | null;
      ip: string | null;
      created_at: string;
      last_used_at: string;
    }>;
    return c.json({ data: rows.map(({ token_hash, ...row }) => ({ ...row, current: token_hash === c.var.user.tokenHash })) });
  });

  routes.post("/sessions/:id/end", (c) => {
    const id = Number(c.req.param("id"));
    const ended = db
      .prepare("UPDATE tokens SET revoked_at = ? WHERE id = ? AND user_id = ? AND token_hash <> ? AND revoked_at IS NULL")
      .run(deps.now().toISOString(), Number.isInteger(id) ? id : -1, c.var.user.id, c.var.user.tokenHash).changes;
    if (ended === 0) throw apiError(404, c.var.lang, "sessionNotFound");
    return c.json({ message: message(c, "sessionEnded") });
  });

  return routes;
}

/** Notes that a token was used (for "last active"), at most once a minute. */
export function touchToken(deps: Deps, tokenHash: string, lastUsedAt: string | null): void {
  const now = deps.now();
  if (lastUsedAt && now.getTime() - Date.parse(lastUsedAt) < TOUCH_EVERY_MS) return;
  deps.db.prepare("UPDATE tokens SET last_used_at = ? WHERE token_hash = ?").run(now.toISOString(), tokenHash);
}

/** The administrator's side, mounted on `/api/dashboard` (needs `update users`). */
export function staffSecurityRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  const staffMember = (c: AppContext) => {
    if (!c.var.user.permissions.has("update users")) throw apiError(403, c.var.lang, "forbidden");
    const id = Number(c.req.param("id"));
    const row = Number.isInteger(id) ? (db.prepare("SELECT id, name FROM users WHERE id = ?").get(id) as { id: number; name: string } | undefined) : undefined;
    if (!row) throw apiError(404, c.var.lang, "notFound");
    return row;
  };
  routes.post("/users/:id/two-step/reset", (c) => {
    const member = staffMember(c);
    const now = deps.now().toISOString();
    db.transaction(() => {
      clearTwoStep(db, member.id);
      recordActivity(deps, {
        userId: c.var.user.id,
        resource: "users",
        recordId: member.id,
        action: "update",
        label: member.name,
        changes: [secretChange("two_step")],
        now,
      });
    })();
    return c.json({ message: message(c, "twoStepReset") });
  });
  routes.post("/users/:id/sessions/end", (c) => {
    const member = staffMember(c);
    const ended = db
      .prepare("UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND token_hash <> ? AND revoked_at IS NULL")
      .run(deps.now().toISOString(), member.id, c.var.user.tokenHash).changes;
    return c.json({ message: message(c, "sessionsEnded"), data: { ended } });
  });
  return routes;
}
