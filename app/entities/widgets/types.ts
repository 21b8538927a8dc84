import type { FieldMetadata } from "@conform-to/react";
import type { ComponentType } from "react";
import type { z, ZodType } from "zod";
import type { FormConstraint } from "~/utils/constraints";
import type { FieldDef, FormMode, LookupName, Lookups } from "../types";

/** A form's values as the form holds them: text, or several texts under one name. */
export type FormValues = Record<string, string | string[] | undefined>;

/**
 * What a widget's schema gets: zod itself, handed in by the schema module, so that the page,
 * which renders the same widgets, never loads zod before it needs it.
 */
export interface SchemaTools {
  z: typeof z;
  required: boolean;
  mode: FormMode;
  phoneToE164: (code: string | undefined, number: string) => string | null;
}

/** What a widget's encoder gets: the valid form, the body being built, and the server's own helpers. */
interface EncodeTools {
  form: FormData;
  out: FormData;
  mode: FormMode;
  sanitizeRichText: (html: string) => string;
  phoneToE164: (code: string | undefined, number: string) => string | null;
}

/** What a widget's field component gets. */
export interface FieldProps {
  field: FieldDef;
  /** The translated label. */
  label: string;
  required: boolean;
  className?: string;
  /** conform's metadata of one of the names this field posts. */
  meta: (name: string) => FieldMetadata<unknown>;
  lookups: Lookups;
  /** The current image (image fields on an edit form). */
  currentImage?: string | null;
}

/**
 * One kind of form field, everything about it in one module: the names it posts, its zod schema
 * and native constraints, its form value from a record, how it is compared and shown, how it
 * reaches the upstream, and its component.
 */
export interface Widget {
  /** The form names a field of this kind posts (a phone posts its code and its number). */
  names: (f: FieldDef) => string[];
  /** The name an upstream error about the field belongs to. */
  errorName: (f: FieldDef) => string;
  /**
   * Whether a refused form gets its value back from the server: a file cannot come back and a
   * password must not, so these are never compared, always count as changed and are re-typed.
   */
  echoes: boolean;
  /** A password: its value is left out of every reply. */
  secret?: boolean;
  /** A file: the form is multipart, and after a refusal the user chooses it again. */
  file?: boolean;
  /** Several values under one name (a checkbox list). */
  multiple?: boolean;
  /** The option lists it draws from. */
  lookups?: (f: FieldDef) => LookupName[];
  /** The attributes the server renders, so that a form without JavaScript is checked by the browser. */
  constraint: (f: FieldDef, required: boolean) => FormConstraint;
  /** The zod schema of each name it posts; messages are translation keys. */
  schema: (f: FieldDef, tools: SchemaTools) => Record<string, ZodType>;
  /**
   * Checks that need more than one of the names it posts (a phone number with its country code),
   * run beside the other fields' checks: each problem's form name and message key.
   */
  issues?: (f: FieldDef, values: Record<string, unknown>, tools: SchemaTools) => Array<{ name: string; message: string }>;
  /** The form's values for a record's value (`record` false: an add form's default). */
  fromRecord: (f: FieldDef, value: unknown, context: { record: boolean; lookups: Lookups }) => FormValues;
  /** The value as one comparable text (to tell a changed field from an unchanged one). */
  text: (f: Pick<FieldDef, "name">, values: FormValues) => string;
  /** The value as a person reads it beside another version (edit conflicts). */
  shown?: (f: FieldDef, values: FormValues, lookups: Lookups) => string;
  /** How the conflict view shows the value. */
  conflictKind?: "text" | "bool" | "title";
  /** Appends the field's value to the upstream's body, as the contract names and spells it. */
  encode: (f: FieldDef, tools: EncodeTools) => void;
  Field: ComponentType<FieldProps>;
}
