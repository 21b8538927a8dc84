import { describe, expect, it } from "vitest";
import { branches } from "../definitions/branches";
import { sources } from "../definitions/sources";
import { testimonials } from "../definitions/testimonials";
import { partners } from "../definitions/partners";
import { users } from "../definitions/users";
import { isImportable } from "./areas";
import { serverT } from "~/server/i18next.server";
import { orders } from "../definitions/orders";
import { eitherLanguage, fieldLabels, matchColumns, reasonText, rowChecker, rowValues, type RowCheck } from "./columns.server";

/** A check's reasons as a page in that language shows them. */
function said(d: Parameters<typeof fieldLabels>[0], check: RowCheck, locale: "ar" | "en") {
  if (check.ok) return [];
  const t = serverT(locale);
  return check.reasons.map((r) => reasonText(r, t, locale, fieldLabels(d, t)));
}

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

  it("are checked by the add form's schema; their reasons are keys, said in the language of the page that shows them", () => {
    const match = matchColumns(branches, header);
    const check = rowChecker(branches);
    expect(check(rowValues(match, ["فرع جدة", "Jeddah", "050 123 4567", "yes"], {}))).toEqual({ ok: true });
    const refused = check(rowValues(match, ["", "Jeddah", "12", "1"], {}));
    expect(refused).toEqual({
      ok: false,
      reasons: [
        { field: "name_ar", message: "validation.required" },
        { field: "phone__number", message: "validation.phone" },
      ],
    });
    expect(said(branches, refused, "en")).toEqual(["Name (Arabic): This field is required.", "Mobile: Invalid phone number."]);
    expect(said(branches, refused, "ar")).toEqual(["الاسم (عربي): حقل إلزامي.", expect.stringMatching(/^الجوال: /)]);
    // The upstream's own words are shown as they are, after the field's label.
    expect(reasonText({ field: "name_en", message: "This name is taken." }, serverT("ar"), "ar", fieldLabels(branches, serverT("ar")))).toBe(
      "الاسم (إنجليزي): This name is taken.",
    );
  });

  it("read Arabic-Indic digits and a pasted phone as the form does", () => {
    const match = matchColumns(testimonials, ["name", "content_ar", "rating"]);
    const check = rowChecker(testimonials);
    expect(check(rowValues(match, ["سارة", "خدمة ممتازة", "٥"], {}))).toEqual({ ok: true });
    expect(said(testimonials, check(rowValues(match, ["سارة", "خدمة ممتازة", "٩"], {})), "en")).toEqual([expect.stringMatching(/^Rating: /)]);
    const phone = matchColumns(branches, header);
    expect(rowValues(phone, ["أ", "b", "+966 ٥٠ ١٢٣ ٤٥٦٧", ""], {})).toContainEqual(["phone__number", "+966 ٥٠ ١٢٣ ٤٥٦٧"]);
    expect(rowChecker(branches)(rowValues(phone, ["أ", "b", "+966 ٥٠ ١٢٣ ٤٥٦٧", ""], {}))).toEqual({ ok: true });
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

describe("a choice that names no option", () => {
  const lookups = {
    ar: {
      services: [{ value: "3", label: "تصميم المواقع" }],
      sources: [
        { value: "1", label: "فيسبوك" },
        { value: "2", label: "انستغرام" },
      ],
    },
    en: {
      services: [{ value: "3", label: "Web design" }],
      sources: [
        { value: "1", label: "Facebook" },
        { value: "2", label: "Instagram" },
      ],
    },
  };
  const header = ["title", "name", "mobile", "service_id", "source_id"];

  it("is read by its name in either language", () => {
    const match = matchColumns(orders, header);
    const values = rowValues(match, ["mr", "سعد", "0501234567", "Web design", "انستغرام"], eitherLanguage(lookups));
    expect(values).toContainEqual(["service_id", "3"]);
    expect(values).toContainEqual(["source_id", "2"]);
    expect(rowChecker(orders, lookups)(values)).toEqual({ ok: true });
  });

  it("is refused with the value and the choices accepted, in the page's language", () => {
    const match = matchColumns(orders, header);
    const check = rowChecker(orders, lookups)(rowValues(match, ["mr", "سعد", "0501234567", "3", "تيك توك"], eitherLanguage(lookups)));
    expect(said(orders, check, "ar")).toEqual(["المصدر: «تيك توك» ليس من الخيارات المقبولة، وهي: فيسبوك، انستغرام"]);
    expect(said(orders, check, "en")).toEqual(["Source: “تيك توك” is not one of the choices; the choices are: Facebook, Instagram"]);
    // An id that is no option's, too.
    const byId = rowChecker(orders, lookups)(rowValues(match, ["mr", "سعد", "0501234567", "9", ""], eitherLanguage(lookups)));
    expect(said(orders, byId, "en")).toEqual(["Requested service: “9” is not one of the choices; the choices are: Web design"]);
  });
});
