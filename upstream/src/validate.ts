import type { FieldSpec, RefTarget } from "../../contract/fields";
import { toCanonicalPermission } from "../../contract/permissions";
import type { Input } from "./body";
import { lastFile, lastText } from "./body";
import { parseDateInput } from "./dates";
import type { FieldErrors } from "./http";
import { addError } from "./http";
import type { Lang, MessageKey, MessageParams } from "./i18n";
import { translate } from "./i18n";
import type { ImageType } from "./uploads";
import { detectImage } from "./uploads";

export type ImageUpload = { bytes: Uint8Array; type: ImageType };
export type FieldValue = string | number | boolean | null | readonly string[] | ImageUpload;
export type Mode = "store" | "update";

export type Validated = {
  /** Only the fields to write: on update, fields that were not sent are absent. */
  values: Map<string, FieldValue>;
  errors: FieldErrors;
};

export type ValidateOptions = {
  lang: Lang;
  mode: Mode;
  refExists: (target: RefTarget, id: number) => boolean;
};

const TRUE = new Set(["1", "true", "on", "yes"]);
const FALSE = new Set(["0", "false", "off", "no"]);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function isImageUpload(value: FieldValue | undefined): value is ImageUpload {
  return typeof value === "object" && value !== null && "bytes" in value;
}

export function parseBool(value: string | undefined): boolean | undefined {
  const normalised = value?.trim().toLowerCase() ?? "";
  if (TRUE.has(normalised)) return true;
  if (FALSE.has(normalised)) return false;
  return undefined;
}

/** Checks and converts the request fields named in `fields` (contract/fields.ts). */
export async function validateFields(fields: readonly FieldSpec[], input: Input, options: ValidateOptions): Promise<Validated> {
  const values = new Map<string, FieldValue>();
  const errors: FieldErrors = {};
  const fail = (field: FieldSpec, key: MessageKey, params?: MessageParams) => addError(errors, field.name, translate(options.lang, key, params));
  const requiredNow = (field: FieldSpec) => field.required === "always" || (field.required === "store" && options.mode === "store");

  for (const field of fields) {
    if (field.kind === "file") {
      const file = lastFile(input, field.name);
      if (file) {
        const image = await readImage(file, field.max);
        if (typeof image === "string") fail(field, image);
        else values.set(field.name, image);
      } else if (options.mode === "store") {
        if (requiredNow(field)) fail(field, "required");
        else values.set(field.name, null);
      } else if (field.required === false && parseBool(lastText(input, `remove_${field.name}`))) {
        values.set(field.name, null);
      }
      continue;
    }

    if (field.kind === "array") {
      const sent = input.get(field.name);
      if (sent === undefined && options.mode === "update") continue;
      const items = (sent ?? []).filter((item): item is string => typeof item === "string" && item.trim() !== "");
      const result = checkArray(field, items);
      if (typeof result === "string") fail(field, result, { min: field.min ?? 1 });
      else values.set(field.name, result);
      continue;
    }

    const raw = lastText(input, field.name);
    if (raw === undefined) {
      if (options.mode === "update") continue;
      if (requiredNow(field)) fail(field, "required");
      else values.set(field.name, field.kind === "bool" ? (field.default ?? false) : null);
      continue;
    }
    if (raw.trim() === "") {
      if (requiredNow(field)) fail(field, "required");
      else if (field.required === "store")
        continue; // update: keep the stored value
      else values.set(field.name, field.kind === "bool" ? false : null);
      continue;
    }
    const result = checkScalar(field, raw, options);
    if ("error" in result) fail(field, result.error, result.params);
    else values.set(field.name, result.value);
  }
  return { values, errors };
}

type Check = { value: string | number | boolean } | { error: MessageKey; params?: MessageParams };

function checkLength(value: string, field: FieldSpec): Check {
  const length = [...value].length;
  if (field.min !== undefined && length < field.min) return { error: "tooShort", params: { min: field.min } };
  if (field.max !== undefined && length > field.max) return { error: "tooLong", params: { max: field.max } };
  return { value };
}

function checkRange(value: number, field: FieldSpec): Check {
  if (field.min !== undefined && value < field.min) return { error: "minValue", params: { min: field.min } };
  if (field.max !== undefined && value > field.max) return { error: "maxValue", params: { max: field.max } };
  return { value };
}

function checkScalar(field: FieldSpec, raw: string, options: ValidateOptions): Check {
  const value = raw.trim();
  switch (field.kind) {
    case "string":
      return checkLength(value, field);
    case "text":
    case "html":
      return checkLength(raw, field);
    case "email": {
      const email = value.toLowerCase();
      return EMAIL.test(email) ? checkLength(email, field) : { error: "email" };
    }
    case "url":
      return isWebUrl(value) ? checkLength(value, field) : { error: "url" };
    case "phone": {
      const phone = value.replace(/[\s\-().]/g, "");
      const length = phone.length;
      const ok = /^\+?\d+$/.test(phone) && length >= (field.min ?? 0) && length <= (field.max ?? Infinity);
      return ok ? { value: phone } : { error: "phone" };
    }
    case "int": {
      if (!INTEGER.test(value)) return { error: "integer" };
      const number = Number(value);
      return Number.isSafeInteger(number) ? checkRange(number, field) : { error: "invalid" };
    }
    case "number": {
      if (!DECIMAL.test(value)) return { error: "number" };
      const decimals = value.split(".")[1]?.length ?? 0;
      if (field.decimals !== undefined && decimals > field.decimals) return { error: "decimals" };
      return checkRange(Number(value), field);
    }
    case "bool": {
      const bool = parseBool(value);
      return bool === undefined ? { error: "invalid" } : { value: bool };
    }
    case "date": {
      const date = parseDateInput(value);
      return date === null ? { error: "date" } : { value: date };
    }
    case "enum":
      return field.values?.includes(value) ? { value } : { error: "invalid" };
    case "ref": {
      if (!INTEGER.test(value)) return { error: "invalid" };
      const id = Number(value);
      if (!field.ref || !Number.isSafeInteger(id) || !options.refExists(field.ref, id)) return { error: "exists" };
      return { value: id };
    }
    case "file":
    case "array":
      return { error: "invalid" };
  }
}

function checkArray(field: FieldSpec, items: readonly string[]): readonly string[] | MessageKey {
  // Only permission lists are array fields; both "show blogs" and "show_blogs" are accepted.
  const canonical = [...new Set(items.map(toCanonicalPermission))];
  if (canonical.length < (field.min ?? 0)) return canonical.length === 0 ? "required" : "minItems";
  if (field.values && canonical.some((item) => !field.values?.includes(item))) return "invalid";
  return canonical;
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

async function readImage(file: File, maxBytes: number | undefined): Promise<ImageUpload | MessageKey> {
  if (maxBytes !== undefined && file.size > maxBytes) return "fileSize";
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImage(bytes);
  return type ? { bytes, type } : "fileType";
}

/** password_confirmation must equal a password that was sent (a missing confirmation does not). */
export function checkConfirmation(values: ReadonlyMap<string, unknown>, errors: FieldErrors, lang: Lang): void {
  const password = values.get("password");
  if (typeof password === "string" && password !== "" && !errors.password && values.get("password_confirmation") !== password) {
    addError(errors, "password_confirmation", translate(lang, "passwordConfirmation"));
  }
}
