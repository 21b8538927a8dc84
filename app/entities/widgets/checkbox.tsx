import { CheckboxField } from "~/components/fields/checkbox-field";
import { list, scalar } from "./shared";
import type { Widget } from "./types";

/** Yes or no; a new record starts with yes (an entity's `is_active`). Sent upstream as "1" or "0". */
export const checkbox: Widget = {
  ...scalar,
  constraint: (f) => ({ [f.name]: { required: false } }),
  schema: (f, { z }) => ({ [f.name]: z.boolean().optional() }),
  fromRecord: (f, value, { record }) => ({ [f.name]: (record ? Boolean(value) : true) ? "on" : undefined }),
  text: (f, values) => (list(values[f.name]).length ? "1" : "0"),
  conflictKind: "bool",
  encode: (f, { form, out }) => out.append(f.name, form.get(f.name) ? "1" : "0"),
  Field: ({ field: f, label, meta }) => (
    <CheckboxField key={meta(f.name).key} name={f.name} label={label} defaultChecked={meta(f.name).initialValue === "on"} errors={meta(f.name).errors} />
  ),
};
