/**
 * Small builders for descriptors, so each entity reads as a list of its fields and columns
 * rather than repeated object literals.
 */
import { ownOrOther, type Locale } from "~/utils/i18n/locale";
import type { ColumnDef, ColumnPriority, FieldDef, FilterDef, LookupName } from "./types";

type Opts = Partial<Omit<FieldDef, "name" | "widget">>;

const field =
  (widget: FieldDef["widget"]) =>
  (name: string, opts: Opts = {}): FieldDef => ({
    name,
    widget,
    label: `fields.${name}`,
    ...(name.endsWith("_en") ? { dir: "ltr" as const } : name.endsWith("_ar") ? { dir: "rtl" as const } : {}),
    ...opts,
  });

export const f = {
  text: field("text"),
  textarea: field("textarea"),
  richtext: (name: string, opts: Opts = {}) => field("richtext")(name, { wide: true, ...opts }),
  email: (name: string, opts: Opts = {}) => field("email")(name, { dir: "ltr", ...opts }),
  url: (name: string, opts: Opts = {}) => field("url")(name, { dir: "ltr", ...opts }),
  phone: field("phone"),
  int: field("int"),
  number: field("number"),
  date: field("date"),
  image: field("image"),
  select: (name: string, options: LookupName, opts: Opts = {}) => field("select")(name, { options, ...opts }),
  title: (opts: Opts = {}) => field("title")("title", { label: "fields.gender", ...opts }),
  active: () => field("checkbox")("is_active"),
  password: field("password"),
  permissions: field("permissions"),
  /** `<base>_ar` (RTL) and `<base>_en` (LTR), both required unless told otherwise. */
  bilingual: (base: string, widget: "text" | "textarea" | "richtext" = "text", required: FieldDef["required"] | false = "always"): FieldDef[] =>
    ["ar", "en"].map((lang) => field(widget)(`${base}_${lang}`, { ...(required ? { required } : {}), ...(widget === "text" ? {} : { wide: true }) })),
};

type Rec = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : v === null || v === undefined ? null : String(v));

/** The value in the page's language, falling back to the other one. */
export function localized(record: Rec, base: string, locale: Locale): string {
  return ownOrOther(locale, str(record[`${base}_ar`]), str(record[`${base}_en`]));
}

export function refName(ref: unknown, locale: Locale, base = "name"): string | null {
  if (!ref || typeof ref !== "object") return null;
  return localized(ref as Rec, base, locale) || null;
}

export const c = {
  title: <R extends Rec>(base: string, label = `fields.${base}`, sort = `${base}_ar`): ColumnDef<R> => ({
    id: base,
    label,
    kind: "title",
    sort,
    value: (r, locale) => localized(r, base, locale),
  }),
  text: <R extends Rec>(key: string, opts: Partial<ColumnDef<R>> = {}): ColumnDef<R> => ({
    id: key,
    label: `fields.${key}`,
    kind: "text",
    value: (r) => str(r[key]),
    ...opts,
  }),
  /** A picture helps to find a row but gives way before the row's words. */
  image: <R extends Rec>(key = "image"): ColumnDef<R> => ({ id: key, label: `fields.${key}`, kind: "image", priority: 2, value: (r) => str(r[key]) }),
  active: <R extends Rec>(): ColumnDef<R> => ({
    id: "is_active",
    label: "fields.is_active",
    kind: "bool",
    sort: "is_active",
    value: (r) => Boolean(r.is_active),
  }),
  /** When a row was added gives way first. */
  created: <R extends Rec>(): ColumnDef<R> => ({
    id: "created_at",
    label: "fields.created_at",
    kind: "datetime",
    sort: "created_at",
    priority: 3,
    value: (r) => str(r.created_at),
  }),
  ref: <R extends Rec>(key: string, base = "name", label = `fields.${key}_id`): ColumnDef<R> => ({
    id: key,
    label,
    kind: "text",
    value: (r, locale) => refName(r[key], locale, base),
  }),
};

/** The column with another priority (see `ColumnDef.priority`). */
export const withPriority = <R>(priority: ColumnPriority, col: ColumnDef<R>): ColumnDef<R> => ({ ...col, priority });

export const activeFilter: FilterDef = { param: "is_active", kind: "active", label: "fields.is_active" };
export const lookupFilter = (param: string, lookup: LookupName): FilterDef => ({ param, kind: "lookup", lookup, label: `fields.${param}` });
