import type { ResourceRecord } from "../../../contract/schemas";
import { activeFilter, c, f, localized } from "../builders";
import { defineEntity } from "../types";

export const branches = defineEntity<ResourceRecord<"branches">>({
  area: "branches",
  resource: "branches",
  titleKey: "nav.branches",
  singularKey: "entities.branches",
  fields: [...f.bilingual("name"), ...f.bilingual("address", "text", false), f.phone("phone"), f.email("email"), f.text("city"), f.url("map_url"), f.active()],
  columns: [
    c.title("name"),
    c.text("city", { sort: "city", priority: 2 }),
    c.text("phone", { kind: "phone" }),
    c.text("email", { kind: "email", priority: 3 }),
    c.active(),
  ],
  filters: [activeFilter],
  rowLabel: (r, locale) => localized(r, "name", locale),
  editable: true,
  deletable: true,
});
