import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Harness } from "../upstream/test/harness";
import { expectShape, pngFile, startUpstream } from "../upstream/test/harness";
import type { FormValue } from "../upstream/test/harness";
import { activityEntrySchema, fieldChangeSchema, trashedDeleteSchema, trashItemSchema } from "./activity";
import type { FieldSpec, RefTarget } from "./fields";
import { formFields, requiredOnStore, resourceFields } from "./fields";
import { allPermissions } from "./permissions";
import type { ResourceName } from "./resources";
import { resourceContracts, resourceNames } from "./resources";
import {
  allPermissionsSchema,
  countrySchema,
  dataSchema,
  errorSchemas,
  followUpSchema,
  loginResponseSchema,
  lookupsSchema,
  messageSchema,
  moderatorsReportSchema,
  mutationSchema,
  paginatedSchema,
  records,
  roleSchema,
  settingsSchema,
  sourcesReportSchema,
  statusesReportSchema,
  twoStepStatusSchema,
  userPermissionsSchema,
  userSchema,
} from "./schemas";

// The reference upstream, started in-process, checked against every part of the contract.

let upstream: Harness;
let token: string;
const refIds = {} as Record<RefTarget, number>;

beforeAll(async () => {
  upstream = await startUpstream();
  token = await upstream.login("admin");
  const lookups = expectShape(dataSchema(lookupsSchema), await upstream.request("/api/dashboard/pages/lookups", { token }));
  const countries = expectShape(dataSchema(z.array(countrySchema)), await upstream.request("/api/dashboard/pages/countries", { token }));
  refIds.categories = lookups.data.categories[0]?.id ?? 0;
  refIds.services = lookups.data.services[0]?.id ?? 0;
  refIds.sources = lookups.data.sources[0]?.id ?? 0;
  refIds.countries = countries.data[0]?.id ?? 0;
  const roles = expectShape(dataSchema(z.array(roleSchema)), await upstream.request("/api/dashboard/roles", { token }));
  refIds.roles = roles.data.find((role) => !role.permissions.includes("update users"))?.id ?? 0;
});

afterAll(() => upstream.close());

/** The record schema must name exactly the keys the upstream returns. */
function expectExactKeys(schema: z.ZodObject, record: unknown) {
  expect(Object.keys(record as object).sort()).toEqual(Object.keys(schema.shape).sort());
}

/** A valid value for every input field, with `marker` in every text so a search finds it. */
function validInput(fields: readonly FieldSpec[], marker: string): Record<string, FormValue> {
  const input: Record<string, FormValue> = {};
  let dates = 0;
  for (const field of fields) {
    switch (field.kind) {
      case "string":
        // A password and its confirmation are the same.
        input[field.name] = field.writeOnly ? "Secret#2024" : `${marker} ${field.name}`;
        break;
      case "text":
      case "html":
        input[field.name] = `<p>${marker} ${field.name}</p>`;
        break;
      case "email":
        input[field.name] = `${marker}@example.com`;
        break;
      case "url":
        input[field.name] = "https://example.com/contract";
        break;
      case "phone":
        input[field.name] = "+966501234567";
        break;
      case "int":
        input[field.name] = String(field.min !== undefined && field.max !== undefined ? Math.floor((field.min + field.max) / 2) : (field.min ?? 3));
        break;
      case "number":
        input[field.name] = "1250.75";
        break;
      case "bool":
        input[field.name] = "1";
        break;
      case "date":
        // Later fields get later days, so ends_at follows starts_at.
        input[field.name] = `2026-01-${String(10 + dates++).padStart(2, "0")}`;
        break;
      case "file":
        input[field.name] = pngFile();
        break;
      case "enum":
        input[field.name] = field.values?.[0] ?? "";
        break;
      case "ref":
        input[field.name] = String(field.ref ? refIds[field.ref] : 0);
        break;
      case "array":
        input[`${field.name}[]`] = ["show_blogs", "create blogs"];
        break;
    }
  }
  return input;
}

describe.each(resourceNames.map((name) => [name] as const))("resource %s", (resource: ResourceName) => {
  const schema = records[resource];
  const fields = resourceFields[resource];
  const base = `/api/dashboard/${resource}`;

  it("lists and shows records in the contract's shape", async () => {
    const list = expectShape(paginatedSchema(schema), await upstream.request(`${base}/all?per_page=100`, { token }));
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.meta.total).toBe(list.data.length);
    for (const record of list.data) expectExactKeys(schema, record);

    const first = list.data[0] as { id: number };
    const shown = expectShape(dataSchema(schema), await upstream.request(`${base}/show/${first.id}`, { token }));
    expect(shown.data).toEqual(first);
    expectShape(errorSchemas.message, await upstream.request(`${base}/show/999999`, { token }), 404);
  });

  it("rejects a store without fields, naming exactly the required fields", async () => {
    const response = await upstream.request(`${base}/store`, { token, form: {} });
    const error = expectShape(errorSchemas.validation, response, 422);
    expect(Object.keys(error.errors).sort()).toEqual(requiredOnStore(fields).sort());
    for (const messages of Object.values(error.errors)) expect(messages).toEqual(["حقل إلزامي."]);
    expect(error.message).toBe("حقل إلزامي.");
  });

  it("stores, finds, updates and deletes a record", async () => {
    const marker = `ct${resource}${Date.now().toString(36)}`;
    const stored = expectShape(mutationSchema(schema), await upstream.request(`${base}/store`, { token, form: validInput(fields, marker) }), 201);
    expectExactKeys(schema, stored.data);
    const id = stored.data.id;
    for (const field of fields) {
      const value = (stored.data as Record<string, unknown>)[field.name];
      if (field.kind === "file") expect(value).toMatch(/^http:\/\/upstream\.test\/uploads\/[a-f0-9]{32}\.png$/);
      if (field.kind === "bool") expect(value).toBe(true);
      if (field.kind === "ref") expect(value).toBe(field.ref ? refIds[field.ref] : -1);
      if (field.writeOnly) expect(value).toBeUndefined();
    }

    const found = expectShape(paginatedSchema(schema), await upstream.request(`${base}/all?name=${marker.toUpperCase()}`, { token }));
    expect(found.data.map((record) => record.id)).toEqual([id]);
    expect(found.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 1 });

    const firstText = fields.find((field) => field.kind === "string" && field.required === "always");
    if (!firstText) throw new Error(`${resource} has no required string field`);
    const update = await upstream.request(`${base}/update/${id}`, {
      token,
      form: { _method: "PUT", [firstText.name]: `${marker} updated` },
    });
    if (resourceContracts[resource].update === null) {
      expectShape(errorSchemas.message, update, 405);
      expectShape(errorSchemas.message, await upstream.request(`${base}/delete/${id}`, { token, method: "DELETE" }), 405);
      return;
    }
    const updated = expectShape(mutationSchema(schema), update);
    const after = updated.data as Record<string, unknown>;
    expect(after[firstText.name]).toBe(`${marker} updated`);
    // Fields not sent keep their values, files included.
    for (const field of fields.filter((f) => !f.writeOnly && f.name !== firstText.name)) {
      expect(after[field.name]).toEqual((stored.data as Record<string, unknown>)[field.name]);
    }

    if (resourceContracts[resource].deletes === false) {
      expectShape(errorSchemas.message, await upstream.request(`${base}/delete/${id}`, { token, method: "DELETE" }), 422);
      expectShape(dataSchema(schema), await upstream.request(`${base}/show/${id}`, { token }));
      return;
    }
    expectShape(messageSchema, await upstream.request(`${base}/delete/${id}`, { token, method: "DELETE" }));
    expectShape(errorSchemas.message, await upstream.request(`${base}/show/${id}`, { token }), 404);
  });
});

describe("edit conflicts (optimistic concurrency)", () => {
  it("refuses an update based on a stale updated_at with 409 and the current record", async () => {
    const base = "/api/dashboard/sources";
    const stored = expectShape(
      mutationSchema(records.sources),
      await upstream.request(`${base}/store`, { token, form: { name_ar: "مصدر تعارض", name_en: "Conflict source" } }),
      201,
    );
    const loadedAt = stored.data.updated_at;
    upstream.clock.now = new Date(upstream.clock.now.getTime() + 60_000);
    try {
      // Staff member 1 saves with the version they loaded: accepted, the version moves on.
      const first = expectShape(
        mutationSchema(records.sources),
        await upstream.request(`${base}/update/${stored.data.id}`, { token, form: { name_en: "Theirs", updated_at: loadedAt } }),
      );
      expect(first.data.updated_at).not.toBe(loadedAt);
      // Staff member 2 still holds the old version: refused, nothing written.
      const stale = expectShape(
        errorSchemas.conflict,
        await upstream.request(`${base}/update/${stored.data.id}`, { token, lang: "en", form: { name_en: "Mine", updated_at: loadedAt } }),
        409,
      );
      expect(stale.message).toBe("Someone else changed this item since you opened it.");
      expect(stale.data).toMatchObject({ id: stored.data.id, name_en: "Theirs", updated_at: first.data.updated_at });
      // With the current version ("apply mine anyway") it goes through; without one, as before.
      const forced = expectShape(
        mutationSchema(records.sources),
        await upstream.request(`${base}/update/${stored.data.id}`, { token, form: { name_en: "Mine", updated_at: first.data.updated_at } }),
      );
      expect(forced.data.name_en).toBe("Mine");
      expectShape(mutationSchema(records.sources), await upstream.request(`${base}/update/${stored.data.id}`, { token, form: { name_en: "No version" } }));
    } finally {
      upstream.clock.now = new Date(upstream.clock.now.getTime() - 60_000);
    }
  });
});

describe("auth and pages", () => {
  it("login, user, permissions", async () => {
    const login = expectShape(loginResponseSchema, await upstream.request("/api/auth/login", { json: { email: "admin@lawha.test", password: "Admin#2024" } }));
    expect(login.expires_in).toBe(1800);
    const user = expectShape(dataSchema(userSchema), await upstream.request("/api/auth/user", { token }));
    expectExactKeys(userSchema, user.data);
    expect(user.data.permissions).toEqual([...allPermissions]);
    const mine = expectShape(userPermissionsSchema, await upstream.request("/api/dashboard/permissions/user", { token }));
    expect(mine).toEqual([...allPermissions]);
    const all = expectShape(allPermissionsSchema, await upstream.request("/api/dashboard/permissions/all", { token }));
    expect(all.data).toEqual([...allPermissions]);
  });

  it("roles, countries, settings, lookups", async () => {
    const roles = expectShape(dataSchema(z.array(roleSchema)), await upstream.request("/api/dashboard/roles", { token }));
    expect(roles.data.map((role) => role.name_en)).toEqual(expect.arrayContaining(["Administrator", "Content editor", "Moderator"]));
    expect(roles.data.map((role) => role.name)).toEqual(expect.arrayContaining(["مدير النظام", "محرر المحتوى", "مشرف"]));
    for (const role of roles.data) expectExactKeys(roleSchema, role);

    const countries = expectShape(dataSchema(z.array(countrySchema)), await upstream.request("/api/dashboard/pages/countries", { token }));
    expect(countries.data[0]).toEqual({ id: 1, code: "SA", name_ar: "السعودية", name_en: "Saudi Arabia", dial_code: "+966" });
    expect(countries.data.length).toBeGreaterThanOrEqual(30);

    const settings = expectShape(dataSchema(settingsSchema), await upstream.request("/api/dashboard/pages/settings/1", { token }));
    expect(settings.data).toEqual({ id: 1, logo: null, default_language: "ar" });

    const lookups = expectShape(dataSchema(lookupsSchema), await upstream.request("/api/dashboard/pages/lookups", { token }));
    expect(lookups.data.moderators.length).toBe(4); // admin (every permission) and the three moderators
  });

  it("reports and follow-ups", async () => {
    expectShape(dataSchema(statusesReportSchema), await upstream.request("/api/dashboard/reports/statuses", { token }));
    expectShape(dataSchema(moderatorsReportSchema), await upstream.request("/api/dashboard/reports/moderators", { token }));
    expectShape(dataSchema(sourcesReportSchema), await upstream.request("/api/dashboard/reports/sources", { token }));
    const orders = expectShape(paginatedSchema(records.orders), await upstream.request("/api/dashboard/orders/all?status=3", { token }));
    const order = orders.data[0];
    if (!order) throw new Error("no done orders seeded");
    const history = expectShape(dataSchema(z.array(followUpSchema)), await upstream.request(`/api/dashboard/orders/${order.id}/follow-ups`, { token }));
    expect(history.data.length).toBeGreaterThan(0);
    for (const item of history.data) expectExactKeys(followUpSchema, item);
  });

  it("every non-CRUD form field is accepted by its endpoint", async () => {
    // Sending an empty form must name exactly the required fields of each form.
    const forms: [string, readonly FieldSpec[]][] = [
      ["/api/auth/login", formFields.login],
      ["/api/auth/password", formFields.password],
      ["/api/dashboard/profile/password", formFields.clientPassword],
      ["/api/dashboard/orders/1/follow-ups", formFields.followUp],
    ];
    for (const [path, fields] of forms) {
      const error = expectShape(errorSchemas.validation, await upstream.request(path, { token, form: {} }), 422);
      expect(Object.keys(error.errors).sort()).toEqual(requiredOnStore(fields).sort());
    }
  });

  it("one's own name and phone alone: the rest of the account keeps its values (§3)", async () => {
    const editor = await upstream.login("editor");
    const before = expectShape(dataSchema(userSchema), await upstream.request("/api/auth/user", { token: editor })).data;
    const saved = expectShape(
      mutationSchema(userSchema),
      await upstream.request("/api/auth/user/update", { token: editor, form: { name: "Contract editor", phone: "+966501112233" } }),
    );
    expect({ ...saved.data, name: before.name, phone: before.phone }).toEqual(before);
    expect([saved.data.name, saved.data.phone]).toEqual(["Contract editor", "+966501112233"]);
    const refused = expectShape(errorSchemas.validation, await upstream.request("/api/auth/user/update", { token: editor, form: { phone: "12" } }), 422);
    expect(Object.keys(refused.errors)).toEqual(["phone"]);
    await upstream.request("/api/auth/user/update", { token: editor, form: { name: before.name, phone: before.phone ?? "" } });
  });

  it("two-step login's optional calls for recovery codes and a staff member's state (§3)", async () => {
    expect(expectShape(dataSchema(userSchema), await upstream.request("/api/auth/user", { token })).data.two_step_due).toBe(false);
    const state = expectShape(dataSchema(twoStepStatusSchema), await upstream.request("/api/dashboard/users/1/two-step", { token }));
    expectExactKeys(twoStepStatusSchema, state.data);
    const refused = expectShape(errorSchemas.validation, await upstream.request("/api/auth/two-step/recovery-codes", { token, form: {} }), 422);
    expect(Object.keys(refused.errors)).toEqual(["password"]);
  });

  it("error bodies follow the contract", async () => {
    expectShape(errorSchemas.auth, await upstream.request("/api/dashboard/blogs/all"), 401);
    const editor = await upstream.login("editor");
    expectShape(errorSchemas.auth, await upstream.request("/api/dashboard/roles/all", { token: editor }), 403);
    expectShape(errorSchemas.message, await upstream.request("/api/nothing-here", { token }), 404);
    expectShape(errorSchemas.message, await upstream.request("/api/dashboard/widgets/all", { token }), 404);
  });
});

describe("history and the bin (optional extension, §10)", () => {
  it("answers history, activity, bin, restore and purge in the shapes of contract/activity.ts", async () => {
    const base = "/api/dashboard/testimonials";
    const stored = expectShape(
      mutationSchema(records.testimonials),
      await upstream.request(`${base}/store`, { token, form: { name: "Contract history", content_ar: "<p>قبل</p>", image: pngFile() } }),
      201,
    );
    const id = stored.data.id;
    await upstream.request(`${base}/update/${id}`, { token, form: { content_ar: "<p>بعد</p>", rating: "4" } });

    const history = expectShape(paginatedSchema(activityEntrySchema), await upstream.request(`${base}/history/${id}`, { token }));
    expect(history.data.map((entry) => entry.action)).toEqual(["update", "create"]);
    for (const entry of history.data) {
      expectExactKeys(activityEntrySchema, entry);
      for (const change of entry.changes) expect(Object.keys(change).sort()).toEqual(["after", "before", "field"]);
    }
    expect(history.data[0]?.changes).toEqual([
      { field: "content_ar", before: "<p>قبل</p>", after: "<p>بعد</p>" },
      { field: "rating", before: null, after: 4 },
    ]);
    expect(history.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 2 });

    const deleted = expectShape(trashedDeleteSchema, await upstream.request(`${base}/delete/${id}`, { token, method: "DELETE" }));
    expect(deleted.trash).toMatchObject({ resource: "testimonials", id });
    const bin = expectShape(paginatedSchema(trashItemSchema), await upstream.request("/api/dashboard/trash?resource=testimonials", { token }));
    expect(bin.data[0]).toMatchObject({ resource: "testimonials", id, label: "Contract history", purge_at: deleted.trash?.purge_at });
    for (const item of bin.data) expectExactKeys(trashItemSchema, item);

    const restored = expectShape(
      mutationSchema(records.testimonials),
      await upstream.request(`/api/dashboard/trash/testimonials/${id}/restore`, { token, method: "POST" }),
    );
    expect(restored.data).toMatchObject({ id, image: stored.data.image });
    expectShape(trashedDeleteSchema, await upstream.request(`${base}/delete/${id}`, { token, method: "DELETE" }));
    expectShape(messageSchema, await upstream.request(`/api/dashboard/trash/testimonials/${id}`, { token, method: "DELETE" }));
    expectShape(errorSchemas.message, await upstream.request(`/api/dashboard/trash/testimonials/${id}`, { token, method: "DELETE" }), 404);

    const activity = expectShape(
      paginatedSchema(activityEntrySchema),
      await upstream.request("/api/dashboard/activity?resource=testimonials&per_page=5", { token }),
    );
    expect(activity.data.map((entry) => entry.action)).toEqual(["purge", "delete", "restore", "delete", "update"]);
    const secret = fieldChangeSchema.parse({ field: "password", before: null, after: null, secret: true });
    expect(secret.secret).toBe(true);
  });
});
