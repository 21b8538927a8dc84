import { describe, expect, it } from "vitest";
import { ENTITIES } from "~/entities/registry";
import { hitFacts } from "./search.server";

const at = "2026-03-04T09:30:00.000Z";

describe("hitFacts: what a search hit shows besides its label", () => {
  it("an order: its mobile, status and the day it came in", () => {
    const order = { id: 7, name: "أحمد", mobile: "+966501234567", email: null, status: 2, sub_status: null, created_at: at, updated_at: at };
    expect(hitFacts(ENTITIES.orders!, order, "ar")).toEqual([
      { id: "mobile", kind: "phone", value: "+966501234567" },
      { id: "status", kind: "status", value: 2 },
      { id: "created_at", kind: "datetime", value: at },
    ]);
  });

  it("a record: how to reach it, when its list shows that; nothing else", () => {
    const branch = { id: 1, name_ar: "فرع", name_en: "Branch", phone: "+966112345678", email: "b@example.com", city: null, is_active: true, created_at: at };
    expect(hitFacts(ENTITIES.branches!, branch, "ar").map((fact) => fact.value)).toEqual(expect.arrayContaining(["+966112345678"]));
    expect(hitFacts(ENTITIES.branches!, branch, "ar").some((fact) => fact.kind === "datetime")).toBe(false);
    const blog = { id: 2, title_ar: "خبر", title_en: "Post", image: null, is_active: true, created_at: at };
    expect(hitFacts(ENTITIES.blogs!, blog, "ar")).toEqual([]);
  });
});
