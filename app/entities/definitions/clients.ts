import type { ResourceRecord } from "../../../contract/schemas";
import { activeFilter, c, f, lookupFilter, withPriority } from "../builders";
import { defineEntity } from "../types";

/** Clients (profiles). Their list searches by name and has a row drop-down (dropList). */
export const clients = defineEntity<ResourceRecord<"profile">>({
  area: "clients",
  resource: "profile",
  rowMenu: true,
  titleKey: "nav.clients",
  singularKey: "entities.clients",
  fields: [
    f.title({ required: "always" }),
    f.text("name", { required: "always" }),
    f.email("email", { required: "always" }),
    f.phone("phone", { required: "always" }),
    f.select("country_id", "countries"),
    f.text("city"),
    f.image("image"),
    f.active(),
    f.password("password", { required: "store", createOnly: true, min: 8, dir: "ltr" }),
  ],
  columns: [
    c.image(),
    c.text("name", { kind: "title", sort: "name" }),
    c.text("email", { kind: "email", sort: "email" }),
    c.text("phone", { kind: "phone", phone: "fact" }),
    { ...withPriority(2, c.ref("country")), phone: "fact" },
    c.text("city", { sort: "city", priority: 3 }),
    c.active(),
  ],
  filters: [lookupFilter("country_id", "countries"), activeFilter],
  rowLabel: (r) => r.name,
  editable: true,
  deletable: true,
});
