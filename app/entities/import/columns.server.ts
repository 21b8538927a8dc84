/**
 * The columns of an import file matched to an area's add form, and each row turned into the values
 * that form would post: checked by the form's own schema (formSchema), so a row is refused for
 * exactly the reasons the form would refuse it.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { toLatinDigits } from "../../../contract/arabic";
import { serverT } from "~/server/i18next.server";
import type { Locale } from "~/utils/i18n/locale";
import { translateMessage } from "~/utils/i18n/translate";
import { isRequired } from "../constraints";
import type { Lookups } from "../types";
import { formSchema } from "../schema";
import type { Entity, FieldDef } from "../types";
import { widgetOf } from "../widgets";
import { importFields } from "./areas";

/** A header or a value compared loosely: NFC, no case, spaces collapsed, no trailing `*` or `:`. */
export function looseText(value: string): string {
  return value
    .normalize("NFC")
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, "")
    .replace(/[*:：]+\s*$/, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** What each field may be called in a header: its name, or its label in Arabic or in English. */
export function fieldNames(d: Entity): Map<string, FieldDef> {
  const names = new Map<string, FieldDef>();
  const ar = serverT("ar");
  const en = serverT("en");
  for (const f of importFields(d)) {
    for (const name of [f.name, ar(f.label), en(f.label)]) {
      const key = looseText(name);
      if (key && !names.has(key)) names.set(key, f);
    }
  }
  return names;
}

export interface ColumnMatch {
  /** Per column of the file: the field it fills, or null (ignored). */
  fields: Array<FieldDef | null>;
  /** Headers that name no field (shown in the preview, ignored). */
  unknown: string[];
  /** Required fields no column fills: the file cannot be imported. */
  missing: FieldDef[];
  /** The area's switches no column names: on, as on the add form. */
  defaultOn: FieldDef[];
}

/** The file's header matched to the form: by field name or by label in either language, in any order. */
export function matchColumns(d: Entity, header: string[], names = fieldNames(d)): ColumnMatch {
  const taken = new Set<string>();
  const unknown: string[] = [];
  const fields = header.map((cell) => {
    const f = names.get(looseText(cell));
    // A field named twice: the first column wins, the second is reported like an unknown one.
    if (!f || taken.has(f.name)) {
      if (cell.trim()) unknown.push(cell.trim());
      return null;
    }
    taken.add(f.name);
    return f;
  });
  const missing = importFields(d).filter((f) => isRequired(f, "create") && !taken.has(f.name));
  const defaultOn = importFields(d).filter((f) => f.widget === "checkbox" && !taken.has(f.name));
  return { fields, unknown, missing, defaultOn };
}

const YES = new Set(["1", "yes", "y", "true", "on", "نعم", "صح", "مفعل", "مفعّل", "active", "✓", "x"]);
const NO = new Set(["0", "no", "n", "false", "off", "لا", "خطأ", "غير مفعل", "غير مفعّل", "inactive"]);

/**
 * A row's cells as the add form would post them. A switch reads yes/no in either language (an
 * empty cell or no column: the form's default, on); a phone is the number as pasted (its country
 * code inside it, or the form's default); a choice is an option's id or its name as the list
 * shows it; a picture is never in a file (left empty).
 */
export function rowValues(match: ColumnMatch, cells: string[], lookups: Lookups): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  match.fields.forEach((f, i) => {
    if (!f) return;
    const raw = (cells[i] ?? "").trim();
    switch (f.widget) {
      case "checkbox": {
        const word = looseText(toLatinDigits(raw));
        if (!NO.has(word) && (YES.has(word) || word === "")) out.push([f.name, "on"]);
        else if (!NO.has(word)) out.push([f.name, raw]);
        return;
      }
      case "phone":
        if (raw) out.push([`${f.name}__number`, raw]);
        return;
      case "select": {
        if (!raw) return;
        const word = looseText(raw);
        const option = f.options ? lookups[f.options]?.find((o) => looseText(o.label) === word) : undefined;
        out.push([f.name, option ? option.value : toLatinDigits(raw)]);
        return;
      }
      case "title": {
        if (!raw) return;
        const word = looseText(raw);
        const ar = serverT("ar");
        const en = serverT("en");
        const title = ["mr", "ms"].find((v) => v === word || looseText(ar(`fields.${v}`)) === word || looseText(en(`fields.${v}`)) === word);
        out.push([f.name, title ?? raw]);
        return;
      }
      case "image":
        return;
      default:
        if (raw) out.push([f.name, raw]);
    }
  });
  for (const f of match.defaultOn) out.push([f.name, "on"]);
  return out;
}

/** A row's values as the form's body. */
export function toFormData(values: Array<[string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of values) form.append(name, value);
  return form;
}

/**
 * Why a row was refused, kept as words' keys and values and put into words when shown, so that an
 * import reads in the language of the page that shows it, whoever started it in which language.
 */
export interface Reason {
  /** The field (a form or an upstream name), shown as its label. */
  field?: string;
  /** A message key with its parameters (`validation.tooLong|max=100`, `import.notAnOption`), or the upstream's own words. */
  message: string;
  /** The values of an `import.*` message; an `{ ar, en }` value is shown in the page's language. */
  params?: Record<string, string | number | { ar: string; en: string }>;
}

/** A reason as the page's language says it: "label: message". A plain string is shown as it is. */
export function reasonText(reason: Reason | string, t: TFunction, locale: Locale, label: (name: string) => string): string {
  if (typeof reason === "string") return reason;
  let text: string;
  if (reason.message.startsWith("import.")) {
    const params = Object.fromEntries(Object.entries(reason.params ?? {}).map(([k, v]) => [k, typeof v === "object" ? v[locale] : v]));
    text = String(t(reason.message, params));
  } else {
    text = translateMessage(t as never, reason.message);
  }
  return reason.field ? `${label(reason.field)}: ${text}` : text;
}

/** The option lists in both languages: a cell may name a choice in either. */
export type ImportLookups = Record<Locale, Lookups>;

/** Both languages' options in one list each (the same ids, each with its two names). */
export function eitherLanguage(lookups: ImportLookups): Lookups {
  const out: Lookups = {};
  for (const name of new Set([...Object.keys(lookups.ar), ...Object.keys(lookups.en)]) as Set<keyof Lookups>) {
    if (name === "dialCodes") continue;
    out[name] = [...(lookups.ar[name] ?? []), ...(lookups.en[name] ?? [])];
  }
  return out;
}

/** Choices listed in a refusal; a longer list ends with "…". */
const LISTED_OPTIONS = 30;

function optionList(options: Array<{ label: string }>, locale: Locale): string {
  const names = [...new Set(options.map((o) => o.label))];
  const shown = names.slice(0, LISTED_OPTIONS).join(locale === "ar" ? "، " : ", ");
  return names.length > LISTED_OPTIONS ? `${shown}…` : shown || "—";
}

export type RowCheck = { ok: true } | { ok: false; reasons: Reason[] };

/**
 * A checker of rows with the add form's schema. A choice that names no option is refused with
 * the value and the options accepted (in both languages, the one shown is the page's).
 */
export function rowChecker(d: Entity, lookups: ImportLookups = { ar: {}, en: {} }) {
  const schema = formSchema(d, "create");
  const choices = d.fields.filter((f) => f.widget === "select" && f.options && lookups.ar[f.options] && lookups.en[f.options]);
  return (values: Array<[string, string]>): RowCheck => {
    const reasons: Reason[] = [];
    const named = new Set<string>();
    for (const f of choices) {
      const value = values.find(([name]) => name === f.name)?.[1];
      const ar = lookups.ar[f.options!] ?? [];
      if (value === undefined || ar.some((o) => o.value === value)) continue;
      named.add(f.name);
      const en = lookups.en[f.options!] ?? [];
      reasons.push({ field: f.name, message: "import.notAnOption", params: { value, options: { ar: optionList(ar, "ar"), en: optionList(en, "en") } } });
    }
    const submission = parseWithZod(toFormData(values), { schema });
    if (submission.status !== "success")
      for (const [name, messages] of Object.entries(submission.error ?? {}))
        if (!named.has(name)) for (const message of messages ?? []) reasons.push({ field: name, message });
    return reasons.length ? { ok: false, reasons } : { ok: true };
  };
}

/** The label of a form name or an upstream field name (a phone posts `<name>__number`). */
export function fieldLabels(d: Entity, t: TFunction) {
  return (name: string) => {
    const f = d.fields.find((field) => field.name === name || widgetOf(field).names(field).includes(name));
    return f ? String(t(f.label)) : name;
  };
}
