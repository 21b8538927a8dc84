import type { ResourceRecord } from "../../../contract/schemas";
import { activeFilter, c, f, localized } from "../builders";
import { defineEntity } from "../types";

export const category = defineEntity<ResourceRecord<"categories">>({
  area: "category",
  resource: "categories",
  titleKey: "nav.category",
  singularKey: "entities.category",
  fields: [...f.bilingual("name"), f.image("image"), f.active()],
  columns: [c.image(), c.title("name"), c.active(), c.created()],
  filters: [activeFilter],
  rowLabel: (r, locale) => localized(r, "name", locale),
  editable: true,
  deletable: true,
});
