import { InputField, one, optional, requiredOr, scalar } from "./shared";
import type { Widget } from "./types";

export const email: Widget = {
  ...scalar,
  constraint: (f, required) => one(f, required, { maxLength: 255 }),
  schema: (f, { z, required }) => ({ [f.name]: optional(z.email({ error: requiredOr("validation.email") }).max(255), required) }),
  Field: (props) => <InputField {...props} type="email" />,
};
