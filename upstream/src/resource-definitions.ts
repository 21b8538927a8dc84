import type { RefTarget } from "../../contract/fields";
import type { ResourceName } from "../../contract/resources";
import type { Database, Row, SqlValue } from "./sqlite";
import { cachedStatement } from "./sqlite";
import type { Input } from "./body";
import type { FieldErrors } from "./http";
import { addError } from "./http";
import type { Lang, MessageKey } from "./i18n";
import { translate } from "./i18n";
import { hashPassword } from "./passwords";
import { roleName, rolePermissions, setRolePermissions, sortPermissions } from "./permissions";
import { revokeOtherTokens } from "./tokens";
import type { FieldValue, Mode } from "./validate";
import { checkConfirmation } from "./validate";

// What differs between the fifteen resources beyond their contract (fields, permissions, search,
// sort, filters): the table, and a few hooks. The CRUD machinery in resources.ts is shared.

export type RelationTarget = RefTarget | "users";

/** Tables and the columns embedded when a record points at them. */
export const relationTargets: Record<RelationTarget, { table: string; columns: readonly string[] }> = {
  countries: { table: "countries", columns: ["id", "name_ar", "name_en", "dial_code"] },
  categories: { table: "categories", columns: ["id", "name_ar", "name_en"] },
  services: { table: "services", columns: ["id", "title_ar", "title_en"] },
  sources: { table: "sources", columns: ["id", "name_ar", "name_en"] },
  roles: { table: "roles", columns: ["id", "name_ar", "name_en"] },
  users: { table: "users", columns: ["id", "name"] },
};

export type Relation = { key: string; column: string; target: RelationTarget };

type CheckContext = {
  db: Database;
  lang: Lang;
  mode: Mode;
  values: ReadonlyMap<string, FieldValue>;
  existing: Row | undefined;
  errors: FieldErrors;
};

/** Who writes, and what the row was before (undefined on store). */
type WriteContext = {
  existing: Row | undefined;
  actor: { id: number; tokenHash: string };
  now: string;
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
  afterWrite?: (db: Database, id: number, values: ReadonlyMap<string, FieldValue>, context: WriteContext) => void;
  /** Values added to the serialised record, in the request's language where they are words. */
  decorate?: (db: Database, row: Row, lang: Lang) => Record<string, unknown>;
  /** The request's fields before validation, where an older spelling stands for a field not sent. */
  adaptInput?: (input: Input) => Input;
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
        row.last_follow_up_id === null || row.last_follow_up_id === undefined
          ? null
          : ((cachedStatement(db, "SELECT comment FROM follow_ups WHERE id = ?").get(row.last_follow_up_id) as { comment: string | null } | undefined)
              ?.comment ?? null),
    }),
    // The follow-up queue's filters (contract: optional extensions).
    listConditions: (query, userId) => {
      const sql: string[] = [];
      const params: Array<string | number> = [];
      const due = query("due_before");
      const after = query("due_after");
      const isDay = (value: string | undefined): value is string => value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value);
      // One day (`due_before` = `due_after`) as an equality: its orders are read by arrival from an index.
      if (isDay(due) && due === after) {
        sql.push("next_contact_at IS NOT NULL AND next_contact_at = ?");
        params.push(due);
      } else {
        if (isDay(due)) {
          sql.push("next_contact_at IS NOT NULL AND next_contact_at <= ?");
          params.push(due);
        }
        if (isDay(after)) {
          sql.push("next_contact_at IS NOT NULL AND next_contact_at >= ?");
          params.push(after);
        }
      }
      // Written as the queue's partial indexes are (migrations.ts), so that they answer; the status
      // as `+status`, checked inside those indexes rather than used to choose the statuses' own.
      if (query("followed") === "none") sql.push("last_follow_up_id IS NULL");
      // Open (new or tracking), followed up at least once, and no day set for the next contact.
      if (query("undated") === "1") {
        sql.push("next_contact_at IS NULL AND last_follow_up_id IS NOT NULL AND +status IN (1, 2)");
      }
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
    // Each name is unique in its language (and the old `name` column follows the English one).
    unique: ["name_ar", "name_en"],
    // An older client sends one `name`: it stands for whichever of the two names is not sent.
    adaptInput: (input) => {
      const name = input.get("name");
      if (!name) return input;
      const adapted = new Map(input);
      for (const field of ["name_ar", "name_en"]) if (!adapted.has(field)) adapted.set(field, name);
      return adapted;
    },
    writeOnlyColumns: async (values): Promise<Row> => {
      const english = values.get("name_en");
      return typeof english === "string" ? { name: english } : {};
    },
    check: ({ db, values, existing, errors, lang }) => {
      const permissions = values.get("permissions");
      if (!existing || !Array.isArray(permissions) || permissions.includes(ADMIN_PERMISSION) || errors.permissions) return;
      const others = activeAdministrators(db, { exceptRole: Number(existing.id) });
      const holders = db.prepare("SELECT COUNT(*) FROM users WHERE is_active = 1 AND role_id = ?").pluck().get(existing.id) as number;
      if (others === 0 && holders > 0 && roleHolds(db, Number(existing.id), ADMIN_PERMISSION)) {
        addError(errors, "permissions", translate(lang, "lastAdminPermission"));
      }
    },
    afterWrite: (db, id, values) => {
      const permissions = values.get("permissions");
      if (Array.isArray(permissions)) setRolePermissions(db, id, sortPermissions(permissions as readonly string[]));
    },
    decorate: (db, row, lang) => ({
      name: roleName(row, lang),
      permissions: rolePermissions(db, Number(row.id)),
      users_count: db.prepare("SELECT COUNT(*) FROM users WHERE role_id = ?").pluck().get(row.id) as number,
    }),
    deleteBlocker: (db, id) => (db.prepare("SELECT 1 FROM users WHERE role_id = ? LIMIT 1").get(id) ? "roleInUse" : null),
  },
  services: { table: "services" },
  sources: { table: "sources" },
  doctors: { table: "doctors" },
  testimonials: { table: "testimonials" },
  users: {
    table: "users",
    unique: ["email"],
    writeOnlyColumns: async (values): Promise<Row> => {
      const password = values.get("password");
      return typeof password === "string" && password !== "" ? { password_hash: await hashPassword(password) } : {};
    },
    check: (context) => {
      const { db, values, existing, errors, lang } = context;
      checkConfirmation(values, errors, lang);
      if (!existing || !isAdministrator(db, existing)) return;
      const active = values.get("is_active");
      const roleId = values.get("role_id");
      const staysActive = active === undefined ? existing.is_active === 1 : active === true;
      const staysAdmin = roleId === undefined || roleId === null || roleHolds(db, Number(roleId), ADMIN_PERMISSION);
      if ((staysActive && staysAdmin) || activeAdministrators(db, { exceptUser: Number(existing.id) }) > 0) return;
      if (!staysActive && !errors.is_active) addError(errors, "is_active", translate(lang, "lastAdminInactive"));
      else if (!staysAdmin && !errors.role_id) addError(errors, "role_id", translate(lang, "lastAdminRole"));
    },
    // A new role, a new password or deactivation ends the account's sessions (all but the writer's own).
    afterWrite: (db, id, values, { existing, actor, now }) => {
      if (!existing) return;
      const password = values.get("password");
      const roleId = values.get("role_id");
      const ends =
        (typeof password === "string" && password !== "") ||
        (roleId !== undefined && roleId !== null && Number(roleId) !== existing.role_id) ||
        (values.get("is_active") === false && existing.is_active === 1);
      if (ends) {
        revokeOtherTokens(db, id, actor.tokenHash, now);
      }
    },
    deleteBlocker: () => "usersNotDeleted",
  },
};

/** What makes an administrator: an active account whose role may edit staff accounts. */
const ADMIN_PERMISSION = "update users";

function roleHolds(db: Database, roleId: number, permission: string): boolean {
  return db.prepare("SELECT 1 FROM role_permissions WHERE role_id = ? AND permission = ?").get(roleId, permission) !== undefined;
}

function isAdministrator(db: Database, user: Row): boolean {
  return user.is_active === 1 && roleHolds(db, Number(user.role_id), ADMIN_PERMISSION);
}

/** How many active administrators there are, leaving out one account or everyone of one role. */
function activeAdministrators(db: Database, except: { exceptUser?: number; exceptRole?: number }): number {
  return db
    .prepare(
      `SELECT COUNT(*) FROM users JOIN role_permissions rp ON rp.role_id = users.role_id AND rp.permission = ?
       WHERE users.is_active = 1 AND users.id <> ? AND users.role_id <> ?`,
    )
    .pluck()
    .get(ADMIN_PERMISSION, except.exceptUser ?? 0, except.exceptRole ?? 0) as number;
}
