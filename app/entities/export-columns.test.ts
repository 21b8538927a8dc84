import { describe, expect, it } from "vitest";
import { records, type ResourceRecord } from "../../contract/schemas";
import { cellText } from "./cells";
import { orders } from "./definitions/orders";

const order: ResourceRecord<"orders"> = {
  id: 12,
  created_at: "2026-03-01T09:15:00.000Z",
  updated_at: "2026-03-02T10:00:00.000Z",
  title: "ms",
  name: "هند",
  mobile: "+966501234567",
  email: "hind@example.com",
  country_id: 1,
  country: { id: 1, name_ar: "السعودية", name_en: "Saudi Arabia", dial_code: "+966" },
  city: "الرياض",
  code: "R-1",
  short_description: "ترميم واجهة",
  service_id: 2,
  service: { id: 2, title_ar: "ترميم", title_en: "Renovation" },
  message: "أرجو الاتصال",
  source_id: 3,
  source: { id: 3, name_ar: "تويتر", name_en: "Twitter" },
  status: 2,
  sub_status: 1,
  moderator_id: 5,
  moderator: { id: 5, name: "سارة" },
  next_contact_at: "2026-03-05T00:00:00.000Z",
  last_comment: "لم ترد",
};

describe("the orders export", () => {
  const t = (key: string) => `[${key}]`;
  const columns = orders.exportColumns!;

  it("carries every field of the order, not just the list's columns", () => {
    // Each contract field by its label (a reference by its *_id label, the record's own stamps too).
    const labels = columns.map((c) => c.label);
    const fields = Object.keys(records.orders.shape).filter((k) => !["country", "service", "source", "moderator"].includes(k));
    const labelOf = (k: string) => (k === "title" ? "fields.gender" : k === "moderator_id" ? "fields.moderator" : `fields.${k}`);
    expect(labels.sort()).toEqual(fields.map(labelOf).sort());
  });

  it("writes each cell as text: names in the page's language, statuses translated, dates as dates", () => {
    const row = Object.fromEntries(columns.map((c) => [c.label, c.text(order, "en", t)]));
    expect(row).toMatchObject({
      "fields.id": "12",
      "fields.gender": "[fields.ms]",
      "fields.mobile": "+966501234567",
      "fields.country_id": "Saudi Arabia",
      "fields.service_id": "Renovation",
      "fields.source_id": "Twitter",
      "fields.status": "[orders.status.2]",
      "fields.sub_status": "[orders.subStatus.1]",
      "fields.moderator": "سارة",
      // Times in the company's zone, with its offset.
      "fields.created_at": "2026-03-01T12:15:00+03:00",
      "fields.next_contact_at": "2026-03-05",
    });
    const empty = { ...order, sub_status: null, moderator: null, country: null, email: null, next_contact_at: undefined };
    const blank = Object.fromEntries(columns.map((c) => [c.label, c.text(empty, "ar", t)]));
    expect([blank["fields.sub_status"], blank["fields.moderator"], blank["fields.country_id"], blank["fields.email"], blank["fields.next_contact_at"]]).toEqual(
      ["", "", "", "", ""],
    );
  });
});

describe("cell text", () => {
  it("shows a date-only field as the day alone, a date-time with its time in the company's zone", () => {
    expect(cellText("date", "2026-04-01T00:00:00.000Z", String)).toBe("2026-04-01");
    expect(cellText("datetime", "2026-04-01T00:00:00.000Z", String)).toBe("2026-04-01T03:00:00+03:00");
  });
});
