import { z } from "zod";

/**
 * The optional `orders/likely-duplicates` extension: which of the given (phone, service) pairs
 * already have an order created since a moment, in one request (an import's preview). An upstream
 * without it answers 404, and the dashboard says it could not look.
 */
export const LIKELY_DUPLICATES_MAX = 20_000;

export type LikelyDuplicatesQuery = { since: string; pairs: Array<{ mobile: string; service_id: number }> };

/** For each pair that has one, its latest order since `since`. */
export const likelyDuplicatesSchema = z.object({
  data: z.array(z.object({ mobile: z.string(), service_id: z.number().int(), id: z.number().int(), created_at: z.string() })),
});
