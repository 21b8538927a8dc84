import { z } from "zod";
import { phoneToE164 } from "~/utils/phone-number";
import { isOnForm, isRequired, type FormMode } from "./constraints";
import type { Entity, FieldDef } from "./types";
import { widgetOf, type SchemaTools } from "./widgets";
import { imageFileSchema } from "./widgets/image";

export type { FormMode };
/**
 * The zod schema of one field. Messages are translation keys, translated where they are shown,
 * because the same schema runs in the browser (with JavaScript, loaded after hydration) and on
 * the server (always). Its native constraints (the attributes the server renders) come from
 * constraints.ts, which needs no zod.
 */
function fieldSchema(field: FieldDef, mode: FormMode): Record<string, z.ZodType> {
  if (!isOnForm(field, mode)) return {};
  return widgetOf(field).schema(field, tools(field, mode));
}

function tools(field: FieldDef, mode: FormMode): SchemaTools {
  return { z, required: isRequired(field, mode), mode, phoneToE164 };
}

/** An image upload; a field left empty is no file at all (required: "required", else absent). */
export function imageSchema(required = true) {
  return imageFileSchema(z, required);
}

/** The form schema of an entity: its fields, plus cross-field rules (an offer ends after it starts). */
export function formSchema(descriptor: Pick<Entity, "fields">, mode: FormMode) {
  const fields = descriptor.fields.filter((f) => isOnForm(f, mode));
  const shape = Object.assign({}, ...fields.map((f) => fieldSchema(f, mode))) as Record<string, z.ZodType>;
  const hasRange = fields.some((f) => f.name === "starts_at") && fields.some((f) => f.name === "ends_at");
  const checked = fields.filter((f) => widgetOf(f).issues);
  const object = z.object(shape);
  if (!hasRange && !checked.length) return object;
  return object
    .superRefine((value, ctx) => {
      const { starts_at: start, ends_at: end } = value as { starts_at?: string; ends_at?: string };
      if (hasRange && start && end && end <= start) ctx.addIssue({ code: "custom", path: ["ends_at"], message: "validation.endsAfterStarts" });
    })
    .superRefine(
      (value, ctx) => {
        const values = (value ?? {}) as Record<string, unknown>;
        for (const f of checked)
          for (const issue of widgetOf(f).issues?.(f, values, tools(f, mode)) ?? [])
            ctx.addIssue({ code: "custom", path: [issue.name], message: issue.message });
      },
      // Beside the other fields' errors, not only once they are fixed.
      { when: () => checked.length > 0 },
    );
}
