import type { FormConstraint } from "~/utils/constraints";
import type { Entity, FieldDef, FormMode } from "./types";
import { widgetOf } from "./widgets";

export type { FormMode };

/** Whether a field must be filled in this mode ("store": files and passwords, on the add form only). */
export function isRequired(field: FieldDef, mode: FormMode): boolean {
  return field.required === "always" || (field.required === "store" && mode === "create");
}

/** Whether the field is on the form in this mode (a client's initial password is on the add form only). */
export function isOnForm(field: FieldDef, mode: FormMode): boolean {
  return !(field.createOnly && mode === "edit");
}

/**
 * The native constraints of one field: the attributes the server renders, so that a form without
 * JavaScript is checked by the browser. What `getZodConstraint(fieldSchema(field, mode))` gives
 * (schema.ts), computed from the descriptor alone: no zod in the browser.
 */
function fieldConstraint(field: FieldDef, mode: FormMode): FormConstraint {
  return isOnForm(field, mode) ? widgetOf(field).constraint(field, isRequired(field, mode)) : {};
}

/** The native constraints of an entity's form (add or edit). */
export function formConstraint(descriptor: Pick<Entity, "fields">, mode: FormMode): FormConstraint {
  return Object.assign({}, ...descriptor.fields.map((f) => fieldConstraint(f, mode))) as FormConstraint;
}
