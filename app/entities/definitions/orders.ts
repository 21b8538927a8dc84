import type { ResourceRecord } from "../../../contract/schemas";
import { exportDateTime, toDateInput } from "~/utils/format";
import { c, f, lookupFilter, refName, withPriority } from "../builders";
import { defineEntity, type ExportColumn } from "../types";

const range = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

type Order = ResourceRecord<"orders">;
const text = (label: string, pick: (r: Order) => string | null | undefined): ExportColumn<Order> => ({ label, text: (r) => pick(r) ?? "" });

/**
 * The CSV export carries every field of the order (the contract's, in its order), not just the
 * list's columns: a spreadsheet is where the whole order is read and sorted.
 */
const EXPORT_COLUMNS: ExportColumn<Order>[] = [
  text("fields.id", (r) => String(r.id)),
  { label: "fields.gender", text: (r, _locale, t) => t(`fields.${r.title}`) },
  text("fields.name", (r) => r.name),
  text("fields.mobile", (r) => r.mobile),
  text("fields.email", (r) => r.email),
  { label: "fields.country_id", text: (r, locale) => refName(r.country, locale) ?? "" },
  text("fields.city", (r) => r.city),
  text("fields.code", (r) => r.code),
  text("fields.short_description", (r) => r.short_description),
  { label: "fields.service_id", text: (r, locale) => refName(r.service, locale, "title") ?? "" },
  text("fields.message", (r) => r.message),
  { label: "fields.source_id", text: (r, locale) => refName(r.source, locale) ?? "" },
  { label: "fields.status", text: (r, _locale, t) => t(`orders.status.${r.status}`) },
  { label: "fields.sub_status", text: (r, _locale, t) => (r.sub_status === null ? "" : t(`orders.subStatus.${r.sub_status}`)) },
  text("fields.moderator", (r) => r.moderator?.name),
  text("fields.created_at", (r) => exportDateTime(r.created_at)),
  text("fields.next_contact_at", (r) => toDateInput(r.next_contact_at)),
  text("fields.last_comment", (r) => r.last_comment),
  text("fields.updated_at", (r) => exportDateTime(r.updated_at)),
];

/**
 * Orders: a list and an add form here; no edit page and no delete (orders change only through
 * follow-ups on `/orders/{id}/request`, and cancelling is status 4).
 */
export const orders = defineEntity<Order>({
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
    { id: "id", label: "fields.id", kind: "id", sort: "id", value: (r) => r.id },
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
  exportColumns: EXPORT_COLUMNS,
  rowLabel: (r) => `#${r.id} ${r.name}`,
  editable: false,
  deletable: false,
});
