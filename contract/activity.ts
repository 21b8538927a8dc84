import { z } from "zod";
import { resourceNames } from "./resources";

// The optional history extension (contract/README.md §10): every write leaves an activity entry,
// and a delete moves the record to the bin. Shapes shared by the dashboard and the reference
// upstream; like ./schemas, objects strip unknown keys so that a newer API may add fields.

const id = z.number().int().positive();
const timestamp = z.iso.datetime();

/** What an entry records. `follow_up` is an order's follow-up; `purge` a record deleted forever. */
export const activityActions = ["create", "update", "delete", "restore", "purge", "follow_up"] as const;
export type ActivityAction = (typeof activityActions)[number];

/** A stored field value: text (rich text as it was sent), a number, a switch, a list (role permissions), or none. */
export const activityValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export type ActivityValue = z.infer<typeof activityValueSchema>;

/**
 * One changed field: its value before and after the write (`null` before a create, after a delete).
 * A password or another secret is recorded as `secret: true` with both values null: only that it changed.
 */
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: activityValueSchema,
  after: activityValueSchema,
  secret: z.boolean().optional(),
  /**
   * A field whose values are staff accounts (STAFF_FIELDS): the accounts' names when the entry is
   * read, null for an id the upstream does not know. Optional: without it the dashboard cannot name them.
   */
  staff: z.object({ before: z.string().nullable(), after: z.string().nullable() }).optional(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** The fields, per resource, whose values are staff accounts' ids: an order's moderator. */
export const STAFF_FIELDS: Readonly<Record<string, readonly string[]>> = { orders: ["moderator_id"] };

/**
 * Two-step login turned on or off, an entry of the staff account (`users`): the field `two_step`,
 * false to true or true to false. Turned off by another staff member is a reset.
 */
export const TWO_STEP_FIELD = "two_step";

export const activityEntrySchema = z.object({
  id,
  /** Who wrote (the token's user); null for the system (the seed, the bin's purge). */
  user: z.object({ id, name: z.string() }).nullable(),
  /** The API resource (`blogs`, `orders`, `users`, …), or `settings`. */
  resource: z.string(),
  record_id: id,
  action: z.enum(activityActions),
  /** The record's title or name when the entry was written, so a deleted record is still named. */
  label: z.string().nullable(),
  changes: z.array(fieldChangeSchema),
  created_at: timestamp,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const trashItemSchema = z.object({
  resource: z.enum(resourceNames),
  id,
  label: z.string().nullable(),
  deleted_at: timestamp,
  deleted_by: z.object({ id, name: z.string() }).nullable(),
  /** When the upstream purges it for good (`TRASH_DAYS` after `deleted_at`). */
  purge_at: timestamp,
});
export type TrashItem = z.infer<typeof trashItemSchema>;

/** A delete with the extension answers with where the record went, so the dashboard can offer "Undo". */
export const trashedDeleteSchema = z.object({
  message: z.string(),
  trash: z.object({ resource: z.enum(resourceNames), id, purge_at: timestamp }).optional(),
});
