/**
 * An activity entry as a person reads it: each changed field by its label in the page language,
 * its old and new value as text (a choice by its name, a switch as yes or no, rich text as
 * readable text with the changed words marked, an image as a small copy), a secret only as
 * "changed". Built by the loader, so the page only draws what it is given.
 */
import type { ActivityEntry, ActivityValue, FieldChange } from "../../contract/activity";
import type { Lookups } from "~/entities/types";
import type { Entity, FieldDef } from "~/entities/types";
import { htmlToText } from "~/utils/format";
import type { Locale } from "~/utils/i18n/locale";
import { AREA_PERMISSIONS, normalizePermission, permissionLabelKey, type AreaKey } from "~/utils/permissions";
import { sides, wordDiff, type DiffPiece } from "./word-diff";

export type ShownValue =
  | { kind: "none" }
  | { kind: "secret" }
  | { kind: "text"; text: string; pieces?: DiffPiece[]; dir?: "ltr" | "rtl" }
  | { kind: "image"; src: string; href: string };

export interface ChangeView {
  field: string;
  label: string;
  before: ShownValue;
  after: ShownValue;
}

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
}

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
  if (widget === "richtext" || /<\/?[a-z][^>]*>/i.test(text)) return { kind: "text", text: htmlToText(text) };
  return { kind: "text", text, ...(field?.dir ? { dir: field.dir } : {}) };
}

/** One changed field: its label, and its old and new value side by side (long texts with the changed words marked). */
export function describeChange(d: Entity | undefined, change: FieldChange, tools: DescribeTools): ChangeView {
  const field = d?.fields.find((f) => f.name === change.field);
  const label = fieldLabel(d, change.field, tools);
  if (change.secret || (field && SECRET_WIDGETS.has(field.widget)))
    return { field: change.field, label, before: { kind: "secret" }, after: { kind: "secret" } };
  const before = describeValue(field, change.field, change.before, tools);
  const after = describeValue(field, change.field, change.after, tools);
  if (before.kind === "text" && after.kind === "text" && Math.max(before.text.length, after.text.length) >= DIFF_FROM_CHARS) {
    const marked = sides(wordDiff(before.text, after.text));
    return { field: change.field, label, before: { ...before, pieces: marked.before }, after: { ...after, pieces: marked.after } };
  }
  return { field: change.field, label, before, after };
}

export function describeEntry(entry: ActivityEntry, d: Entity | undefined, tools: DescribeTools): EntryView {
  return {
    id: entry.id,
    action: entry.action,
    who: entry.user?.name ?? null,
    at: entry.created_at,
    area: d?.area ?? null,
    resource: entry.resource,
    recordId: entry.record_id,
    label: entry.label,
    changes: entry.changes.map((change) => describeChange(d, change, tools)),
  };
}
