import { messageSchema } from "../../contract/schemas";
import type { ApiResult } from "~/server/api.server";
import { logAuthEvent } from "~/server/auth.server";
import type { Guarded } from "~/server/guard.server";

/**
 * Ends every other session of the staff member asking (the upstream's `auth/logout-others`; this
 * one stays), from My account or the settings. A 404 or 405 means the upstream does not offer it.
 */
export async function endOtherSessions(ctx: Guarded): Promise<ApiResult<{ message: string }>> {
  const result = await ctx.api.send("POST", "auth/logout-others", {}, messageSchema);
  if (result.ok) logAuthEvent(ctx.ctx.request, "session.ended", ctx.user.id, { session: "others" });
  return result;
}
