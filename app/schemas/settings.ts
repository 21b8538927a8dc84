import { z } from "zod";
import { imageSchema } from "~/entities/schema";
import { DIAL_CODE } from "~/utils/constraints";
import { phoneToE164 } from "~/utils/phone-number";
import { messageKey } from "~/utils/i18n/translate";

// The settings page's four forms; each posts its `intent`.

const REQUIRED = "validation.required";

/** Digits as typed or pasted, checked with the country code, beside the other fields' errors (the account forms). */
export function checkPhone(value: unknown, ctx: z.RefinementCtx): void {
  const { phone__number: number, phone__code: code } = (value ?? {}) as Record<string, unknown>;
  if (typeof number === "string" && number && !phoneToE164(typeof code === "string" ? code : undefined, number)) {
    ctx.addIssue({ code: "custom", path: ["phone__number"], message: "validation.phone" });
  }
}
const requiredOr = (other: string) => (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : other);

export const AccountSchema = z
  .object({
    intent: z.literal("account"),
    name: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, { error: REQUIRED })
      .max(255, { error: messageKey("validation.tooLong", { max: 255 }) }),
    email: z.email({ error: requiredOr("validation.email") }).max(255, { error: messageKey("validation.tooLong", { max: 255 }) }),
    phone__code: z.string().regex(DIAL_CODE, { error: "validation.invalid" }).optional(),
    phone__number: z.string().trim().max(40, { error: "validation.phone" }).optional(),
    avatar: imageSchema(false),
    remove_avatar: z.boolean().optional(),
  })
  .superRefine(checkPhone, { when: () => true });

export const PasswordSchema = z
  .object({
    intent: z.literal("password"),
    current_password: z.string({ error: REQUIRED }).max(255),
    password: z
      .string({ error: REQUIRED })
      .min(8, { error: messageKey("validation.tooShort", { min: 8 }) })
      .max(255, { error: messageKey("validation.tooLong", { max: 255 }) }),
    password_confirmation: z.string({ error: REQUIRED }).max(255),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ["password_confirmation"], error: "validation.passwordMismatch" });

export const LanguageSchema = z.object({
  intent: z.literal("language"),
  default_language: z.enum(["ar", "en"], { error: requiredOr("validation.invalid") }),
});

export const LogoSchema = z
  .object({
    intent: z.literal("logo"),
    logo: imageSchema(false),
    remove_logo: z.boolean().optional(),
  })
  .refine((v) => Boolean(v.logo) || v.remove_logo === true, { path: ["logo"], error: REQUIRED });

export const SETTINGS_SCHEMAS = { account: AccountSchema, password: PasswordSchema, language: LanguageSchema, logo: LogoSchema };
