/**
 * The shared loaders and actions of the fifteen entity screens. A route module passes its
 * descriptor and its arguments; everything else (guards, upstream calls, validation, the 422
 * bridge, toasts) happens here, the same way for every entity.
 */
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import pMap from "p-map";
import { dataSchema, messageSchema, mutationSchema, paginatedSchema, records } from "../../contract/schemas";
import { isAfterSubmit, upstream } from "~/utils/api.server";
import { endSession, formUser, requireUser, userOrEnded, type AuthedContext } from "~/utils/auth.server";
import { resumeSession, sessionEndedReply, withSetCookie } from "~/utils/session-login.server";
import { bodyFieldErrors, hasBodyFieldErrors, replyWithFailure } from "~/utils/forms.server";
import { localizePath, type Locale } from "~/utils/i18n";
import { serverT } from "~/utils/i18next.server";
import { readVerifiedForm, SMALL_FORM_LIMITS, type ParsedForm } from "~/utils/multipart.server";
import { AREA_PERMISSIONS, hasPermission } from "~/utils/permissions";
import { parseId } from "~/utils/input-rules";
import { phoneToE164 } from "~/utils/phone-number";
import { sanitizeRichText } from "~/utils/sanitize.server";
import { thumbnailSrc } from "~/utils/thumbnails.server";
import { truncateChars } from "~/utils/format";
import { redirectWithToast, UI_TOAST_MS } from "~/utils/toast.server";
import { lastLoadedLookups, loadLookups, type Lookups } from "./lookups.server";
import { formSchema, type FormMode } from "./schema";
import { isOnForm } from "./constraints";
import { widgetOf, type FormValues } from "./widgets";
import { LIST_STATE, listPathWithState, listQuery, type ListQuery } from "./list-query";
import type { CellValue, Entity, FieldDef, LookupName } from "./types";

type Args = LoaderFunctionArgs | ActionFunctionArgs;

function permissionFor(d: Entity, action: "show" | "create" | "update") {
  const permission = AREA_PERMISSIONS[d.area][action];
  if (!permission) throw data({ message: "Not found" }, { status: 404 });
  return permission;
}

export function neededLookups(d: Entity, scope: "form" | "list"): Set<LookupName> {
  const needed = new Set<LookupName>();
  if (scope === "form") {
    for (const f of d.fields) for (const name of widgetOf(f).lookups?.(f) ?? []) needed.add(name);
  } else {
    for (const f of d.filters) if (f.kind === "lookup") needed.add(f.lookup);
  }
  return needed;
}

export interface ListRow {
  id: number;
  label: string;
  cells: CellValue[];
}

/** List page: the current filters in, one page of rows out, reduced to the cells the table shows. */
export async function entityListLoader(descriptor: Entity, { request, params }: Args) {
  const ctx = await requireUser(request, params, permissionFor(descriptor, "show"));
  const url = new URL(request.url);
  const query = listQuery(descriptor, url.searchParams);
  const api = upstream(ctx);
  const [list, lookups] = await Promise.all([
    api.get(`dashboard/${descriptor.resource}/all`, paginatedSchema(records[descriptor.resource]), query.upstream),
    loadLookups(api, ctx.locale, neededLookups(descriptor, "list")),
  ]);
  const rows: ListRow[] = list.data.map((record) => ({
    id: (record as { id: number }).id,
    label: descriptor.rowLabel(record, ctx.locale),
    cells: descriptor.columns.map((c) => {
      const value = c.value(record, ctx.locale);
      // A 44 px cell gets the small copy, not the upload itself (megabytes on a slow phone).
      return c.kind === "image" && typeof value === "string" ? thumbnailSrc(value, "cell") : value;
    }),
  }));
  const perms = AREA_PERMISSIONS[descriptor.area];
  const confirmId = Number(url.searchParams.get("delete"));
  const can = {
    create: hasPermission(ctx.user.permissions, perms.create),
    update: descriptor.editable && hasPermission(ctx.user.permissions, perms.update),
    delete: descriptor.deletable && hasPermission(ctx.user.permissions, perms.update),
    follow: perms.follow !== undefined && hasPermission(ctx.user.permissions, perms.follow),
  };
  const bulkActions = allowedBulkActions(descriptor, can);
  // Bulk step two (a GET, so it works without JavaScript): the chosen rows of this page to confirm.
  const bulkParam = url.searchParams.get("bulk");
  const bulk = bulkActions.find((a) => a === bulkParam) ?? null;
  const chosen = url.searchParams.get("all") === "1" ? rows.map((r) => r.id) : parseIds(url.searchParams.getAll("ids"));
  const confirmBulk = bulk ? { action: bulk, rows: rows.filter((r) => chosen.includes(r.id)).map(({ id, label }) => ({ id, label })) } : null;
  return {
    rows,
    meta: list.meta,
    query: query.values,
    lookups,
    confirmDelete: Number.isInteger(confirmId) && confirmId > 0 ? (rows.find((r) => r.id === confirmId) ?? null) : null,
    confirmBulk,
    bulkActions,
    can,
  };
}

export const BULK_ACTIONS = ["delete", "activate", "deactivate"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** One bulk request changes at most this many rows (a page holds at most 50). */
export const MAX_BULK = 100;
/** Upstream calls in flight at once for one bulk action. */
export const BULK_CONCURRENCY = 4;

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

/** List page action: delete one row, or a bulk action (update permission), then back to the same filtered list. */
export async function entityListAction(descriptor: Entity, { request, params }: ActionFunctionArgs) {
  if (!descriptor.deletable && !descriptor.editable) throw data({ message: "Method not allowed" }, { status: 405 });
  const ctx = await requireUser(request, params, permissionFor(descriptor, "update"));
  const { formData: form } = await readVerifiedForm(request, { locale: ctx.locale, ...SMALL_FORM_LIMITS });
  if (form.get("intent") === "bulk") return bulkAction(descriptor, ctx, request, form);
  if (!descriptor.deletable) throw data({ message: "Method not allowed" }, { status: 405 });
  const parsed = DeleteSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data({ message: serverT(ctx.locale)("errors.badRequest") }, { status: 400 });
  const back = backToList(descriptor, ctx.locale, request);
  const result = await upstream(ctx).send("DELETE", `dashboard/${descriptor.resource}/delete/${parsed.data.id}`, undefined, messageSchema);
  if (!result.ok) return redirectWithToast(back, { type: "error", message: result.message });
  return redirectWithToast(back, { type: "success", message: result.data.message });
}

type UserContext = Awaited<ReturnType<typeof requireUser>>;

/**
 * Applies one action to each chosen row, one upstream call per row (the upstream has no bulk
 * call): a row the upstream refuses is reported, the others proceed. One toast sums it up.
 */
async function bulkAction(d: Entity, ctx: UserContext, request: Request, form: FormData) {
  const t = serverT(ctx.locale);
  const parsed = BulkSchema.safeParse({ intent: form.get("intent"), action: form.get("action"), ids: form.getAll("ids") });
  const ids = parsed.success ? parseIds(parsed.data.ids) : [];
  if (!parsed.success || ids.length !== parsed.data.ids.length) throw data({ message: t("errors.badRequest") }, { status: 400 });
  const action = parsed.data.action;
  // The same permission rules as the single actions (the guard above checked the update permission).
  const perms = AREA_PERMISSIONS[d.area];
  const allowed = allowedBulkActions(d, {
    update: d.editable && hasPermission(ctx.user.permissions, perms.update),
    delete: d.deletable && hasPermission(ctx.user.permissions, perms.update),
  });
  if (!allowed.includes(action)) throw data({ message: t("errors.forbidden") }, { status: 403 });
  const api = upstream(ctx);
  // A few rows at a time: a long selection takes a fraction of one-by-one, without flooding the upstream.
  const outcomes = await pMap(
    ids,
    async (id): Promise<string | null> => {
      const result =
        action === "delete"
          ? await api.send("DELETE", `dashboard/${d.resource}/delete/${id}`, undefined, messageSchema)
          : await api.send("POST", `dashboard/${d.resource}/update/${id}`, { is_active: action === "activate" ? "1" : "0", _method: "PUT" }, messageSchema);
      if (result.ok) return null;
      const shown = await api.tryGet(`dashboard/${d.resource}/show/${id}`, dataSchema(records[d.resource]));
      const label = shown.ok ? d.rowLabel(shown.data.data, ctx.locale) : `#${id}`;
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
    message += `${ctx.locale === "ar" ? "؛ " : "; "}${t("bulk.failed", { count: failures.length, details: failures.join(ctx.locale === "ar" ? "، " : ", ") })}`;
  return redirectWithToast(backToList(d, ctx.locale, request), {
    type: failures.length ? (done ? "warning" : "error") : "success",
    message: truncateChars(message, 480),
    // A list of refused rows is ours to read, not a one-line API result: the interface toast's
    // 5 s, paused while hovered.
    ...(failures.length ? { duration: UI_TOAST_MS } : {}),
  });
}

/** The list URL with the filters the user came from (minus the delete and bulk confirmations). */
function backToList(d: Entity, locale: Locale, request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("delete");
  for (const name of ["bulk", "ids", "all"]) url.searchParams.delete(name);
  url.searchParams.delete("index");
  const path = localizePath(`/${d.area}`, locale);
  const search = url.pathname.replace(/\.data$/, "").endsWith(`/${d.area}`) ? url.searchParams.toString() : "";
  return search ? `${path}?${search}` : path;
}

function modeOf(params: { id?: string }): { mode: FormMode; id: number | null } {
  if (params.id === undefined) return { mode: "create", id: null };
  // Only a plain id reaches the upstream path: not `..%2F..`, `1.5`, `-1`, `١٢`, `1%00` or 25 digits.
  const id = parseId(params.id);
  if (id === undefined) throw data({ message: "Not found" }, { status: 404 });
  return { mode: "edit", id };
}

/** Record → the form's default values (strings, as a form holds them). */
export function formDefaults(fields: FieldDef[], record: Record<string, unknown> | null, lookups: Lookups): FormValues {
  return Object.assign({}, ...fields.map((f) => widgetOf(f).fromRecord(f, record?.[f.name], { record: record !== null, lookups }))) as FormValues;
}

/** Add and edit pages: the record (on edit), the option lists, and the current images. */
export async function entityFormLoader(descriptor: Entity, { request, params }: Args) {
  const { mode, id } = modeOf(params);
  if (mode === "edit" && !descriptor.editable) throw data({ message: "Not found" }, { status: 404 });
  const gate = await userOrEnded(request, params, permissionFor(descriptor, mode === "create" ? "create" : "update"));
  // The form whose submit found the session ended, shown again (no JavaScript) with the values of
  // the action's reply: no token to read with, so the option lists are the last ones loaded.
  if (gate.ended) {
    const lookups = lastLoadedLookups(gate.locale, neededLookups(descriptor, "form"));
    const images: Record<string, string | null> = {};
    return {
      mode,
      id,
      version: null,
      label: null,
      defaults: formDefaults(descriptor.fields, null, lookups),
      start: null,
      idempotencyKey: mode === "create" ? crypto.randomUUID() : null,
      images,
      lookups,
    };
  }
  const ctx = gate.ctx;
  const api = upstream(ctx);
  // Re-rendering a form the upstream just refused (no JavaScript): the submitted values are in
  // the action's reply, so a failing read here must not replace the form with an error page.
  const keep = isAfterSubmit(request);
  const [record, lookups] = await Promise.all([
    id
      ? api
          .get(`dashboard/${descriptor.resource}/show/${id}`, dataSchema(records[descriptor.resource]))
          .then((r) => r.data as Record<string, unknown>)
          .catch((error: unknown) => (keep ? null : Promise.reject(error)))
      : null,
    loadLookups(api, ctx.locale, neededLookups(descriptor, "form")).catch((error: unknown) => (keep ? ({} as Lookups) : Promise.reject(error))),
  ]);
  const images: Record<string, string | null> = {};
  for (const f of descriptor.fields) if (widgetOf(f).file) images[f.name] = thumbnailSrc(record?.[f.name] as string | null | undefined, "preview");
  return {
    mode,
    id,
    /** The version the form was loaded with (sent back as `_version` to detect edit conflicts). */
    version: typeof record?.updated_at === "string" ? record.updated_at : null,
    label: record ? descriptor.rowLabel(record, ctx.locale) : null,
    defaults: formDefaults(descriptor.fields, record, lookups),
    /** What each field held when the form was loaded (sent back as `_start`): see changedFields. */
    start: record ? fingerprints(descriptor.fields, formDefaults(descriptor.fields, record, lookups)) : null,
    // One key per rendering of an add form, sent upstream as Idempotency-Key: a resubmit after a
    // dropped connection (the record may have been stored) does not store it twice.
    idempotencyKey: mode === "create" ? crypto.randomUUID() : null,
    images,
    lookups,
  };
}

/** FNV-1a: a short fingerprint of a value (to tell changed from unchanged, not a secret). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Each field's fingerprint as the form was loaded: `name:print` pairs, comma separated. */
export function fingerprints(fields: FieldDef[], values: FormValues): string {
  return fields
    .filter((f) => widgetOf(f).echoes)
    .map((f) => `${f.name}:${fnv1a(widgetOf(f).text(f, values))}`)
    .join(",");
}

/**
 * The fields whose submitted value differs from the one the form was loaded with (`_start`), or
 * null when the form does not say what it was loaded with. Files chosen count as changed.
 */
export function changedFields(fields: FieldDef[], form: FormData): Set<string> | null {
  const start = form.get("_start");
  if (typeof start !== "string" || !start) return null;
  const before = new Map(start.split(",").map((pair) => pair.split(":") as [string, string]));
  const mine = typedValues(fields, form);
  const changed = new Set<string>();
  for (const f of fields) {
    const widget = widgetOf(f);
    if (!widget.echoes || before.get(f.name) !== fnv1a(widget.text(f, mine))) changed.add(f.name);
  }
  return changed;
}

/** The typed values of a submitted form, as a form holds them (the last of repeated names, except lists). */
function typedValues(fields: FieldDef[], form: FormData): FormValues {
  const values: FormValues = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((v): v is string => typeof v === "string");
    values[key] = fields.some((f) => f.name === key && widgetOf(f).multiple) ? all : all[all.length - 1];
  }
  return values;
}

/** Form data (already valid) → the multipart body the upstream expects. */
export function toUpstreamBody(fields: FieldDef[], mode: FormMode, form: FormData): FormData {
  const out = new FormData();
  const tools = { form, out, mode, sanitizeRichText, phoneToE164 };
  for (const f of fields) if (isOnForm(f, mode)) widgetOf(f).encode(f, tools);
  if (mode === "edit") out.append("_method", "PUT");
  return out;
}

/** Upstream field names that the form names differently (a phone is two inputs). */
export function formFieldName(fields: FieldDef[]) {
  return (name: string) => {
    const f = fields.find((field) => field.name === name);
    return f ? widgetOf(f).errorName(f) : name;
  };
}

/**
 * Add and edit: validate (the same schema as the browser), post upstream, 422 → field errors. A
 * session that ended before or during the submit brings the form back with a login beside it;
 * the next submit logs in and saves.
 */
export async function entityFormAction(descriptor: Entity, { request, params }: ActionFunctionArgs) {
  const { mode, id } = modeOf(params);
  if (mode === "edit" && !descriptor.editable) throw data({ message: "Not found" }, { status: 404 });
  const permission = permissionFor(descriptor, mode === "create" ? "create" : "update");
  const gate = await formUser(request, params, permission);
  const locale = gate.ended ? gate.locale : gate.ctx.locale;
  const parsed = await readVerifiedForm(request, { locale });
  const { formData } = parsed;
  const submission = parseWithZod(formData, { schema: formSchema(descriptor, mode) });
  const hideFields = descriptor.fields.filter((f) => widgetOf(f).secret).map((f) => f.name);
  let ctx = gate.ended ? null : gate.ctx;
  let setCookie: string | undefined;
  if (gate.ended) {
    const resumed = await resumeSession(request, locale, formData, permission);
    if (!resumed.ok) return sessionEndedReply(submission, resumed, { hideFields });
    ctx = resumed.ctx;
    setCookie = resumed.setCookie;
  }
  const result = await saveEntity(descriptor, ctx as AuthedContext, mode, id, submission, parsed, hideFields);
  if (result === SESSION_ENDED) {
    const ended = { status: 401, message: serverT(locale)("forms.sessionEndedForm") };
    await endSession(request);
    return sessionEndedReply(submission, ended, { hideFields });
  }
  return setCookie ? withSetCookie(result, setCookie) : result;
}

const SESSION_ENDED = Symbol("session ended");

async function saveEntity(
  descriptor: Entity,
  ctx: AuthedContext,
  mode: FormMode,
  id: number | null,
  submission: Submission<unknown>,
  parsed: ParsedForm,
  hideFields: string[],
) {
  const { formData } = parsed;
  if (submission.status !== "success" || hasBodyFieldErrors(parsed)) {
    return data(submission.reply({ fieldErrors: bodyFieldErrors(parsed), hideFields }), { status: 400 });
  }
  const api = upstream(ctx);
  const body = toUpstreamBody(descriptor.fields, mode, formData);
  // Edit conflicts: the form carries the version it was loaded with; "apply mine anyway" carries
  // the version the user has now seen. The dashboard checks by itself (any upstream that returns
  // `updated_at`), and sends the version on so an upstream that knows it closes the race too.
  const basedOn = mode === "edit" ? expectedVersion(formData) : null;
  if (basedOn && id) {
    const current = await api.tryGet(`dashboard/${descriptor.resource}/show/${id}`, dataSchema(records[descriptor.resource]));
    if (!current.ok && current.kind === "unauthorized") return SESSION_ENDED;
    const record = current.ok ? (current.data.data as Record<string, unknown>) : null;
    if (record && typeof record.updated_at === "string" && record.updated_at !== basedOn) {
      return conflictReply(descriptor, api, ctx.locale, submission.reply({ hideFields }), formData, record);
    }
    body.append("updated_at", basedOn);
  }
  // "Apply mine anyway" overwrites only what this user changed: a field the user left as it was
  // keeps the other person's newer value (an update keeps every field it is not sent).
  if (mode === "edit" && formData.get("_force_version")) {
    const changed = changedFields(descriptor.fields, formData);
    if (changed)
      for (const key of [...new Set(body.keys())]) if (!changed.has(key.replace(/\[\]$/, "")) && key !== "_method" && key !== "updated_at") body.delete(key);
  }
  const path = mode === "create" ? `dashboard/${descriptor.resource}/store` : `dashboard/${descriptor.resource}/update/${id}`;
  const key = formData.get("idempotency_key");
  const idempotencyKey = mode === "create" && typeof key === "string" && /^[A-Za-z0-9-]{8,64}$/.test(key) ? key : undefined;
  const result = await api.send("POST", path, body, mutationSchema(records[descriptor.resource]), { idempotencyKey });
  if (!result.ok && result.kind === "unauthorized") return SESSION_ENDED;
  if (!result.ok && result.status === 409 && id) {
    const current = await api.tryGet(`dashboard/${descriptor.resource}/show/${id}`, dataSchema(records[descriptor.resource]));
    if (current.ok) return conflictReply(descriptor, api, ctx.locale, submission.reply({ hideFields }), formData, current.data.data as Record<string, unknown>);
  }
  if (!result.ok) return replyWithFailure(submission, result, { fieldName: formFieldName(descriptor.fields), hideFields });
  const list = listPathWithState(descriptor, localizePath(`/${descriptor.area}`, ctx.locale), formData.get(`_${LIST_STATE}`));
  return redirectWithToast(list, { type: "success", message: result.data.message });
}

/** `_force_version` ("apply mine anyway") wins over `_version` (the version the form was loaded with). */
export function expectedVersion(form: FormData): string | null {
  for (const name of ["_force_version", "_version"]) {
    const v = form.get(name);
    if (typeof v === "string" && v.trim()) return v.trim().slice(0, 64);
  }
  return null;
}

export interface ConflictChange {
  name: string;
  /** Translation key of the field's label. */
  label: string;
  /** How to show the values: as text, yes/no, or Mr/Ms. */
  kind: "text" | "bool" | "title";
  theirs: string;
  mine: string;
}

export interface Conflict {
  /** The current version: "apply mine anyway" sends it back. */
  version: string;
  changes: ConflictChange[];
}

/** Every field whose current value differs from what the user typed (files and passwords aside). */
export function conflictChanges(fields: FieldDef[], current: Record<string, unknown>, form: FormData, lookups: Lookups): ConflictChange[] {
  const theirs = formDefaults(fields, current, lookups);
  const mine = typedValues(fields, form);
  const changes: ConflictChange[] = [];
  for (const f of fields) {
    const widget = widgetOf(f);
    if (!widget.echoes) continue;
    const show = (values: FormValues) => (widget.shown ? widget.shown(f, values, lookups) : widget.text(f, values));
    const [a, b] = [show(theirs), show(mine)];
    if (a !== b) changes.push({ name: f.name, label: f.label, kind: widget.conflictKind ?? "text", theirs: a, mine: b });
  }
  return changes;
}

/** The same form again, every typed value kept, plus the conflict: what changed and the new version. */
async function conflictReply(
  d: Entity,
  api: ReturnType<typeof upstream>,
  locale: Locale,
  reply: ReturnType<Submission<unknown>["reply"]>,
  form: FormData,
  current: Record<string, unknown>,
) {
  const lookups = await loadLookups(api, locale, neededLookups(d, "form"));
  const conflict: Conflict = { version: String(current.updated_at), changes: conflictChanges(d.fields, current, form, lookups) };
  return data({ ...reply, conflict }, { status: 409 });
}

export type { ListQuery };
