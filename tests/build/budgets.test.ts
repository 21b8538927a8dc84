// Byte budgets, read from the production build (run after `npx remix vite:build`;
// `npm test` runs this file after the build: `vitest run --config vitest.build.config.ts`).
import { describe, expect, it } from "vitest";
// A plain .mjs helper shared with `npm run bench`.
import { BUDGETS, fontFiles, routeSizes } from "../../scripts/build/budgets.mjs";

type Row = {
  src: string;
  kind: "list" | "form" | "other";
  kb: number;
  budget: number;
  files: string[];
  preloads: string[];
  lazyOffenders: string[];
  holds: string[];
  lazy: string[];
  lazyHolds: string[];
};
type Font = { file: string; kb: number };

const rows = routeSizes() as Row[];
const fonts = fontFiles() as Font[];

describe("JavaScript per route (gzipped: client entry + the route's and its ancestors' import closures)", () => {
  it("finds every kind of route in the build", () => {
    expect(rows.filter((r) => r.kind === "list").length).toBeGreaterThanOrEqual(15);
    expect(rows.filter((r) => r.kind === "form").length).toBeGreaterThanOrEqual(15);
  });

  for (const row of rows) {
    it(`${row.src} (${row.kind}) stays within ${row.budget} KB`, () => {
      expect(row.kb, `${row.src}: ${row.kb.toFixed(1)} KB gzipped > ${row.budget} KB\n${row.files.join("\n")}`).toBeLessThanOrEqual(row.budget);
    });
  }

  it("never loads tiptap or chart.js with a route: only later, from their own chunks", () => {
    for (const row of rows) {
      expect(row.lazyOffenders, row.src).toEqual([]);
      expect(row.holds, row.src).not.toContain("tiptap");
    }
  });

  it("ships no i18next runtime and no whole dictionary to any route", () => {
    for (const row of rows) expect(row.holds.filter((h) => h === "i18next" || h === "dictionary"), row.src).toEqual([]);
  });

  it("ships no zod or conform to list pages", () => {
    for (const row of rows.filter((r) => r.kind === "list")) expect(row.holds.filter((h) => h === "zod" || h === "conform"), row.src).toEqual([]);
  });

  it("renders forms with conform but without zod, which loads after hydration for validation in the browser", () => {
    const forms = rows.filter((r) => r.kind === "form");
    for (const row of forms) {
      expect(row.holds, row.src).toContain("conform");
      expect(row.holds, row.src).not.toContain("zod");
      // Still there for the browser, through import(): proof that the markers find zod, and that
      // client-side validation did not silently disappear.
      expect(row.lazyHolds, row.src).toContain("zod");
    }
  });

  it("counts every script the document preloads (Remix's manifest), and no lazily loaded one", () => {
    for (const row of rows) {
      expect(row.preloads.filter((f) => !row.files.includes(f)), row.src).toEqual([]);
      expect(row.preloads.filter((f) => row.lazy.includes(f)), row.src).toEqual([]);
    }
  });
});

describe("web fonts", () => {
  it("has a first-visit Arabic face within the budget, in woff2", () => {
    const regular = fonts.filter((f) => /arabic-400/.test(f.file));
    expect(regular.length, "the Arabic regular face is in the build").toBeGreaterThan(0);
    for (const f of regular) {
      expect(f.file).toMatch(/\.woff2$/);
      expect(f.kb, f.file).toBeLessThanOrEqual(BUDGETS.arabicFont);
    }
  });

  it("ships no unsubsetted or legacy-format font files", () => {
    expect(fonts.filter((f) => f.file.endsWith(".woff") || f.kb > BUDGETS.arabicFont).map((f) => f.file)).toEqual([]);
  });
});
