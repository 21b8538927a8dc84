import { describe, expect, it } from "vitest";
import { blogs } from "./definitions/blogs";
import { clients } from "./definitions/clients";
import { roles } from "./definitions/roles";
import { offers } from "./definitions/offers";
import { MAX_BULK, allowedBulkActions, parseIds } from "./bulk.server";
import { conflictChanges, expectedVersion } from "./conflict.server";
import { formFieldName, toUpstreamBody } from "./form.server";
import { changedFields, fingerprints, formDefaults } from "./values.server";

function form(entries: Array<[string, string | File]>) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe("form → upstream body", () => {
  it("sends Latin digits and an E.164 phone, whatever was typed", () => {
    const body = toUpstreamBody(
      clients.fields,
      "edit",
      form([
        ["phone__code", "+966"],
        ["phone__number", "٠٥٠ ١٢٣ ٤٥٦٧"],
      ]),
    );
    expect(body.get("phone")).toBe("+966501234567");
    const pasted = toUpstreamBody(
      clients.fields,
      "edit",
      form([
        ["phone__code", "+966"],
        ["phone__number", "00971 50 123 4567"],
      ]),
    );
    expect(pasted.get("phone")).toBe("+971501234567");
    const offer = toUpstreamBody(
      offers.fields,
      "create",
      form([
        ["price", "١٢٫٥"],
        ["discount_percent", "۱۰"],
      ]),
    );
    expect([offer.get("price"), offer.get("discount_percent")]).toEqual(["12.5", "10"]);
  });

  it("sends booleans as 1/0, cleared optional fields as empty strings, and no empty file", () => {
    const body = toUpstreamBody(
      blogs.fields,
      "edit",
      form([
        ["title_ar", " عنوان "],
        ["title_en", "Title"],
        ["category_id", ""],
        ["image", new File([], "")],
      ]),
    );
    expect(body.get("title_ar")).toBe("عنوان");
    expect(body.get("category_id")).toBe("");
    expect(body.get("is_active")).toBe("0");
    expect(body.has("image")).toBe(false);
    expect(body.get("_method")).toBe("PUT");
  });

  it("sanitises rich text before it leaves the dashboard", () => {
    const body = toUpstreamBody(
      blogs.fields,
      "create",
      form([
        ["content_ar", '<p onclick="x()">نص</p><script>alert(1)</script>'],
        ["is_active", "on"],
      ]),
    );
    expect(body.get("content_ar")).toBe("<p>نص</p>");
    expect(body.get("is_active")).toBe("1");
    expect(body.has("_method")).toBe(false);
  });

  it("joins a phone with its country code and sends a client's password on add only", () => {
    const entries: Array<[string, string]> = [
      ["phone__code", "+971"],
      ["phone__number", "050 123 4567"],
      ["password", "Secret#123"],
    ];
    const created = toUpstreamBody(clients.fields, "create", form(entries));
    expect(created.get("phone")).toBe("+971501234567");
    expect(created.get("password")).toBe("Secret#123");
    expect(toUpstreamBody(clients.fields, "edit", form(entries)).has("password")).toBe(false);
  });

  it("sends a role's permissions in the upstream's spaced form", () => {
    const body = toUpstreamBody(
      roles.fields,
      "create",
      form([
        ["name", "Viewer"],
        ["permissions", "show_blogs"],
        ["permissions", "add_doctors"],
      ]),
    );
    expect(body.getAll("permissions[]")).toEqual(["show blogs", "add doctors"]);
  });

  it("puts an upstream error on the phone back under the number input", () => {
    expect(formFieldName(clients.fields)("phone")).toBe("phone__number");
    expect(formFieldName(clients.fields)("email")).toBe("email");
  });
});

describe("record → form defaults", () => {
  it("turns a record into the strings a form holds", () => {
    const values = formDefaults(
      clients.fields,
      { title: "ms", name: "هيا", email: "h@x.co", phone: "+966501234567", country_id: 3, city: null, is_active: false, image: "http://x/i.png" },
      { dialCodes: ["+966", "+971"] },
    );
    expect(values).toMatchObject({ title: "ms", name: "هيا", phone__code: "+966", phone__number: "501234567", country_id: "3", is_active: undefined });
    expect(values.city).toBeUndefined();
    expect("image" in values).toBe(false);
    expect("password" in values).toBe(false);
  });

  it("starts a new record active, and shows dates as YYYY-MM-DD", () => {
    expect(formDefaults(blogs.fields, null, {}).is_active).toBe("on");
    expect(formDefaults(blogs.fields, { published_at: "2026-02-03T22:00:00.000Z", is_active: true }, {}).published_at).toBe("2026-02-03");
  });

  it("shows a role's permissions in the dashboard's underscored form", () => {
    expect(formDefaults(roles.fields, { name: "x", permissions: ["show blogs", "follow orders"] }, {}).permissions).toEqual(["show_blogs", "follow_orders"]);
  });
});

describe("only allowlisted, cleaned values go upstream", () => {
  it("drops fields the descriptor does not have (role=admin, owner_id, is_admin)", () => {
    const body = toUpstreamBody(
      blogs.fields,
      "create",
      form([
        ["title_ar", "ع"],
        ["title_en", "T"],
        ["role", "admin"],
        ["owner_id", "1"],
        ["is_admin", "1"],
        ["_method", "DELETE"],
      ]),
    );
    const keys = [...new Set(body.keys())];
    expect(keys).not.toContain("role");
    expect(keys).not.toContain("owner_id");
    expect(keys).not.toContain("is_admin");
    expect(body.get("_method")).toBeNull();
    for (const key of keys) expect(blogs.fields.map((f) => f.name)).toContain(key);
  });

  it("NFC-normalises Arabic and strips bidi controls and zero-width characters from names", () => {
    const body = toUpstreamBody(
      blogs.fields,
      "create",
      form([
        ["title_ar", "\u202E\u0627\u0654حمد\u200B\u2066"],
        ["title_en", "Ti\u200Dtle\u202C"],
      ]),
    );
    expect(body.get("title_ar")).toBe("أحمد");
    expect(body.get("title_en")).toBe("Title");
  });
});

describe("bulk actions", () => {
  it("takes digits-only ids, without repeats, at most MAX_BULK", () => {
    expect(parseIds(["3", "12", "3", "0", "-1", "1e3", "4 OR 1=1", "", 7, "0012"])).toEqual([3, 12]);
    expect(parseIds(Array.from({ length: 150 }, (_, i) => String(i + 1)))).toHaveLength(MAX_BULK);
  });

  it("offers the same actions as the single ones: delete with deletion, (de)activate with is_active and edit rights", () => {
    expect(allowedBulkActions(blogs, { update: true, delete: true })).toEqual(["delete", "activate", "deactivate"]);
    expect(allowedBulkActions(blogs, { update: false, delete: false })).toEqual([]);
    // Roles have no is_active: delete only.
    expect(allowedBulkActions(roles, { update: true, delete: true })).toEqual(["delete"]);
  });
});

describe("edit conflicts", () => {
  it("checks against the version the user has seen last: apply-mine's, else the loaded one", () => {
    expect(expectedVersion(form([["_version", "2026-01-01T00:00:00.000Z"]]))).toBe("2026-01-01T00:00:00.000Z");
    expect(
      expectedVersion(
        form([
          ["_version", "a"],
          ["_force_version", "b"],
        ]),
      ),
    ).toBe("b");
    expect(expectedVersion(form([]))).toBeNull();
  });

  it("lists the fields whose current value differs from the typed one, side by side", () => {
    const current = {
      title_ar: "عنوانهم",
      title_en: "Same",
      category_id: 2,
      is_active: true,
      content_ar: "<p>نص</p>",
      content_en: null,
      published_at: null,
      image: null,
    };
    const lookups = {
      categories: [
        { value: "2", label: "أخبار" },
        { value: "3", label: "مقالات" },
      ],
    };
    const mine = form([
      ["title_ar", "عنواني"],
      ["title_en", "Same"],
      ["category_id", "3"],
      ["content_ar", "<p>نص</p>"],
    ]);
    expect(conflictChanges(blogs.fields, current, mine, lookups)).toEqual([
      { name: "title_ar", label: "fields.title_ar", kind: "text", theirs: "عنوانهم", mine: "عنواني" },
      { name: "category_id", label: "fields.category_id", kind: "text", theirs: "أخبار", mine: "مقالات" },
      { name: "is_active", label: "fields.is_active", kind: "bool", theirs: "1", mine: "0" },
    ]);
  });
});

describe("what this user changed (apply mine anyway sends only that)", () => {
  const record = { title: "mr", name: "أحمد", email: "a@example.com", phone: "+966501234567", country_id: 1, city: "الرياض", is_active: true };
  const start = fingerprints(clients.fields, formDefaults(clients.fields, record, { dialCodes: ["+966"] }));
  const submitted = (changes: Record<string, string>) =>
    form(
      Object.entries({
        _start: start,
        title: "mr",
        name: "أحمد",
        email: "a@example.com",
        phone__code: "+966",
        phone__number: "501234567",
        country_id: "1",
        city: "الرياض",
        is_active: "on",
        ...changes,
      }),
    );
  it("names the fields whose value differs from the one loaded, and files chosen", () => {
    const changed = changedFields(clients.fields, submitted({ city: "جدة" }));
    expect([...(changed ?? [])].filter((n) => n !== "image" && n !== "password")).toEqual(["city"]);
    expect([...(changedFields(clients.fields, submitted({ phone__number: "501234568" })) ?? [])]).toContain("phone");
  });
  it("a form that does not say what it was loaded with changes everything (null)", () => {
    const body = submitted({});
    body.delete("_start");
    expect(changedFields(clients.fields, body)).toBeNull();
  });
});
