import { TYPED_DATE, DIAL_CODE, enumPattern, regexPattern, type FieldConstraint, type FormConstraint } from "~/utils/constraints";
import type { EntityDescriptor, FieldDef } from "./types";

export type FormMode = "create" | "edit";

/** Whether a field must be filled in this mode ("store": files and passwords, on the add form only). */
export function isRequired(field: FieldDef, mode: FormMode): boolean {
  return field.required === "always" || (field.required === "store" && mode === "create");
}

/**
 * The native constraints of one field: the attributes the server renders, so that a form without
 * JavaScript is checked by the browser. What `getZodConstraint(fieldSchema(field, mode))` gives
 * (schema.ts), computed from the descriptor alone: no zod in the browser.
 */
export function fieldConstraint(field: FieldDef, mode: FormMode): FormConstraint {
  const required = isRequired(field, mode);
  const one = (constraint: Omit<FieldConstraint, "required">): FormConstraint => ({ [field.name]: { required, ...constraint } });
  switch (field.widget) {
    case "text":
      return one({ maxLength: field.max ?? 255 });
    case "textarea":
      return one({ maxLength: field.max ?? 5000 });
    case "richtext":
      return one({ maxLength: field.max ?? 200_000 });
    case "email":
      return one({ maxLength: 255 });
    case "url":
      return one({ maxLength: 2048 });
    case "phone":
      return {
        [`${field.name}__code`]: { required: false, pattern: regexPattern(DIAL_CODE) },
        [`${field.name}__number`]: { required, maxLength: 40 },
      };
    case "int":
    case "number":
      return one({ ...(field.min !== undefined ? { min: field.min } : {}), ...(field.max !== undefined ? { max: field.max } : {}) });
    case "checkbox":
      return { [field.name]: { required: false } };
    case "date":
      return one({ pattern: regexPattern(TYPED_DATE) });
    case "select":
    case "image":
      return one({});
    case "title":
      return one({ pattern: enumPattern(["mr", "ms"]) });
    case "password":
      if (field.createOnly && mode === "edit") return {};
      return one({ minLength: field.min ?? 8, maxLength: 255 });
    case "permissions":
      return { [field.name]: { required: true, multiple: true }, [`${field.name}[]`]: { required: true } };
  }
}

/** The native constraints of an entity's form (add or edit). */
export function formConstraint(descriptor: Pick<EntityDescriptor, "fields">, mode: FormMode): FormConstraint {
  return Object.assign({}, ...descriptor.fields.map((f) => fieldConstraint(f, mode))) as FormConstraint;
}
