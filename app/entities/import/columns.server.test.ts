import { describe, expect, it } from "vitest";
import { branches } from "../definitions/branches";
import { sources } from "../definitions/sources";
import { testimonials } from "../definitions/testimonials";
import { partners } from "../definitions/partners";
import { users } from "../definitions/users";
import { isImportable } from "./areas";
import { matchColumns, rowChecker, rowValues } from "./columns.server";

describe("which areas can be imported", () => {
  it("takes areas whose add form needs no picture and no password", () => {
    expect(isImportable(branches)).toBe(true);
    // An optional picture is left empty.
    expect(isImportable(testimonials)).toBe(true);
    expect(isImportable(partners)).toBe(false);
    expect(isImportable(users)).toBe(false);
  });
});

describe("the columns of an import file", () => {
  it("matches field names and labels in either language, in any order", () => {
    const match = matchColumns(branches, ["City", "name_en", "الاسم (عربي)", "الجوال", "Active"]);
    expect(match.fields.map((f) => f?.name ?? null)).toEqual(["city", "name_en", "name_ar", "phone", "is_active"]);
    expect(match.unknown).toEqual([]);
    expect(match.missing).toEqual([]);
  });

  it("matches without case, extra spaces or a required mark", () => {
    const match = matchColumns(sources, ["  NAME (english) * ", "Name_AR"]);
    expect(match.fields.map((f) => f?.name)).toEqual(["name_en", "name_ar"]);
  });

  it("names unknown columns and ignores them, a field named twice included", () => {
    const match = matchColumns(sources, ["name_ar", "notes", "name_en", "Name (Arabic)"]);
    expect(match.fields.map((f) => f?.name ?? null)).toEqual(["name_ar", null, "name_en", null]);
    expect(match.unknown).toEqual(["notes", "Name (Arabic)"]);
  });

  it("reports the required columns no column fills", () => {
    const match = matchColumns(branches, ["name_ar", "city"]);
    expect(match.missing.map((f) => f.name)).toEqual(["name_en"]);
  });
});

describe("the rows of an import file", () => {
  const header = ["name_ar", "name_en", "phone", "is_active"];

  it("are checked by the add form's schema, with reasons in the page's language", () => {
    const match = matchColumns(branches, header);
    const check = rowChecker(branches, "en");
    expect(check(rowValues(match, ["فرع جدة", "Jeddah", "050 123 4567", "yes"], {}))).toEqual({ ok: true });
    expect(check(rowValues(match, ["", "Jeddah", "12", "1"], {}))).toEqual({
      ok: false,
      reasons: ["Name (Arabic): This field is required.", "Mobile: Invalid phone number."],
    });
    const ar = rowChecker(branches, "ar")(rowValues(match, ["", "Jeddah", "", ""], {}));
    expect(ar).toEqual({ ok: false, reasons: ["الاسم (عربي): حقل إلزامي."] });
  });

  it("read Arabic-Indic digits and a pasted phone as the form does", () => {
    const match = matchColumns(testimonials, ["name", "content_ar", "rating"]);
    const check = rowChecker(testimonials, "en");
    expect(check(rowValues(match, ["سارة", "خدمة ممتازة", "٥"], {}))).toEqual({ ok: true });
    expect(check(rowValues(match, ["سارة", "خدمة ممتازة", "٩"], {}))).toMatchObject({ ok: false, reasons: [expect.stringMatching(/^Rating: /)] });
    const phone = matchColumns(branches, header);
    expect(rowValues(phone, ["أ", "b", "+966 ٥٠ ١٢٣ ٤٥٦٧", ""], {})).toContainEqual(["phone__number", "+966 ٥٠ ١٢٣ ٤٥٦٧"]);
    expect(rowChecker(branches, "en")(rowValues(phone, ["أ", "b", "+966 ٥٠ ١٢٣ ٤٥٦٧", ""], {}))).toEqual({ ok: true });
  });

  it("read switches in either language; an empty cell or no column is on, as on the form", () => {
    const match = matchColumns(sources, ["name_ar", "name_en", "is_active"]);
    expect(rowValues(match, ["أ", "b", "لا"], {})).not.toContainEqual(["is_active", "on"]);
    expect(rowValues(match, ["أ", "b", "نعم"], {})).toContainEqual(["is_active", "on"]);
    expect(rowValues(match, ["أ", "b", ""], {})).toContainEqual(["is_active", "on"]);
    expect(rowValues(matchColumns(sources, ["name_ar", "name_en"]), ["أ", "b"], {})).toContainEqual(["is_active", "on"]);
  });

  it("read a choice by its id or by its name in the list", () => {
    const match = matchColumns({ fields: [{ name: "service_id", widget: "select", label: "fields.service_id", options: "services" }] } as never, [
      "service_id",
    ]);
    const lookups = { services: [{ value: "3", label: "تصميم المواقع" }] };
    expect(rowValues(match, ["تصميم المواقع"], lookups)).toEqual([["service_id", "3"]]);
    expect(rowValues(match, ["٧"], lookups)).toEqual([["service_id", "7"]]);
  });
});
