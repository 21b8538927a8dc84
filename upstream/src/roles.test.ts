import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "@photostructure/sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataSchema, errorSchemas, mutationSchema, paginatedSchema, records, roleSchema } from "../../contract/schemas";
import { openDatabase } from "./db";
import type { Harness } from "../test/harness";
import { expectShape, startUpstream } from "../test/harness";

let upstream: Harness;
let admin: string;
beforeAll(async () => {
  upstream = await startUpstream();
  admin = await upstream.login("admin");
});
afterAll(() => upstream.close());

describe("role names", () => {
  it("a role has an Arabic and an English name; `name` is the one in the request's language", async () => {
    const form = { name_ar: "مراجع المحتوى", name_en: "Content reviewer", "permissions[]": ["show blogs"] };
    const stored = expectShape(mutationSchema(records.roles), await upstream.request("/api/dashboard/roles/store", { token: admin, form }), 201);
    expect(stored.data).toMatchObject({ name: "مراجع المحتوى", name_ar: "مراجع المحتوى", name_en: "Content reviewer" });
    const english = expectShape(dataSchema(records.roles), await upstream.request(`/api/dashboard/roles/show/${stored.data.id}`, { token: admin, lang: "en" }));
    expect(english.data.name).toBe("Content reviewer");
    const all = expectShape(dataSchema(roleSchema.array()), await upstream.request("/api/dashboard/roles", { token: admin, lang: "en" }));
    expect(all.data.find((role) => role.id === stored.data.id)).toMatchObject({ name: "Content reviewer", name_ar: "مراجع المحتوى" });
    // Found by either name.
    for (const q of ["مراجع", "reviewer"]) {
      const found = expectShape(
        paginatedSchema(records.roles),
        await upstream.request(`/api/dashboard/roles/all?name=${encodeURIComponent(q)}`, { token: admin }),
      );
      expect(found.data.map((role) => role.id)).toEqual([stored.data.id]);
    }
  });

  it("needs both names, each unique in its language", async () => {
    const missing = await upstream.request("/api/dashboard/roles/store", { token: admin, lang: "en", form: { "permissions[]": ["show blogs"] } });
    expect(Object.keys(expectShape(errorSchemas.validation, missing, 422).errors).sort()).toEqual(["name_ar", "name_en"]);
    const taken = await upstream.request("/api/dashboard/roles/store", {
      token: admin,
      lang: "en",
      form: { name_ar: "مشرف", name_en: "administrator", "permissions[]": ["show blogs"] },
    });
    expect(expectShape(errorSchemas.validation, taken, 422).errors).toEqual({
      name_ar: ["This value is already taken."],
      name_en: ["This value is already taken."],
    });
    // The same word may name one role in Arabic and another in English.
    const crossed = await upstream.request("/api/dashboard/roles/store", {
      token: admin,
      form: { name_ar: "Moderator", name_en: "Moderators' lead", "permissions[]": ["show blogs"] },
    });
    expect(crossed.status).toBe(201);
  });

  it("an older client's one `name` stands for the names it does not send", async () => {
    const stored = expectShape(
      mutationSchema(records.roles),
      await upstream.request("/api/dashboard/roles/store", { token: admin, form: { name: "Archivist", "permissions[]": ["show blogs"] } }),
      201,
    );
    expect(stored.data).toMatchObject({ name_ar: "Archivist", name_en: "Archivist" });
    const renamed = expectShape(
      mutationSchema(records.roles),
      await upstream.request(`/api/dashboard/roles/update/${stored.data.id}`, { token: admin, form: { name: "Archive", name_ar: "أمين الأرشيف" } }),
    );
    expect(renamed.data).toMatchObject({ name_ar: "أمين الأرشيف", name_en: "Archive" });
  });

  it("a staff account's role carries both names", async () => {
    const users = expectShape(
      paginatedSchema(records.users),
      await upstream.request("/api/dashboard/users/all?name=moderator%40lawha.test", { token: admin, lang: "en" }),
    );
    expect(users.data[0]?.role).toMatchObject({ name: "Moderator", name_ar: "مشرف", name_en: "Moderator" });
  });
});

describe("migration of role names", () => {
  it("gives the roles of a database from before two names, the seeded ones their Arabic names", () => {
    const dir = mkdtempSync(join(tmpdir(), "lawha-roles-migration-"));
    const file = join(dir, "old.sqlite");
    try {
      const old = new DatabaseSync(file);
      old.exec(`CREATE TABLE roles (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`);
      for (const name of ["Administrator", "Moderator", "Night shift"])
        old.prepare("INSERT INTO roles (name, created_at, updated_at) VALUES (?, 'x', 'x')").run(name);
      old.close();

      const db = openDatabase(file);
      expect(db.prepare("SELECT name, name_ar, name_en FROM roles ORDER BY id").all()).toEqual([
        { name: "Administrator", name_ar: "مدير النظام", name_en: "Administrator" },
        { name: "Moderator", name_ar: "مشرف", name_en: "Moderator" },
        { name: "Night shift", name_ar: "Night shift", name_en: "Night shift" },
      ]);
      expect(() => db.prepare("INSERT INTO roles (name, name_ar, name_en, created_at, updated_at) VALUES ('x', 'مشرف', 'y', 'x', 'x')").run()).toThrow(
        /UNIQUE/,
      );
      db.close();
      // Migrating again changes nothing.
      const again = openDatabase(file);
      expect(again.prepare("SELECT COUNT(*) FROM roles WHERE name_ar = 'مشرف'").pluck().get()).toBe(1);
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
