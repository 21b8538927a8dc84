import type { ResourceName } from "../../contract/resources";
import type { Locale } from "~/utils/i18n/locale";
import type { AreaKey } from "~/utils/permissions";

/** An add form ("create") or an edit form ("edit"). */
export type FormMode = "create" | "edit";

/** Option lists a select can draw from. */
export type LookupName = "categories" | "services" | "sources" | "countries" | "moderators" | "roles";

/** One choice of an option list: the value sent and the label shown in the page language. */
export interface Option {
  value: string;
  label: string;
}
/** The option lists a form or list needs (app/entities/lookups.server.ts loads them). */
export type Lookups = Partial<Record<LookupName, Option[]>> & { dialCodes?: string[] };

export type FieldWidget =
  | "text"
  | "textarea"
  | "richtext"
  | "email"
  | "url"
  | "phone"
  | "int"
  | "number"
  | "checkbox"
  | "date"
  | "image"
  | "select"
  | "title"
  | "password"
  | "permissions";

export interface FieldDef {
  /** The upstream field name (also the form field name, except `phone`: `<name>__code` + `<name>__number`). */
  name: string;
  widget: FieldWidget;
  /** Translation key of the label. */
  label: string;
  /** As in the contract: "always" (store and update), "store" (files, passwords: add only). */
  required?: "always" | "store";
  min?: number;
  max?: number;
  /** select: where its options come from. */
  options?: LookupName;
  /** Text direction of the value: English content is LTR inside an Arabic page and vice versa. */
  dir?: "ltr" | "rtl";
  /** Shown on the add form only (a client's initial password). */
  createOnly?: boolean;
  /** password: typed twice (`<name>_confirmation`), and both must match. */
  confirm?: boolean;
  /** Takes a whole row of the form grid. */
  wide?: boolean;
  /** Translation key of a hint under the field. */
  hint?: string;
}

export type CellKind =
  "text" | "title" | "excerpt" | "image" | "bool" | "datetime" | "date" | "email" | "phone" | "number" | "id" | "status" | "subStatus" | "rating" | "count";

export type CellValue = string | number | boolean | null;

export interface ColumnDef<R> {
  id: string;
  /** Translation key of the header. */
  label: string;
  kind: CellKind;
  /** Upstream `sort` value when the column can be sorted. */
  sort?: string;
  /**
   * How much the column matters when the table is narrower than its columns: 1 (the default)
   * always shows, 3 gives way first, then 2. The record's own page still shows what gives way.
   */
  priority?: ColumnPriority;
  /**
   * What the column is in a record's card on a phone (`phoneCard` in columns.ts): its heading
   * ("title") or one of its two secondary facts ("fact"). Unset, the first title column is the
   * heading and the next two columns the facts; the picture sits beside them; the rest is on the
   * record's own page.
   */
  phone?: PhoneRole;
  value: (record: R, locale: Locale) => CellValue;
}

type PhoneRole = "title" | "fact";

export type ColumnPriority = 1 | 2 | 3;

/** A column of the CSV export: its header (a translation key) and the plain text of its cell. */
export interface ExportColumn<R> {
  label: string;
  text: (record: R, locale: Locale, t: (key: string) => string) => string;
}

export type FilterDef =
  | { param: "is_active"; kind: "active"; label: string }
  | { param: string; kind: "lookup"; lookup: LookupName; label: string }
  | { param: string; kind: "options"; options: Array<{ value: string; label: string }>; label: string }
  | { param: string; kind: "date"; label: string };

/**
 * One entity, described once. `R` is the record type (from the contract, type-only): the record's
 * runtime schema is looked up on the server by `resource`, so list pages never ship zod.
 */
export interface EntityDescriptor<R> {
  /** Route segment and permission area (`mange-clients`, `teams`, …). */
  area: AreaKey;
  /** Upstream resource (`customers`, `doctors`, …). */
  resource: ResourceName;
  /** Translation keys: list title (`nav.*`) and the singular noun (`entities.*.one`). */
  titleKey: string;
  singularKey: string;
  fields: FieldDef[];
  columns: ColumnDef<R>[];
  filters: FilterDef[];
  /** The CSV export's columns, when it carries more than the list shows (orders: every field). */
  exportColumns?: ExportColumn<R>[];
  /** A human label for a row (delete confirmation, CSV). */
  rowLabel: (record: R, locale: Locale) => string;
  /** Orders have no edit page and are never deleted (they change through follow-ups). */
  editable: boolean;
  deletable: boolean;
  /** Rows carry their actions in one drop-down menu (dropList) instead of inline buttons. */
  rowMenu?: boolean;
  /** Default sort when the URL names none (the upstream's own default otherwise). */
  defaultSort?: { sort: string; dir: "asc" | "desc" };
  /**
   * An optional extension of the contract: the translation key of what the list page says when
   * the upstream does not offer the resource (its list answers 404).
   */
  notOfferedKey?: string;
}

/** A descriptor with its record type erased: what the shared loaders and components take. */
export type Entity = EntityDescriptor<unknown>;

/**
 * Describes an entity with its record type `R` (from the contract), then erases that type once:
 * the shared code reads records that the upstream client has already checked against the
 * resource's schema, so each column and row label gets the record type it was written for.
 */
export function defineEntity<R>(d: EntityDescriptor<R>): Entity {
  return {
    ...d,
    columns: d.columns.map((c) => ({ ...c, value: (record: unknown, locale: Locale) => c.value(record as R, locale) })),
    exportColumns: d.exportColumns?.map((c) => ({
      ...c,
      text: (record: unknown, locale: Locale, t: (key: string) => string) => c.text(record as R, locale, t),
    })),
    rowLabel: (record, locale) => d.rowLabel(record as R, locale),
  };
}
