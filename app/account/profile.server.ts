import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { countrySchema, dataSchema, mutationSchema, userSchema } from "../../contract/schemas";
import type { AccountReply, Profile } from "./account-data";
import { replyWithFailure } from "~/server/forms.server";
import type { Guarded, GuardedWrite } from "~/server/guard.server";
import { redirectWithToast } from "~/server/toast.server";
import { forgetToken } from "~/server/user-cache.server";
import { ProfileSchema } from "~/schemas/account";
import { DEFAULT_DIAL_CODE, joinPhone, splitPhone } from "~/utils/phone";
import { phoneToE164 } from "~/utils/phone-number";

/**
 * "My account"'s own name and phone, for every staff member: only `name` and `phone` are read from
 * the form and sent (the upstream keeps every field not sent: email, avatar; role and state are
 * not the account's own to change).
 */

/** The form's start: the stored name and phone, the phone split by the countries' dial codes. */
export async function loadProfile(ctx: Guarded): Promise<Profile> {
  const countries = await ctx.api.tryGet("dashboard/pages/countries", dataSchema(countrySchema.array()));
  const dialCodes = countries.ok ? Array.from(new Set(countries.data.data.map((c) => c.dial_code))) : [DEFAULT_DIAL_CODE];
  const phone = splitPhone(ctx.user.phone, dialCodes);
  return { name: ctx.user.name, phoneCode: phone.code, phoneNumber: phone.number, dialCodes };
}

const reply = (value: AccountReply, status: number) => data<AccountReply>(value, { status });

export async function saveProfile(ctx: GuardedWrite, path: string) {
  const submission = parseWithZod(ctx.formData, { schema: ProfileSchema });
  // A refused value (a phone no country's rules accept) comes back with everything typed.
  if (submission.status !== "success") return reply({ intent: "profile", result: submission.reply() }, 422);
  const { name, phone__code: code, phone__number: number } = submission.value;
  const result = await ctx.api.send(
    "POST",
    "auth/user/update",
    // Sent empty on purpose: an emptied phone field clears the stored number.
    { name, phone: number ? (phoneToE164(code, number) ?? joinPhone(code ?? DEFAULT_DIAL_CODE, number)) : "" },
    mutationSchema(userSchema),
  );
  if (!result.ok) {
    const response = replyWithFailure(submission, result, { fieldName: (n) => (n === "phone" ? "phone__number" : n) });
    return reply({ intent: "profile", result: response.data }, response.init?.status ?? 400);
  }
  // The last good user of this token (kept for outages) would hold the old name.
  forgetToken(ctx.ctx.token);
  return redirectWithToast(path, { type: "success", message: result.data.message });
}
