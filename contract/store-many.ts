import { z } from "zod";

/**
 * The optional `store-many` extension: many creates of one resource in one request (an import).
 * Each row is a `store` with its own idempotency key; the answer gives each row's outcome in the
 * order sent. An upstream without it answers 404, and a client then stores row by row.
 */
export const STORE_MANY_MAX = 500;

export type StoreManyRow = { key: string; fields: Record<string, string | string[]> };

export const storeManyResultSchema = z.object({
  data: z.array(
    z.union([
      z.object({ key: z.string().nullable(), status: z.union([z.literal(200), z.literal(201)]), id: z.number().int() }),
      z.object({
        key: z.string().nullable(),
        status: z.number().int().min(400).max(499),
        message: z.string(),
        errors: z.record(z.string(), z.array(z.string())).optional(),
      }),
    ]),
  ),
});

export type StoreManyResult = z.infer<typeof storeManyResultSchema>["data"][number];
