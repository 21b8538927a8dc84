/**
 * An account's two-step login and its login challenges, in the database (contract README §3,
 * `auth/two-step`): the secret stored encrypted (pending while it is being set up), the last time
 * step used, recovery codes as hashes, each used once; a challenge, valid five minutes, stored
 * hashed as a token is, spent by five wrong codes.
 */
import { readCode } from "../../contract/two-step";
import { recordSecretChange, recordTwoStepChange } from "./activity";
import type { Database } from "./sqlite";
import type { Deps } from "./http";
import { type ClientInfo, hashToken, newToken } from "./tokens";
import { checkTimeCode, decryptSecret, encryptionKey, encryptSecret, hashCode, newRecoveryCodes, newSecret, otpauthUrl } from "./totp";

const CHALLENGE_TTL_S = 5 * 60;
const CHALLENGE_MAX_FAILURES = 5;
const key = () => encryptionKey();

export type TwoStepUser = {
  id: number;
  name: string;
  two_step_secret: string | null;
  two_step_pending: string | null;
  two_step_last_step: number | null;
  requires: number;
};

export function twoStepUser(db: Database, id: number): TwoStepUser | undefined {
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
  const challenge = newToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_S * 1000).toISOString();
  deps.db.prepare("DELETE FROM login_challenges WHERE expires_at <= ? OR used_at IS NOT NULL").run(now.toISOString());
  deps.db
    .prepare("INSERT INTO login_challenges (user_id, challenge_hash, purpose, user_agent, ip, expires_at) VALUES (?, ?, ?, ?, ?, ?)")
    .run(userId, hashToken(challenge), purpose, client.userAgent, client.ip, expiresAt);
  return { two_step: purpose, challenge, expires_in: CHALLENGE_TTL_S, expires_at: expiresAt };
}

export type ChallengeRow = { id: number; user_id: number; purpose: string; failures: number; user_agent: string | null; ip: string | null };

export function openChallenge(deps: Deps, challenge: string | undefined, purpose: string): ChallengeRow | undefined {
  if (!challenge) return undefined;
  return deps.db
    .prepare("SELECT * FROM login_challenges WHERE challenge_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?")
    .get(hashToken(challenge), purpose, deps.now().toISOString()) as ChallengeRow | undefined;
}

/** A wrong code: counted on the challenge, which five of them spend. */
export function challengeFailed(deps: Deps, row: ChallengeRow): void {
  deps.db
    .prepare("UPDATE login_challenges SET failures = failures + 1, used_at = CASE WHEN failures + 1 >= ? THEN ? ELSE used_at END WHERE id = ?")
    .run(CHALLENGE_MAX_FAILURES, deps.now().toISOString(), row.id);
}

/**
 * Checks a typed code (time code or recovery code) for a user with two-step login on, and spends
 * it: the time step becomes the last one used, the recovery code is marked used.
 */
export function useCode(deps: Deps, user: TwoStepUser, typed: string): boolean {
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

/**
 * The secret being set up: the pending one when there is one (a page shown again shows the same
 * QR code the app may have scanned already), else a new one.
 */
export function newSecretFor(deps: Deps, userId: number, label: string) {
  const stored = deps.db.prepare("SELECT two_step_pending FROM users WHERE id = ?").pluck().get(userId) as string | null;
  const pending = stored ? decryptSecret(stored, key()) : null;
  if (pending) return { secret: pending, otpauth_url: otpauthUrl(pending, label) };
  const secret = newSecret();
  deps.db.prepare("UPDATE users SET two_step_pending = ? WHERE id = ?").run(encryptSecret(secret, key()), userId);
  return { secret, otpauth_url: otpauthUrl(secret, label) };
}

/** Confirms the pending secret with a code: two-step login is on, ten new recovery codes. */
export function confirmPending(deps: Deps, userId: number, typed: string): string[] | null {
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
    recordTwoStepChange(deps, { userId, recordId: userId, label: user.name, on: true, now });
  })();
  return codes;
}

/** Ten new recovery codes for an account with two-step login on: the old ones stop working. */
export function replaceRecoveryCodes(deps: Deps, user: TwoStepUser): string[] {
  const codes = newRecoveryCodes();
  const now = deps.now().toISOString();
  deps.db.transaction(() => {
    deps.db.prepare("DELETE FROM recovery_codes WHERE user_id = ?").run(user.id);
    const insert = deps.db.prepare("INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)");
    for (const one of codes) insert.run(user.id, hashCode(one));
    recordSecretChange(deps, { userId: user.id, resource: "users", recordId: user.id, label: user.name, field: "two_step", now });
  })();
  return codes;
}

export function clearTwoStep(db: Database, userId: number): void {
  db.prepare("UPDATE users SET two_step_secret = NULL, two_step_pending = NULL, two_step_last_step = NULL WHERE id = ?").run(userId);
  db.prepare("DELETE FROM recovery_codes WHERE user_id = ?").run(userId);
}

export function twoStepStatus(db: Database, userId: number) {
  const user = twoStepUser(db, userId);
  const left = db.prepare("SELECT COUNT(*) FROM recovery_codes WHERE user_id = ? AND used_at IS NULL").pluck().get(userId) as number;
  return { enabled: Boolean(user?.two_step_secret), required: Boolean(user?.requires), recovery_codes_left: left };
}
