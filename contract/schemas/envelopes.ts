import { z } from "zod";

// The envelopes every answer comes in: a page of a list, `{ data }`, `{ message, data }`, and the
// error bodies.

export const metaSchema = z.object({
  current_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
  per_page: z.number().int().min(1).max(100),
  total: z.number().int().min(0),
});

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: metaSchema });
}

/** `{ data }` — show, user, settings, reports. */
export function dataSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** `{ message, data }` — store (201), update, account update, settings update, follow-up. */
export function mutationSchema<T extends z.ZodType>(item: T) {
  return z.object({ message: z.string(), data: item });
}

export const messageSchema = z.object({ message: z.string() });

export const errorSchemas = {
  /** 401 and 403. */
  auth: z.object({ error: z.string() }),
  /** 422; `message` is the first message of the first field. */
  validation: z.object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string()).min(1)),
  }),
  /** 404, 405, 413, 400, 500 and 422 without field errors (e.g. deleting a role in use). */
  message: messageSchema,
  /** 409: an update based on a stale `updated_at`; `data` is the record as it is now. */
  conflict: z.object({
    message: z.string(),
    data: z.looseObject({ id: z.number().int().positive(), updated_at: z.string() }),
  }),
};

export type Meta = z.infer<typeof metaSchema>;
export type ValidationError = z.infer<typeof errorSchemas.validation>;
