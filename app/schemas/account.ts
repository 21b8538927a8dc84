import { z } from "zod";
import { DIAL_CODE } from "~/utils/constraints";
import { messageKey } from "~/utils/i18n/translate";
import { checkPhone } from "./settings";

// "My account"'s own name and phone: every staff member's, whatever their role. Nothing else of the
// account (email, role, state) is read from this form.

const REQUIRED = "validation.required";

export const ProfileSchema = z
  .object({
    intent: z.literal("profile"),
    name: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, { error: REQUIRED })
      .max(255, { error: messageKey("validation.tooLong", { max: 255 }) }),
    phone__code: z.string().regex(DIAL_CODE, { error: "validation.invalid" }).optional(),
    phone__number: z.string().trim().max(40, { error: "validation.phone" }).optional(),
  })
  .superRefine(checkPhone, { when: () => true });
