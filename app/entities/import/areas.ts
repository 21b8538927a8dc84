import type { Entity, FieldDef, FieldWidget } from "../types";

/**
 * What a spreadsheet cell can hold: text, numbers, choices, phones, dates and switches. A picture
 * is never in a file: an optional one is left empty, a required one keeps the area out of imports
 * (its records cannot be added without it); a password or a grid of permissions is no cell either.
 */
const CELL_WIDGETS: ReadonlySet<FieldWidget> = new Set([
  "text",
  "textarea",
  "richtext",
  "email",
  "url",
  "phone",
  "int",
  "number",
  "checkbox",
  "date",
  "select",
  "title",
]);

/** Whether staff may import an area's records from a file (ENTITY_AREAS in app/entities/areas.ts marks these areas). */
export function isImportable(d: Pick<Entity, "fields">): boolean {
  return d.fields.every((f) => CELL_WIDGETS.has(f.widget) || (f.widget === "image" && !f.required));
}

/** The fields a file's columns fill: the add form's fields, pictures aside. */
export function importFields(d: Pick<Entity, "fields">): FieldDef[] {
  return d.fields.filter((f) => CELL_WIDGETS.has(f.widget));
}
