import type { ResourceRecord } from "../../../contract/schemas";
import { activeFilter, c, f, localized } from "../builders";
import { defineEntity } from "../types";

/** News (the upstream calls them tidings). */
export const news = defineEntity<ResourceRecord<"tidings">>({
  area: "news",
  resource: "tidings",
  titleKey: "nav.news",
  singularKey: "entities.news",
  fields: [...f.bilingual("title"), f.image("image", { required: "store" }), f.date("published_at"), f.active(), ...f.bilingual("content", "richtext", false)],
  columns: [
    c.image(),
    c.title("title"),
    { id: "published_at", label: "fields.published_at", kind: "date", sort: "published_at", value: (r) => r.published_at },
    c.active(),
    c.created(),
  ],
  filters: [activeFilter],
  rowLabel: (r, locale) => localized(r, "title", locale),
  editable: true,
  deletable: true,
});
