import { useBeforeUnload, useBlocker, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { watchUnsaved } from "~/utils/hooks/unsaved";

/** Every form's values under `root` (the root itself may be the form), as one comparable string. */
function snapshot(root: HTMLElement): string {
  const forms = root instanceof HTMLFormElement ? [root] : Array.from(root.querySelectorAll("form"));
  return JSON.stringify(
    forms.map((form) => Array.from(new FormData(form), ([name, value]) => [name, typeof value === "string" ? value : `${value.name}:${value.size}`])),
  );
}

/**
 * With JavaScript, leaving a form with unsaved changes asks first: a link or the back button
 * (Remix's blocker), reloading or closing the tab (beforeunload). Without JavaScript nothing
 * changes. "Unsaved" means the values differ from those the user started from, read when they
 * leave, so text typed and then undone does not count, and rich-text editors (which write to a
 * hidden input) do. A submission goes to the same page and is never blocked; after a successful
 * save the form is gone. A link marked `data-discard-changes` ("keep theirs") leaves without asking.
 *
 * `dirtyFromStart`: the form came back from the server with values not saved yet (a refused save
 * whose values differ from those the form started from, or an edit conflict).
 */
export function useUnsavedChanges(root: RefObject<HTMLElement>, dirtyFromStart = false) {
  const { t } = useTranslation();
  const initial = useRef<string | null>(null);
  const discarding = useRef(false);
  const { key } = useLocation();
  // Each page view starts clean: after a save that comes back to the same page (settings), the
  // saved values are the new baseline.
  useEffect(() => {
    initial.current = null;
    discarding.current = false;
  }, [key]);

  useEffect(() => {
    // On the document, not the element: a form remounted with a new key keeps being watched.
    const inside = (event: Event) => event.target instanceof Node && Boolean(root.current?.contains(event.target));
    // The baseline is taken at the first interaction, once editors have written their values.
    const take = (event: Event) => {
      if (initial.current === null && root.current && inside(event)) initial.current = snapshot(root.current);
    };
    const discard = (event: Event) => {
      if (event.target instanceof Element && event.target.closest("[data-discard-changes]")) discarding.current = true;
    };
    document.addEventListener("focusin", take, true);
    document.addEventListener("pointerdown", take, true);
    document.addEventListener("click", discard, true);
    return () => {
      document.removeEventListener("focusin", take, true);
      document.removeEventListener("pointerdown", take, true);
      document.removeEventListener("click", discard, true);
    };
  }, [root]);

  const isDirty = useCallback(() => {
    if (discarding.current || !root.current) return false;
    if (dirtyFromStart) return true;
    return initial.current !== null && snapshot(root.current) !== initial.current;
  }, [root, dirtyFromStart]);

  useEffect(() => watchUnsaved(isDirty), [isDirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty());

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    // The browser's own confirm: modal, keyboard- and screen-reader-friendly, in the page's words.
    if (window.confirm(t("formCheck.leavePrompt"))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!isDirty()) return;
        event.preventDefault();
        // Older browsers need returnValue set; the text itself is the browser's own.
        event.returnValue = "";
      },
      [isDirty],
    ),
  );
}
