import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { resourceContracts, resourceNames } from "../../contract/resources";
import { dataSchema, errorSchemas, lookupsSchema, mutationSchema, paginatedSchema, records, settingsSchema } from "../../contract/schemas";
import type { Harness } from "../test/harness";
import { expectShape, pngFile, startUpstream } from "../test/harness";

let upstream: Harness;
let admin: string;
let editor: string;
let moderator: string;
beforeAll(async () => {
  upstream = await startUpstream();
  [admin, editor, moderator] = await Promise.all([upstream.login("admin"), upstream.login("editor"), upstream.login("moderator")]);
});
afterAll(() => upstream.close());

describe("permissions", () => {
  it("gives the editor exactly the content areas", async () => {
    const mine = await upstream.request("/api/dashboard/permissions/user", { token: editor });
    const permissions = z.array(z.string()).parse(mine.body);
    expect(permissions).toHaveLength(18);
    for (const resource of resourceNames) {
      const contract = resourceContracts[resource];
      const allowed = permissions.includes(contract.show);
      const response = await upstream.request(`/api/dashboard/${resource}/all`, { token: editor });
      expect(response.status, resource).toBe(allowed ? 200 : 403);
    }
  });

  it("answers 403 { error } in the request's language", async () => {
    const ar = await upstream.request("/api/dashboard/roles/all", { token: editor });
    expect(expectShape(errorSchemas.auth, ar, 403).error).toBe("ليست لديك صلاحية للقيام بهذا الإجراء.");
    const en = await upstream.request("/api/dashboard/roles/store", { token: editor, lang: "en", form: { name: "x" } });
    expect(expectShape(errorSchemas.auth, en, 403).error).toBe("You do not have permission to do this.");
  });

  it("checks create and update permissions separately from show", async () => {
    const store = await upstream.request("/api/dashboard/orders/store", { token: moderator, form: {} });
    expect(store.status).toBe(403);
    const reports = await upstream.request("/api/dashboard/reports/statuses", { token: moderator });
    expect(reports.status).toBe(200);
    for (const path of ["/api/dashboard/reports/moderators", "/api/dashboard/reports/sources"]) {
      expect((await upstream.request(path, { token: moderator })).status).toBe(403);
    }
    const del = await upstream.request("/api/dashboard/blogs/delete/1", { token: moderator, method: "DELETE" });
    expect(del.status).toBe(403);
    const clientPassword = await upstream.request("/api/dashboard/profile/password", { token: editor, form: {} });
    expect(clientPassword.status).toBe(403);
  });

  it("lets any logged-in user read roles, countries, settings and lookups", async () => {
    for (const path of ["/api/dashboard/roles", "/api/dashboard/pages/countries", "/api/dashboard/pages/settings/1", "/api/dashboard/permissions/all"]) {
      expect((await upstream.request(path, { token: moderator })).status, path).toBe(200);
    }
    const lookups = expectShape(dataSchema(lookupsSchema), await upstream.request("/api/dashboard/pages/lookups", { token: editor }));
    expect(lookups.data.categories.length).toBeGreaterThanOrEqual(8);
    expect(lookups.data.sources).toHaveLength(6);
  });

  it("needs `update settings` to change settings", async () => {
    const denied = await upstream.request("/api/dashboard/pages/settings/1/update", {
      token: editor,
      form: { default_language: "en" },
    });
    expectShape(errorSchemas.auth, denied, 403);

    const invalid = await upstream.request("/api/dashboard/pages/settings/1/update", {
      token: admin,
      form: { default_language: "fr" },
    });
    expect(expectShape(errorSchemas.validation, invalid, 422).errors).toEqual({ default_language: ["غير صحيح."] });

    const updated = expectShape(
      mutationSchema(settingsSchema),
      await upstream.request("/api/dashboard/pages/settings/1/update", {
        token: admin,
        form: { _method: "PUT", default_language: "en", logo: pngFile() },
      }),
    );
    expect(updated.data.default_language).toBe("en");
    expect(updated.data.logo).toMatch(/\/uploads\/[a-f0-9]{32}\.png$/);
    const read = expectShape(dataSchema(settingsSchema), await upstream.request("/api/dashboard/pages/settings/1", { token: editor }));
    expect(read.data).toEqual(updated.data);

    const removed = expectShape(
      mutationSchema(settingsSchema),
      await upstream.request("/api/dashboard/pages/settings/1/update", { token: admin, form: { remove_logo: "1" } }),
    );
    expect(removed.data).toEqual({ id: 1, logo: null, default_language: "en" });
    expect((await upstream.request("/api/dashboard/pages/settings/2", { token: admin })).status).toBe(404);
  });

  it("a role's new permissions apply to its users at once", async () => {
    const roles = expectShape(paginatedSchema(records.roles), await upstream.request("/api/dashboard/roles/all?name=Moderator", { token: admin }));
    const role = roles.data[0];
    if (!role) throw new Error("Moderator role missing");
    expect(role.users_count).toBe(3);
    const updated = expectShape(
      mutationSchema(records.roles),
      await upstream.request(`/api/dashboard/roles/update/${role.id}`, {
        token: admin,
        form: { "permissions[]": [...role.permissions.map((p) => p.replace(/ /g, "_")), "show_sources_reports"] },
      }),
    );
    expect(updated.data.permissions).toEqual(["show statuses reports", "show sources reports", "show orders", "follow orders"]);
    expect((await upstream.request("/api/dashboard/reports/sources", { token: moderator })).status).toBe(200);
  });

  it("rejects unknown permissions and refuses to delete a role in use", async () => {
    const unknown = await upstream.request("/api/dashboard/roles/store", {
      token: admin,
      lang: "en",
      form: { name: "Odd", "permissions[]": ["show blogs", "launch rockets"] },
    });
    expect(expectShape(errorSchemas.validation, unknown, 422).errors).toEqual({ permissions: ["Invalid value."] });
    const duplicate = await upstream.request("/api/dashboard/roles/store", {
      token: admin,
      form: { name: "administrator", "permissions[]": ["show blogs"] },
    });
    // An older client's one `name` stands for both names: taken in English.
    expect(expectShape(errorSchemas.validation, duplicate, 422).errors).toEqual({ name_en: ["هذه القيمة مستخدمة مسبقاً."] });

    const inUse = await upstream.request("/api/dashboard/roles/delete/1", { token: admin, method: "DELETE", lang: "en" });
    expect(expectShape(errorSchemas.message, inUse, 422)).toEqual({ message: "A role that users still have cannot be deleted." });
  });
});
