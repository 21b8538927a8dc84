import { z } from "zod";
import { DECIMAL_TEXT, INTEGER_TEXT, isCalendarDate, isId } from "~/utils/input-rules";
import { messageKey } from "~/utils/translate";
import { DIAL_CODE, TYPED_DATE } from "~/utils/constraints";
import { phoneToE164 } from "~/utils/phone-number";
import { toLatinDigits } from "../../contract/arabic";
import { isRequired, type FormMode } from "./constraints";
import type { EntityDescriptor, FieldDef } from "./types";

export type { FormMode };

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

const REQUIRED = "validation.required";
const requiredOr = (other: string) => (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : other);

function textSchema(field: FieldDef, max: number) {
  return z
    .string({ error: requiredOr("validation.invalid") })
    .trim()
    .max(max, { error: messageKey("validation.tooLong", { max }) });
}

function optional<T extends z.ZodType>(schema: T, required: boolean) {
  return required ? schema : schema.optional();
}

/**
 * The zod schema of one field. Messages are translation keys, translated where they are shown, because the same schema runs in the browser (with
 * JavaScript, loaded after hydration) and on the server (always). Its native constraints (the
 * attributes the server renders) come from constraints.ts, which needs no zod.
 */
export function fieldSchema(field: FieldDef, mode: FormMode): Record<string, z.ZodType> {
  const required = isRequired(field, mode);
  switch (field.widget) {
    case "text":
      return { [field.name]: optional(textSchema(field, field.max ?? 255), required) };
    case "textarea":
      return { [field.name]: optional(textSchema(field, field.max ?? 5000), required) };
    case "richtext":
      return {
        [field.name]: optional(z.string().max(field.max ?? 200_000, { error: messageKey("validation.tooLong", { max: field.max ?? 200_000 }) }), required),
      };
    case "email":
      return { [field.name]: optional(z.email({ error: requiredOr("validation.email") }).max(255), required) };
    case "url":
      return {
        [field.name]: optional(
          z.url({ protocol: /^https?$/, error: requiredOr("validation.url") }).max(2048, { error: messageKey("validation.tooLong", { max: 2048 }) }),
          required,
        ),
      };
    case "phone":
      return {
        [`${field.name}__code`]: z.string().regex(DIAL_CODE, { error: "validation.invalid" }).optional(),
        // Checked with its country code by formSchema (phoneToE164): digits as typed or pasted.
        [`${field.name}__number`]: optional(
          z
            .string({ error: requiredOr("validation.phone") })
            .trim()
            .max(40, { error: "validation.phone" }),
          required,
        ),
      };
    case "int":
    case "number": {
      // Read as text and checked against a plain decimal pattern before becoming a number:
      // Number() would take `0x10`, `1e3` or ` 12 `, and `1e309` would become Infinity.
      const key = field.widget === "int" ? "validation.integer" : "validation.invalid";
      let number = z.number({ error: key });
      if (field.widget === "int") number = number.int({ error: key });
      if (field.min !== undefined) number = number.min(field.min, { error: messageKey("validation.min", { min: field.min }) });
      if (field.max !== undefined) number = number.max(field.max, { error: messageKey("validation.max", { max: field.max }) });
      // Arabic-Indic and Persian digits and the Arabic decimal separator read as Latin ones.
      const schema = z.preprocess(
        (value) => (typeof value === "string" ? toLatinDigits(value).trim() : value),
        z
          .string({ error: requiredOr(key) })
          .regex(field.widget === "int" ? INTEGER_TEXT : DECIMAL_TEXT, { error: key })
          .transform(Number)
          .pipe(number),
      );
      return { [field.name]: optional(schema, required) };
    }
    case "checkbox":
      return { [field.name]: z.boolean().optional() };
    case "date":
      return {
        [field.name]: optional(
          z
            .string({ error: requiredOr("validation.invalid") })
            .regex(TYPED_DATE, { error: "validation.invalid" })
            .transform(toLatinDigits)
            .refine(isCalendarDate, { error: "validation.invalid" }),
          required,
        ),
      };
    case "select":
      // An option's id, as text: a 25-digit value must not reach the upstream as 1.2345678901234568e+24.
      return {
        [field.name]: optional(
          z
            .string({ error: requiredOr("validation.invalid") })
            .refine(isId, { error: "validation.invalid" })
            .transform(Number),
          required,
        ),
      };
    case "title":
      return { [field.name]: optional(z.enum(["mr", "ms"], { error: requiredOr("validation.invalid") }), required) };
    case "password":
      if (field.createOnly && mode === "edit") return {};
      return {
        [field.name]: optional(
          z
            .string({ error: REQUIRED })
            .min(field.min ?? 8, { error: messageKey("validation.tooShort", { min: field.min ?? 8 }) })
            .max(255),
          required,
        ),
      };
    case "image":
      return { [field.name]: imageSchema(required) };
    case "permissions":
      return { [field.name]: z.array(z.string(), { error: REQUIRED }).min(1, { error: REQUIRED }) };
  }
}

/** A file field left empty: the browser sends a nameless, empty file. */
function isNoFile(value: unknown): boolean {
  return value instanceof File && value.size === 0 && value.name === "";
}

/** An image upload; a field left empty is no file at all (required: "required", else absent). */
export function imageSchema(required = true) {
  const file = z
    .instanceof(File, { error: REQUIRED })
    .refine((f) => (IMAGE_TYPES as readonly string[]).includes(f.type), { error: "validation.fileType" })
    .refine((f) => f.size <= MAX_IMAGE_BYTES, { error: messageKey("validation.fileSize", { size: 2 }) });
  return z.preprocess((value) => (isNoFile(value) ? undefined : value), required ? file : file.optional());
}

/** The form schema of an entity: its fields, plus cross-field rules (an offer ends after it starts). */
export function formSchema(descriptor: Pick<EntityDescriptor, "fields">, mode: FormMode) {
  const shape = Object.assign({}, ...descriptor.fields.map((f) => fieldSchema(f, mode))) as Record<string, z.ZodType>;
  const hasRange = descriptor.fields.some((f) => f.name === "starts_at") && descriptor.fields.some((f) => f.name === "ends_at");
  const phones = descriptor.fields.filter((f) => f.widget === "phone").map((f) => f.name);
  const object = z.object(shape);
  if (!hasRange && !phones.length) return object;
  return object
    .superRefine((value, ctx) => {
      const { starts_at: start, ends_at: end } = value as { starts_at?: string; ends_at?: string };
      if (hasRange && start && end && end <= start) ctx.addIssue({ code: "custom", path: ["ends_at"], message: "validation.endsAfterStarts" });
    })
    .superRefine(
      (value, ctx) => {
        // Digits as typed or pasted, checked with the field's country code.
        const values = (value ?? {}) as Record<string, unknown>;
        for (const name of phones) {
          const number = values[`${name}__number`];
          const code = values[`${name}__code`];
          if (typeof number === "string" && number && !phoneToE164(typeof code === "string" ? code : undefined, number)) {
            ctx.addIssue({ code: "custom", path: [`${name}__number`], message: "validation.phone" });
          }
        }
      },
      // Beside the other fields' errors, not only once they are fixed.
      { when: () => phones.length > 0 },
    );
}
