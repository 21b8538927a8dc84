import type { ResourceRecord } from "../../../contract/schemas";
import { c, f, lookupFilter, withPriority } from "../builders";
import { defineEntity } from "../types";

const range = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

/**
 * Orders: a list and an add form here; no edit page and no delete (orders change only through
 * follow-ups on `/orders/{id}/request`, and cancelling is status 4).
 */
export const orders = defineEntity<ResourceRecord<"orders">>({
  area: "orders",
  resource: "orders",
  titleKey: "nav.orders",
  singularKey: "entities.orders",
  fields: [
    f.title({ required: "always" }),
    f.text("name", { required: "always" }),
    f.phone("mobile", { required: "always" }),
    f.email("email"),
    f.select("country_id", "countries"),
    f.text("city"),
    f.text("code", { dir: "ltr" }),
    f.select("service_id", "services", { required: "always" }),
    f.select("source_id", "sources"),
    f.text("short_description", { wide: true }),
    f.textarea("message", { wide: true }),
  ],
  columns: [
    { id: "id", label: "fields.id", kind: "number", sort: "id", value: (r) => r.id },
    c.text("name", { kind: "title", sort: "name" }),
    c.text("mobile", { kind: "phone" }),
    { ...c.ref("service", "title"), phone: "fact" },
    withPriority(3, c.ref("source")),
    { id: "status", label: "fields.status", kind: "status", sort: "status", phone: "fact", value: (r) => r.status },
    { id: "sub_status", label: "fields.sub_status", kind: "subStatus", sort: "sub_status", value: (r) => r.sub_status },
    { id: "moderator", label: "fields.moderator", kind: "text", priority: 2, value: (r) => r.moderator?.name ?? null },
    { id: "short_description", label: "fields.short_description", kind: "excerpt", priority: 3, value: (r) => r.short_description },
    withPriority(2, c.created()),
  ],
  filters: [
    { param: "status", kind: "options", label: "fields.status", options: range(4).map((v) => ({ value: v, label: `orders.status.${v}` })) },
    { param: "sub_status", kind: "options", label: "fields.sub_status", options: range(10).map((v) => ({ value: v, label: `orders.subStatus.${v}` })) },
    lookupFilter("source_id", "sources"),
    lookupFilter("service_id", "services"),
    lookupFilter("moderator_id", "moderators"),
    { param: "date_from", kind: "date", label: "fields.date_from" },
    { param: "date_to", kind: "date", label: "fields.date_to" },
  ],
  rowLabel: (r) => `#${r.id} ${r.name}`,
  editable: false,
  deletable: false,
});
