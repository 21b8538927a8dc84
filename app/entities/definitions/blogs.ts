import type { ResourceRecord } from "../../../contract/schemas";
import { activeFilter, c, f, localized, lookupFilter, withPriority } from "../builders";
import { defineEntity } from "../types";

export const blogs = defineEntity<ResourceRecord<"blogs">>({
  area: "blogs",
  resource: "blogs",
  titleKey: "nav.blogs",
  singularKey: "entities.blogs",
  fields: [
    ...f.bilingual("title"),
    f.select("category_id", "categories"),
    f.image("image", { required: "store" }),
    f.date("published_at"),
    f.active(),
    ...f.bilingual("content", "richtext", false),
  ],
  columns: [
    c.image(),
    c.title("title"),
    withPriority(2, c.ref("category")),
    { id: "published_at", label: "fields.published_at", kind: "date", sort: "published_at", phone: "fact", value: (r) => r.published_at },
    { ...c.active(), phone: "fact" },
    c.created(),
  ],
  filters: [lookupFilter("category_id", "categories"), activeFilter],
  rowLabel: (r, locale) => localized(r, "title", locale),
  editable: true,
  deletable: true,
});
