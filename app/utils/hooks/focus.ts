import { useEffect, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements inside `container`, in tab order (no positive tabindex is used here). */
function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest("[hidden]"));
}

/**
 * Moves focus to the heading of a page: after a client-side navigation a screen reader then
 * reads the new page's name, and the next Tab starts from the top of the content. The heading
 * gets `tabindex="-1"` (focusable by script, not in the tab order).
 */
export function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");
  if (!heading) return false;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * A dialog keeps keyboard focus inside itself while open (Tab and Shift+Tab wrap around) and, when
 * it closes, gives focus back to where it was, or to the page heading when that element is gone.
 * `onEscape` runs on Escape (e.g. the dialog's cancel); `returnTarget` finds the element to go back
 * to when the opener is gone.
 */
export function useFocusTrap(ref: RefObject<HTMLElement>, key: unknown, onEscape?: () => void, returnTarget?: () => HTMLElement | null) {
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body && !container.contains(active) ? active : null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && onEscape) {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusablesIn(container);
      if (!items.length) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      // Let the page re-render first: the element to return to may be replaced or removed.
      requestAnimationFrame(() => {
        if (document.activeElement && document.activeElement !== document.body && document.contains(document.activeElement)) return;
        // The opener, or (when a client-side navigation re-rendered it) the element the dialog names.
        // An element that is there but not shown (the bulk bar hides with no rows chosen) cannot
        // take focus: then the page heading does.
        const shown = (el: HTMLElement | null) => (el && document.contains(el) && el.getClientRects().length > 0 ? el : null);
        const returnTo = shown(opener) ?? shown(returnTarget?.() ?? null);
        returnTo?.focus();
        if (!returnTo || document.activeElement !== returnTo) focusPageHeading();
      });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, key]);
}
