import { messageKey } from "~/utils/translate";
import { InputField, one, optional, REQUIRED, scalar } from "./shared";
import type { Widget } from "./types";

/** A new password: never shown again, never sent back in a reply, sent upstream as typed. */
export const password: Widget = {
  ...scalar,
  echoes: false,
  secret: true,
  constraint: (f, required) => one(f, required, { minLength: f.min ?? 8, maxLength: 255 }),
  schema: (f, { z, required }) => ({
    [f.name]: optional(
      z
        .string({ error: REQUIRED })
        .min(f.min ?? 8, { error: messageKey("validation.tooShort", { min: f.min ?? 8 }) })
        .max(255),
      required,
    ),
  }),
  fromRecord: () => ({}),
  encode: (f, { form, out }) => {
    const v = form.get(f.name);
    if (typeof v === "string") out.append(f.name, v);
  },
  Field: (props) => <InputField {...props} type="password" extra={{ autoComplete: "new-password" }} />,
};
