/**
 * Edit conflicts: the record changed since the form was loaded. The form comes back with every
 * typed value, what differs between the two versions side by side, and the new version (which
 * "apply mine anyway" sends back).
 */
import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { Upstream } from "~/server/api.server";
import type { Locale } from "~/utils/i18n/locale";
import { loadLookups, neededLookups } from "./lookups.server";
import type { Lookups } from "./types";
import type { Entity, FieldDef } from "./types";
import { formDefaults, typedValues } from "./values.server";
import { widgetOf, type FormValues } from "./widgets";

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

/** `_force_version` ("apply mine anyway") wins over `_version` (the version the form was loaded with). */
export function expectedVersion(form: FormData): string | null {
  for (const name of ["_force_version", "_version"]) {
    const v = form.get(name);
    if (typeof v === "string" && v.trim()) return v.trim().slice(0, 64);
  }
  return null;
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
export async function conflictReply(
  d: Entity,
  api: Upstream,
  locale: Locale,
  reply: ReturnType<Submission<unknown>["reply"]>,
  form: FormData,
  current: Record<string, unknown>,
) {
  const lookups = await loadLookups(api, locale, neededLookups(d, "form"));
  const conflict: Conflict = { version: String(current.updated_at), changes: conflictChanges(d.fields, current, form, lookups) };
  return data({ ...reply, conflict }, { status: 409 });
}
