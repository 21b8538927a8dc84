/** The list page's action: delete one row, or one action on many rows, then back to the same filtered list. */
import { data, type ActionFunctionArgs } from "@remix-run/node";
import pMap from "p-map";
import { z } from "zod";
import { trashedDeleteSchema } from "../../contract/activity";
import { dataSchema, messageSchema, records } from "../../contract/schemas";
import { guard, type GuardedWrite } from "~/server/guard.server";
import { SMALL_FORM_LIMITS } from "~/server/multipart.server";
import { redirectWithToast, UI_TOAST_MS, UNDO_TOAST_MS } from "~/server/toast.server";
import { truncateChars } from "~/utils/format";
import { localizePath, requestPath, type Locale } from "~/utils/i18n/locale";
import { parseId } from "~/utils/input-rules";
import { abilities, permissionFor } from "./access.server";
import type { Entity } from "./types";

const BULK_ACTIONS = ["delete", "activate", "deactivate"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** One bulk request changes at most this many rows (a page holds at most 50). */
export const MAX_BULK = 100;
/** Upstream calls in flight at once for one bulk action. */
const BULK_CONCURRENCY = 4;

/**
 * The bulk actions an entity offers to this user, by the same rules as the single ones: delete
 * where a row can be deleted (update permission), (de)activate where the entity has `is_active`
 * and the user may edit it.
 */
export function allowedBulkActions(d: Pick<Entity, "fields">, can: { update: boolean; delete: boolean }): BulkAction[] {
  const out: BulkAction[] = [];
  if (can.delete) out.push("delete");
  if (can.update && d.fields.some((f) => f.name === "is_active" && f.widget === "checkbox")) out.push("activate", "deactivate");
  return out;
}

/** Row ids from a form or URL: digits only, positive, no repeats, at most MAX_BULK; anything else is dropped. */
export function parseIds(values: ReadonlyArray<unknown>): number[] {
  const ids: number[] = [];
  for (const v of values) {
    if (typeof v !== "string" || !/^[1-9]\d{0,15}$/.test(v)) continue;
    const id = Number(v);
    if (Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
    if (ids.length >= MAX_BULK) break;
  }
  return ids;
}

const DeleteSchema = z.object({ intent: z.literal("delete"), id: z.string().transform((v, ctx) => parseId(v) ?? (ctx.addIssue({ code: "custom" }), z.NEVER)) });

const BulkSchema = z.object({
  intent: z.literal("bulk"),
  action: z.enum(BULK_ACTIONS),
  ids: z.array(z.string()).min(1).max(MAX_BULK),
});

/** Delete one row, or a bulk action (update permission), then back to the same filtered list. */
export async function entityListAction(descriptor: Entity, args: ActionFunctionArgs) {
  if (!descriptor.deletable && !descriptor.editable) throw data({ message: "Method not allowed" }, { status: 405 });
  const guarded = await guard(args, { permission: permissionFor(descriptor, "update"), body: SMALL_FORM_LIMITS });
  const { formData: form, api, locale, t } = guarded;
  if (form.get("intent") === "bulk") return bulkAction(descriptor, guarded, args.request);
  if (!descriptor.deletable) throw data({ message: "Method not allowed" }, { status: 405 });
  const parsed = DeleteSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data({ message: t("errors.badRequest") }, { status: 400 });
  const back = backToList(descriptor, locale, args.request);
  const result = await api.send("DELETE", `dashboard/${descriptor.resource}/delete/${parsed.data.id}`, undefined, trashedDeleteSchema);
  if (!result.ok) return redirectWithToast(back, { type: "error", message: result.message });
  return redirectWithToast(back, { type: "success", message: result.data.message, ...undoOf(descriptor, result.data.trash ? [parsed.data.id] : []) });
}

/**
 * Applies one action to each chosen row, one upstream call per row (the upstream has no bulk
 * call): a row the upstream refuses is reported, the others proceed. One toast sums it up.
 */
async function bulkAction(d: Entity, { formData: form, t, api, locale, user }: GuardedWrite, request: Request) {
  const parsed = BulkSchema.safeParse({ intent: form.get("intent"), action: form.get("action"), ids: form.getAll("ids") });
  const ids = parsed.success ? parseIds(parsed.data.ids) : [];
  if (!parsed.success || ids.length !== parsed.data.ids.length) throw data({ message: t("errors.badRequest") }, { status: 400 });
  const action = parsed.data.action;
  // The same permission rules as the single actions (the guard checked the update permission).
  if (!allowedBulkActions(d, abilities(d, user)).includes(action)) throw data({ message: t("errors.forbidden") }, { status: 403 });
  // A few rows at a time: a long selection takes a fraction of one-by-one, without flooding the upstream.
  // Rows the upstream moved to the bin (an upstream with the history extension): "Undo" brings them back.
  const binned: number[] = [];
  const outcomes = await pMap(
    ids,
    async (id): Promise<string | null> => {
      const result =
        action === "delete"
          ? await api.send("DELETE", `dashboard/${d.resource}/delete/${id}`, undefined, trashedDeleteSchema)
          : await api.send("POST", `dashboard/${d.resource}/update/${id}`, { is_active: action === "activate" ? "1" : "0", _method: "PUT" }, messageSchema);
      if (result.ok && "trash" in result.data && result.data.trash) binned.push(id);
      if (result.ok) return null;
      const shown = await api.tryGet(`dashboard/${d.resource}/show/${id}`, dataSchema(records[d.resource]));
      const label = shown.ok ? d.rowLabel(shown.data.data, locale) : `#${id}`;
      return `${label || `#${id}`} (${result.message})`;
    },
    { concurrency: BULK_CONCURRENCY },
  );
  // Reported in the order the rows were chosen, whichever finished first.
  const failures = outcomes.filter((o): o is string => o !== null);
  const done = outcomes.length - failures.length;
  const key = action === "delete" ? "bulk.deleted" : action === "activate" ? "bulk.activated" : "bulk.deactivated";
  let message = t(key, { count: done });
  if (failures.length)
    message += `${locale === "ar" ? "؛ " : "; "}${t("bulk.failed", { count: failures.length, details: failures.join(locale === "ar" ? "، " : ", ") })}`;
  return redirectWithToast(backToList(d, locale, request), {
    type: failures.length ? (done ? "warning" : "error") : "success",
    message: truncateChars(message, 480),
    // A list of refused rows is ours to read, not a one-line API result: the interface toast's
    // 5 s, paused while hovered.
    ...(failures.length ? { duration: UI_TOAST_MS } : {}),
    // In the order chosen, whichever finished first.
    ...undoOf(
      d,
      ids.filter((id) => binned.includes(id)),
    ),
  });
}

/** A delete that moved records to the bin offers "Undo" (a longer toast); one that did not, nothing. */
function undoOf(d: Entity, binned: number[]) {
  return binned.length ? { undo: { area: d.area, ids: binned }, duration: UNDO_TOAST_MS } : {};
}

/** The list URL with the filters the user came from (minus the delete and bulk confirmations). */
function backToList(d: Entity, locale: Locale, request: Request): string {
  const url = new URL(request.url);
  for (const name of ["delete", "bulk", "ids", "all", "index"]) url.searchParams.delete(name);
  const path = localizePath(`/${d.area}`, locale);
  const search = requestPath(request).endsWith(`/${d.area}`) ? url.searchParams.toString() : "";
  return search ? `${path}?${search}` : path;
}
