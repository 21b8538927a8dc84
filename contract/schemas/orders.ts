import { z } from "zod";
import { count, id, nullableText, sourceRefSchema, timestamp, userRefSchema } from "./primitives";

// An order's statuses, its follow-ups and the reports over them.

export const orderStatusSchema = z.literal([1, 2, 3, 4]);
export const orderSubStatusSchema = z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

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

export type FollowUp = z.infer<typeof followUpSchema>;
export type StatusesReport = z.infer<typeof statusesReportSchema>;
export type ModeratorsReport = z.infer<typeof moderatorsReportSchema>;
export type SourcesReport = z.infer<typeof sourcesReportSchema>;
