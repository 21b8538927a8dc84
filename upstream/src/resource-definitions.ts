import type { RefTarget } from "../../contract/fields";
import type { ResourceName } from "../../contract/resources";
import type { Database, Row, SqlValue } from "./db";
import type { FieldErrors } from "./http";
import { addError } from "./http";
import type { Lang, MessageKey } from "./i18n";
import { translate } from "./i18n";
import { hashPassword } from "./passwords";
import { rolePermissions, setRolePermissions, sortPermissions } from "./permissions";
import type { FieldValue, Mode } from "./validate";

// What differs between the fifteen resources beyond their contract (fields, permissions, search,
// sort, filters): the table, and a few hooks. The CRUD machinery in resources.ts is shared.

export type RelationTarget = RefTarget | "users";

/** Tables and the columns embedded when a record points at them. */
export const relationTargets: Record<RelationTarget, { table: string; columns: readonly string[] }> = {
  countries: { table: "countries", columns: ["id", "name_ar", "name_en", "dial_code"] },
  categories: { table: "categories", columns: ["id", "name_ar", "name_en"] },
  services: { table: "services", columns: ["id", "title_ar", "title_en"] },
  sources: { table: "sources", columns: ["id", "name_ar", "name_en"] },
  users: { table: "users", columns: ["id", "name"] },
};

export type Relation = { key: string; column: string; target: RelationTarget };

export type CheckContext = {
  db: Database;
  lang: Lang;
  mode: Mode;
  values: ReadonlyMap<string, FieldValue>;
  existing: Row | undefined;
  errors: FieldErrors;
};

export type ResourceDefinition = {
  table: string;
  /** Columns that must be unique (case-insensitive); a clash is a 422 on that field. */
  unique?: readonly string[];
  /** Columns the API returns but never takes as input. */
  readOnly?: readonly string[];
  /** Embedded objects besides those of `ref` fields (which are added automatically). */
  relations?: readonly Relation[];
  /** Rules across fields or needing the database, run after field validation. */
  check?: (context: CheckContext) => void;
  /** Columns for write-only input fields (e.g. password → password_hash). */
  writeOnlyColumns?: (values: ReadonlyMap<string, FieldValue>) => Promise<Row>;
  /** Inside the write transaction, after the row is saved (e.g. role permissions). */
  afterWrite?: (db: Database, id: number, values: ReadonlyMap<string, FieldValue>) => void;
  /** Values added to the serialised record. */
  decorate?: (db: Database, row: Row) => Record<string, unknown>;
  /** Extra list conditions of this resource (beyond `name`, its filters and dates), for the user asking. */
  listConditions?: (query: (name: string) => string | undefined, userId: number) => { sql: string[]; params: Array<string | number> };
  /** A reason the row cannot be deleted, or null. */
  deleteBlocker?: (db: Database, id: number) => MessageKey | null;
};

function valueOf(context: CheckContext, name: string): SqlValue | undefined {
  const value = context.values.get(name);
  if (value === undefined) return context.existing?.[name];
  return typeof value === "string" || value === null ? value : undefined;
}

export const definitions: Record<ResourceName, ResourceDefinition> = {
  blogs: { table: "blogs" },
  branches: { table: "branches" },
  categories: { table: "categories" },
  profile: {
    table: "clients",
    unique: ["email"],
    writeOnlyColumns: async (values): Promise<Row> => {
      const password = values.get("password");
      return typeof password === "string" ? { password_hash: await hashPassword(password) } : {};
    },
  },
  customers: { table: "customers" },
  tidings: { table: "tidings" },
  offers: {
    table: "offers",
    check: (context) => {
      const startsAt = valueOf(context, "starts_at");
      const endsAt = valueOf(context, "ends_at");
      if (typeof startsAt === "string" && typeof endsAt === "string" && endsAt <= startsAt && !context.errors.ends_at) {
        addError(context.errors, "ends_at", translate(context.lang, "endsAfterStart"));
      }
    },
  },
  orders: {
    table: "orders",
    readOnly: ["status", "sub_status", "moderator_id", "next_contact_at"],
    relations: [{ key: "moderator", column: "moderator_id", target: "users" }],
    decorate: (db, row) => ({
      last_comment:
        (db.prepare("SELECT comment FROM follow_ups WHERE order_id = ? ORDER BY id DESC LIMIT 1").pluck().get(row.id) as string | null | undefined) ?? null,
    }),
    // The follow-up queue's filters (contract: optional extensions).
    listConditions: (query, userId) => {
      const sql: string[] = [];
      const params: Array<string | number> = [];
      const due = query("due_before");
      if (due !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(due)) {
        sql.push("next_contact_at IS NOT NULL AND next_contact_at <= ?");
        params.push(due);
      }
      if (query("followed") === "none") sql.push("NOT EXISTS (SELECT 1 FROM follow_ups f WHERE f.order_id = orders.id)");
      if (query("moderator") === "me") {
        sql.push("moderator_id = ?");
        params.push(userId);
      }
      return { sql, params };
    },
  },
  partners: { table: "partners" },
  projects: { table: "projects" },
  roles: {
    table: "roles",
    unique: ["name"],
    afterWrite: (db, id, values) => {
      const permissions = values.get("permissions");
      if (Array.isArray(permissions)) setRolePermissions(db, id, sortPermissions(permissions as readonly string[]));
    },
    decorate: (db, row) => ({
      permissions: rolePermissions(db, Number(row.id)),
      users_count: db.prepare("SELECT COUNT(*) FROM users WHERE role_id = ?").pluck().get(row.id) as number,
    }),
    deleteBlocker: (db, id) => (db.prepare("SELECT 1 FROM users WHERE role_id = ? LIMIT 1").get(id) ? "roleInUse" : null),
  },
  services: { table: "services" },
  sources: { table: "sources" },
  doctors: { table: "doctors" },
  testimonials: { table: "testimonials" },
};
