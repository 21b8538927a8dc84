import type { ResourceRecord } from "../../../contract/schemas";
import { activeFilter, c, f, localized } from "../builders";
import { defineEntity } from "../types";

/** Where orders come from (website, WhatsApp, …). */
export const sources = defineEntity<ResourceRecord<"sources">>({
  area: "sources",
  resource: "sources",
  titleKey: "nav.sources",
  singularKey: "entities.sources",
  fields: [...f.bilingual("name"), f.active()],
  columns: [c.title("name"), c.active(), c.created()],
  filters: [activeFilter],
  rowLabel: (r, locale) => localized(r, "name", locale),
  editable: true,
  deletable: true,
});
