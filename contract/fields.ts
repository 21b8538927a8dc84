import { allPermissions } from "./permissions";
import type { ResourceName } from "./resources";

export type FieldKind = "string" | "text" | "html" | "email" | "url" | "phone" | "int" | "number" | "bool" | "date" | "file" | "enum" | "ref" | "array";

/**
 * - "always": required on store; on update it may be left out (keeps its value) but not sent empty.
 * - "store": required on store only; on update a missing or empty value keeps the old one.
 * - false: optional; an empty string clears it (null), a missing key keeps the old value on update.
 */
export type FieldRequirement = "always" | "store" | false;

/** Lookup lists a `ref` field points at. */
export type RefTarget = "countries" | "categories" | "services" | "sources" | "roles";

export type FieldSpec = {
  name: string;
  kind: FieldKind;
  required: FieldRequirement;
  /** string-like kinds: max characters; int/number: max value; file: max bytes. */
  max?: number;
  /** string-like kinds: min characters; int/number: min value; array: min items. */
  min?: number;
  /** enum and array: the accepted values. */
  values?: readonly string[];
  /** ref: which list the id must exist in. */
  ref?: RefTarget;
  /** number: decimal places allowed. */
  decimals?: number;
  /** bool: value used on store when the field is missing. */
  default?: boolean;
  /** Accepted as input but never returned in records (passwords). */
  writeOnly?: true;
};

export const limits = {
  string: 255,
  text: 5_000,
  html: 200_000,
  url: 2_048,
  phoneMin: 7,
  phoneMax: 16,
  passwordMin: 8,
  imageBytes: 2 * 1024 * 1024,
  imageTypes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
  perPageDefault: 10,
  perPageMax: 100,
} as const;

const str = (name: string, required: FieldRequirement = false): FieldSpec => ({
  name,
  kind: "string",
  required,
  max: limits.string,
});
const text = (name: string, required: FieldRequirement = false): FieldSpec => ({
  name,
  kind: "text",
  required,
  max: limits.text,
});
const html = (name: string): FieldSpec => ({ name, kind: "html", required: false, max: limits.html });
const email = (name: string, required: FieldRequirement = false): FieldSpec => ({
  name,
  kind: "email",
  required,
  max: limits.string,
});
const url = (name: string): FieldSpec => ({ name, kind: "url", required: false, max: limits.url });
const phone = (name: string, required: FieldRequirement = false): FieldSpec => ({
  name,
  kind: "phone",
  required,
  min: limits.phoneMin,
  max: limits.phoneMax,
});
const image = (name: string, required: FieldRequirement = false): FieldSpec => ({
  name,
  kind: "file",
  required,
  max: limits.imageBytes,
  values: limits.imageTypes,
});
const date = (name: string): FieldSpec => ({ name, kind: "date", required: false });
const ref = (name: string, target: RefTarget, required: FieldRequirement = false): FieldSpec => ({
  name,
  kind: "ref",
  required,
  ref: target,
});
const int = (name: string, min?: number, max?: number): FieldSpec => ({
  name,
  kind: "int",
  required: false,
  ...(min === undefined ? {} : { min }),
  ...(max === undefined ? {} : { max }),
});
const title: FieldSpec = { name: "title", kind: "enum", required: "always", values: ["mr", "ms"] };
const isActive: FieldSpec = { name: "is_active", kind: "bool", required: false, default: true };

/** Input fields per resource, in form order. Update accepts the same fields (see FieldRequirement). */
export const resourceFields: Record<ResourceName, readonly FieldSpec[]> = {
  blogs: [
    str("title_ar", "always"),
    str("title_en", "always"),
    ref("category_id", "categories"),
    image("image", "store"),
    html("content_ar"),
    html("content_en"),
    date("published_at"),
    isActive,
  ],
  branches: [
    str("name_ar", "always"),
    str("name_en", "always"),
    str("address_ar"),
    str("address_en"),
    phone("phone"),
    email("email"),
    str("city"),
    url("map_url"),
    isActive,
  ],
  categories: [str("name_ar", "always"), str("name_en", "always"), image("image"), isActive],
  profile: [
    title,
    str("name", "always"),
    email("email", "always"),
    phone("phone", "always"),
    ref("country_id", "countries"),
    str("city"),
    image("image"),
    isActive,
    {
      name: "password",
      kind: "string",
      required: "store",
      min: limits.passwordMin,
      max: limits.string,
      writeOnly: true,
    },
  ],
  customers: [str("name_ar", "always"), str("name_en", "always"), image("logo", "store"), url("website"), isActive],
  tidings: [
    str("title_ar", "always"),
    str("title_en", "always"),
    image("image", "store"),
    html("content_ar"),
    html("content_en"),
    date("published_at"),
    isActive,
  ],
  offers: [
    str("title_ar", "always"),
    str("title_en", "always"),
    ref("service_id", "services"),
    html("description_ar"),
    html("description_en"),
    image("image"),
    { name: "price", kind: "number", required: false, min: 0, max: 99_999_999.99, decimals: 2 },
    int("discount_percent", 0, 100),
    date("starts_at"),
    date("ends_at"),
    isActive,
  ],
  orders: [
    title,
    str("name", "always"),
    phone("mobile", "always"),
    email("email"),
    ref("country_id", "countries"),
    str("city"),
    str("code"),
    str("short_description"),
    ref("service_id", "services", "always"),
    text("message"),
    ref("source_id", "sources"),
  ],
  partners: [str("name_ar", "always"), str("name_en", "always"), image("logo", "store"), url("website"), isActive],
  projects: [
    str("title_ar", "always"),
    str("title_en", "always"),
    ref("category_id", "categories"),
    image("image", "store"),
    str("location_ar"),
    str("location_en"),
    int("year", 1950, 2100),
    html("content_ar"),
    html("content_en"),
    isActive,
  ],
  // `name` (one name, before roles had two) is still read when name_ar or name_en is not sent: contract README §5.
  roles: [
    str("name_ar", "always"),
    str("name_en", "always"),
    { name: "permissions", kind: "array", required: "always", min: 1, values: allPermissions },
    // Extension `auth/two-step`: its staff must set up two-step login before any page.
    { name: "requires_two_step", kind: "bool", required: false, default: false },
  ],
  services: [
    str("title_ar", "always"),
    str("title_en", "always"),
    image("image"),
    html("description_ar"),
    html("description_en"),
    int("sort_order", 0, 1_000_000),
    isActive,
  ],
  sources: [str("name_ar", "always"), str("name_en", "always"), isActive],
  doctors: [
    str("name_ar", "always"),
    str("name_en", "always"),
    str("position_ar"),
    str("position_en"),
    image("image", "store"),
    text("bio_ar"),
    text("bio_en"),
    int("sort_order", 0, 1_000_000),
    isActive,
  ],
  testimonials: [str("name", "always"), str("company"), text("content_ar", "always"), text("content_en"), int("rating", 1, 5), image("image"), isActive],
  users: [
    str("name", "always"),
    email("email", "always"),
    // Required on store; on update a new password is optional, and it must be confirmed.
    { name: "password", kind: "string", required: "store", min: limits.passwordMin, max: limits.string, writeOnly: true },
    { name: "password_confirmation", kind: "string", required: false, max: limits.string, writeOnly: true },
    ref("role_id", "roles", "always"),
    isActive,
  ],
};

/** Input fields of the endpoints that are not generic CRUD. */
export const formFields = {
  /** POST /api/auth/login */
  login: [email("email", "always"), { name: "password", kind: "string", required: "always", max: limits.string }],
  /** POST /api/auth/user/update */
  account: [str("name", "always"), email("email", "always"), phone("phone"), image("avatar")],
  /** POST /api/auth/password */
  password: [
    { name: "current_password", kind: "string", required: "always", max: limits.string, writeOnly: true },
    { name: "password", kind: "string", required: "always", min: limits.passwordMin, max: limits.string, writeOnly: true },
    { name: "password_confirmation", kind: "string", required: "always", max: limits.string, writeOnly: true },
  ],
  /** POST /api/dashboard/profile/password */
  clientPassword: [
    { name: "client_id", kind: "int", required: "always", min: 1 },
    { name: "password", kind: "string", required: "always", min: limits.passwordMin, max: limits.string, writeOnly: true },
    { name: "password_confirmation", kind: "string", required: "always", max: limits.string, writeOnly: true },
  ],
  /** POST /api/dashboard/pages/settings/1/update */
  settings: [image("logo"), { name: "default_language", kind: "enum", required: false, values: ["ar", "en"] }],
  /** POST /api/dashboard/orders/{id}/follow-ups */
  followUp: [
    { name: "status", kind: "int", required: "always", min: 1, max: 4 },
    { name: "sub_status", kind: "int", required: "always", min: 1, max: 10 },
    text("comment"),
    date("next_contact_at"),
    str("idempotency_key"),
  ],
} as const satisfies Record<string, readonly FieldSpec[]>;

/** Names of the fields a store request must carry. */
export function requiredOnStore(fields: readonly FieldSpec[]): string[] {
  return fields.filter((field) => field.required !== false).map((field) => field.name);
}
