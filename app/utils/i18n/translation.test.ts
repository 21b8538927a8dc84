import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { ar } from "~/locales/ar";
import { en } from "~/locales/en";
import type { Locale } from "./locale";
import { errorPageMessages } from "~/server/messages.server";
import { createT, messagesFromMatches, onMissingKey, translate, type Messages } from "./translation";

function entries(obj: object, prefix = ""): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : entries(v as object, `${prefix}${k}.`)));
}

/** The reference: i18next itself, configured as the server configures it. */
function i18nextT(locale: Locale, resources: Messages) {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: resources } },
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
  return instance.getFixedT(locale);
}

const plurals: Messages = {
  item: "{{count}} item (no suffix)",
  files_zero: "no files",
  files_one: "one file",
  files_two: "two files",
  files_few: "{{count}} files (few)",
  files_many: "{{count}} files (many)",
  files_other: "{{count}} files (other)",
  rows_one: "{{count}} row",
  rows_other: "{{count}} rows",
  greet: "Hello {{name}}, {{ name }}: {{missing}}",
  nested: { deep: { key: "deep {{n}}" } },
};

describe("the browser's translation runtime", () => {
  it("gives i18next's answer for every key of both dictionaries, with and without parameters", () => {
    for (const [locale, dict] of [
      ["ar", ar],
      ["en", en],
    ] as const) {
      const reference = i18nextT(locale, dict);
      const t = createT(dict, locale);
      for (const [key] of entries(dict)) {
        expect(t(key)).toBe(reference(key));
        const params = { item: "X", label: "Y", count: 3, n: 2, from: "1", to: "9", total: 20, max: 255, min: 1, status: 404, name: "N", id: 7 };
        expect(t(key, params)).toBe(reference(key, params));
      }
    }
  });

  it("chooses plural forms like i18next: _zero for 0, then Intl.PluralRules, then the bare key", () => {
    for (const locale of ["ar", "en"] as const) {
      const reference = i18nextT(locale, plurals);
      for (const count of [0, 1, 2, 3, 5, 11, 99, 100, 101, 1.5]) {
        for (const key of ["item", "files", "rows"]) {
          expect(translate(plurals, locale, key, { count }), `${locale} ${key} ${count}`).toBe(reference(key, { count }));
        }
      }
    }
    // Arabic has six forms: the suffixes must really differ by count.
    expect(translate(plurals, "ar", "files", { count: 0 })).toBe("no files");
    expect(translate(plurals, "ar", "files", { count: 2 })).toBe("two files");
    expect(translate(plurals, "ar", "files", { count: 3 })).toBe("3 files (few)");
    expect(translate(plurals, "ar", "files", { count: 11 })).toBe("11 files (many)");
    expect(translate(plurals, "en", "rows", { count: 0 })).toBe("0 rows");
  });

  it("interpolates like i18next and shows the key when it is missing", () => {
    const reference = i18nextT("en", plurals);
    expect(translate(plurals, "en", "greet", { name: "Sara" })).toBe(reference("greet", { name: "Sara" }));
    expect(translate(plurals, "en", "nested.deep.key", { n: 4 })).toBe("deep 4");
    expect(translate(plurals, "en", "no.such.key")).toBe(reference("no.such.key"));
    expect(translate(plurals, "en", "nested")).toBe("nested");
  });

  it("tells the missing-key handler of each key it cannot find, and of no other", () => {
    const seen: string[] = [];
    onMissingKey((locale, key) => seen.push(`${locale}:${key}`));
    try {
      translate(plurals, "en", "rows", { count: 2 });
      translate(plurals, "en", "greet", { name: "Sara" });
      translate(plurals, "ar", "no.such.key");
      translate(plurals, "en", "nested");
    } finally {
      onMissingKey(() => {});
    }
    expect(seen).toEqual(["ar:no.such.key", "en:nested"]);
  });

  it("reads the language route's dictionary, else the root's error-page strings, else nothing", () => {
    const errorPage = errorPageMessages("en");
    expect(
      messagesFromMatches(
        [
          { id: "root", data: {} },
          { id: "routes/lang", data: { locale: "en", messages: en } },
        ],
        "en",
      ),
    ).toBe(en);
    expect(messagesFromMatches([{ id: "root", data: { messages: errorPage } }, { id: "routes/lang" }], "en")).toBe(errorPage);
    // Stale data of the other language (during a switch) is never used.
    expect(
      messagesFromMatches(
        [
          { id: "root", data: {} },
          { id: "routes/lang", data: { locale: "ar", messages: ar } },
        ],
        "en",
      ),
    ).toEqual({});
    expect(createT(messagesFromMatches([{ id: "root" }], "ar"), "ar")("errors.notFoundTitle")).toBe("errors.notFoundTitle");
  });

  it("gives error pages every string they and the root's components use", () => {
    for (const locale of ["ar", "en"] as const) {
      const t = createT(errorPageMessages(locale), locale);
      const full = createT(locale === "ar" ? ar : en, locale);
      for (const key of [
        "app.name",
        "app.fullName",
        "app.description",
        "errors.notFoundTitle",
        "errors.notFound",
        "errors.serverTitle",
        "errors.server",
        "errors.goHome",
        "frame.offline",
        "frame.backOnline",
        "common.notifications",
        "progress.loading",
      ]) {
        expect(t(key), key).toBe(full(key));
      }
      expect(t("errors.status", { status: 404 })).toBe(full("errors.status", { status: 404 }));
      // Only those sections: an error page is not sent the whole dictionary.
      expect(Object.keys(errorPageMessages(locale)).sort()).toEqual(["app", "common", "errors", "frame", "progress", "security"]);
    }
  });
});
