import { z } from "zod";
import { isId } from "~/utils/input-rules";
import { messageKey } from "~/utils/i18n/translate";

/** A client's new password (/clients/password). */
export const ClientPasswordSchema = z
  .object({
    // Text first: a 25-digit id must not become 1.2345678901234568e+24 on its way upstream.
    client_id: z.string({ error: "validation.required" }).refine(isId, { error: "validation.invalid" }).transform(Number),
    password: z
      .string({ error: "validation.required" })
      .min(8, { error: messageKey("validation.tooShort", { min: 8 }) })
      .max(255),
    password_confirmation: z.string({ error: "validation.required" }),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ["password_confirmation"], error: "validation.passwordMismatch" });
