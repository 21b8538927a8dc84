import type { FieldChange } from "../../contract/activity";
import type { FieldSpec, RefTarget } from "../../contract/fields";
import { resourceFields } from "../../contract/fields";
import type { ResourceContract, ResourceName } from "../../contract/resources";
import { isResourceName, resourceContracts } from "../../contract/resources";
import type { Snapshot } from "./activity";
import { secretChange } from "./activity";
import type { Database, Row } from "./sqlite";
import { cachedStatement } from "./sqlite";
import type { AppContext, Deps } from "./http";
import { apiError, requirePermission } from "./http";
import type { Lang } from "./i18n";
import { roleName } from "./permissions";
import type { Relation, ResourceDefinition } from "./resource-definitions";
import { definitions, relationTargets } from "./resource-definitions";
import { uploadUrl } from "./uploads";

// The fifteen resources as the generic CRUD knows them (contract, fields, definition, relations),
// and their rows: found, checked for a reference, serialised for an answer, snapshotted for history.

export type Resource = {
  name: ResourceName;
  contract: ResourceContract;
  fields: readonly FieldSpec[];
  definition: ResourceDefinition;
  relations: readonly Relation[];
};

export const resources = new Map<ResourceName, Resource>(
  (Object.keys(definitions) as ResourceName[]).map((name) => {
    const fields = resourceFields[name];
    const definition = definitions[name];
    const refRelations = fields.flatMap((field): Relation[] =>
      field.kind === "ref" && field.ref ? [{ key: field.name.replace(/_id$/, ""), column: field.name, target: field.ref }] : [],
    );
    return [name, { name, contract: resourceContracts[name], fields, definition, relations: [...refRelations, ...(definition.relations ?? [])] }];
  }),
);

/** Fields stored in a column of the same name (array and write-only fields go through hooks). */
export const isColumnField = (field: FieldSpec) => field.kind !== "array" && !field.writeOnly;

/** Lists a record can point at that have a bin (countries have none). */
const binnedTargets: ReadonlySet<string> = new Set([...resources.values()].map((resource) => resource.definition.table));

/** Whether a record of `target` may be chosen: it exists and is not in the bin. */
export function refExists(db: Database, target: RefTarget, id: number): boolean {
  const { table } = relationTargets[target];
  const live = binnedTargets.has(table) ? " AND deleted_at IS NULL" : "";
  return cachedStatement(db, `SELECT 1 FROM ${table} WHERE id = ?${live}`).get(id) !== undefined;
}

/** A record that is not in the bin. */
export function findRow(db: Database, resource: Resource, id: number): Row | undefined {
  return cachedStatement(db, `SELECT * FROM ${resource.definition.table} WHERE id = ? AND deleted_at IS NULL`).get(id) as Row | undefined;
}

/**
 * A record's input fields as its history compares them: stored values (a switch as true/false, a
 * file by its upload name, a reference by its id), array fields as the record answers them (a
 * role's sorted permissions). Write-only fields are left out: they are recorded as secrets.
 */
export function snapshot(db: Database, resource: Resource, row: Row): Snapshot {
  const values: Snapshot = {};
  let decorated: Record<string, unknown> | undefined;
  for (const field of resource.fields) {
    if (field.writeOnly) continue;
    if (field.kind === "array") {
      // Array fields (a role's permissions) do not depend on the language asked in.
      decorated ??= resource.definition.decorate?.(db, row, "ar") ?? {};
      const list = decorated[field.name];
      values[field.name] = Array.isArray(list) ? list.map(String) : null;
      continue;
    }
    const value = row[field.name] ?? null;
    if (field.kind === "bool") values[field.name] = value === 1;
    else if (typeof value === "bigint") values[field.name] = Number(value);
    else if (typeof value === "string" || typeof value === "number" || value === null) values[field.name] = value;
  }
  return values;
}

/** The write-only fields a write sets (passwords), as secret changes; a confirmation is not one. */
export function secretChanges(resource: Resource, values: ReadonlyMap<string, unknown>): FieldChange[] {
  return resource.fields
    .filter((field) => field.writeOnly && !field.name.endsWith("_confirmation"))
    .filter((field) => {
      const value = values.get(field.name);
      return typeof value === "string" && value !== "";
    })
    .map((field) => secretChange(field.name));
}

export function serialize(deps: Deps, resource: Resource, row: Row, lang: Lang): Record<string, unknown> {
  const record: Record<string, unknown> = { id: row.id };
  for (const field of resource.fields) {
    if (!isColumnField(field)) continue;
    const value = row[field.name] ?? null;
    if (field.kind === "file") record[field.name] = uploadUrl(deps.publicUrl, typeof value === "string" ? value : null);
    else if (field.kind === "bool") record[field.name] = value === 1;
    else record[field.name] = value;
  }
  for (const column of resource.definition.readOnly ?? []) record[column] = row[column] ?? null;
  for (const relation of resource.relations) {
    const id = row[relation.column];
    const { table, columns } = relationTargets[relation.target];
    const related =
      id === null || id === undefined
        ? undefined
        : (cachedStatement(deps.db, `SELECT ${columns.join(", ")} FROM ${table} WHERE id = ?`).get(id) as Row | undefined);
    // A role is named in the request's language too, for clients that know one name.
    record[relation.key] = !related ? null : relation.target === "roles" ? { id: related.id, name: roleName(related, lang), ...related } : related;
  }
  Object.assign(record, resource.definition.decorate?.(deps.db, row, lang));
  record.created_at = row.created_at;
  record.updated_at = row.updated_at;
  return record;
}

/** The resource named in the path, if the token's user may do `action` on it (404, 405, 403 otherwise). */
export function resolveResource(c: AppContext, action: "show" | "create" | "update"): Resource {
  const name = c.req.param("resource") ?? "";
  const resource = isResourceName(name) ? resources.get(name) : undefined;
  if (!resource) throw apiError(404, c.var.lang, "routeNotFound");
  const permission = resource.contract[action];
  if (permission === null) throw apiError(405, c.var.lang, "methodNotAllowed");
  requirePermission(c, permission);
  return resource;
}
