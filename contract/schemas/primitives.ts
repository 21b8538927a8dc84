import { z } from "zod";

// The building blocks of the response shapes, and the related records a record embeds. Objects
// are plain (unknown keys are stripped, not rejected) so that a newer API may add fields.

export const id = z.number().int().positive();
export const timestamp = z.iso.datetime();
export const nullableText = z.string().nullable();
export const url = z.string().min(1);
export const count = z.number().int().min(0);

// Related records embedded in a record.
export const userRefSchema = z.object({ id, name: z.string() });
/** A role has an Arabic and an English name; `name` is the one in the request's language. */
export const roleRefSchema = z.object({ id, name: z.string(), name_ar: z.string(), name_en: z.string() });
export const categoryRefSchema = z.object({ id, name_ar: z.string(), name_en: z.string() });
export const sourceRefSchema = z.object({ id, name_ar: z.string(), name_en: z.string() });
export const serviceRefSchema = z.object({ id, title_ar: z.string(), title_en: z.string() });
export const countryRefSchema = z.object({
  id,
  name_ar: z.string(),
  name_en: z.string(),
  dial_code: z.string(),
});
