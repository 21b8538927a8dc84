import type { ResourceRecord } from "../../../contract/schemas";
import { activeFilter, c, f, localized, lookupFilter, withPriority } from "../builders";
import { defineEntity } from "../types";

export const offers = defineEntity<ResourceRecord<"offers">>({
  area: "offers",
  resource: "offers",
  titleKey: "nav.offers",
  singularKey: "entities.offers",
  fields: [
    ...f.bilingual("title"),
    f.select("service_id", "services"),
    f.image("image"),
    f.number("price", { min: 0, max: 99_999_999.99 }),
    f.int("discount_percent", { min: 0, max: 100 }),
    f.date("starts_at"),
    f.date("ends_at"),
    f.active(),
    ...f.bilingual("description", "richtext", false),
  ],
  columns: [
    c.image(),
    c.title("title"),
    withPriority(3, c.ref("service", "title")),
    { id: "price", label: "fields.price", kind: "number", sort: "price", value: (r) => r.price },
    { id: "discount_percent", label: "fields.discount_percent", kind: "number", sort: "discount_percent", priority: 2, value: (r) => r.discount_percent },
    { id: "starts_at", label: "fields.starts_at", kind: "date", sort: "starts_at", priority: 3, value: (r) => r.starts_at },
    { id: "ends_at", label: "fields.ends_at", kind: "date", sort: "ends_at", value: (r) => r.ends_at },
    c.active(),
  ],
  filters: [lookupFilter("service_id", "services"), activeFilter],
  rowLabel: (r, locale) => localized(r, "title", locale),
  editable: true,
  deletable: true,
});
