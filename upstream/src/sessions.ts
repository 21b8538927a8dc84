/**
 * Live sessions: the contract's optional extension `auth/sessions` (contract README §3). Each
 * unexpired, unrevoked token is a session (./tokens); ending one revokes it.
 */
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "./http";
import { apiError, message } from "./http";
import { liveSessions, revokeOtherTokens } from "./tokens";

/** `/api/auth/sessions*`, mounted on `/api/auth`: the caller's own sessions, behind `requireToken`. */
export function sessionRoutes(deps: Deps, requireToken: MiddlewareHandler<AppEnv>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const path of ["/sessions", "/sessions/*"]) routes.use(path, requireToken);

  routes.get("/sessions", (c) => c.json({ data: liveSessions(deps, c.var.user.id, c.var.user.tokenHash) }));

  // The caller's own session is not ended here (logout does that).
  routes.post("/sessions/:id/end", (c) => {
    const id = Number(c.req.param("id"));
    const ended = revokeOtherTokens(deps.db, c.var.user.id, c.var.user.tokenHash, deps.now().toISOString(), Number.isInteger(id) ? id : -1);
    if (ended === 0) throw apiError(404, c.var.lang, "sessionNotFound");
    return c.json({ message: message(c, "sessionEnded") });
  });

  return routes;
}
