import { Hono } from "hono";
import type { MiddlewareHandler } from "hono";
import { formFields } from "../../contract/fields";
import { diffValues, recordActivity, recordSecretChange } from "./activity";
import { readInput } from "./body";
import type { Database } from "./sqlite";
import type { AppContext, AppEnv, Deps } from "./http";
import { addError, apiError, hasErrors, message, validationError } from "./http";
import type { Lang } from "./i18n";
import { translate } from "./i18n";
import { hashPassword, verifyPassword } from "./passwords";
import { roleName, rolePermissions } from "./permissions";
import { removeUpload, saveUpload, uploadUrl } from "./uploads";
import { checkConfirmation, isImageUpload, validateFields } from "./validate";
import { sessionRoutes } from "./sessions";
import { clientInfo, hashToken, issueToken, revokeOtherTokens, revokeToken, tokenOwner, touchToken } from "./tokens";
import { twoStepRoutes } from "./two-step";
import { loginChallenge } from "./two-step-store";

type UserRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  password_hash: string;
  role_id: number;
  role_name_ar: string;
  role_name_en: string;
  two_step_secret: string | null;
  role_requires_two_step: number;
};

const USER_SELECT = `SELECT users.*, roles.name_ar AS role_name_ar, roles.name_en AS role_name_en, roles.requires_two_step AS role_requires_two_step
  FROM users JOIN roles ON roles.id = users.role_id`;

function findUser(db: Database, id: number): UserRow | undefined {
  return db.prepare(`${USER_SELECT} WHERE users.id = ?`).get(id) as UserRow | undefined;
}

function serializeUser(deps: Deps, user: UserRow, lang: Lang) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    avatar: uploadUrl(deps.publicUrl, user.avatar),
    // The role's name in the request's language.
    role: { id: user.role_id, name: roleName({ name_ar: user.role_name_ar, name_en: user.role_name_en }, lang) },
    permissions: rolePermissions(deps.db, user.role_id),
    // The role requires two-step login and this account has not set it up (extension `auth/two-step`).
    two_step_due: Boolean(user.role_requires_two_step) && !user.two_step_secret,
  };
}

/** Requires a valid Bearer token and puts the user (with permissions) on the context. */
export function authenticate(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+([A-Za-z0-9]+)$/i.exec(header.trim());
    if (!match?.[1]) throw apiError(401, c.var.lang, "unauthenticated");
    const tokenHash = hashToken(match[1]);
    const row = tokenOwner(deps, tokenHash);
    if (!row) throw apiError(401, c.var.lang, "unauthenticated");
    touchToken(deps, tokenHash, row.last_used_at);
    c.set("user", {
      id: row.id,
      name: row.name,
      roleId: row.role_id,
      permissions: new Set(rolePermissions(deps.db, row.role_id)),
      tokenHash,
    });
    await next();
  };
}

export function authRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  const noRefs = () => false;

  routes.post("/login", async (c) => {
    const input = await readInput(c);
    const { values, errors } = await validateFields(formFields.login, input, {
      lang: c.var.lang,
      mode: "store",
      refExists: noRefs,
    });
    if (hasErrors(errors)) throw validationError(errors);
    const email = String(values.get("email"));
    const user = db.prepare("SELECT id, password_hash, is_active FROM users WHERE email = ?").get(email) as
      { id: number; password_hash: string; is_active: number } | undefined;
    const ok = await verifyPassword(String(values.get("password")), user?.password_hash);
    if (!user || !ok) throw validationError({ email: [translate(c.var.lang, "credentials")] });
    // Only someone who knows the password learns that the account is deactivated.
    if (user.is_active !== 1) throw validationError({ email: [translate(c.var.lang, "accountInactive")] });

    // The browser and address of the staff member (passed on by the dashboard): the session list.
    const client = clientInfo(input, c);
    // Two-step login on (or required by the role): the password alone gives no token, a challenge.
    const challenge = loginChallenge(deps, user.id, client);
    if (challenge) return c.json(challenge);
    return c.json(issueToken(deps, user.id, client));
  });

  const requireToken = authenticate(deps);
  for (const path of ["/user", "/user/update", "/logout", "/logout-others", "/password"]) routes.use(path, requireToken);
  routes.route("/", twoStepRoutes(deps, requireToken));
  routes.route("/", sessionRoutes(deps, requireToken));

  /** Revokes every token of the caller except the one this request came with. */
  const revokeOthers = (c: AppContext) => revokeOtherTokens(db, c.var.user.id, c.var.user.tokenHash, deps.now().toISOString());

  routes.get("/user", (c) => {
    const user = findUser(db, c.var.user.id);
    if (!user) throw apiError(401, c.var.lang, "unauthenticated");
    return c.json({ data: serializeUser(deps, user, c.var.lang) });
  });

  routes.post("/logout", (c) => {
    revokeToken(db, c.var.user.tokenHash, deps.now().toISOString());
    return c.json({ message: message(c, "loggedOut") });
  });

  routes.post("/logout-others", (c) => {
    const ended = revokeOthers(c);
    return c.json({ message: message(c, "otherSessionsEnded"), data: { ended } });
  });

  routes.post("/user/update", async (c) => {
    const userId = c.var.user.id;
    const input = await readInput(c);
    const { values, errors } = await validateFields(formFields.account, input, {
      lang: c.var.lang,
      mode: "update",
      refExists: noRefs,
    });
    const email = values.get("email");
    if (typeof email === "string" && db.prepare("SELECT 1 FROM users WHERE email = ? AND id <> ?").get(email, userId)) {
      addError(errors, "email", translate(c.var.lang, "unique"));
    }
    if (hasErrors(errors)) throw validationError(errors);

    const before = findUser(db, userId);
    const columns: Record<string, string | null> = {};
    for (const name of ["name", "email", "phone"]) {
      const value = values.get(name);
      if (value === null || typeof value === "string") columns[name] = value;
    }
    const avatar = values.get("avatar");
    if (isImageUpload(avatar)) columns.avatar = await saveUpload(deps.uploadDir, avatar.bytes, avatar.type);
    else if (avatar === null) columns.avatar = null;

    const names = Object.keys(columns);
    const now = deps.now().toISOString();
    const own = (row: UserRow | undefined) => ({ name: row?.name ?? null, email: row?.email ?? null, phone: row?.phone ?? null, avatar: row?.avatar ?? null });
    db.transaction(() => {
      db.prepare(`UPDATE users SET ${[...names.map((name) => `${name} = @${name}`), "updated_at = @updated_at"].join(", ")} WHERE id = @id`).run({
        ...columns,
        updated_at: now,
        id: userId,
      });
      // One's own account is a staff account: its entry is one of `users`.
      const after = findUser(db, userId);
      const changes = diffValues(own(before), own(after));
      if (changes.length > 0) recordActivity(deps, { userId, resource: "users", recordId: userId, action: "update", label: after?.name ?? null, changes, now });
    })();
    if ("avatar" in columns) await removeUpload(deps.uploadDir, before?.avatar);

    const user = findUser(db, userId);
    if (!user) throw apiError(401, c.var.lang, "unauthenticated");
    return c.json({ message: message(c, "accountUpdated"), data: serializeUser(deps, user, c.var.lang) });
  });

  routes.post("/password", async (c) => {
    const input = await readInput(c);
    const { values, errors } = await validateFields(formFields.password, input, {
      lang: c.var.lang,
      mode: "store",
      refExists: noRefs,
    });
    const current = values.get("current_password");
    const user = findUser(db, c.var.user.id);
    if (typeof current === "string" && !(await verifyPassword(current, user?.password_hash))) {
      addError(errors, "current_password", translate(c.var.lang, "currentPassword"));
    }
    checkConfirmation(values, errors, c.var.lang);
    if (hasErrors(errors)) throw validationError(errors);
    const hash = await hashPassword(String(values.get("password")));
    const now = deps.now().toISOString();
    db.transaction(() => {
      db.prepare("UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?").run(hash, now, c.var.user.id);
      recordSecretChange(deps, { userId: c.var.user.id, resource: "users", recordId: c.var.user.id, label: user?.name ?? null, field: "password", now });
    })();
    // Whoever knew the old password is signed out everywhere else; this session stays.
    revokeOthers(c);
    return c.json({ message: message(c, "passwordChanged") });
  });

  return routes;
}
