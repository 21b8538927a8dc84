/**
 * The administrator's side of staff members' two-step login and sessions, mounted on
 * `/api/dashboard`: a member's two-step state (needs `show users`); reset a member's two-step
 * login, end a member's sessions (need `update users`).
 */
import { Hono } from "hono";
import { recordTwoStepChange } from "./activity";
import type { AppContext, AppEnv, Deps } from "./http";
import { apiError, message } from "./http";
import { revokeOtherTokens } from "./tokens";
import { clearTwoStep, twoStepStatus } from "./two-step-store";

export function staffSecurityRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  const staffMember = (c: AppContext, permission = "update users") => {
    if (!c.var.user.permissions.has(permission)) throw apiError(403, c.var.lang, "forbidden");
    const id = Number(c.req.param("id"));
    const row = Number.isInteger(id) ? (db.prepare("SELECT id, name FROM users WHERE id = ?").get(id) as { id: number; name: string } | undefined) : undefined;
    if (!row) throw apiError(404, c.var.lang, "notFound");
    return row;
  };
  // Whether it is on, whether the role requires it, how many recovery codes are left: never a secret.
  routes.get("/users/:id/two-step", (c) => c.json({ data: twoStepStatus(db, staffMember(c, "show users").id) }));
  routes.post("/users/:id/two-step/reset", (c) => {
    const member = staffMember(c);
    const now = deps.now().toISOString();
    db.transaction(() => {
      clearTwoStep(db, member.id);
      recordTwoStepChange(deps, { userId: c.var.user.id, recordId: member.id, label: member.name, on: false, now });
    })();
    return c.json({ message: message(c, "twoStepReset") });
  });
  // All but the administrator's own session, when the member is the administrator.
  routes.post("/users/:id/sessions/end", (c) => {
    const member = staffMember(c);
    const ended = revokeOtherTokens(db, member.id, c.var.user.tokenHash, deps.now().toISOString());
    return c.json({ message: message(c, "sessionsEnded"), data: { ended } });
  });
  return routes;
}
