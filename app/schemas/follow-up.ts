import { z } from "zod";
import { TYPED_DATE } from "~/utils/constraints";
import { toLatinDigits } from "../../contract/arabic";
import { isCalendarDate } from "~/utils/input-rules";
import { messageKey } from "~/utils/i18n/translate";
import { needsNextContact, subStatusFits } from "../../contract/orders";

const REQUIRED = "validation.required";

const requiredOr = (other: string) => (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : other);

/** An order's follow-up (/orders/:id/request). */
export const FollowUpSchema = z
  .object({
    status: z
      .number({ error: requiredOr("validation.invalid") })
      .int({ error: "validation.invalid" })
      .min(1, { error: "validation.invalid" })
      .max(4, { error: "validation.invalid" }),
    sub_status: z
      .number({ error: requiredOr("validation.invalid") })
      .int({ error: "validation.invalid" })
      .min(1, { error: "validation.invalid" })
      .max(10, { error: "validation.invalid" }),
    comment: z
      .string()
      .trim()
      .max(5000, { error: messageKey("validation.tooLong", { max: 5000 }) })
      .optional(),
    // Typed in Latin, Arabic-Indic or Persian digits; sent with Latin ones.
    next_contact_at: z
      .string()
      .regex(TYPED_DATE, { error: "validation.invalid" })
      .transform(toLatinDigits)
      .refine(isCalendarDate, { error: "validation.invalid" })
      .optional(),
    idempotency_key: z.string().max(255).optional(),
  })
  .superRefine((value, ctx) => {
    if (!subStatusFits(value.status, value.sub_status)) ctx.addIssue({ code: "custom", path: ["sub_status"], message: "validation.subStatusMismatch" });
    // An order left waiting without a day would drop out of the queue's dated groups.
    if (needsNextContact(value.sub_status) && !value.next_contact_at) {
      ctx.addIssue({ code: "custom", path: ["next_contact_at"], message: "validation.nextContactRequired" });
    }
  });
