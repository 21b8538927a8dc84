/**
 * The dashboard's side of the contract: every entity form sends exactly the fields the upstream
 * accepts, with the same requirement, and every list reads the resource the contract names.
 * (The upstream's side is checked in contract/contract.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { resourceFields, type FieldSpec } from "../../contract/fields";
import { resourceContracts } from "../../contract/resources";
import { records } from "../../contract/schemas";
import { ENTITIES } from "~/entities/registry";
import { AREA_PERMISSIONS, normalizePermission } from "~/utils/permissions";

const widgetKinds: Record<string, FieldSpec["kind"][]> = {
  text: ["string"],
  textarea: ["text", "string"],
  richtext: ["html"],
  email: ["email"],
  url: ["url"],
  phone: ["phone"],
  int: ["int"],
  number: ["number"],
  checkbox: ["bool"],
  date: ["date"],
  image: ["file"],
  select: ["ref"],
  title: ["enum"],
  password: ["string"],
  permissions: ["array"],
};

describe.each(Object.entries(ENTITIES))("entity %s", (area, d) => {
  const contract = resourceFields[d.resource];

  it("sends exactly the contract's fields, in kind and requirement", () => {
    // A confirmed password also sends `<name>_confirmation`.
    expect(d.fields.flatMap((f) => (f.confirm ? [f.name, `${f.name}_confirmation`] : [f.name])).sort()).toEqual(contract.map((f) => f.name).sort());
    for (const field of d.fields) {
      const spec = contract.find((c) => c.name === field.name)!;
      expect(widgetKinds[field.widget], `${area}.${field.name}`).toContain(spec.kind);
      expect(field.required ?? false, `${area}.${field.name} requirement`).toBe(spec.required);
    }
  });

  it("names a contract resource and the spec's permissions", () => {
    expect(records[d.resource]).toBeDefined();
    const rc = resourceContracts[d.resource];
    const perms = AREA_PERMISSIONS[d.area];
    expect(normalizePermission(rc.show)).toBe(perms.show);
    expect(normalizePermission(rc.create)).toBe(perms.create);
    if (rc.update) expect(normalizePermission(rc.update)).toBe(perms.update);
    expect(d.editable).toBe(rc.update !== null);
    expect(d.deletable).toBe(rc.update !== null && rc.deletes !== false);
  });

  it("sorts and filters only by what the upstream allows", () => {
    const rc = resourceContracts[d.resource];
    for (const col of d.columns) if (col.sort) expect(rc.sort, `${area} sort ${col.sort}`).toContain(col.sort);
    for (const filter of d.filters)
      expect(
        rc.filters.map((f) => f.param),
        `${area} filter ${filter.param}`,
      ).toContain(filter.param);
  });
});

it("describes the fifteen entities of the spec and staff accounts", () => {
  expect(Object.keys(ENTITIES)).toHaveLength(16);
});
