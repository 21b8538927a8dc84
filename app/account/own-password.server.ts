import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { messageSchema } from "../../contract/schemas";
import { replyWithFailure } from "~/server/forms.server";
import type { Guarded } from "~/server/guard.server";
import { redirectWithToast } from "~/server/toast.server";
import { PasswordSchema } from "~/schemas/settings";

/** Passwords never come back in a reply. */
const PASSWORD_FIELDS = ["current_password", "password", "password_confirmation"];

const reply = (result: SubmissionResult<string[]>, status: number) => data({ intent: "password" as const, result }, { status });

/**
 * The user's own password, from "My account" and from the settings. The upstream's call is open to
 * every logged-in user and ends the account's other sessions. The reply names its form (intent
 * `password`) on pages of several forms; a change goes back to `path` with the upstream's message.
 */
export async function changeOwnPassword(ctx: Guarded, formData: FormData, path: string) {
  const submission = parseWithZod(formData, { schema: PasswordSchema });
  if (submission.status !== "success") return reply(submission.reply({ hideFields: PASSWORD_FIELDS }), 422);
  const { current_password, password, password_confirmation } = submission.value;
  const result = await ctx.api.send("POST", "auth/password", { current_password, password, password_confirmation }, messageSchema);
  if (!result.ok) {
    const response = replyWithFailure(submission, result, { hideFields: PASSWORD_FIELDS });
    return reply(response.data, response.init?.status ?? 400);
  }
  return redirectWithToast(path, { type: "success", message: result.data.message });
}
