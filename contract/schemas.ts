import { z } from "zod";
import type { ResourceName } from "./resources";

// Response shapes of the upstream API. Objects are plain (unknown keys are stripped, not
// rejected) so that a newer API may add fields; the upstream's own contract test checks that it
// returns exactly these keys.

const id = z.number().int().positive();
const timestamp = z.iso.datetime();
const nullableText = z.string().nullable();
const url = z.string().min(1);

export const orderStatusSchema = z.literal([1, 2, 3, 4]);
export const orderSubStatusSchema = z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
export const languageSchema = z.enum(["ar", "en"]);

export const metaSchema = z.object({
  current_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
  per_page: z.number().int().min(1).max(100),
  total: z.number().int().min(0),
});

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: metaSchema });
}

/** `{ data }` — show, user, settings, reports. */
export function dataSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** `{ message, data }` — store (201), update, account update, settings update, follow-up. */
export function mutationSchema<T extends z.ZodType>(item: T) {
  return z.object({ message: z.string(), data: item });
}

export const messageSchema = z.object({ message: z.string() });

export const errorSchemas = {
  /** 401 and 403. */
  auth: z.object({ error: z.string() }),
  /** 422; `message` is the first message of the first field. */
  validation: z.object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string()).min(1)),
  }),
  /** 404, 405, 413, 400, 500 and 422 without field errors (e.g. deleting a role in use). */
  message: messageSchema,
  /** 409: an update based on a stale `updated_at`; `data` is the record as it is now. */
  conflict: z.object({
    message: z.string(),
    data: z.looseObject({ id: z.number().int().positive(), updated_at: z.string() }),
  }),
};

// Related records embedded in a record.
export const userRefSchema = z.object({ id, name: z.string() });
/** A role has an Arabic and an English name; `name` is the one in the request's language. */
export const roleRefSchema = z.object({ id, name: z.string(), name_ar: z.string(), name_en: z.string() });
export const categoryRefSchema = z.object({ id, name_ar: z.string(), name_en: z.string() });
export const sourceRefSchema = z.object({ id, name_ar: z.string(), name_en: z.string() });
export const serviceRefSchema = z.object({ id, title_ar: z.string(), title_en: z.string() });
export const countryRefSchema = z.object({
  id,
  name_ar: z.string(),
  name_en: z.string(),
  dial_code: z.string(),
});

export const loginResponseSchema = z.object({
  token: z.string().min(1),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int().positive(),
  expires_at: timestamp,
});

/**
 * POST /api/auth/login when the password is right but a second step is due (extension
 * `auth/two-step`): no token, a challenge. `code`: a code is asked; `setup`: the role requires
 * two-step login and the account has not set it up.
 */
export const loginChallengeSchema = z.object({
  two_step: z.enum(["code", "setup"]),
  challenge: z.string().min(1),
  expires_in: z.number().int().positive(),
  expires_at: timestamp,
});

/** Either answer of POST /api/auth/login. */
export const loginAnswerSchema = z.union([loginResponseSchema, loginChallengeSchema]);

/** GET /api/auth/two-step */
export const twoStepStatusSchema = z.object({ enabled: z.boolean(), required: z.boolean(), recovery_codes_left: z.number().int().nonnegative() });
/** POST /api/auth/two-step/setup (and setup-challenge) */
export const twoStepSecretSchema = z.object({ secret: z.string().min(16), otpauth_url: z.string().startsWith("otpauth://totp/") });
/** POST /api/auth/two-step/confirm (and confirm-challenge, which adds `login`) */
export const twoStepConfirmedSchema = z.object({
  message: z.string(),
  data: z.object({ recovery_codes: z.array(z.string()).length(10) }),
  login: loginResponseSchema.optional(),
});

/** GET /api/auth/sessions (extension `auth/sessions`): the caller's live tokens. */
export const sessionSchema = z.object({
  id,
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: timestamp,
  last_used_at: timestamp,
  current: z.boolean(),
});

export const userSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: nullableText,
  avatar: url.nullable(),
  role: z.object({ id, name: z.string() }),
  /** Canonical form, with spaces: "show blogs". */
  permissions: z.array(z.string()),
});

/** GET /api/dashboard/permissions/user — a bare array. */
export const userPermissionsSchema = z.array(z.string());
/** GET /api/dashboard/permissions/all */
export const allPermissionsSchema = dataSchema(z.array(z.string()));

export const countrySchema = z.object({
  id,
  code: z.string().length(2),
  name_ar: z.string(),
  name_en: z.string(),
  dial_code: z.string(),
});

export const settingsSchema = z.object({
  id: z.literal(1),
  logo: url.nullable(),
  default_language: languageSchema,
});

/** Items of GET /api/dashboard/roles (all roles, not paginated). */
export const roleSchema = roleRefSchema.extend({ permissions: z.array(z.string()) });

/** GET /api/dashboard/pages/lookups — option lists for selects, for any logged-in user. */
export const lookupsSchema = z.object({
  categories: z.array(categoryRefSchema.extend({ is_active: z.boolean() })),
  services: z.array(serviceRefSchema.extend({ is_active: z.boolean() })),
  sources: z.array(sourceRefSchema.extend({ is_active: z.boolean() })),
  moderators: z.array(userRefSchema),
});

const stamps = { id, created_at: timestamp, updated_at: timestamp };

export const records = {
  blogs: z.object({
    ...stamps,
    title_ar: z.string(),
    title_en: z.string(),
    category_id: id.nullable(),
    category: categoryRefSchema.nullable(),
    image: url,
    content_ar: nullableText,
    content_en: nullableText,
    published_at: timestamp.nullable(),
    is_active: z.boolean(),
  }),
  branches: z.object({
    ...stamps,
    name_ar: z.string(),
    name_en: z.string(),
    address_ar: nullableText,
    address_en: nullableText,
    phone: nullableText,
    email: nullableText,
    city: nullableText,
    map_url: nullableText,
    is_active: z.boolean(),
  }),
  categories: z.object({
    ...stamps,
    name_ar: z.string(),
    name_en: z.string(),
    image: url.nullable(),
    is_active: z.boolean(),
  }),
  profile: z.object({
    ...stamps,
    title: z.enum(["mr", "ms"]),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    country_id: id.nullable(),
    country: countryRefSchema.nullable(),
    city: nullableText,
    image: url.nullable(),
    is_active: z.boolean(),
  }),
  customers: z.object({
    ...stamps,
    name_ar: z.string(),
    name_en: z.string(),
    logo: url,
    website: nullableText,
    is_active: z.boolean(),
  }),
  tidings: z.object({
    ...stamps,
    title_ar: z.string(),
    title_en: z.string(),
    image: url,
    content_ar: nullableText,
    content_en: nullableText,
    published_at: timestamp.nullable(),
    is_active: z.boolean(),
  }),
  offers: z.object({
    ...stamps,
    title_ar: z.string(),
    title_en: z.string(),
    service_id: id.nullable(),
    service: serviceRefSchema.nullable(),
    description_ar: nullableText,
    description_en: nullableText,
    image: url.nullable(),
    price: z.number().min(0).nullable(),
    discount_percent: z.number().int().min(0).max(100).nullable(),
    starts_at: timestamp.nullable(),
    ends_at: timestamp.nullable(),
    is_active: z.boolean(),
  }),
  orders: z.object({
    ...stamps,
    title: z.enum(["mr", "ms"]),
    name: z.string(),
    mobile: z.string(),
    email: nullableText,
    country_id: id.nullable(),
    country: countryRefSchema.nullable(),
    city: nullableText,
    code: nullableText,
    short_description: nullableText,
    // Nullable: the requested service may have been deleted since.
    service_id: id.nullable(),
    service: serviceRefSchema.nullable(),
    message: nullableText,
    source_id: id.nullable(),
    source: sourceRefSchema.nullable(),
    status: orderStatusSchema,
    sub_status: orderSubStatusSchema.nullable(),
    moderator_id: id.nullable(),
    moderator: userRefSchema.nullable(),
    // Optional extensions (the follow-up queue): the day the latest follow-up set for the next
    // contact, and its comment. An upstream without them leaves them out.
    next_contact_at: nullableText.optional(),
    last_comment: nullableText.optional(),
  }),
  partners: z.object({
    ...stamps,
    name_ar: z.string(),
    name_en: z.string(),
    logo: url,
    website: nullableText,
    is_active: z.boolean(),
  }),
  projects: z.object({
    ...stamps,
    title_ar: z.string(),
    title_en: z.string(),
    category_id: id.nullable(),
    category: categoryRefSchema.nullable(),
    image: url,
    location_ar: nullableText,
    location_en: nullableText,
    year: z.number().int().nullable(),
    content_ar: nullableText,
    content_en: nullableText,
    is_active: z.boolean(),
  }),
  roles: z.object({
    ...stamps,
    /** The name in the request's language (Accept-Language), for clients that know one name. */
    name: z.string(),
    name_ar: z.string(),
    name_en: z.string(),
    permissions: z.array(z.string()),
    users_count: z.number().int().min(0),
    /** Extension `auth/two-step` (optional): staff of this role must use two-step login. */
    requires_two_step: z.boolean().optional(),
  }),
  services: z.object({
    ...stamps,
    title_ar: z.string(),
    title_en: z.string(),
    image: url.nullable(),
    description_ar: nullableText,
    description_en: nullableText,
    sort_order: z.number().int().nullable(),
    is_active: z.boolean(),
  }),
  sources: z.object({
    ...stamps,
    name_ar: z.string(),
    name_en: z.string(),
    is_active: z.boolean(),
  }),
  doctors: z.object({
    ...stamps,
    name_ar: z.string(),
    name_en: z.string(),
    position_ar: nullableText,
    position_en: nullableText,
    image: url,
    bio_ar: nullableText,
    bio_en: nullableText,
    sort_order: z.number().int().nullable(),
    is_active: z.boolean(),
  }),
  testimonials: z.object({
    ...stamps,
    name: z.string(),
    company: nullableText,
    content_ar: z.string(),
    content_en: nullableText,
    rating: z.number().int().min(1).max(5).nullable(),
    image: url.nullable(),
    is_active: z.boolean(),
  }),
  users: z.object({
    ...stamps,
    name: z.string(),
    email: z.string(),
    role_id: id,
    role: roleRefSchema,
    is_active: z.boolean(),
  }),
} satisfies Record<ResourceName, z.ZodObject>;

export type ResourceRecord<R extends ResourceName> = z.infer<(typeof records)[R]>;

export const followUpSchema = z.object({
  id,
  order_id: id,
  user: userRefSchema,
  status: orderStatusSchema,
  sub_status: orderSubStatusSchema,
  comment: nullableText,
  next_contact_at: timestamp.nullable(),
  created_at: timestamp,
});

const count = z.number().int().min(0);
const countsByStatus = z.object({ "1": count, "2": count, "3": count, "4": count });

export const statusesReportSchema = z.object({
  total: count,
  /** Always all four statuses, in order 1–4. */
  by_status: z.array(z.object({ status: orderStatusSchema, count })),
  /** Always sub-statuses 1–10 in order; orders without a sub-status are not counted here. */
  by_sub_status: z.array(z.object({ sub_status: orderSubStatusSchema, count })),
});

export const moderatorsReportSchema = z.array(
  z.object({
    moderator: userRefSchema,
    follow_ups: count,
    orders: count,
    by_status: countsByStatus,
  }),
);

export const sourcesReportSchema = z.array(
  z.object({
    source: sourceRefSchema,
    total: count,
    by_status: countsByStatus,
  }),
);

export type Meta = z.infer<typeof metaSchema>;
export type User = z.infer<typeof userSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type Country = z.infer<typeof countrySchema>;
export type Settings = z.infer<typeof settingsSchema>;
export type Role = z.infer<typeof roleSchema>;
export type Lookups = z.infer<typeof lookupsSchema>;
export type FollowUp = z.infer<typeof followUpSchema>;
export type StatusesReport = z.infer<typeof statusesReportSchema>;
export type ModeratorsReport = z.infer<typeof moderatorsReportSchema>;
export type SourcesReport = z.infer<typeof sourcesReportSchema>;
export type ValidationError = z.infer<typeof errorSchemas.validation>;
