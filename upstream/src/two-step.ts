/**
 * Two-step login's routes: the contract's optional extension `auth/two-step` (contract README §3).
 * The account's state and the challenges are kept by ./two-step-store; live sessions
 * (`auth/sessions`) are ./sessions; the administrator's side is ./staff-security.
 *
 * - A right password for an account with two-step login on (or whose role requires it and which
 *   has not set it up) gives no token: only a challenge, valid five minutes, that a code (or the
 *   set-up) then turns into a token. Five wrong codes spend the challenge.
 * - A time code's step, once used, cannot open the account again; a recovery code works once.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { recordTwoStepChange } from "./activity";
import { lastText, readInput } from "./body";
import type { AppContext, AppEnv, Deps } from "./http";
import { message, validationError } from "./http";
import { translate } from "./i18n";
import { verifyPassword } from "./passwords";
import { issueToken } from "./tokens";
import {
  challengeFailed,
  clearTwoStep,
  confirmPending,
  newSecretFor,
  openChallenge,
  replaceRecoveryCodes,
  twoStepStatus,
  twoStepUser,
  useCode,
} from "./two-step-store";

const wrongCode = (c: AppContext) => validationError({ code: [translate(c.var.lang, "twoStepWrongCode")] });
const challengeGone = (c: AppContext) => validationError({ challenge: [translate(c.var.lang, "twoStepChallenge")] });

/** `/api/auth/two-step/*`, mounted on `/api/auth`; `requireToken` guards the calls of a logged-in user. */
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
  for (const path of ["/two-step", "/two-step/setup", "/two-step/confirm", "/two-step/disable", "/two-step/recovery-codes"]) routes.use(path, requireToken);

  routes.get("/two-step", (c) => c.json({ data: twoStepStatus(db, c.var.user.id) }));

  routes.post("/two-step/setup", (c) => {
    if (twoStepStatus(db, c.var.user.id).enabled) throw validationError({ code: [translate(c.var.lang, "twoStepAlreadyOn")] });
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
      recordTwoStepChange(deps, { userId: c.var.user.id, recordId: c.var.user.id, label: user?.name ?? null, on: false, now });
    })();
    return c.json({ message: message(c, "twoStepOff") });
  });

  // Ten new recovery codes, shown once; the old ones stop working. The password is asked again.
  routes.post("/two-step/recovery-codes", async (c) => {
    const input = await readInput(c);
    const user = twoStepUser(db, c.var.user.id);
    const hash = db.prepare("SELECT password_hash FROM users WHERE id = ?").pluck().get(c.var.user.id) as string | undefined;
    if (!(await verifyPassword(lastText(input, "password") ?? "", hash))) throw validationError({ password: [translate(c.var.lang, "currentPassword")] });
    if (!user?.two_step_secret) throw validationError({ password: [translate(c.var.lang, "twoStepNotOn")] });
    return c.json({ message: message(c, "recoveryCodesReplaced"), data: { recovery_codes: replaceRecoveryCodes(deps, user) } });
  });

  return routes;
}
