import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { actionsWidth, FOLD_MAX, FOLD_MIN, FOLD_STEP, foldAttrs, foldWidths, KIND_WIDTH, phoneCard, phoneGivesWay, SELECT_WIDTH } from "./columns";
import { ENTITIES } from "./registry";
import type { ColumnDef } from "./types";

const col = (kind: ColumnDef<unknown>["kind"], priority?: 1 | 2 | 3) => ({ kind, ...(priority ? { priority } : {}) });

describe("columns that give way", () => {
  it("priority 3 folds below the width of all columns, priority 2 below that of priorities 1 and 2", () => {
    const columns = [col("title"), col("phone"), col("text", 2), col("datetime", 3)];
    const fixed = SELECT_WIDTH + actionsWidth(2);
    expect(foldWidths(columns, { selectable: true, actionButtons: 2 })).toEqual({
      3: fixed + KIND_WIDTH.title + KIND_WIDTH.phone + KIND_WIDTH.text + KIND_WIDTH.datetime,
      2: fixed + KIND_WIDTH.title + KIND_WIDTH.phone + KIND_WIDTH.text,
    });
  });

  it("a table without a priority leaves its fold width out, and so its attribute", () => {
    const widths = foldWidths([col("title"), col("bool")], { selectable: false, actionButtons: 1 });
    expect(widths).toEqual({});
    expect(foldAttrs(widths)).toEqual({});
    expect(foldAttrs(foldWidths([col("title"), col("bool", 3)], { selectable: false, actionButtons: 1 }))).toEqual({ "data-f3": 600 });
  });

  it("rounds each width up to the stylesheet's next step, within its range", () => {
    expect(foldAttrs({ 3: 1001, 2: 1000 })).toEqual({ "data-f3": 1100, "data-f2": 1000 });
    expect(foldAttrs({ 3: 5000, 2: 100 })).toEqual({ "data-f3": FOLD_MAX, "data-f2": FOLD_MIN });
  });

  it("the stylesheet has a fold rule for every step", () => {
    const css = readFileSync(new URL("../styles/app.css", import.meta.url), "utf8");
    for (let w = FOLD_MIN; w <= FOLD_MAX; w += FOLD_STEP) {
      expect(css).toContain(
        `@container list (max-width: ${w - 1}px) { [data-f3="${w}"] [data-p="3"]:not([data-s]), [data-f2="${w}"] [data-p="2"]:not([data-s])`,
      );
    }
  });

  // The list's box on a 1366 px laptop, the sidebar beside it.
  const LAPTOP_BOX = 1076;
  it.each(Object.entries(ENTITIES))("%s: the row's name never gives way, and what never does fits a laptop", (_, d) => {
    const names = d.columns.filter((c) => c.kind === "title");
    expect(names.length).toBeGreaterThan(0);
    for (const c of names) expect(c.priority ?? 1).toBe(1);
    const essential = d.columns.filter((c) => (c.priority ?? 1) === 1);
    expect(
      foldWidths(
        essential.map((c) => ({ ...c, priority: 3 as const })),
        { selectable: true, actionButtons: 2 },
      )[3],
    ).toBeLessThanOrEqual(LAPTOP_BOX);
  });
});

describe("a record's card on a phone", () => {
  const kinds = (...list: Array<ColumnDef<unknown>["kind"] | [ColumnDef<unknown>["kind"], "title" | "fact"]>) =>
    list.map((k) => (Array.isArray(k) ? { kind: k[0], phone: k[1] } : { kind: k }));

  it("by default: the first title column heads it, the next two are its facts, the picture beside them", () => {
    expect(phoneCard(kinds("image", "title", "text", "datetime", "bool", "datetime"))).toEqual(["image", "title", "fact1", "fact2", undefined, undefined]);
    // A column before the title (an order's number) comes only when fewer than two follow it.
    expect(phoneCard(kinds("number", "title", "phone", "text"))).toEqual([undefined, "title", "fact1", "fact2"]);
    expect(phoneCard(kinds("number", "title", "phone"))).toEqual(["fact2", "title", "fact1"]);
    // Without a title kind the first column heads it.
    expect(phoneCard(kinds("text", "bool", "datetime", "count"))).toEqual(["title", "fact1", "fact2", undefined]);
  });

  it("the descriptor's choice wins: its title, and exactly the facts it marks, in column order", () => {
    expect(phoneCard(kinds("number", "title", "phone", "text", ["status", "fact"], "subStatus", ["text", "fact"]))).toEqual([
      undefined,
      "title",
      undefined,
      undefined,
      "fact1",
      undefined,
      "fact2",
    ]);
    expect(phoneCard(kinds("title", ["text", "title"], "bool"))).toEqual(["fact2", "title", "fact1"]);
    expect(phoneCard([])).toEqual([]);
  });

  it("a text gives way before a date, a date before a number or a badge, alike ones both", () => {
    expect(phoneGivesWay(kinds("title", "text", "datetime"))).toBe("fact1");
    expect(phoneGivesWay(kinds("title", "phone", "text"))).toBe("fact2");
    expect(phoneGivesWay(kinds("title", "datetime", "bool"))).toBe("fact1");
    expect(phoneGivesWay(kinds("title", "status", "datetime"))).toBe("fact2");
    expect(phoneGivesWay(kinds("title", "text", "excerpt"))).toBe("both");
    expect(phoneGivesWay(kinds("title", "count", "count"))).toBe("both");
    expect(phoneGivesWay(kinds("title", "bool"))).toBe("fact1");
  });

  it.each(Object.entries(ENTITIES))("%s: one heading, two facts, and no fact is a link (a finger needs 44 px for those)", (_, d) => {
    const slots = phoneCard(d.columns);
    expect(slots.filter((s) => s === "title")).toHaveLength(1);
    expect(slots.filter((s) => s === "fact1" || s === "fact2")).toHaveLength(2);
    d.columns.forEach((c, i) => {
      if (slots[i] === "fact1" || slots[i] === "fact2") expect(c.kind, c.id).not.toBe("email");
    });
  });
});
