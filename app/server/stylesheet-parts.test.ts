import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isLaterSelectorList, splitStylesheet } from "./stylesheet-parts";

describe("the stylesheet's two parts", () => {
  it("keeps what a first paint shows in the first part, in order, and sends the rest later", () => {
    const css =
      "/* c */:root{--x:1}.a{color:red}.a:hover{color:blue}@media (max-width: 800px){.b{margin:0}.rte-button{padding:0}}" +
      '@media print{.c{display:none}}@keyframes toast-life{to{opacity:0}}@keyframes global-progress-show{to{opacity:1}}.d::before{content:"}{"}' +
      "html[data-hydrated] .bulk-bar{display:none}.e,.e:hover{color:red}";
    const { first, later } = splitStylesheet(css);
    expect(first).toBe(
      ':root{--x:1}.a{color:red}@media (max-width: 800px){.b{margin:0}}@keyframes toast-life{to{opacity:0}}.d::before{content:"}{"}.e,.e:hover{color:red}',
    );
    expect(later).toBe(
      ".a:hover{color:blue}@media (max-width: 800px){.rte-button{padding:0}}@media print{.c{display:none}}@keyframes global-progress-show{to{opacity:1}}html[data-hydrated] .bulk-bar{display:none}",
    );
  });

  it("sends a rule later only when every selector of its list is one for later", () => {
    expect(isLaterSelectorList(".button:hover, .rte")).toBe(true);
    expect(isLaterSelectorList(".button:hover, .button")).toBe(false);
    expect(isLaterSelectorList(".rich-text-field[data-invalid] .rte")).toBe(true);
    expect(isLaterSelectorList(":is(.rte-content, .rich-text) code"), "a list hidden in :is()").toBe(false);
    expect(isLaterSelectorList(".rich-text-source")).toBe(false);
    expect(isLaterSelectorList(".date-calendar-day.chosen")).toBe(true);
  });

  it("loses no rule of the real stylesheet", () => {
    const css = readFileSync(new URL("../styles/app.css", import.meta.url), "utf8");
    const { first, later } = splitStylesheet(css);
    const rules = (s: string) => (s.match(/\{/g) ?? []).length - (s.match(/@(media|supports)[^{]*\{/g) ?? []).length;
    expect(rules(first) + rules(later)).toBe(rules(css.replace(/\/\*[\s\S]*?\*\//g, "")));
    expect(first).toContain(".data-table");
    expect(first).toContain(".language-switch");
    expect(later).toContain(".rte-toolbar");
    expect(later).not.toContain(".data-table{");
  });
});
