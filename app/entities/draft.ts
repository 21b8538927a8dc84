import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

/**
 * Drafts that survive a closed tab: with JavaScript, an add or edit form keeps what is typed in the
 * browser's storage (per user, per form, per record) while the user types, offers it back when the
 * same form is opened again, and drops it once the form is saved. Passwords, files and the form's
 * technical fields are never kept.
 */

export type DraftValues = Record<string, string | string[]>;

export interface Draft {
  savedAt: number;
  /** The record's version (`updated_at`) the draft was typed against; "" for an add form. */
  version: string;
  values: DraftValues;
}

/** A draft older than this is not offered any more. */
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
const SAVE_DELAY_MS = 400;
/** The name of the button through which the form validator submits its own checks. */
const INTENT = "__intent__";
const TECHNICAL = new Set([INTENT, "csrf", "idempotency_key", "_version", "_list", "_force_version", "intent"]);

export function draftKey(userId: number | string, form: string): string {
  return `lawha:draft:${userId}:${form}`;
}

/** The form's current values, without passwords, files or technical fields. */
function draftValues(form: HTMLFormElement): DraftValues {
  const values: DraftValues = {};
  const multiple = new Set<string>();
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    const { name } = element;
    if (!name || TECHNICAL.has(name) || element.disabled) continue;
    if (element instanceof HTMLInputElement) {
      if (element.type === "password" || element.type === "file" || element.type === "submit" || element.type === "button") continue;
      if (element.type === "checkbox" || element.type === "radio") {
        // Boxes that share a name (permissions) are a list; a lone box is "on" or absent.
        const group = form.querySelectorAll(`input[name="${CSS.escape(name)}"]`).length > 1;
        if (group) {
          multiple.add(name);
          const list = (values[name] as string[] | undefined) ?? [];
          if (element.checked) list.push(element.value);
          values[name] = list;
        } else if (element.checked) {
          values[name] = element.value || "on";
        }
        continue;
      }
    }
    if (element instanceof HTMLSelectElement && element.multiple) {
      values[name] = Array.from(element.selectedOptions, (o) => o.value);
      continue;
    }
    values[name] = element.value;
  }
  return values;
}

function sameValues(a: DraftValues, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    const norm = (v: unknown) => (Array.isArray(v) ? [...v].map(String).sort().join("\u0000") : v === undefined || v === null ? "" : String(v));
    if (norm(x) !== norm(y)) return false;
  }
  return true;
}

function read(key: string): Draft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft;
    if (typeof draft.savedAt !== "number" || Date.now() - draft.savedAt > MAX_AGE_MS || typeof draft.values !== "object") {
      window.localStorage.removeItem(key);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

function write(key: string, draft: Draft | null) {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or refused (private mode): the form still works, only the draft is not kept.
  }
}

/**
 * Keeps the form's draft. `offer` is a draft of this form that differs from what the form shows
 * (null when there is none, or once it was restored or discarded). `result` changes when the
 * action answered and the form stayed (a refused save): the draft stays too. When the form leaves
 * the page after a submit that got no such answer, it was saved, and the draft goes.
 */
export function useDraft({
  formRef,
  key,
  version,
  start,
  result,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  key: string | null;
  version: string;
  start: Record<string, unknown>;
  result: unknown;
}) {
  const [offer, setOffer] = useState<Draft | null>(null);
  const submitted = useRef(false);
  const startRef = useRef(start);
  startRef.current = start;

  // What was kept from an earlier visit, offered once on arrival.
  useEffect(() => {
    if (!key) return;
    const draft = read(key);
    setOffer(draft && !sameValues(draft.values, startRef.current) ? draft : null);
  }, [key]);

  useEffect(() => {
    submitted.current = false;
  }, [result]);

  // Listened for on the document: the form element is replaced when the form is drawn anew.
  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ours = (event: Event) => {
      const form = formRef.current;
      return form && event.target instanceof Node && form.contains(event.target) ? form : null;
    };
    const save = (event: Event) => {
      const form = ours(event);
      if (!form) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const values = draftValues(form);
        // The version the form is based on (a restored older draft keeps its own).
        const based = form.elements.namedItem("_version");
        const basedOn = based instanceof HTMLInputElement ? based.value : version;
        write(key, sameValues(values, startRef.current) ? null : { savedAt: Date.now(), version: basedOn, values });
      }, SAVE_DELAY_MS);
    };
    const onSubmit = (event: SubmitEvent) => {
      // The validator's own checks are submits too, through its intent button: not a save.
      if (!ours(event) || (event.submitter as HTMLButtonElement | null)?.name === INTENT) return;
      submitted.current = true;
    };
    document.addEventListener("input", save, true);
    document.addEventListener("change", save, true);
    document.addEventListener("submit", onSubmit, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("input", save, true);
      document.removeEventListener("change", save, true);
      document.removeEventListener("submit", onSubmit, true);
      // Gone from the page after a submit the action did not send back: it was saved.
      if (submitted.current) write(key, null);
    };
  }, [formRef, key, version]);

  const discard = useCallback(() => {
    if (key) write(key, null);
    setOffer(null);
  }, [key]);
  const accept = useCallback(() => setOffer(null), []);
  return { offer, discard, accept };
}
