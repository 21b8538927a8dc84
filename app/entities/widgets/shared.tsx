import { getInputProps } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import type { ZodType } from "zod";
import { Field } from "~/components/forms";
import { toLatinDigits } from "../../../contract/arabic";
import { messageKey } from "~/utils/i18n/translate";
import { cleanName, cleanText } from "~/utils/input-rules";
import type { FieldConstraint, FormConstraint } from "~/utils/constraints";
import type { FieldDef } from "../types";
import type { FieldProps, SchemaTools, Widget } from "./types";

export const REQUIRED = "validation.required";

/** "Required" when the value is missing, else the widget's own message. */
export const requiredOr = (other: string) => (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : other);

export function optional<T extends ZodType>(schema: T, required: boolean) {
  return required ? schema : schema.optional();
}

/** Trimmed text up to `max` characters. */
export function textSchema({ z }: SchemaTools, max: number) {
  return z
    .string({ error: requiredOr("validation.invalid") })
    .trim()
    .max(max, { error: messageKey("validation.tooLong", { max }) });
}

/** A field that posts one value under its own name. */
export function one(f: FieldDef, required: boolean, constraint: Omit<FieldConstraint, "required"> = {}): FormConstraint {
  return { [f.name]: { required, ...constraint } };
}

/** A form value as a list of texts (absent and "" are no value). */
export function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null || value === "" ? [] : [String(value)];
}

/** Bilingual pairs: a field's value is in the language its name ends with, whatever the page's language. */
export function contentLang(name: string): "ar" | "en" | undefined {
  if (name.endsWith("_ar")) return "ar";
  if (name.endsWith("_en")) return "en";
  return undefined;
}

/**
 * What most widgets do: one name, its value as text, sent upstream as cleaned text (NFC, no bidi
 * controls; one-line names lose zero-width characters too). An emptied optional field is sent
 * as "", which the contract reads as "clear it".
 */
export const scalar: Pick<Widget, "names" | "errorName" | "echoes" | "fromRecord" | "text" | "encode"> = {
  names: (f) => [f.name],
  errorName: (f) => f.name,
  echoes: true,
  fromRecord: (f, value) => ({ [f.name]: value === null || value === undefined ? undefined : String(value) }),
  text: (f, values) => list(values[f.name]).join("\n").trim(),
  encode: (f, { form, out }) => {
    const v = form.get(f.name);
    out.append(f.name, typeof v === "string" ? (f.widget === "text" ? cleanName(v) : cleanText(v)).trim() : "");
  },
};

/** Sends a value typed in any digits (Arabic-Indic, Persian) upstream in Latin digits. */
export const encodeLatinDigits: Widget["encode"] = (f, { form, out }) => {
  const v = form.get(f.name);
  out.append(f.name, typeof v === "string" ? toLatinDigits(v).trim() : "");
};

/** A one-line `<input>` for the field, with the attributes its widget adds. */
export function InputField({
  field: f,
  label,
  className,
  meta,
  type,
  extra,
  date,
}: FieldProps & { type: "text" | "email" | "url" | "password"; extra?: InputHTMLAttributes<HTMLInputElement>; date?: boolean }) {
  const { key, ...props } = getInputProps(meta(f.name), { type });
  return (
    <Field
      key={key}
      label={label}
      className={className}
      inputProps={{ ...props, dir: f.dir, lang: contentLang(f.name), ...extra }}
      errors={meta(f.name).errors}
      date={date}
    />
  );
}
