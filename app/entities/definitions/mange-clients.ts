import type { ResourceRecord } from "../../../contract/schemas";
import { activeFilter, c, f, localized } from "../builders";
import { defineEntity } from "../types";

/** Customers, at `/mange-clients` (spelled so in the spec). */
export const customers = defineEntity<ResourceRecord<"customers">>({
  area: "mange-clients",
  resource: "customers",
  titleKey: "nav.mange-clients",
  singularKey: "entities.mange-clients",
  fields: [...f.bilingual("name"), f.image("logo", { required: "store" }), f.url("website"), f.active()],
  columns: [c.image("logo"), c.title("name"), c.text("website", { kind: "text", priority: 2 }), c.active(), c.created()],
  filters: [activeFilter],
  rowLabel: (r, locale) => localized(r, "name", locale),
  editable: true,
  deletable: true,
});
