import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { messageSchema } from "../../contract/schemas";
import { logAuthEvent } from "~/server/auth.server";
import { guard } from "~/server/guard.server";
import { redirectWithToast } from "~/server/toast.server";
import { requireLocale } from "~/server/auth.server";
import { localizePath } from "~/utils/i18n/locale";
import { AREA_PERMISSIONS } from "~/utils/permissions";

/**
 * An administrator's security actions on a staff member (extensions `auth/two-step` and
 * `auth/sessions`): reset their two-step login (they set it up again) and end all their sessions
 * (each is out on its next request). Posted from the staff member's edit page; back there after.
 * A reset is done only when its POST carries `confirmed`: without it, the edit page asks first.
 */

function editPath(locale: "ar" | "en", id: string) {
  return localizePath(`/users/${id}/edit`, locale);
}

export async function loader({ params }: LoaderFunctionArgs) {
  // Nothing to show: the forms are on the edit page.
  throw redirect(editPath(requireLocale(params), String(params.id ?? "")));
}

export async function action(args: ActionFunctionArgs) {
  const ctx = await guard(args, { permission: AREA_PERMISSIONS.users.update, body: {} });
  const id = String(args.params.id ?? "");
  if (!/^\d+$/.test(id)) throw data({ message: ctx.t("errors.notFound") }, { status: 404 });
  const intent = ctx.formData.get("intent");
  const path = intent === "two-step-reset" ? `dashboard/users/${id}/two-step/reset` : intent === "sessions-end" ? `dashboard/users/${id}/sessions/end` : null;
  if (!path) throw data({ message: ctx.t("account.unknownIntent") }, { status: 400 });
  const back = editPath(ctx.locale, id);
  if (intent === "two-step-reset" && ctx.formData.get("confirmed") !== "1") throw redirect(`${back}?confirm=two-step-reset`);
  const result = await ctx.api.send("POST", path, {}, messageSchema);
  if (!result.ok) {
    const message = result.status === 404 || result.status === 405 ? ctx.t("account.twoStep.notOffered") : result.message;
    return redirectWithToast(back, { type: "error", message });
  }
  logAuthEvent(args.request, intent === "two-step-reset" ? "login.two_step" : "session.ended", ctx.user.id, { staff: Number(id), change: String(intent) });
  return redirectWithToast(back, {
    type: "success",
    message: ctx.t(intent === "two-step-reset" ? "account.admin.resetDone" : "account.admin.endSessionsDone"),
  });
}
