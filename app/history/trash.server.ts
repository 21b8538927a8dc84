/**
 * The bin's writes: "Restore" (from the bin page, or "Undo" right after a delete) and, for
 * administrators, "Delete forever". Each checks the permission the contract names (the area's
 * update permission; `update_users` to delete forever) before asking the upstream, which checks again.
 */
import { data, type ActionFunctionArgs } from "@remix-run/node";
import pMap from "p-map";
import { messageSchema } from "../../contract/schemas";
import { entityByArea } from "~/entities/registry";
import type { Entity } from "~/entities/types";
import { parseIds } from "~/entities/bulk.server";
import { guard } from "~/server/guard.server";
import { SMALL_FORM_LIMITS } from "~/server/multipart.server";
import { ownToast, redirectWithToast, UI_TOAST_MS } from "~/server/toast.server";
import { truncateChars } from "~/utils/format";
import { localizePath } from "~/utils/i18n/locale";
import { parseId } from "~/utils/input-rules";
import { AREA_PERMISSIONS, hasPermission } from "~/utils/permissions";
import { safeRedirect } from "~/utils/redirect";

/** Deleting forever is for administrators: those who may manage staff accounts. */
export const PURGE_PERMISSION = "update_users";

/** An area whose records go to the bin (deleted at all): its entity, else undefined. */
function binnedEntity(area: unknown): Entity | undefined {
  const d = typeof area === "string" ? entityByArea(area) : undefined;
  return d?.deletable ? d : undefined;
}

export async function trashAction(args: ActionFunctionArgs) {
  const { formData: form, api, locale, t, user } = await guard(args, { body: SMALL_FORM_LIMITS });
  const d = binnedEntity(form.get("area"));
  const intent = form.get("intent");
  if (!d || (intent !== "restore" && intent !== "purge")) throw data({ message: t("errors.badRequest") }, { status: 400 });
  const trash = localizePath("/trash", locale);
  if (intent === "purge") {
    if (!hasPermission(user.permissions, PURGE_PERMISSION)) throw data({ message: t("errors.forbidden") }, { status: 403 });
    const id = parseId(form.get("id"));
    if (id === undefined) throw data({ message: t("errors.badRequest") }, { status: 400 });
    const label = String(form.get("label") ?? "").slice(0, 200) || `#${id}`;
    const result = await api.send("DELETE", `dashboard/trash/${d.resource}/${id}`, undefined, messageSchema);
    const back = safeRedirect(form.get("back"), trash);
    if (!result.ok) return redirectWithToast(back, { type: "error", message: result.status === 404 ? t("history.noItem") : result.message });
    return redirectWithToast(back, ownToast("success", locale, "history.purged", { label }));
  }
  if (!hasPermission(user.permissions, AREA_PERMISSIONS[d.area].update)) throw data({ message: t("errors.forbidden") }, { status: 403 });
  const raw = form.getAll("ids");
  const ids = parseIds(raw);
  if (ids.length === 0 || ids.length !== raw.length) throw data({ message: t("errors.badRequest") }, { status: 400 });
  const failures = (
    await pMap(
      ids,
      async (id) => {
        const result = await api.send("POST", `dashboard/trash/${d.resource}/${id}/restore`, undefined, messageSchema);
        return result.ok ? null : `#${id} (${result.status === 404 ? t("history.noItem") : result.message})`;
      },
      { concurrency: 4 },
    )
  ).filter((f): f is string => f !== null);
  const done = ids.length - failures.length;
  const back = safeRedirect(form.get("back"), trash);
  // "Undo" from a toast: once it brought anything back, that toast goes (a second press would find nothing in the bin).
  const toast = parseId(form.get("toast"));
  const undone = done && toast !== undefined ? { undone: toast } : {};
  if (failures.length === 0) return redirectWithToast(back, { ...ownToast("success", locale, "history.restored", { count: done }), ...undone });
  let message = done ? `${t("history.restored", { count: done })} ` : "";
  message += t("history.restoreFailed", { count: failures.length, details: failures.join(locale === "ar" ? "، " : ", ") });
  return redirectWithToast(back, { type: done ? "warning" : "error", message: truncateChars(message, 480), duration: UI_TOAST_MS, ...undone });
}
