import type { ResourceRecord } from "../../../contract/schemas";
import { activeFilter, c, f, lookupFilter } from "../builders";
import { defineEntity } from "../types";

/**
 * Staff accounts: who may log in, with which role. Never deleted: an account is deactivated.
 * An optional extension of the contract (the page says so when the upstream lacks it).
 */
export const users = defineEntity<ResourceRecord<"users">>({
  area: "users",
  resource: "users",
  titleKey: "nav.users",
  singularKey: "entities.users",
  fields: [
    f.text("name", { required: "always" }),
    f.email("email", { required: "always" }),
    f.select("role_id", "roles", { required: "always" }),
    f.password("password", { required: "store", confirm: true, min: 8 }),
    f.active(),
  ],
  columns: [
    c.text("name", { kind: "title", sort: "name" }),
    c.text("email", { kind: "email", sort: "email" }),
    { ...c.ref("role"), phone: "fact" },
    { ...c.active(), phone: "fact" },
    c.created(),
  ],
  filters: [lookupFilter("role_id", "roles"), activeFilter],
  rowLabel: (r) => r.name,
  editable: true,
  deletable: false,
  notOfferedKey: "errors.usersNotOffered",
});
