import { describe, expect, it } from "vitest";
import { ar } from "~/locales/ar";
import { en } from "~/locales/en";
import { localeFromParam, localeFromPathname, localizePath, stripLocale } from "./locale";
import { lookup, messageKey, translateMessage } from "./translate";

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
}

describe("languages", () => {
  it("reads the language from the URL only", () => {
    expect(localeFromPathname("/")).toBe("ar");
    expect(localeFromPathname("/blogs")).toBe("ar");
    expect(localeFromPathname("/en")).toBe("en");
    expect(localeFromPathname("/en/blogs")).toBe("en");
    expect(localeFromPathname("/en.data")).toBe("en");
    expect(localeFromPathname("/english")).toBe("ar");
  });

  it("accepts only a missing segment or `en` as a language", () => {
    expect(localeFromParam(undefined)).toBe("ar");
    expect(localeFromParam("en")).toBe("en");
    expect(localeFromParam("xx")).toBeNull();
    expect(localeFromParam("ar")).toBeNull();
  });

  it("moves a path between languages, keeping the query", () => {
    expect(localizePath("/blogs?page=2", "en")).toBe("/en/blogs?page=2");
    expect(localizePath("/en/blogs?page=2", "ar")).toBe("/blogs?page=2");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/en", "ar")).toBe("/");
    expect(stripLocale("/en?x=1")).toBe("/?x=1");
  });

  it("has every string in both languages", () => {
    expect(keys(en).sort()).toEqual(keys(ar).sort());
    for (const key of keys(ar)) expect(lookup("ar", key)).not.toBe("");
  });

  it("uses the exact Arabic validation messages", () => {
    expect(ar.validation.invalid).toBe("غير صحيح.");
    expect(ar.validation.required).toBe("حقل إلزامي.");
    expect(ar.validation.email).toBe("الإيميل غير صحيح.");
    expect(ar.validation.integer).toBe("رقم صحيح فقط.");
  });

  it("translates message keys with parameters and leaves upstream text alone", () => {
    const t = ((key: string, params?: Record<string, string>) => `${key}:${JSON.stringify(params ?? {})}`) as never;
    expect(translateMessage(t, messageKey("validation.tooLong", { max: 255 }))).toBe('validation.tooLong:{"max":"255","count":255}');
    expect(translateMessage(t, "حقل إلزامي.")).toBe("حقل إلزامي.");
    expect(translateMessage(t, "Error: something")).toBe("Error: something");
    expect(lookup("en", "validation.tooLong", { max: 5, count: 5 })).toBe("Longer than 5 characters.");
    expect(lookup("ar", "validation.tooLong", { max: 100, count: 100 })).toBe("النص أطول من 100 حرف.");
  });
});
