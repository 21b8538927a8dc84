import { regexPattern, TYPED_DATE } from "~/utils/constraints";
import { toDateInput } from "~/utils/format";
import { isCalendarDate, normalizeTypedDate } from "~/utils/input-rules";
import { InputField, one, optional, requiredOr, scalar } from "./shared";
import type { Widget } from "./types";

/** A calendar day, typed as YYYY-MM-DD or DD-MM-YYYY in any digits, or picked from the calendar. */
export const date: Widget = {
  ...scalar,
  constraint: (f, required) => one(f, required, { pattern: regexPattern(TYPED_DATE) }),
  schema: (f, { z, required }) => ({
    [f.name]: optional(
      z
        .string({ error: requiredOr("validation.invalid") })
        .regex(TYPED_DATE, { error: "validation.invalid" })
        .transform(normalizeTypedDate)
        .refine(isCalendarDate, { error: "validation.invalid" }),
      required,
    ),
  }),
  fromRecord: (f, value) => ({ [f.name]: typeof value === "string" ? toDateInput(value) : undefined }),
  // Sent as YYYY-MM-DD whichever way it was typed.
  encode: (f, { form, out }) => {
    const v = form.get(f.name);
    out.append(f.name, typeof v === "string" ? normalizeTypedDate(v) : "");
  },
  Field: (props) => <InputField {...props} type="text" date />,
};
