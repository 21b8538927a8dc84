/**
 * Finger-sized controls: every control a finger uses on a phone is at least 44 × 44 px. One helper
 * measures every shown link, button, field, select, summary and box to tick (a box counts its
 * label's box, which is what the finger presses), in view and further down the page, and names the
 * ones that are smaller. Links inside running text are exempt (WCAG 2.5.5 "inline").
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const FINGER_PX = 44;

/** The controls under `min` × `min` px on the page as it is now, each named with its size. */
export function smallTargets(page: Page, min = FINGER_PX): Promise<string[]> {
  return page.evaluate((min) => {
    const offenders: string[] = [];
    const measured = new Set<Element>();
    const name = (el: Element) =>
      (el.getAttribute("aria-label") || (el as HTMLElement).innerText || el.getAttribute("name") || el.getAttribute("placeholder") || "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 40);
    for (const control of document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary")) {
      const input = control as HTMLInputElement;
      const box = input.type === "checkbox" || input.type === "radio" ? (input.labels?.[0] ?? control) : control;
      if (measured.has(box)) continue;
      measured.add(box);
      // Not shown: in a closed fold or menu, hidden, or see-through (a file field's transparent
      // input lies over its button and is measured: that is where the finger lands).
      if (!box.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      if (box === control && getComputedStyle(control).opacity === "0" && input.type !== "file") continue;
      if (control.closest(".visually-hidden")) continue;
      const r = box.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Off the page (a skip link waiting above it, a honeypot far to the side): no finger reaches it.
      if (r.bottom + window.scrollY <= 0 || r.right + window.scrollX <= 0) continue;
      const parent = control.parentElement;
      if (control.tagName === "A" && parent?.tagName === "P" && (parent.textContent ?? "").trim() !== (control.textContent ?? "").trim()) continue;
      if (r.width + 0.5 >= min && r.height + 0.5 >= min) continue;
      const what = box === control ? control.tagName.toLowerCase() : `label of ${control.tagName.toLowerCase()}[type=${input.type}]`;
      offenders.push(`${what} «${name(control)}» ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return offenders;
  }, min);
}

/** Fails with every control under 44 × 44 px on the page, named. */
export async function expectFingerSized(page: Page, label: string): Promise<void> {
  expect(await smallTargets(page), `${label}: controls under ${FINGER_PX}×${FINGER_PX} px`).toEqual([]);
}
