import { toLatinDigits } from "../../../contract/arabic";
import { DECIMAL_TEXT, INTEGER_TEXT } from "~/utils/input-rules";
import { messageKey } from "~/utils/i18n/translate";
import { encodeLatinDigits, InputField, one, optional, requiredOr, scalar } from "./shared";
import type { Widget } from "./types";

/**
 * A number field: a text field with a numeric keyboard, since a number input refuses
 * Arabic-Indic digits before the server sees them. Arabic-Indic and Persian digits and the
 * Arabic decimal separator read as Latin ones, and reach the upstream as Latin.
 */
export function numeric(kind: "int" | "number"): Widget {
  return {
    ...scalar,
    constraint: (f, required) => one(f, required, { ...(f.min !== undefined ? { min: f.min } : {}), ...(f.max !== undefined ? { max: f.max } : {}) }),
    schema: (f, { z, required }) => {
      const key = kind === "int" ? "validation.integer" : "validation.invalid";
      let value = z.number({ error: key });
      if (kind === "int") value = value.int({ error: key });
      if (f.min !== undefined) value = value.min(f.min, { error: messageKey("validation.min", { min: f.min }) });
      if (f.max !== undefined) value = value.max(f.max, { error: messageKey("validation.max", { max: f.max }) });
      // Checked as text against a plain decimal pattern before it becomes a number: Number()
      // would take `0x10`, `1e3` or ` 12 `, and `1e309` would become Infinity.
      const schema = z.preprocess(
        (input) => (typeof input === "string" ? toLatinDigits(input).trim() : input),
        z
          .string({ error: requiredOr(key) })
          .regex(kind === "int" ? INTEGER_TEXT : DECIMAL_TEXT, { error: key })
          .transform(Number)
          .pipe(value),
      );
      return { [f.name]: optional(schema, required) };
    },
    encode: encodeLatinDigits,
    Field: (props) => <InputField {...props} type="text" extra={{ inputMode: kind === "int" ? "numeric" : "decimal", dir: "ltr" }} />,
  };
}

/** A decimal number. */
export const number = numeric("number");
