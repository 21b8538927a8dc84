import type { ResourceRecord } from "../../../contract/schemas";
import { activeFilter, c, f, localized, lookupFilter, withPriority } from "../builders";
import { defineEntity } from "../types";

export const projects = defineEntity<ResourceRecord<"projects">>({
  area: "projects",
  resource: "projects",
  titleKey: "nav.projects",
  singularKey: "entities.projects",
  fields: [
    ...f.bilingual("title"),
    f.select("category_id", "categories"),
    f.image("image", { required: "store" }),
    ...f.bilingual("location", "text", false),
    f.int("year", { min: 1950, max: 2100 }),
    f.active(),
    ...f.bilingual("content", "richtext", false),
  ],
  columns: [
    c.image(),
    c.title("title"),
    withPriority(2, c.ref("category")),
    { id: "location", label: "fields.location", kind: "text", priority: 3, value: (r, locale) => localizedOrNull(r, locale) },
    { id: "year", label: "fields.year", kind: "number", sort: "year", priority: 2, value: (r) => r.year },
    c.active(),
  ],
  filters: [lookupFilter("category_id", "categories"), activeFilter],
  rowLabel: (r, locale) => localized(r, "title", locale),
  editable: true,
  deletable: true,
});

function localizedOrNull(r: ResourceRecord<"projects">, locale: "ar" | "en") {
  return localized(r, "location", locale) || null;
}
