import type { ResourceRecord } from "../../../contract/schemas";
import { activeFilter, c, f, localized } from "../builders";
import { defineEntity } from "../types";

export const services = defineEntity<ResourceRecord<"services">>({
  area: "services",
  resource: "services",
  titleKey: "nav.services",
  singularKey: "entities.services",
  fields: [
    ...f.bilingual("title"),
    f.image("image"),
    f.int("sort_order", { min: 0, max: 1_000_000 }),
    f.active(),
    ...f.bilingual("description", "richtext", false),
  ],
  columns: [
    c.image(),
    c.title("title"),
    { id: "sort_order", label: "fields.sort_order", kind: "number", sort: "sort_order", priority: 2, value: (r) => r.sort_order },
    c.active(),
    c.created(),
  ],
  filters: [activeFilter],
  rowLabel: (r, locale) => localized(r, "title", locale),
  editable: true,
  deletable: true,
});
