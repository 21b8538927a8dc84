import { describe, expect, it } from "vitest";
import { resolve } from "~/utils/i18n/translation";
import { ar } from "~/locales/ar";
import { en } from "~/locales/en";
import { ENTITIES } from "~/entities/registry";
import { BIN_AREAS } from "~/utils/permissions";
import type { ActivityEntry } from "../../contract/activity";
import { describeChange, describeEntry, describeValue, type DescribeTools } from "./describe";
import { valuesBefore } from "~/entities/restore.server";

/** The dictionary's own strings (plain lookups with `{{x}}` filled in), without i18next. */
function tools(locale: "ar" | "en"): DescribeTools {
  const dict = { ar, en }[locale];
  return {
    locale,
    t: (key, options) => {
      const text = resolve(dict, key);
      return typeof text === "string" ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? "")) : key;
    },
    has: (key) => typeof resolve(dict, key) === "string",
    lookups: { categories: [{ value: "4", label: locale === "ar" ? "أخبار الشركة" : "Company news" }] },
    thumb: (url) => `/thumb/cell?src=${encodeURIComponent(url)}`,
  };
}

const blogs = ENTITIES.blogs!;
const field = (name: string) => blogs.fields.find((f) => f.name === name);

describe("an activity value as a person reads it", () => {
  it("shows a choice by its name, not its id, and an unknown one by its number", () => {
    expect(describeValue(field("category_id"), "category_id", 4, tools("en"))).toEqual({ kind: "text", text: "Company news" });
    expect(describeValue(field("category_id"), "category_id", "4", tools("ar"))).toEqual({ kind: "text", text: "أخبار الشركة" });
    expect(describeValue(field("category_id"), "category_id", 99, tools("en"))).toEqual({ kind: "text", text: "#99" });
  });

  it("shows a switch as yes or no in the page language, and nothing as empty", () => {
    expect(describeValue(field("is_active"), "is_active", true, tools("ar"))).toEqual({ kind: "text", text: "نعم" });
    expect(describeValue(field("is_active"), "is_active", 0, tools("en"))).toEqual({ kind: "text", text: "No" });
    expect(describeValue(field("title_en"), "title_en", null, tools("en"))).toEqual({ kind: "none" });
    expect(describeValue(field("title_en"), "title_en", "", tools("en"))).toEqual({ kind: "none" });
  });

  it("shows rich text as readable text, and an image as a small copy linked to the whole one", () => {
    expect(describeValue(field("content_ar"), "content_ar", "<p>مرحبا <strong>بكم</strong></p><p>&amp; أهلًا</p>", tools("ar"))).toEqual({
      kind: "text",
      text: "مرحبا بكم & أهلًا",
    });
    const url = "http://127.0.0.1:4000/uploads/a.png";
    expect(describeValue(field("image"), "image", url, tools("en"))).toEqual({ kind: "image", src: `/thumb/cell?src=${encodeURIComponent(url)}`, href: url });
  });

  it("names role permissions by area and action, and order statuses by their names", () => {
    const roles = ENTITIES.roles!;
    const permissions = roles.fields.find((f) => f.name === "permissions");
    expect(describeValue(permissions, "permissions", ["show blogs", "create blogs"], tools("en"))).toEqual({ kind: "text", text: "Blogs: Add, Blogs: View" });
    expect(describeValue(undefined, "status", 3, tools("en"))).toEqual({ kind: "text", text: "Done" });
  });
});

describe("a changed field", () => {
  it("has its label in the page language, and a secret only as changed", () => {
    const t = tools("ar");
    expect(describeChange(blogs, { field: "title_en", before: "Old", after: "New" }, t)).toMatchObject({
      label: ar.fields.title_en,
      before: { text: "Old" },
      after: { text: "New" },
    });
    expect(describeChange(ENTITIES.users, { field: "password", before: null, after: null, secret: true }, t)).toMatchObject({
      label: ar.fields.password,
      before: { kind: "secret" },
      after: { kind: "secret" },
    });
    expect(describeChange(undefined, { field: "comment", before: null, after: "اتصلت" }, t).label).toBe(ar.history.field_comment);
  });

  it("marks the changed words of a long text: removed on the old side, added on the new", () => {
    const before = "<p>The north tower in Riyadh opens in the spring of next year.</p>";
    const after = "<p>The south tower in Jeddah opens in the spring of next year.</p>";
    const change = describeChange(blogs, { field: "content_en", before, after }, tools("en"));
    if (!("before" in change) || change.before.kind !== "text" || change.after.kind !== "text") throw new Error("text expected");
    expect(change.before.pieces?.filter((p) => p.kind === "del").map((p) => p.text.trim())).toEqual(["north", "Riyadh"]);
    expect(change.after.pieces?.filter((p) => p.kind === "ins").map((p) => p.text.trim())).toEqual(["south", "Jeddah"]);
    expect(change.after.pieces?.map((p) => p.text).join("")).toBe("The south tower in Jeddah opens in the spring of next year.");
  });
});

describe("staff members, dates and two-step login in words", () => {
  const orders = ENTITIES.orders!;
  const users = ENTITIES.users!;
  const followUp = { user: { id: 3, name: "Sara" }, resource: "orders", record_id: 12 };

  it("names an order's moderator by the name the answer gives, and one it does not name as a staff member by number", () => {
    const named = describeChange(orders, { field: "moderator_id", before: 4, after: 3, staff: { before: "خالد", after: "سارة" } }, tools("ar"), followUp);
    expect(named).toMatchObject({ label: ar.fields.moderator_id, before: { kind: "text", text: "خالد" }, after: { kind: "text", text: "سارة" } });
    const unnamed = describeChange(orders, { field: "moderator_id", before: null, after: 4 }, tools("en"), followUp);
    expect(unnamed).toMatchObject({ before: { kind: "none" }, after: { kind: "text", text: "Staff member no. 4" } });
    const unknown = describeChange(orders, { field: "moderator_id", before: 9, after: 3, staff: { before: null, after: "Sara" } }, tools("ar"), followUp);
    expect(unknown).toMatchObject({ before: { text: "موظف رقم 9" }, after: { text: "Sara" } });
    // The one who wrote the entry too, and the system as the system.
    const entry = {
      ...followUp,
      user: { id: 8, name: "" },
      id: 1,
      action: "update" as const,
      label: null,
      changes: [],
      created_at: "2026-11-27T10:00:00.000Z",
    };
    expect(describeEntry(entry, orders, tools("en")).who).toBe("Staff member no. 8");
    expect(describeEntry({ ...entry, user: null }, orders, tools("en")).who).toBeNull();
  });

  it("shows a date field as its day and a time in the page language, never as an ISO timestamp", () => {
    const published = describeChange(blogs, { field: "published_at", before: "2026-11-27T00:00:00.000Z", after: "2026-12-01T00:00:00.000Z" }, tools("en"));
    expect(published).toMatchObject({ before: { text: "2026-11-27", dir: "ltr" }, after: { text: "2026-12-01", dir: "ltr" } });
    const next = describeChange(orders, { field: "next_contact_at", before: null, after: "2026-12-09" }, tools("ar"), followUp);
    expect(next).toMatchObject({ label: ar.fields.next_contact_at, after: { text: "2026-12-09" } });
    const time = describeValue(undefined, "last_seen", "2026-11-27T10:05:00.000Z", tools("en"));
    if (time.kind !== "text") throw new Error("text expected");
    expect(time.text).not.toContain("T10");
    expect(time.text).toMatch(/2026/);
  });

  it("reads two-step login as turned on, turned off, or reset by the one who turned off someone else's", () => {
    const own = { user: { id: 5, name: "Noura" }, resource: "users", record_id: 5 };
    const other = { user: { id: 1, name: "مدير النظام" }, resource: "users", record_id: 5 };
    expect(describeChange(users, { field: "two_step", before: false, after: true }, tools("en"), own)).toEqual({
      field: "two_step",
      label: en.history.field_two_step,
      said: "Turned on",
    });
    expect(describeChange(users, { field: "two_step", before: true, after: false }, tools("ar"), own)).toMatchObject({ said: ar.history.twoStepOff });
    expect(describeChange(users, { field: "two_step", before: true, after: false }, tools("ar"), other)).toMatchObject({
      said: "أُعيد ضبطه بواسطة مدير النظام",
    });
    // An entry that recorded it only as a secret: a reset when it is someone else's, else only "changed".
    const secret = { field: "two_step", before: null, after: null, secret: true };
    expect(describeChange(users, secret, tools("en"), other)).toMatchObject({ said: "Reset by مدير النظام" });
    expect(describeChange(users, secret, tools("en"), own)).toMatchObject({ before: { kind: "secret" } });
  });
});

describe("which entries can be restored", () => {
  const entry = (changes: ActivityEntry["changes"], action: ActivityEntry["action"] = "update", resource = "blogs"): ActivityEntry => ({
    id: 1,
    user: { id: 1, name: "Admin" },
    resource,
    record_id: 7,
    action,
    label: "x",
    changes,
    created_at: "2026-11-27T10:00:00.000Z",
  });
  const restorable = (e: ActivityEntry) => describeEntry(e, ENTITIES[e.resource === "users" ? "users" : "blogs"], tools("en")).restorable;

  it("offers it for an edit of a field of the edit form, not for an image, a secret, two-step login or another action", () => {
    expect(restorable(entry([{ field: "title_en", before: "A", after: "B" }]))).toBe(true);
    expect(restorable(entry([{ field: "image", before: "a.png", after: "b.png" }]))).toBe(false);
    expect(restorable(entry([{ field: "password", before: null, after: null, secret: true }], "update", "users"))).toBe(false);
    expect(restorable(entry([{ field: "two_step", before: true, after: false }], "update", "users"))).toBe(false);
    expect(restorable(entry([{ field: "title_en", before: null, after: "B" }], "create"))).toBe(false);
    expect(restorable(entry([], "restore"))).toBe(false);
  });
});

describe("restoring the values from before a change", () => {
  const entry = (id: number, changes: ActivityEntry["changes"]): ActivityEntry => ({
    id,
    user: { id: 1, name: "Admin" },
    resource: "blogs",
    record_id: 7,
    action: "update",
    label: "x",
    changes,
    created_at: "2026-11-27T10:00:00.000Z",
  });

  it("undoes every change from the newest entry down to the chosen one, and leaves the rest", () => {
    const current = { title_en: "C", title_ar: "ج", is_active: true };
    const entries = [
      entry(9, [{ field: "title_en", before: "B", after: "C" }]),
      entry(5, [
        { field: "title_en", before: "A", after: "B" },
        { field: "is_active", before: false, after: true },
      ]),
    ];
    expect(valuesBefore(current, entries, 9)).toEqual({ title_en: "B", title_ar: "ج", is_active: true });
    expect(valuesBefore(current, entries, 5)).toEqual({ title_en: "A", title_ar: "ج", is_active: false });
    expect(valuesBefore(current, entries, 4)).toBeNull();
  });
});

it("offers the bin in the menu for exactly the areas whose records are deleted", () => {
  expect(new Set(BIN_AREAS)).toEqual(
    new Set(
      Object.values(ENTITIES)
        .filter((d) => d.deletable)
        .map((d) => d.area),
    ),
  );
});
