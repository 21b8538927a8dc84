import type { FieldDef } from "./types";

type Values = Record<string, unknown> | null | undefined;

/**
 * The names a field posts under, as far as a refused form can give them back: a phone is two
 * inputs; a file and a password never come back from the server (the file cannot, the password
 * must not), so leaving after their refusal loses nothing that is still on the page.
 */
type Field = Pick<FieldDef, "name" | "widget">;

function returnedNames(f: Field): string[] {
  switch (f.widget) {
    case "phone":
      return [`${f.name}__code`, `${f.name}__number`];
    case "image":
    case "password":
      return [];
    default:
      return [f.name];
  }
}

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null || value === "" ? [] : [String(value)];
}

/**
 * One value as comparable text. The server's reply drops empty values, so "" and "absent" are
 * the same. Rich text: the editor may write the stored HTML back with other spacing between
 * blocks, and an empty editor as "" (any other difference counts, so a doubt asks the user).
 */
function comparable(f: Field, value: unknown): string {
  switch (f.widget) {
    case "checkbox":
      return list(value).length ? "on" : "";
    case "permissions":
      return list(value).sort().join("\n");
    case "richtext": {
      const html = list(value).join("").replace(/>\s+</g, "><").trim();
      return html === "<p></p>" ? "" : html;
    }
    default:
      return list(value).join("\n");
  }
}

/**
 * Whether a form the server refused holds values the user has not saved: those it was sent
 * differ from those the form started from (the record, or an add form's defaults). A Save
 * pressed on an untouched form, say before the browser's validator has loaded on a slow link,
 * is refused with the same values it started from; leaving it then loses nothing.
 */
export function differsFromStart(fields: Field[], submitted: Values, start: Values): boolean {
  return fields.some((f) => returnedNames(f).some((name) => comparable(f, submitted?.[name]) !== comparable(f, start?.[name])));
}
