import { z } from "zod";
import { dataSchema } from "./envelopes";
import { id, nullableText, timestamp, url } from "./primitives";

// Logging in (with the optional extensions `auth/two-step` and `auth/sessions`), the logged-in
// user and their permissions.

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
  /** Extension `auth/two-step` (optional): the role requires two-step login and this account has not set it up. */
  two_step_due: z.boolean().optional(),
});

/** GET /api/dashboard/permissions/user — a bare array. */
export const userPermissionsSchema = z.array(z.string());
/** GET /api/dashboard/permissions/all */
export const allPermissionsSchema = dataSchema(z.array(z.string()));

export type User = z.infer<typeof userSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
