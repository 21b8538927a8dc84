/**
 * Accessibility helpers shared by the axe, keyboard and phone specs: `test` logged in as the admin
 * by default (the worker's session, one login per worker), the axe run with the WCAG 2.2 AA tag set, and
 * the structural checks the no-JavaScript project makes where axe (a script) cannot run.
 */
import AxeBuilder from "@axe-core/playwright";
import type axe from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { dict, expect, test as base, type Locale } from "./fixtures";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe-core's minified build (the same engine as `axe.source`, 0.65 MB instead of 1.5): injected once per document. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * `test` whose browser context starts logged in as the admin (the worker's session, made once per
 * worker in fixtures.ts); `test.use({ loggedIn: false })` for the logged-out pages.
 */
export const test = base.extend({ loggedIn: true });

export { expect };

/**
 * axe-core's own `axe.run` on a page without frames: the engine is injected once per document and
 * runs in place. `AxeBuilder.analyze()` gives the same results (compared on list, add and edit
 * pages in both languages) but injects axe twice and opens a blank page for `axe.finishRun` on
 * every scan, which made a scan two to three times as expensive. A page with frames (a video in
 * rich text) still goes through `AxeBuilder`, which scans into them. Only violations are
 * collected in full (`resultTypes`): the passes' node lists were about a sixth of the spec's time.
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  if (page.frames().length > 1)
    return new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .options({ resultTypes: ["violations"] })
      .analyze();
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }),
    AXE_TAGS,
  );
}

/** Runs axe on the page as it is now; fails with every violation, its nodes and the fix summary. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await runAxe(page);
  const report = results.violations.map(
    (v) =>
      `- ${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`)
        .join("\n"),
  );
  expect(report, `axe violations on ${label} (${page.url()}):\n${report.join("\n")}`).toEqual([]);
}

/**
 * What a screen reader user needs on every page, checked with locators (works without
 * JavaScript): exactly one h1, a main landmark, every form control named, every table with a
 * caption and column headers.
 */
export async function expectSoundStructure(page: Page, opts: { frame?: boolean; locale?: Locale } = {}): Promise<void> {
  const locale = opts.locale ?? "ar";
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  if (opts.frame) {
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: dict[locale].nav.mainNavigation })).toHaveCount(1);
    const skip = page.getByRole("link", { name: dict[locale].app.skipToContent });
    await expect(skip).toHaveAttribute("href", "#main");
  }
  // Every visible form control has an accessible name (label, aria-label or aria-labelledby).
  const unnamed = await page.locator("input:not([type=hidden]), select, textarea, button").evaluateAll((els) =>
    els
      .filter((el) => {
        const e = el as HTMLInputElement;
        const labelled = (e.labels?.length ?? 0) > 0 || Boolean(e.getAttribute("aria-label")) || Boolean(e.getAttribute("aria-labelledby"));
        const text = e.tagName === "BUTTON" && (e.textContent ?? "").trim() !== "";
        return !labelled && !text;
      })
      .map((e) => e.outerHTML.slice(0, 120)),
  );
  expect(unnamed, "controls without a name").toEqual([]);
  for (const table of await page.getByRole("table").all()) {
    await expect(table.locator("caption")).toHaveCount(1);
    expect(await table.locator("thead th[scope=col]").count()).toBeGreaterThan(0);
  }
}

/** At a phone's width: nothing scrolls sideways, and every control is a touch target of at least 24×24 px (WCAG 2.5.8). */
export async function expectFitsThePhone(page: Page, label: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${label}: the page scrolls sideways (${scrollWidth} > ${innerWidth})`).toBeLessThanOrEqual(innerWidth);
  const small = await page.locator("a, button, input:not([type=hidden]), select, textarea, summary, label[for=nav-toggle]").evaluateAll((els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false; // not shown (closed menu, hidden input)
        const style = getComputedStyle(el);
        if (style.visibility === "hidden" || style.opacity === "0") return false;
        // Inline links in a sentence are exempt (WCAG 2.5.8 "inline").
        if (el.tagName === "A" && el.parentElement?.tagName === "P" && (el.parentElement.textContent ?? "").trim() !== (el.textContent ?? "").trim())
          return false;
        // Checkboxes and radios sit in a label that is the real target.
        if ((el as HTMLInputElement).type === "checkbox" || (el as HTMLInputElement).type === "radio") {
          const box = (el as HTMLInputElement).labels?.[0]?.getBoundingClientRect();
          if (box && box.height >= 24 && box.width >= 24) return false;
        }
        return r.width < 24 || r.height < 24;
      })
      .map((el) => `${el.outerHTML.slice(0, 100)} (${Math.round(el.getBoundingClientRect().width)}×${Math.round(el.getBoundingClientRect().height)})`),
  );
  expect(small, `${label}: touch targets under 24×24 px`).toEqual([]);
}
