import type { FieldDef } from "./types";
import { widgetOf, type FormValues } from "./widgets";

type Values = Record<string, unknown> | null | undefined;
type Field = Pick<FieldDef, "name" | "widget">;

/** Values as a form holds them: a reply's values are strings or lists of strings. */
function asFormValues(values: Values): FormValues {
  const out: FormValues = {};
  for (const [name, value] of Object.entries(values ?? {})) out[name] = Array.isArray(value) ? value.map(String) : value == null ? undefined : String(value);
  return out;
}

/**
 * Whether a form the server refused holds values the user has not saved: those it was sent
 * differ from those the form started from (the record, or an add form's defaults). A Save
 * pressed on an untouched form, say before the browser's validator has loaded on a slow link,
 * is refused with the same values it started from; leaving it then loses nothing. Files and
 * passwords never come back from the server, so leaving after their refusal loses nothing that
 * is still on the page.
 */
export function differsFromStart(fields: Field[], submitted: Values, start: Values): boolean {
  const mine = asFormValues(submitted);
  const before = asFormValues(start);
  return fields.some((f) => {
    const widget = widgetOf(f);
    return widget.echoes && widget.text(f, mine) !== widget.text(f, before);
  });
}
