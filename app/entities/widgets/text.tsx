import { InputField, one, optional, scalar, textSchema } from "./shared";
import type { Widget } from "./types";

/** One line of text (a name, a title, a slug). */
export const text: Widget = {
  ...scalar,
  constraint: (f, required) => one(f, required, { maxLength: f.max ?? 255 }),
  schema: (f, tools) => ({ [f.name]: optional(textSchema(tools, f.max ?? 255), tools.required) }),
  Field: (props) => <InputField {...props} type="text" />,
};
