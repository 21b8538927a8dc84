import { describe, expect, it } from "vitest";
import { ar } from "~/locales/ar";
import { en } from "~/locales/en";
import { NAV_AREAS } from "./permissions";

// One word per thing (docs/glossary.md): two menu entries never share a label, in either language,
// and the singular of each entity is its own too.
describe("one word per thing", () => {
  it("calls the staff member who follows orders up «المشرف» everywhere, never «المتابِع»", async () => {
    const parts = await Promise.all([import("~/locales/parts/orders.ar"), import("~/locales/parts/reports.ar")]);
    const text = JSON.stringify([ar, ...parts]);
    expect(text).not.toMatch(/متابِع/);
    expect(text).toMatch(/المشرف/);
  });

  for (const [locale, dict] of [
    ["ar", ar],
    ["en", en],
  ] as const) {
    it(`no two menu entries share a label (${locale})`, () => {
      const labels = NAV_AREAS.map((area) => dict.nav[area as keyof typeof dict.nav]);
      expect(labels.every((l) => typeof l === "string" && l.trim() !== "")).toBe(true);
      const seen = new Map<string, string>();
      for (const [i, label] of labels.entries()) {
        const key = label.trim().toLowerCase();
        expect(seen.get(key), `${NAV_AREAS[i]} and ${seen.get(key)} are both "${label}"`).toBeUndefined();
        seen.set(key, NAV_AREAS[i]!);
      }
    });

    it(`no two entities share a singular name (${locale})`, () => {
      const names = Object.values(dict.entities).map((e) => e.one.trim().toLowerCase());
      expect(new Set(names).size).toBe(names.length);
    });
  }
});
