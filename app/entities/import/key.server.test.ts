import { describe, expect, it } from "vitest";
import { branches } from "../definitions/branches";
import { orders } from "../definitions/orders";
import { importKey, rowKey } from "./key.server";

describe("the import key of a row", () => {
  it("is the same for the same area and values in any order, and differs otherwise", () => {
    const a = rowKey("sources", { name_ar: "أ", name_en: "b" });
    expect(rowKey("sources", { name_en: "b", name_ar: "أ" })).toBe(a);
    expect(rowKey("branches", { name_ar: "أ" })).not.toBe(rowKey("sources", { name_ar: "أ" }));
    expect(a.length).toBeLessThanOrEqual(255);
  });

  it("is taken from the values as stored, not from the cells as typed", () => {
    const row = (phone: string): Array<[string, string]> => [
      ["name_ar", "فرع"],
      ["name_en", "Branch"],
      ["phone__number", phone],
    ];
    // Excel drops the leading zero of a number; Arabic-Indic digits, spaces and the country code are the same phone.
    const key = importKey(branches, row("0501234567"));
    for (const same of ["501234567", "+966501234567", "٠٥٠١٢٣٤٥٦٧", "050 123 4567", "00966501234567"]) expect(importKey(branches, row(same))).toBe(key);
    expect(importKey(branches, row("0551234567"))).not.toBe(key);
  });

  it("holds an order's choices by id", () => {
    const order = (mobile: string): Array<[string, string]> => [
      ["title", "mr"],
      ["name", "سعد"],
      ["mobile__number", mobile],
      ["service_id", "3"],
    ];
    expect(importKey(orders, order("501234567"))).toBe(importKey(orders, order("0501234567")));
  });
});
