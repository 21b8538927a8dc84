import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { dataSchema, messageSchema, sessionSchema, twoStepConfirmedSchema, twoStepSecretSchema, twoStepStatusSchema } from "../../contract/schemas";
import { readCode } from "../../contract/two-step";
import type { ApiResult } from "~/server/api.server";
import { logAuthEvent } from "~/server/auth.server";
import { guard, type Guarded } from "~/server/guard.server";
import { redirectWithToast } from "~/server/toast.server";
import { describeUserAgent } from "~/server/user-agent.server";
import { formatDateTime } from "~/utils/format";
import { localizePath } from "~/utils/i18n/locale";
import type { AccountReply, SessionsState, TwoStepState } from "./account-data";
import { endOtherSessions } from "./other-sessions.server";
import { changeOwnPassword } from "./own-password.server";
import { loadProfile, saveProfile } from "./profile.server";
import { secretView } from "./two-step-view.server";

// "My account": open to every logged-in staff member whatever their role (no permission named in
// the guard): their own name and phone, their own password, two-step login and their live sessions.
// It is also where a staff member whose role requires two-step login is sent to set it up.

/** An optional extension the upstream does not have answers 404 (or 405). */
const notOffered = (result: ApiResult<unknown>) => !result.ok && (result.status === 404 || result.status === 405);

export async function loadAccount(args: LoaderFunctionArgs) {
  const ctx = await guard(args);
  const { user, api, t } = ctx;
  const [twoStep, sessions, profile] = await Promise.all([
    api.tryGet("auth/two-step", dataSchema(twoStepStatusSchema)),
    api.tryGet("auth/sessions", dataSchema(sessionSchema.array())),
    loadProfile(ctx),
  ]);
  const twoStepState: TwoStepState = twoStep.ok
    ? { offered: true, ...twoStep.data.data }
    : { offered: false, error: notOffered(twoStep) ? null : twoStep.message };
  const sessionsState: SessionsState = sessions.ok
    ? {
        offered: true,
        list: sessions.data.data.map((s) => {
          const words = describeUserAgent(s.user_agent);
          const kind = words?.kind ? t(`account.sessions.${words.kind}`) : null;
          return {
            id: s.id,
            device: words
              ? [t("account.sessions.on", { browser: words.browser, os: words.os }), kind].filter(Boolean).join(" — ")
              : t("account.sessions.unknownDevice"),
            ip: s.ip,
            started: formatDateTime(s.created_at),
            lastActive: formatDateTime(s.last_used_at),
            current: s.current,
          };
        }),
      }
    : { offered: false, error: notOffered(sessions) ? null : sessions.message };
  return {
    name: user.name,
    email: user.email,
    roleName: user.roleName,
    profile,
    twoStepDue: user.twoStepDue,
    twoStep: twoStepState,
    sessions: sessionsState,
  };
}

const reply = (value: AccountReply, status = 200) => data<AccountReply>(value, { status });

export async function accountAction(args: ActionFunctionArgs) {
  const ctx = await guard(args, { body: {} });
  const intent = ctx.formData.get("intent");
  switch (intent) {
    case "profile":
      return saveProfile(ctx, accountPath(ctx));
    case "password":
      return changeOwnPassword(ctx, ctx.formData, accountPath(ctx));
    case "two-step-start":
      return startTwoStep(ctx);
    case "two-step-confirm":
      return confirmTwoStep(ctx, ctx.formData);
    case "two-step-disable":
      return disableTwoStep(ctx, ctx.formData);
    case "two-step-codes":
      return newRecoveryCodes(ctx, ctx.formData);
    case "session-end":
      return endSession(ctx, ctx.formData);
    case "sessions-end-others":
      return endOthers(ctx);
    default:
      throw data({ message: ctx.t("account.unknownIntent") }, { status: 400 });
  }
}

function accountPath(ctx: Guarded) {
  return localizePath("/account", ctx.locale);
}

/** The secret being set up (the upstream gives the same one until it is confirmed). */
async function pendingSecret(ctx: Guarded) {
  const result = await ctx.api.send("POST", "auth/two-step/setup", {}, dataSchema(twoStepSecretSchema));
  return result.ok ? { ok: true as const, secret: await secretView(result.data.data) } : { ok: false as const, message: result.message, status: result.status };
}

async function startTwoStep(ctx: Guarded) {
  const pending = await pendingSecret(ctx);
  if (!pending.ok) return reply({ intent: "two-step-confirm", error: pending.message }, pending.status === 422 ? 422 : 503);
  return reply({ intent: "two-step-start", secret: pending.secret });
}

async function confirmTwoStep(ctx: Guarded, formData: FormData) {
  const typed = readCode(String(formData.get("code") ?? ""));
  const again = async (error: string, status: number) => {
    const pending = await pendingSecret(ctx);
    return reply({ intent: "two-step-confirm", secret: pending.ok ? pending.secret : undefined, error }, status);
  };
  if (typed.kind !== "time") return again(ctx.t("account.code.wrong"), 422);
  const result = await ctx.api.send("POST", "auth/two-step/confirm", { code: typed.code }, twoStepConfirmedSchema);
  if (!result.ok) return again(result.status === 422 ? ctx.t("account.code.wrong") : result.message, result.status === 422 ? 422 : 503);
  logAuthEvent(ctx.ctx.request, "login.two_step", ctx.user.id, { change: "on" });
  // Shown once, in this answer: never stored by the dashboard, never again by the upstream.
  return reply({ intent: "two-step-confirmed", recoveryCodes: result.data.data.recovery_codes });
}

async function disableTwoStep(ctx: Guarded, formData: FormData) {
  const password = String(formData.get("password") ?? "");
  const typed = readCode(String(formData.get("code") ?? ""));
  const errors: { password?: string[]; code?: string[] } = {};
  if (!password) errors.password = [ctx.t("validation.required")];
  if (typed.kind === "invalid") errors.code = [ctx.t("account.code.wrong")];
  if (errors.password || errors.code) return reply({ intent: "two-step-disable", errors }, 400);
  const code = typed.kind === "invalid" ? "" : typed.code;
  const result = await ctx.api.send("POST", "auth/two-step/disable", { password, code }, messageSchema);
  if (!result.ok) {
    const fieldErrors = result.fieldErrors as { password?: string[]; code?: string[] };
    const shown = fieldErrors.password || fieldErrors.code ? { password: fieldErrors.password, code: fieldErrors.code } : { code: [result.message] };
    return reply({ intent: "two-step-disable", errors: shown }, result.status === 422 ? 422 : 503);
  }
  logAuthEvent(ctx.ctx.request, "login.two_step", ctx.user.id, { change: "off" });
  return redirectWithToast(accountPath(ctx), { type: "success", message: result.data.message });
}

/** Ten new recovery codes (the password asked again), shown once in this answer; the old ones stop working upstream. */
async function newRecoveryCodes(ctx: Guarded, formData: FormData) {
  const password = String(formData.get("password") ?? "");
  if (!password) return reply({ intent: "two-step-codes", errors: { password: [ctx.t("validation.required")] } }, 400);
  const result = await ctx.api.send("POST", "auth/two-step/recovery-codes", { password }, twoStepConfirmedSchema);
  if (!result.ok) {
    if (notOffered(result)) return reply({ intent: "two-step-codes", errors: { password: [ctx.t("account.twoStep.newCodesNotOffered")] } }, 501);
    const refused = (result.fieldErrors as { password?: string[] }).password;
    return reply({ intent: "two-step-codes", errors: { password: refused ?? [result.message] } }, result.status === 422 ? 422 : 503);
  }
  logAuthEvent(ctx.ctx.request, "login.two_step", ctx.user.id, { change: "recovery_codes" });
  return reply({ intent: "two-step-confirmed", recoveryCodes: result.data.data.recovery_codes });
}

async function endSession(ctx: Guarded, formData: FormData) {
  const id = Number(formData.get("session"));
  if (!Number.isInteger(id) || id <= 0) return reply({ intent: "sessions", error: ctx.t("account.unknownIntent") }, 400);
  const result = await ctx.api.send("POST", `auth/sessions/${id}/end`, {}, messageSchema);
  if (!result.ok) return reply({ intent: "sessions", error: result.message }, result.status === 404 ? 404 : 503);
  logAuthEvent(ctx.ctx.request, "session.ended", ctx.user.id, { session: id });
  return redirectWithToast(accountPath(ctx), { type: "success", message: ctx.t("account.sessions.ended") });
}

async function endOthers(ctx: Guarded) {
  const result = await endOtherSessions(ctx);
  if (!result.ok) return reply({ intent: "sessions", error: result.message }, result.status === 404 ? 501 : 503);
  return redirectWithToast(accountPath(ctx), { type: "success", message: result.data.message });
}
