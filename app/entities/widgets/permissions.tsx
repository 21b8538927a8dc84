import { normalizePermission, toUpstreamPermission } from "~/utils/permissions";
import { PermissionsGrid } from "../permissions-grid";
import { list, REQUIRED, scalar } from "./shared";
import type { Widget } from "./types";

/** A role's permissions: a grid of checkboxes, at least one chosen, sent upstream as `name[]` in the upstream's spelling. */
export const permissions: Widget = {
  ...scalar,
  multiple: true,
  constraint: (f) => ({ [f.name]: { required: true, multiple: true }, [`${f.name}[]`]: { required: true } }),
  schema: (f, { z }) => ({ [f.name]: z.array(z.string(), { error: REQUIRED }).min(1, { error: REQUIRED }) }),
  fromRecord: (f, value) => ({ [f.name]: Array.isArray(value) ? value.map((p) => normalizePermission(String(p))) : [] }),
  // The same permissions in another order are the same role.
  text: (f, values) => list(values[f.name]).sort().join(","),
  shown: (f, values) => list(values[f.name]).sort().join(", "),
  encode: (f, { form, out }) => {
    for (const p of form.getAll(f.name)) out.append(`${f.name}[]`, toUpstreamPermission(String(p)));
  },
  Field: ({ field: f, meta }) => (
    <div className="field-wide">
      <PermissionsGrid
        key={meta(f.name).key}
        name={f.name}
        defaultValue={(meta(f.name).initialValue as string[] | undefined) ?? []}
        errors={meta(f.name).errors}
      />
    </div>
  ),
};
