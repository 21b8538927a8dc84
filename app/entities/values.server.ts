/**
 * A form's values as the form holds them (strings, or lists of strings): from a record, from a
 * submitted form, and as short fingerprints that tell a changed field from an unchanged one.
 */
import type { Lookups } from "./types";
import type { FieldDef } from "./types";
import { widgetOf, type FormValues } from "./widgets";

/** Record → the form's default values. */
export function formDefaults(fields: FieldDef[], record: Record<string, unknown> | null, lookups: Lookups): FormValues {
  return Object.assign({}, ...fields.map((f) => widgetOf(f).fromRecord(f, record?.[f.name], { record: record !== null, lookups }))) as FormValues;
}

/** The typed values of a submitted form (the last of repeated names, except lists). */
export function typedValues(fields: FieldDef[], form: FormData): FormValues {
  const values: FormValues = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((v): v is string => typeof v === "string");
    values[key] = fields.some((f) => f.name === key && widgetOf(f).multiple) ? all : all[all.length - 1];
  }
  return values;
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
