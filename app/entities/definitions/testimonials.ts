import type { ResourceRecord } from "../../../contract/schemas";
import { activeFilter, c, f, localized } from "../builders";
import { defineEntity } from "../types";

export const testimonials = defineEntity<ResourceRecord<"testimonials">>({
  area: "testimonials",
  resource: "testimonials",
  titleKey: "nav.testimonials",
  singularKey: "entities.testimonials",
  fields: [
    f.text("name", { required: "always" }),
    f.text("company"),
    f.int("rating", { min: 1, max: 5 }),
    f.image("image"),
    f.active(),
    f.textarea("content_ar", { required: "always", wide: true, dir: "rtl" }),
    f.textarea("content_en", { wide: true, dir: "ltr" }),
  ],
  columns: [
    c.image(),
    c.text("name", { kind: "title", sort: "name" }),
    c.text("company", { priority: 2, phone: "fact" }),
    { id: "content", label: "fields.content", kind: "excerpt", priority: 3, value: (r, locale) => localized(r, "content", locale) },
    { id: "rating", label: "fields.rating", kind: "rating", sort: "rating", phone: "fact", value: (r) => r.rating },
    c.active(),
  ],
  filters: [activeFilter],
  rowLabel: (r) => r.name,
  editable: true,
  deletable: true,
});
