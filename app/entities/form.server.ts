/**
 * The add and edit pages of every entity: the record and option lists in; validate (the same
 * schema as the browser), post upstream, turn a 422 into field errors out.
 */
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { dataSchema, mutationSchema, records } from "../../contract/schemas";
import { isAfterSubmit, type Upstream } from "~/server/api.server";
import { endSession } from "~/server/auth.server";
import { bodyFieldErrors, hasBodyFieldErrors, refusedForm, replyWithFailure } from "~/server/forms.server";
import { guardForm, guardFormPage } from "~/server/guard.server";
import type { ParsedForm } from "~/server/multipart.server";
import { sanitizeRichText } from "~/server/sanitize.server";
import { resumeSession, sessionEndedReply, withSetCookie } from "~/server/session-login.server";
import { thumbnailSrc } from "~/server/thumbnails.server";
import { redirectWithToast } from "~/server/toast.server";
import { localizePath, type Locale } from "~/utils/i18n/locale";
import { parseId } from "~/utils/input-rules";
import { phoneToE164 } from "~/utils/phone-number";
import { permissionFor } from "./access.server";
import { conflictReply, expectedVersion } from "./conflict.server";
import { restoredValues } from "./restore.server";
import { isOnForm } from "./constraints";
import { LIST_STATE, listPathWithState } from "./list-query";
import { loadLookups, neededLookups, rememberedLookups, rememberLookups } from "./lookups.server";
import type { Lookups } from "./types";
import { formSchema } from "./schema";
import type { Entity, FieldDef, FormMode, LookupName } from "./types";
import { changedFields, fingerprints, formDefaults } from "./values.server";
import { widgetOf } from "./widgets";

function modeOf(d: Entity, params: { id?: string }): { mode: FormMode; id: number | null } {
  if (params.id === undefined) return { mode: "create", id: null };
  // Only a plain id reaches the upstream path: not `..%2F..`, `1.5`, `-1`, `١٢`, `1%00` or 25 digits.
  const id = parseId(params.id);
  // Orders have no edit page.
  if (id === undefined || !d.editable) throw data({ message: "Not found" }, { status: 404 });
  return { mode: "edit", id };
}

/** A form's option lists, remembered for this login in case its submit finds the session ended. */
async function loadForm(request: Request, api: Upstream, locale: Locale, needed: Set<LookupName>): Promise<Lookups> {
  const lookups = await loadLookups(api, locale, needed);
  await rememberLookups(request, locale, needed, lookups);
  return lookups;
}

/** Add and edit pages: the record (on edit), the option lists, and the current images. */
export async function entityFormLoader(descriptor: Entity, args: LoaderFunctionArgs) {
  const { mode, id } = modeOf(descriptor, args.params);
  const gate = await guardFormPage(args, { permission: permissionFor(descriptor, mode === "create" ? "create" : "update") });
  // The form whose submit found the session ended, shown again (no JavaScript) with the values of
  // the action's reply: no token to read with, so the option lists are the last ones loaded.
  if (gate.ended) {
    const lookups = await rememberedLookups(args.request, gate.locale, neededLookups(descriptor, "form"));
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
      restoredFrom: null,
    };
  }
  const { api, locale } = gate;
  // Re-rendering a form the upstream just refused (no JavaScript): the submitted values are in
  // the action's reply, so a failing read here must not replace the form with an error page.
  const keep = isAfterSubmit(args.request);
  const [record, lookups] = await Promise.all([
    id
      ? api
          .get(`dashboard/${descriptor.resource}/show/${id}`, dataSchema(records[descriptor.resource]))
          .then((r): Record<string, unknown> => r.data)
          .catch((error: unknown) => (keep ? null : Promise.reject(error)))
      : null,
    loadForm(args.request, api, locale, neededLookups(descriptor, "form")).catch((error: unknown) => (keep ? ({} as Lookups) : Promise.reject(error))),
  ]);
  const images: Record<string, string | null> = {};
  for (const f of descriptor.fields) if (widgetOf(f).file) images[f.name] = thumbnailSrc(record?.[f.name] as string | null | undefined, "preview");
  // "Restore" from the history: the form filled with the values from before that change, on the
  // record's current version, so saving it is an ordinary, reviewed edit.
  const restore = id && record && !keep ? await restoredValues(descriptor, gate, id, record, new URL(args.request.url).searchParams.get("restore")) : null;
  return {
    mode,
    id,
    /** The version the form was loaded with (sent back as `_version` to detect edit conflicts). */
    version: typeof record?.updated_at === "string" ? record.updated_at : null,
    label: record ? descriptor.rowLabel(record, locale) : null,
    defaults: formDefaults(descriptor.fields, restore?.record ?? record, lookups),
    /** What each field held when the form was loaded (sent back as `_start`): see changedFields. */
    start: record ? fingerprints(descriptor.fields, formDefaults(descriptor.fields, record, lookups)) : null,
    // One key per rendering of an add form, sent upstream as Idempotency-Key: a resubmit after a
    // dropped connection (the record may have been stored) does not store it twice.
    idempotencyKey: mode === "create" ? crypto.randomUUID() : null,
    images,
    lookups,
    /** Set when the form holds the values from before a change of the record's history. */
    restoredFrom: restore?.from ?? null,
  };
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
export async function entityFormAction(descriptor: Entity, args: ActionFunctionArgs) {
  const { request } = args;
  const { mode, id } = modeOf(descriptor, args.params);
  const permission = permissionFor(descriptor, mode === "create" ? "create" : "update");
  const gate = await guardForm(args, { permission, body: {} });
  const submission = parseWithZod(gate.formData, { schema: formSchema(descriptor, mode) });
  const hideFields = descriptor.fields.filter((f) => widgetOf(f).secret).map((f) => f.name);
  // The upstream client of this request: the guard's, or the one of the session that a login
  // typed beside the form just opened.
  let api: Upstream;
  let setCookie: string | undefined;
  if (gate.ended) {
    const resumed = await resumeSession(request, gate.locale, gate.formData, permission);
    if (!resumed.ok) return sessionEndedReply(submission, resumed, { hideFields });
    api = resumed.ctx.api;
    setCookie = resumed.setCookie;
  } else {
    api = gate.api;
  }
  const result = await saveEntity(descriptor, { api, locale: gate.locale }, mode, id, submission, gate.form, hideFields);
  if (result === SESSION_ENDED) {
    await endSession(request);
    return sessionEndedReply(submission, { status: 401, message: gate.t("forms.sessionEndedForm") }, { hideFields });
  }
  return setCookie ? withSetCookie(result, setCookie) : result;
}

const SESSION_ENDED = Symbol("session ended");

async function saveEntity(
  descriptor: Entity,
  ctx: { api: Upstream; locale: Locale },
  mode: FormMode,
  id: number | null,
  submission: Submission<unknown>,
  parsed: ParsedForm,
  hideFields: string[],
) {
  const { formData } = parsed;
  if (submission.status !== "success" || hasBodyFieldErrors(parsed)) {
    return refusedForm(submission, { fieldErrors: bodyFieldErrors(parsed), hideFields });
  }
  const { api } = ctx;
  const body = toUpstreamBody(descriptor.fields, mode, formData);
  // Edit conflicts: the form carries the version it was loaded with; "apply mine anyway" carries
  // the version the user has now seen. The dashboard checks by itself (any upstream that returns
  // `updated_at`), and sends the version on so an upstream that knows it closes the race too.
  const basedOn = mode === "edit" ? expectedVersion(formData) : null;
  if (basedOn && id) {
    const current = await api.tryGet(`dashboard/${descriptor.resource}/show/${id}`, dataSchema(records[descriptor.resource]));
    if (!current.ok && current.kind === "unauthorized") return SESSION_ENDED;
    const record: Record<string, unknown> | null = current.ok ? current.data.data : null;
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
    if (current.ok) return conflictReply(descriptor, api, ctx.locale, submission.reply({ hideFields }), formData, current.data.data);
  }
  if (!result.ok) return replyWithFailure(submission, result, { fieldName: formFieldName(descriptor.fields), hideFields });
  const list = listPathWithState(descriptor, localizePath(`/${descriptor.area}`, ctx.locale), formData.get(`_${LIST_STATE}`));
  return redirectWithToast(list, { type: "success", message: result.data.message });
}
