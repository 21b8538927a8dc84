/**
 * An activity entry as a person reads it: each changed field by its label in the page language,
 * its old and new value as text (a choice by its name, a staff member by name, a switch as yes or
 * no, a date as a day and a time as a time, rich text as readable text with the changed words
 * marked, an image as a small copy), a secret only as "changed", two-step login as turned on, off
 * or reset. Built by the loader, so the page only draws what it is given.
 */
import { STAFF_FIELDS, TWO_STEP_FIELD, type ActivityEntry, type ActivityValue, type FieldChange } from "../../contract/activity";
import type { Lookups } from "~/entities/types";
import type { Entity, FieldDef } from "~/entities/types";
import { widgetOf } from "~/entities/widgets";
import { htmlToText, toDateInput } from "~/utils/format";
import type { Locale } from "~/utils/i18n/locale";
import { formatWhen } from "~/utils/when";
import { AREA_PERMISSIONS, normalizePermission, permissionLabelKey, type AreaKey } from "~/utils/permissions";
import { sides, wordDiff, type DiffPiece } from "./word-diff";

export type ShownValue =
  | { kind: "none" }
  | { kind: "secret" }
  | { kind: "text"; text: string; pieces?: DiffPiece[]; dir?: "ltr" | "rtl" }
  | { kind: "image"; src: string; href: string };

/** One changed field: its old value beside its new one, or what happened in words (two-step login turned on). */
export type ChangeView = { field: string; label: string } & ({ before: ShownValue; after: ShownValue } | { said: string });

export interface EntryView {
  id: number;
  action: ActivityEntry["action"];
  who: string | null;
  at: string;
  /** The record's area in the dashboard (null: the settings, or a resource it has no screen for). */
  area: AreaKey | null;
  resource: string;
  recordId: number;
  label: string | null;
  changes: ChangeView[];
  /** An edit whose earlier values the edit form can take back: it changed a field of that form other than a file or a secret. */
  restorable: boolean;
}

/** Whose entry, about which record: what a change needs beyond itself. */
export type EntryContext = Pick<ActivityEntry, "user" | "resource" | "record_id">;

export interface DescribeTools {
  locale: Locale;
  t: (key: string, options?: Record<string, unknown>) => string;
  /** Whether the dictionary has this key. */
  has: (key: string) => boolean;
  lookups: Lookups;
  /** The small copy of an upstream image (null: not one the dashboard may copy). */
  thumb: (url: string) => string | null;
}

/** Texts longer than this are compared word by word; shorter ones are shown whole, old beside new. */
const DIFF_FROM_CHARS = 40;

const SECRET_WIDGETS = new Set(["password"]);

/** A point in time as the API writes it (`2026-11-27T10:00:00.000Z`); a day alone is `YYYY-MM-DD`. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The field's label in the page language: the form's own, else the dictionary's, else its name. */
function fieldLabel(d: Entity | undefined, name: string, tools: DescribeTools): string {
  const own = d?.fields.find((f) => f.name === name)?.label;
  if (own) return tools.t(own);
  for (const key of [`fields.${name}`, `history.field_${name}`]) if (tools.has(key)) return tools.t(key);
  return name;
}

function permissionName(raw: string, tools: DescribeTools): string {
  const permission = normalizePermission(raw);
  for (const [area, perms] of Object.entries(AREA_PERMISSIONS) as [AreaKey, (typeof AREA_PERMISSIONS)[AreaKey]][]) {
    for (const action of ["show", "create", "update", "follow"] as const) {
      if (perms[action] === permission) return `${tools.t(`nav.${area}`)}: ${tools.t(permissionLabelKey(area, action))}`;
    }
  }
  return permission;
}

/** One stored value as text (or an image, or nothing). */
export function describeValue(field: FieldDef | undefined, name: string, value: ActivityValue, tools: DescribeTools): ShownValue {
  if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) return { kind: "none" };
  const widget = field?.widget;
  if (Array.isArray(value)) {
    const items = widget === "permissions" || name === "permissions" ? value.map((p) => permissionName(p, tools)).sort() : value;
    return { kind: "text", text: items.join(tools.locale === "ar" ? "، " : ", ") };
  }
  if (widget === "checkbox" || typeof value === "boolean" || (name === "is_active" && (value === 0 || value === 1 || value === "0" || value === "1"))) {
    const on = value === true || value === 1 || value === "1";
    return { kind: "text", text: tools.t(on ? "common.yes" : "common.no") };
  }
  const text = String(value);
  if (widget === "image" || name === "image" || name === "logo") {
    const src = tools.thumb(text);
    return src ? { kind: "image", src, href: text } : { kind: "text", text, dir: "ltr" };
  }
  if (widget === "select" && field?.options) {
    const option = tools.lookups[field.options]?.find((o) => o.value === text);
    return { kind: "text", text: option?.label ?? `#${text}` };
  }
  if (widget === "title" && (text === "mr" || text === "ms")) return { kind: "text", text: tools.t(`fields.${text}`) };
  if (name === "status" && tools.has(`orders.status.${text}`)) return { kind: "text", text: tools.t(`orders.status.${text}`) };
  if (name === "sub_status" && tools.has(`orders.subStatus.${text}`)) return { kind: "text", text: tools.t(`orders.subStatus.${text}`) };
  if (widget === "date") return { kind: "text", text: toDateInput(text) || text, dir: "ltr" };
  if (DAY.test(text)) return { kind: "text", text, dir: "ltr" };
  if (TIMESTAMP.test(text)) return { kind: "text", text: formatWhen(text, tools.locale) };
  if (widget === "richtext" || /<\/?[a-z][^>]*>/i.test(text)) return { kind: "text", text: htmlToText(text) };
  return { kind: "text", text, ...(field?.dir ? { dir: field.dir } : {}) };
}

/** A staff account by its name (the upstream's, when it gave one), else by its number in words: never a bare id. */
function staffValue(value: ActivityValue, name: string | null | undefined, tools: DescribeTools): ShownValue {
  if (value === null || value === "") return { kind: "none" };
  return { kind: "text", text: name || tools.t("history.staffMember", { id: String(value) }) };
}

/**
 * Two-step login in words: turned on, turned off, or reset by whoever turned off someone else's.
 * An entry of an upstream that records it only as a secret says "reset" when it is another's, and
 * "changed" when it is one's own (on or off is not known).
 */
function twoStepSaid(change: FieldChange, entry: EntryContext | undefined, tools: DescribeTools): string | null {
  const byAnother = entry?.user != null && entry.user.id !== entry.record_id;
  const reset = () => tools.t("history.twoStepReset", { name: entry?.user?.name || tools.t("history.system") });
  if (change.after === true) return tools.t("history.twoStepOn");
  if (change.after === false) return byAnother ? reset() : tools.t("history.twoStepOff");
  return change.secret && byAnother ? reset() : null;
}

/** One changed field: its label, and its old and new value side by side (long texts with the changed words marked). */
export function describeChange(d: Entity | undefined, change: FieldChange, tools: DescribeTools, entry?: EntryContext): ChangeView {
  const field = d?.fields.find((f) => f.name === change.field);
  const label = fieldLabel(d, change.field, tools);
  const resource = entry?.resource ?? d?.resource;
  if (resource === "users" && change.field === TWO_STEP_FIELD) {
    const said = twoStepSaid(change, entry, tools);
    if (said) return { field: change.field, label, said };
  }
  if (change.secret || (field && SECRET_WIDGETS.has(field.widget)))
    return { field: change.field, label, before: { kind: "secret" }, after: { kind: "secret" } };
  if (resource && STAFF_FIELDS[resource]?.includes(change.field))
    return {
      field: change.field,
      label,
      before: staffValue(change.before, change.staff?.before, tools),
      after: staffValue(change.after, change.staff?.after, tools),
    };
  const before = describeValue(field, change.field, change.before, tools);
  const after = describeValue(field, change.field, change.after, tools);
  if (before.kind === "text" && after.kind === "text" && Math.max(before.text.length, after.text.length) >= DIFF_FROM_CHARS) {
    const marked = sides(wordDiff(before.text, after.text));
    return { field: change.field, label, before: { ...before, pieces: marked.before }, after: { ...after, pieces: marked.after } };
  }
  return { field: change.field, label, before, after };
}

/** Whether "Restore" can fill the edit form from before this entry: an edit of a field the form has, other than a file or a secret. */
function isRestorable(entry: ActivityEntry, d: Entity | undefined): boolean {
  if (entry.action !== "update" || !d?.editable) return false;
  return entry.changes.some((change) => {
    const field = d.fields.find((f) => f.name === change.field);
    if (!field || change.secret) return false;
    const widget = widgetOf(field);
    return !widget.file && !widget.secret;
  });
}

export function describeEntry(entry: ActivityEntry, d: Entity | undefined, tools: DescribeTools): EntryView {
  return {
    id: entry.id,
    action: entry.action,
    // A staff member the upstream no longer names is still someone, by number.
    who: entry.user ? entry.user.name || tools.t("history.staffMember", { id: String(entry.user.id) }) : null,
    at: entry.created_at,
    area: d?.area ?? null,
    resource: entry.resource,
    recordId: entry.record_id,
    label: entry.label,
    changes: entry.changes.map((change) => describeChange(d, change, tools, entry)),
    restorable: isRestorable(entry, d),
  };
}
