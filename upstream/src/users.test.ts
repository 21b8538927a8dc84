import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorSchemas, mutationSchema, paginatedSchema, records, userSchema, dataSchema } from "../../contract/schemas";
import type { Harness } from "../test/harness";
import { expectShape, startUpstream } from "../test/harness";

let upstream: Harness;
let admin: string;
const roleId = (name: string) => upstream.db.prepare("SELECT id FROM roles WHERE name = ?").pluck().get(name) as number;
const adminId = () => upstream.db.prepare("SELECT id FROM users WHERE email = 'admin@lawha.test'").pluck().get() as number;

beforeAll(async () => {
  upstream = await startUpstream();
  admin = await upstream.login("admin");
});
afterAll(() => upstream.close());

async function loginAs(email: string, password: string) {
  return upstream.request("/api/auth/login", { lang: "en", form: { email, password } });
}

describe("staff accounts", () => {
  it("lists the seeded staff with their roles, filtered by role and active", async () => {
    const all = expectShape(paginatedSchema(records.users), await upstream.request("/api/dashboard/users/all?per_page=50", { token: admin }));
    expect(all.data.map((u) => u.email)).toContain("former@lawha.test");
    expect(all.data.find((u) => u.email === "admin@lawha.test")?.role).toMatchObject({ name: "مدير النظام", name_ar: "مدير النظام", name_en: "Administrator" });
    expect(JSON.stringify(all.data)).not.toMatch(/password/);
    const editors = expectShape(
      paginatedSchema(records.users),
      await upstream.request(`/api/dashboard/users/all?role_id=${roleId("Content editor")}&is_active=1`, { token: admin }),
    );
    expect(editors.data.map((u) => u.email).sort()).toEqual(["editor2@lawha.test", "editor3@lawha.test", "editor@lawha.test"]);
    // Arabic-aware: "عبد الله" typed with a hamza-less alef still finds the name.
    const found = expectShape(paginatedSchema(records.users), await upstream.request("/api/dashboard/users/all?name=المطيري", { token: admin }));
    expect(found.data.map((u) => u.email)).toEqual(["former@lawha.test"]);
  });

  it("needs the users permissions", async () => {
    const editor = await upstream.login("editor");
    expect((await upstream.request("/api/dashboard/users/all", { token: editor })).status).toBe(403);
    expect((await upstream.request("/api/dashboard/users/store", { token: editor, form: {} })).status).toBe(403);
  });

  it("stores an account that can log in with its role's permissions, and refuses a wrong confirmation", async () => {
    const form = { name: "Hind", email: "hind@lawha.test", password: "Hind#20245", role_id: String(roleId("Content editor")), is_active: "1" };
    const mismatch = await upstream.request("/api/dashboard/users/store", { token: admin, lang: "en", form: { ...form, password_confirmation: "other" } });
    expect(expectShape(errorSchemas.validation, mismatch, 422).errors.password_confirmation).toEqual(["The password confirmation does not match."]);
    const stored = expectShape(
      mutationSchema(records.users),
      await upstream.request("/api/dashboard/users/store", { token: admin, form: { ...form, password_confirmation: form.password } }),
      201,
    );
    expect(stored.data.role.name_en).toBe("Content editor");
    const login = await loginAs(form.email, form.password);
    expect(login.status).toBe(200);
    const token = (login.body as { token: string }).token;
    const me = expectShape(dataSchema(userSchema), await upstream.request("/api/auth/user", { token }));
    expect(me.data.permissions).toContain("show blogs");
    expect(me.data.permissions).not.toContain("show users");
    const duplicate = await upstream.request("/api/dashboard/users/store", { token: admin, form: { ...form, password_confirmation: form.password } });
    expect(Object.keys(expectShape(errorSchemas.validation, duplicate, 422).errors)).toEqual(["email"]);
  });

  it("ends an account's sessions on a new role, a new password or deactivation; a deactivated account cannot log in", async () => {
    const form = {
      name: "Majed",
      email: "majed@lawha.test",
      password: "Majed#2024",
      password_confirmation: "Majed#2024",
      role_id: String(roleId("Moderator")),
    };
    const { data } = expectShape(mutationSchema(records.users), await upstream.request("/api/dashboard/users/store", { token: admin, form }), 201);
    const session = async () => (await loginAs(form.email, form.password)).body as { token: string };
    const live = async (token: string) => (await upstream.request("/api/auth/user", { token })).status;

    let { token } = await session();
    await upstream.request(`/api/dashboard/users/update/${data.id}`, { token: admin, form: { name: "Majed A." } });
    expect(await live(token), "a change of name keeps the session").toBe(200);
    await upstream.request(`/api/dashboard/users/update/${data.id}`, { token: admin, form: { role_id: String(roleId("Content editor")) } });
    expect(await live(token), "a new role ends it").toBe(401);

    ({ token } = await session());
    await upstream.request(`/api/dashboard/users/update/${data.id}`, { token: admin, form: { password: "Majed#2025", password_confirmation: "Majed#2025" } });
    expect(await live(token), "a new password ends it").toBe(401);
    form.password = "Majed#2025";

    ({ token } = await session());
    const off = await upstream.request(`/api/dashboard/users/update/${data.id}`, { token: admin, form: { is_active: "0" } });
    expect(expectShape(mutationSchema(records.users), off).data.is_active).toBe(false);
    expect(await live(token), "deactivation ends it").toBe(401);
    const refused = await loginAs(form.email, form.password);
    expect(expectShape(errorSchemas.validation, refused, 422).errors.email).toEqual(["This account is deactivated. Ask your system administrator."]);
    const wrong = await loginAs(form.email, "not-the-password");
    expect(expectShape(errorSchemas.validation, wrong, 422).errors.email).toEqual(["The e-mail address or password is incorrect."]);
  });

  it("never deletes an account", async () => {
    const response = await upstream.request(`/api/dashboard/users/delete/${adminId()}`, { token: admin, method: "DELETE", lang: "en" });
    expect(expectShape(errorSchemas.message, response, 422).message).toBe("Staff accounts are not deleted: deactivate the account instead.");
  });

  it("keeps the last active administrator: not deactivated, not demoted, the role keeps its permission", async () => {
    const id = adminId();
    const off = await upstream.request(`/api/dashboard/users/update/${id}`, { token: admin, lang: "en", form: { is_active: "0" } });
    expect(expectShape(errorSchemas.validation, off, 422).errors).toEqual({ is_active: ["The last active administrator cannot be deactivated."] });
    const demoted = await upstream.request(`/api/dashboard/users/update/${id}`, { token: admin, lang: "en", form: { role_id: String(roleId("Moderator")) } });
    expect(expectShape(errorSchemas.validation, demoted, 422).errors).toEqual({
      role_id: ["The last active administrator must keep a role that manages staff accounts."],
    });
    const role = await upstream.request(`/api/dashboard/roles/update/${roleId("Administrator")}`, {
      token: admin,
      lang: "en",
      form: { name: "Administrator", permissions: ["show users", "show roles", "update roles"] },
    });
    expect(Object.keys(expectShape(errorSchemas.validation, role, 422).errors)).toEqual(["permissions"]);

    // With a second administrator, the first may step down.
    const second = { name: "Second admin", email: "second@lawha.test", password: "Second#2024", password_confirmation: "Second#2024" };
    await upstream.request("/api/dashboard/users/store", { token: admin, form: { ...second, role_id: String(roleId("Administrator")) } });
    const secondToken = ((await loginAs(second.email, second.password)).body as { token: string }).token;
    const demote = await upstream.request(`/api/dashboard/users/update/${id}`, { token: secondToken, form: { role_id: String(roleId("Moderator")) } });
    expect(demote.status).toBe(200);
    const restore = await upstream.request(`/api/dashboard/users/update/${id}`, { token: secondToken, form: { role_id: String(roleId("Administrator")) } });
    expect(restore.status).toBe(200);
  });
});
