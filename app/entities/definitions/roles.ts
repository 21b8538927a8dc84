import type { ResourceRecord } from "../../../contract/schemas";
import { f } from "../builders";
import { defineEntity } from "../types";

/** Roles: a name and the checkbox grid of every permission, grouped by area. */
export const roles = defineEntity<ResourceRecord<"roles">>({
  area: "roles",
  resource: "roles",
  titleKey: "nav.roles",
  singularKey: "entities.roles",
  fields: [f.text("name", { required: "always" }), f.permissions("permissions", { required: "always", wide: true })],
  columns: [
    { id: "name", label: "fields.name", kind: "title", sort: "name", value: (r) => r.name },
    { id: "permissions", label: "fields.permissions", kind: "count", priority: 2, value: (r) => r.permissions.length },
    { id: "users_count", label: "fields.users_count", kind: "count", priority: 2, value: (r) => r.users_count },
    { id: "created_at", label: "fields.created_at", kind: "datetime", sort: "created_at", priority: 3, value: (r) => r.created_at },
  ],
  filters: [],
  rowLabel: (r) => r.name,
  editable: true,
  deletable: true,
});
