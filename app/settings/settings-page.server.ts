import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { countrySchema, dataSchema, mutationSchema, settingsSchema, userSchema } from "../../contract/schemas";
import { endOtherSessions } from "~/account/other-sessions.server";
import { changeOwnPassword } from "~/account/own-password.server";
import type { ApiFailure } from "~/server/api.server";
import { bodyFieldErrors, replyWithFailure } from "~/server/forms.server";
import { guard, type Guarded } from "~/server/guard.server";
import { forgetSystemSettings } from "~/server/settings.server";
import { thumbnailSrc } from "~/server/thumbnails.server";
import { redirectWithToast } from "~/server/toast.server";
import { forgetToken } from "~/server/user-cache.server";
import { localizePath } from "~/utils/i18n/locale";
import { requiredPermission } from "~/utils/permissions";
import { joinPhone, splitPhone } from "~/utils/phone";
import { phoneToE164 } from "~/utils/phone-number";
import { AccountSchema, LanguageSchema, LogoSchema } from "~/schemas/settings";
import type { SettingsData, SettingsIntent } from "./settings-data";

/** The settings page's server side: the user's account and the system's settings, and their saves. */

export async function loadSettings(args: LoaderFunctionArgs): Promise<SettingsData> {
  const { api } = await guard(args, { permission: requiredPermission("setting", "show") });
  const [user, countries, settings] = await Promise.all([
    api.get("auth/user", dataSchema(userSchema)),
    api.get("dashboard/pages/countries", dataSchema(countrySchema.array())),
    api.get("dashboard/pages/settings/1", dataSchema(settingsSchema)),
  ]);
  const dialCodes = Array.from(new Set(countries.data.map((c) => c.dial_code)));
  const phone = splitPhone(user.data.phone, dialCodes);
  return {
    account: {
      name: user.data.name,
      email: user.data.email,
      phoneCode: phone.code,
      phoneNumber: phone.number,
      avatar: thumbnailSrc(user.data.avatar, "preview"),
    },
    dialCodes,
    settings: { ...settings.data, logo: thumbnailSrc(settings.data.logo, "preview") },
  };
}

function reply(intent: SettingsIntent, result: SubmissionResult<string[]>, status: number) {
  return data({ intent, result }, { status });
}

function failed(
  intent: SettingsIntent,
  submission: Parameters<typeof replyWithFailure>[0],
  failure: ApiFailure,
  options?: Parameters<typeof replyWithFailure>[2],
) {
  const response = replyWithFailure(submission, failure, options);
  return reply(intent, response.data, response.init?.status ?? 400);
}

export async function settingsAction(args: ActionFunctionArgs) {
  const ctx = await guard(args, { permission: requiredPermission("setting", "show"), body: {} });
  const { formData } = ctx;
  // Files too large or not images, and text over the body's per-field cap, as field errors.
  const problems = bodyFieldErrors(ctx.form);
  const intent = formData.get("intent");
  switch (intent) {
    case "account":
      return updateAccount(ctx, formData, problems);
    case "password":
      return changeOwnPassword(ctx, formData, settingsPath(ctx));
    case "language":
      return updateLanguage(ctx, formData);
    case "logo":
      return updateLogo(ctx, formData, problems);
    case "sessions":
      return endSessions(ctx);
    default:
      throw data({ message: ctx.t("settings.unknownIntent") }, { status: 400 });
  }
}

function settingsPath(ctx: Guarded) {
  return localizePath("/setting", ctx.locale);
}

async function updateAccount(ctx: Guarded, formData: FormData, problems: Record<string, string[]>) {
  const submission = parseWithZod(formData, { schema: AccountSchema });
  if (submission.status !== "success" || Object.keys(problems).length) {
    const fieldErrors = Object.keys(problems).length ? problems : undefined;
    return reply("account", submission.reply(fieldErrors ? { fieldErrors } : undefined), 422);
  }
  const v = submission.value;
  const result = await ctx.api.send(
    "POST",
    "auth/user/update",
    {
      name: v.name,
      email: v.email,
      // Sent empty on purpose: an emptied phone field clears the stored number.
      phone: v.phone__number ? (phoneToE164(v.phone__code, v.phone__number) ?? joinPhone(v.phone__code ?? "+966", v.phone__number)) : "",
      avatar: v.avatar,
      remove_avatar: v.remove_avatar && !v.avatar ? "1" : undefined,
    },
    mutationSchema(userSchema),
  );
  if (!result.ok) return failed("account", submission, result, { fieldName: (n) => (n === "phone" ? "phone__number" : n) });
  // The top bar reads the user through a short memo; drop it so the new name shows at once.
  forgetToken(ctx.ctx.token);
  return redirectWithToast(settingsPath(ctx), { type: "success", message: result.data.message });
}

/**
 * Signs the user out everywhere else: the upstream revokes the user's other tokens, so every other
 * session of the account, on any instance, ends at its next request. An upstream without this
 * optional call (404 or 405) is named as such.
 */
async function endSessions(ctx: Guarded) {
  const result = await endOtherSessions(ctx);
  if (result.ok) return redirectWithToast(settingsPath(ctx), { type: "success", message: result.data.message });
  const { t } = ctx;
  const notOffered = result.status === 404 || result.status === 405;
  return data({ sessionsError: notOffered ? t("settings.sessions.notOffered") : result.message }, { status: notOffered ? 501 : result.status });
}

async function updateLanguage(ctx: Guarded, formData: FormData) {
  const submission = parseWithZod(formData, { schema: LanguageSchema });
  if (submission.status !== "success") return reply("language", submission.reply(), 422);
  const result = await ctx.api.send(
    "POST",
    "dashboard/pages/settings/1/update",
    { default_language: submission.value.default_language },
    mutationSchema(settingsSchema),
  );
  if (!result.ok) return failed("language", submission, result);
  forgetSystemSettings();
  return redirectWithToast(settingsPath(ctx), { type: "success", message: result.data.message });
}

async function updateLogo(ctx: Guarded, formData: FormData, problems: Record<string, string[]>) {
  const submission = parseWithZod(formData, { schema: LogoSchema });
  if (submission.status !== "success" || Object.keys(problems).length) {
    const fieldErrors = Object.keys(problems).length ? problems : undefined;
    return reply("logo", submission.reply(fieldErrors ? { fieldErrors } : undefined), 422);
  }
  const { logo, remove_logo } = submission.value;
  const result = await ctx.api.send(
    "POST",
    "dashboard/pages/settings/1/update",
    logo ? { logo } : { remove_logo: remove_logo ? "1" : undefined },
    mutationSchema(settingsSchema),
  );
  if (!result.ok) return failed("logo", submission, result);
  // The frame keeps the settings for a short while; drop them so the new logo shows at once.
  forgetSystemSettings();
  return redirectWithToast(settingsPath(ctx), { type: "success", message: result.data.message });
}
