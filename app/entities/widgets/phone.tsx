import { PhoneField } from "~/components/fields/phone-field";
import { DIAL_CODE, regexPattern } from "~/utils/constraints";
import { joinPhone, splitPhone } from "~/utils/phone";
import type { FieldDef } from "../types";
import { optional, requiredOr } from "./shared";
import type { FormValues, Widget } from "./types";

const code = (f: Pick<FieldDef, "name">) => `${f.name}__code`;
const number = (f: Pick<FieldDef, "name">) => `${f.name}__number`;
const typed = (f: Pick<FieldDef, "name">, values: FormValues) => String(values[number(f)] ?? "").trim();

/**
 * A phone number: a country code (a select) and the number as typed or pasted, sent upstream as
 * one E.164 number.
 */
export const phone: Widget = {
  names: (f) => [code(f), number(f)],
  errorName: number,
  echoes: true,
  lookups: () => ["countries"],
  constraint: (f, required) => ({
    [code(f)]: { required: false, pattern: regexPattern(DIAL_CODE) },
    [number(f)]: { required, maxLength: 40 },
  }),
  schema: (f, { z, required }) => {
    const digits = z
      .string({ error: requiredOr("validation.phone") })
      .trim()
      .max(40, { error: "validation.phone" });
    return {
      [code(f)]: z.string().regex(DIAL_CODE, { error: "validation.invalid" }).optional(),
      [number(f)]: optional(digits, required),
    };
  },
  // The digits as typed or pasted, checked with the field's country code.
  issues: (f, values, tools) => {
    const digits = values[number(f)];
    const dial = values[code(f)];
    const valid = typeof digits !== "string" || !digits || tools.phoneToE164(typeof dial === "string" ? dial : undefined, digits);
    return valid ? [] : [{ name: number(f), message: "validation.phone" }];
  },
  fromRecord: (f, value, { lookups }) => {
    const parts = splitPhone(typeof value === "string" ? value : "", lookups.dialCodes ?? []);
    return { [code(f)]: parts.code, [number(f)]: parts.number };
  },
  text: (f, values) => `${values[code(f)] ?? ""} ${typed(f, values)}`,
  shown: (f, values) => (typed(f, values) ? `${values[code(f)] ?? ""} ${typed(f, values)}`.trim() : ""),
  encode: (f, { form, out, phoneToE164 }) => {
    const dial = String(form.get(code(f)) ?? "+966");
    const digits = String(form.get(number(f)) ?? "");
    out.append(f.name, phoneToE164(dial, digits) ?? joinPhone(dial, digits));
  },
  Field: ({ field: f, label, meta, lookups, required }) => (
    <PhoneField
      key={meta(number(f)).key}
      name={f.name}
      label={label}
      dialCodes={lookups.dialCodes ?? []}
      defaultCode={meta(code(f)).initialValue as string | undefined}
      defaultNumber={meta(number(f)).initialValue as string | undefined}
      errors={[...(meta(number(f)).errors ?? []), ...(meta(code(f)).errors ?? [])]}
      required={required}
    />
  ),
};
