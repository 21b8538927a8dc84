import { z } from "zod";
import { categoryRefSchema, id, roleRefSchema, serviceRefSchema, sourceRefSchema, url, userRefSchema } from "./primitives";

// The lists and settings every screen may need: countries, the settings, roles, and the option
// lists of the selects.

export const languageSchema = z.enum(["ar", "en"]);

export const countrySchema = z.object({
  id,
  code: z.string().length(2),
  name_ar: z.string(),
  name_en: z.string(),
  dial_code: z.string(),
});

export const settingsSchema = z.object({
  id: z.literal(1),
  logo: url.nullable(),
  default_language: languageSchema,
});

/** Items of GET /api/dashboard/roles (all roles, not paginated). */
export const roleSchema = roleRefSchema.extend({ permissions: z.array(z.string()) });

/** GET /api/dashboard/pages/lookups — option lists for selects, for any logged-in user. */
export const lookupsSchema = z.object({
  categories: z.array(categoryRefSchema.extend({ is_active: z.boolean() })),
  services: z.array(serviceRefSchema.extend({ is_active: z.boolean() })),
  sources: z.array(sourceRefSchema.extend({ is_active: z.boolean() })),
  moderators: z.array(userRefSchema),
});

export type Country = z.infer<typeof countrySchema>;
export type Settings = z.infer<typeof settingsSchema>;
export type Role = z.infer<typeof roleSchema>;
export type Lookups = z.infer<typeof lookupsSchema>;
