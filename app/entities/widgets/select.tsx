import { SelectField } from "~/components/fields/select-field";
import { isId } from "~/utils/input-rules";
import { list, one, optional, requiredOr, scalar } from "./shared";
import type { Widget } from "./types";

/** One of an option list's records, by id. */
export const select: Widget = {
  ...scalar,
  lookups: (f) => (f.options ? [f.options] : []),
  constraint: (f, required) => one(f, required),
  // An option's id, as text: a 25-digit value must not reach the upstream as 1.2345678901234568e+24.
  schema: (f, { z, required }) => ({
    [f.name]: optional(
      z
        .string({ error: requiredOr("validation.invalid") })
        .refine(isId, { error: "validation.invalid" })
        .transform(Number),
      required,
    ),
  }),
  shown: (f, values, lookups) => {
    const id = list(values[f.name]).join("");
    return (f.options && lookups[f.options]?.find((o) => o.value === id)?.label) || id;
  },
  Field: ({ field: f, label, meta, lookups, required }) => (
    <SelectField
      key={meta(f.name).key}
      name={f.name}
      label={label}
      options={(f.options && lookups[f.options]) || []}
      defaultValue={meta(f.name).initialValue as string | undefined}
      errors={meta(f.name).errors}
      required={required}
    />
  ),
};
