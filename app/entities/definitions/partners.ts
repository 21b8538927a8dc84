import type { ResourceRecord } from "../../../contract/schemas";
import { activeFilter, c, f, localized } from "../builders";
import { defineEntity } from "../types";

export const partners = defineEntity<ResourceRecord<"partners">>({
  area: "partners",
  resource: "partners",
  titleKey: "nav.partners",
  singularKey: "entities.partners",
  fields: [...f.bilingual("name"), f.image("logo", { required: "store" }), f.url("website"), f.active()],
  columns: [c.image("logo"), c.title("name"), c.text("website", { priority: 2 }), c.active(), c.created()],
  filters: [activeFilter],
  rowLabel: (r, locale) => localized(r, "name", locale),
  editable: true,
  deletable: true,
});
