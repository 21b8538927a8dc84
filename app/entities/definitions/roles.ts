import type { ResourceRecord } from "../../../contract/schemas";
import { c, f, localized } from "../builders";
import { defineEntity } from "../types";

/** Roles: an Arabic and an English name, the checkbox grid of every permission, grouped by area, and whether two-step login is required. */
export const roles = defineEntity<ResourceRecord<"roles">>({
  area: "roles",
  resource: "roles",
  titleKey: "nav.roles",
  singularKey: "entities.roles",
  fields: [
    ...f.bilingual("name"),
    f.permissions("permissions", { required: "always", wide: true }),
    // An upstream without two-step login ignores the box (a field it does not know is not stored).
    { name: "requires_two_step", widget: "checkbox", label: "fields.requires_two_step", hint: "fields.requires_two_step_hint" },
  ],
  columns: [
    c.title("name"),
    { id: "permissions", label: "fields.permissions", kind: "count", priority: 2, value: (r) => r.permissions.length },
    { id: "users_count", label: "fields.users_count", kind: "count", priority: 2, value: (r) => r.users_count },
    { id: "created_at", label: "fields.created_at", kind: "datetime", sort: "created_at", priority: 3, value: (r) => r.created_at },
  ],
  filters: [],
  rowLabel: (r, locale) => localized(r, "name", locale),
  editable: true,
  deletable: true,
});
