/**
 * Native constraint attributes of form fields (required, minLength, maxLength, min, max, pattern,
 * multiple), written without zod so that the browser can render a form without downloading it
 * (decision 0006). Conform's `getZodConstraint` would give the same objects from the zod schemas;
 * a unit test (constraints.test.ts) compares the two for every form, so they cannot drift apart.
 */

/** What conform's `useForm({ constraint })` takes for one field. */
export interface FieldConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  multiple?: boolean;
  pattern?: string;
}

export type FormConstraint = Record<string, FieldConstraint>;

/**
 * The HTML `pattern` conform derives from a zod `.regex()`: the whole value must contain a match
 * (zod's `.regex` tests, it does not anchor), and our regexes anchor themselves.
 */
export function regexPattern(re: RegExp): string {
  return `^(?=.*(?:${re.source})).*$`;
}

/** The HTML `pattern` conform derives from a zod enum: the options, escaped, as alternatives. */
export function enumPattern(options: readonly string[]): string {
  return options.map((o) => o.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&").replace(/-/g, "\\x2d")).join("|");
}

/** A phone field's country code (`+966`), chosen beside the number. */
export const DIAL_CODE = /^\+\d{1,4}$/;
/**
 * A date as typed: `YYYY-MM-DD`, or day first as a Riyadh office writes it (`08-12-2026`,
 * `08/12/2026`), in Latin, Arabic-Indic or Persian digits (read by `normalizeTypedDate`).
 */
export const TYPED_DATE =
  /^(?:[0-9\u0660-\u0669\u06F0-\u06F9]{4}-[0-9\u0660-\u0669\u06F0-\u06F9]{2}-[0-9\u0660-\u0669\u06F0-\u06F9]{2}|[0-9\u0660-\u0669\u06F0-\u06F9]{1,2}(?:-|\/)[0-9\u0660-\u0669\u06F0-\u06F9]{1,2}(?:-|\/)[0-9\u0660-\u0669\u06F0-\u06F9]{4})$/;

// The four forms defined in their routes (the entity forms derive theirs from their descriptors:
// app/entities/constraints.ts). Their zod schemas are in app/schemas/.

export const LOGIN_CONSTRAINT: FormConstraint = {
  email: { required: true },
  password: { required: true },
  redirectTo: { required: false },
};

export const CLIENT_PASSWORD_CONSTRAINT: FormConstraint = {
  client_id: { required: true },
  password: { required: true, minLength: 8, maxLength: 255 },
  password_confirmation: { required: true },
};

export const FOLLOW_UP_CONSTRAINT: FormConstraint = {
  status: { required: true, min: 1, max: 4 },
  sub_status: { required: true, min: 1, max: 10 },
  comment: { required: false, maxLength: 5000 },
  next_contact_at: { required: false, pattern: regexPattern(TYPED_DATE) },
  idempotency_key: { required: false, maxLength: 255 },
};

/** "My account"'s own name and phone. */
export const PROFILE_CONSTRAINT: FormConstraint = {
  intent: { required: true },
  name: { required: true, minLength: 1, maxLength: 255 },
  phone__code: { required: false, pattern: regexPattern(DIAL_CODE) },
  phone__number: { required: false, maxLength: 40 },
};

export const SETTINGS_CONSTRAINTS = {
  account: {
    intent: { required: true },
    name: { required: true, minLength: 1, maxLength: 255 },
    email: { required: true, maxLength: 255 },
    phone__code: { required: false, pattern: regexPattern(DIAL_CODE) },
    phone__number: { required: false, maxLength: 40 },
    avatar: { required: false },
    remove_avatar: { required: false },
  },
  password: {
    intent: { required: true },
    current_password: { required: true, maxLength: 255 },
    password: { required: true, minLength: 8, maxLength: 255 },
    password_confirmation: { required: true, maxLength: 255 },
  },
  language: {
    intent: { required: true },
    default_language: { required: true, pattern: enumPattern(["ar", "en"]) },
  },
  logo: {
    intent: { required: true },
    logo: { required: false },
    remove_logo: { required: false },
  },
} satisfies Record<string, FormConstraint>;
