import type { ResourceRecord } from "../../../contract/schemas";
import { activeFilter, c, f, localized } from "../builders";
import { defineEntity } from "../types";

/** Team members (the upstream calls them doctors). */
export const teams = defineEntity<ResourceRecord<"doctors">>({
  area: "teams",
  resource: "doctors",
  titleKey: "nav.teams",
  singularKey: "entities.teams",
  fields: [
    ...f.bilingual("name"),
    ...f.bilingual("position", "text", false),
    f.image("image", { required: "store" }),
    f.int("sort_order", { min: 0, max: 1_000_000 }),
    f.active(),
    ...f.bilingual("bio", "textarea", false),
  ],
  columns: [
    c.image(),
    c.title("name"),
    { id: "position", label: "fields.position", kind: "text", priority: 2, value: (r, locale) => localized(r, "position", locale) || null },
    { id: "sort_order", label: "fields.sort_order", kind: "number", sort: "sort_order", priority: 3, value: (r) => r.sort_order },
    c.active(),
  ],
  filters: [activeFilter],
  rowLabel: (r, locale) => localized(r, "name", locale),
  editable: true,
  deletable: true,
});
