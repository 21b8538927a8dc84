import { z } from "zod";
import { TYPED_DATE } from "~/utils/constraints";
import { isCalendarDate, normalizeTypedDate } from "~/utils/input-rules";
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
    // Typed year first or day first, in Latin, Arabic-Indic or Persian digits; sent as YYYY-MM-DD.
    next_contact_at: z
      .string()
      .regex(TYPED_DATE, { error: "validation.invalid" })
      .transform(normalizeTypedDate)
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

/**
 * The follow-up as the save takes it on `today` (YYYY-MM-DD in the company's zone): a day to call
 * again may be today or later, never in the past. A Friday or Saturday is allowed (the form says
 * it is a day off). The day of a follow-up that waits for no call is not checked: it is not kept.
 */
export function followUpSchemaFor(today: string) {
  return FollowUpSchema.superRefine((value, ctx) => {
    if (needsNextContact(value.sub_status) && value.next_contact_at && value.next_contact_at < today) {
      ctx.addIssue({ code: "custom", path: ["next_contact_at"], message: "validation.nextContactPast" });
    }
  });
}
