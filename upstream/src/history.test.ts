import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ActivityEntry } from "../../contract/activity";
import { activityEntrySchema, trashedDeleteSchema, trashItemSchema } from "../../contract/activity";
import { dataSchema, errorSchemas, lookupsSchema, mutationSchema, paginatedSchema, records, roleSchema, sourcesReportSchema } from "../../contract/schemas";
import type { Harness } from "../test/harness";
import { expectShape, pngFile, startUpstream } from "../test/harness";
import { ACTIVITY_COUNT_CAP, diffValues, labelOf } from "./activity";
import type { Deps } from "./http";
import { purgeExpiredTrash } from "./trash";

let upstream: Harness;
let admin: string;
let editor: string;
let moderator: string;
beforeAll(async () => {
  upstream = await startUpstream();
  [admin, editor, moderator] = await Promise.all([upstream.login("admin"), upstream.login("editor"), upstream.login("moderator")]);
});
afterAll(() => upstream.close());

const entries = paginatedSchema(activityEntrySchema);
const trashList = paginatedSchema(trashItemSchema);
const DAY = 24 * 60 * 60 * 1000;

async function history(resource: string, id: number, token = admin): Promise<ActivityEntry[]> {
  return expectShape(entries, await upstream.request(`/api/dashboard/${resource}/history/${id}?per_page=100`, { token })).data;
}

async function activity(query: string, token = admin) {
  return expectShape(entries, await upstream.request(`/api/dashboard/activity${query}`, { token }));
}

const fileName = (url: string | null) => (url ?? "").split("/").pop() ?? "";

function deps(): Deps {
  return {
    db: upstream.db,
    uploadDir: upstream.uploadDir,
    publicUrl: "http://upstream.test",
    tokenTtlSeconds: 1800,
    trashDays: 30,
    now: () => upstream.clock.now,
  };
}

describe("the field diff", () => {
  it("lists every field with a value on create, what differs on update, nothing on delete", () => {
    expect(diffValues(null, { title_ar: "أ", image: null, is_active: false, tags: [] })).toEqual([
      { field: "title_ar", before: null, after: "أ" },
      { field: "is_active", before: null, after: false },
    ]);
    expect(diffValues({ a: "<p>x</p>", b: 1, p: ["show blogs"] }, { a: "<p>y</p>", b: 1, p: ["show blogs", "create blogs"] })).toEqual([
      { field: "a", before: "<p>x</p>", after: "<p>y</p>" },
      { field: "p", before: ["show blogs"], after: ["show blogs", "create blogs"] },
    ]);
    expect(diffValues({ a: 1 }, null)).toEqual([]);
    expect(labelOf({ title: "mr", name: "Sara", title_en: "x" })).toBe("Sara");
    expect(labelOf({ title_ar: "عنوان", name: "n" })).toBe("عنوان");
  });
});

describe("an entry per write", () => {
  it("records create, update, delete and restore of a record with its before and after; rich text as stored", async () => {
    const html = `<h2 class="x">عنوان</h2><p>نص <strong>عريض</strong></p>`;
    const stored = expectShape(
      mutationSchema(records.blogs),
      await upstream.request("/api/dashboard/blogs/store", {
        token: editor,
        form: { title_ar: "مقال السجل", title_en: "History blog", image: pngFile(), content_ar: html, category_id: "1" },
      }),
      201,
    );
    const id = stored.data.id;
    const [created] = await history("blogs", id);
    expect(created).toMatchObject({ action: "create", resource: "blogs", record_id: id, label: "مقال السجل", user: { name: expect.any(String) } });
    expect(created?.changes).toEqual(
      expect.arrayContaining([
        { field: "title_ar", before: null, after: "مقال السجل" },
        { field: "content_ar", before: null, after: html },
        { field: "image", before: null, after: stored.data.image },
        { field: "category_id", before: null, after: 1 },
        { field: "is_active", before: null, after: true },
      ]),
    );
    expect(created?.changes.map((change) => change.field)).not.toContain("content_en");

    upstream.clock.now = new Date(upstream.clock.now.getTime() + 60_000);
    await upstream.request(`/api/dashboard/blogs/update/${id}`, { token: editor, form: { title_en: "History blog, renamed", is_active: "0" } });
    // Saving without a change leaves no entry.
    await upstream.request(`/api/dashboard/blogs/update/${id}`, { token: editor, form: { title_en: "History blog, renamed" } });
    const [updated, ...older] = await history("blogs", id);
    expect(older).toHaveLength(1);
    expect(updated).toMatchObject({ action: "update", label: "مقال السجل" });
    expect(updated?.changes).toEqual([
      { field: "title_en", before: "History blog", after: "History blog, renamed" },
      { field: "is_active", before: true, after: false },
    ]);

    const deleted = expectShape(trashedDeleteSchema, await upstream.request(`/api/dashboard/blogs/delete/${id}`, { token: editor, method: "DELETE" }));
    expect(deleted.trash).toEqual({ resource: "blogs", id, purge_at: new Date(upstream.clock.now.getTime() + 30 * DAY).toISOString() });
    // The history of a record in the bin is still there.
    const binned = await history("blogs", id);
    expect(binned.map((entry) => entry.action)).toEqual(["delete", "update", "create"]);
    expect(binned[0]?.changes).toEqual([]);

    const restored = expectShape(
      mutationSchema(records.blogs),
      await upstream.request(`/api/dashboard/trash/blogs/${id}/restore`, { token: editor, method: "POST" }),
    );
    expect(restored.data).toMatchObject({ id, image: stored.data.image, title_en: "History blog, renamed", category_id: 1 });
    expect(existsSync(join(upstream.uploadDir, fileName(stored.data.image)))).toBe(true);
    expect((await history("blogs", id)).map((entry) => entry.action)).toEqual(["restore", "delete", "update", "create"]);
    const found = expectShape(
      paginatedSchema(records.blogs),
      await upstream.request(`/api/dashboard/blogs/all?name=${encodeURIComponent("مقال السجل")}`, { token: editor }),
    );
    expect(found.data.map((blog) => blog.id)).toEqual([id]);
  });

  it("records a follow-up's changes to the order and its comment", async () => {
    const response = await upstream.request("/api/dashboard/orders/2/follow-ups", {
      token: moderator,
      form: { status: "1", sub_status: "1", comment: "تم التواصل", next_contact_at: "2026-03-20" },
    });
    expect(response.status).toBe(201);
    const [entry] = await history("orders", 2, moderator);
    expect(entry).toMatchObject({ action: "follow_up", resource: "orders", record_id: 2, label: expect.any(String) });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: "status", before: expect.any(Number), after: 1 },
        { field: "sub_status", before: expect.anything(), after: 1 },
        { field: "next_contact_at", before: expect.anything(), after: "2026-03-20" },
        { field: "comment", before: null, after: "تم التواصل" },
      ]),
    );
    // The moderator is a staff account: the answer names it, in the entry and on the activity page.
    const me = expectShape(dataSchema(z.object({ id: z.number(), name: z.string() })), await upstream.request("/api/auth/user", { token: moderator })).data;
    const moderatorChange = entry?.changes.find((change) => change.field === "moderator_id");
    expect(moderatorChange).toMatchObject({ after: me.id, staff: { after: me.name } });
    const [listed] = (await activity("?resource=orders&action=follow_up&per_page=1", moderator)).data;
    expect(listed?.changes.find((change) => change.field === "moderator_id")?.staff).toEqual(moderatorChange?.staff);
    // Other fields carry no names.
    expect(entry?.changes.find((change) => change.field === "status")).not.toHaveProperty("staff");
  });

  it("records the settings and a role's permissions as a sorted list", async () => {
    await upstream.request("/api/dashboard/pages/settings/1/update", { token: admin, form: { default_language: "en", logo: pngFile() } });
    const [settings] = await history("settings", 1);
    expect(settings).toMatchObject({ resource: "settings", record_id: 1, action: "update" });
    expect(settings?.changes).toEqual([
      { field: "logo", before: null, after: expect.stringMatching(/^http:\/\/upstream\.test\/uploads\/[a-f0-9]{32}\.png$/) },
      { field: "default_language", before: "ar", after: "en" },
    ]);
    expect((await upstream.request("/api/dashboard/settings/history/1", { token: editor })).status).toBe(403);

    const role = expectShape(
      mutationSchema(records.roles),
      await upstream.request("/api/dashboard/roles/store", { token: admin, form: { name: "Archivist", "permissions[]": ["update_blogs", "show blogs"] } }),
      201,
    );
    await upstream.request(`/api/dashboard/roles/update/${role.data.id}`, {
      token: admin,
      form: { "permissions[]": ["show blogs", "show tidings", "update blogs"] },
    });
    const [updated, created] = await history("roles", role.data.id);
    expect(created?.changes).toEqual(expect.arrayContaining([{ field: "permissions", before: null, after: ["show blogs", "update blogs"] }]));
    expect(updated?.changes).toEqual([{ field: "permissions", before: ["show blogs", "update blogs"], after: ["show blogs", "update blogs", "show tidings"] }]);
  });

  it("records passwords only as changed: staff accounts, clients, one's own", async () => {
    const client = expectShape(
      mutationSchema(records.profile),
      await upstream.request("/api/dashboard/profile/store", {
        token: admin,
        form: { title: "ms", name: "Huda History", email: "huda.history@example.com", phone: "+966501234567", password: "Secret#2024" },
      }),
      201,
    );
    await upstream.request("/api/dashboard/profile/password", {
      token: admin,
      form: { client_id: String(client.data.id), password: "Another#2024", password_confirmation: "Another#2024" },
    });
    const [changed, created] = await history("profile", client.data.id);
    expect(changed?.changes).toEqual([{ field: "password", before: null, after: null, secret: true }]);
    expect(created?.changes).toContainEqual({ field: "password", before: null, after: null, secret: true });
    const everything = JSON.stringify(await history("profile", client.data.id));
    expect(everything).not.toContain("Secret#2024");
    expect(everything).not.toContain("scrypt");

    const other = await upstream.login("moderator2");
    const moderatorId = expectShape(dataSchema(z.object({ id: z.number() })), await upstream.request("/api/auth/user", { token: other })).data.id;
    await upstream.request(`/api/dashboard/users/update/${moderatorId}`, {
      token: admin,
      form: { name: "Moderator renamed", password: "Moderator#2025", password_confirmation: "Moderator#2025" },
    });
    const [staff] = await history("users", moderatorId);
    expect(staff?.changes).toEqual([
      { field: "name", before: expect.any(String), after: "Moderator renamed" },
      { field: "password", before: null, after: null, secret: true },
    ]);
    expect(JSON.stringify(staff)).not.toContain("Moderator#2025");

    const ownChange = await upstream.request("/api/auth/password", {
      token: editor,
      form: { current_password: "Editor#2024", password: "Editor#2025", password_confirmation: "Editor#2025" },
    });
    expect(ownChange.status).toBe(200);
    const [own] = (await activity("?resource=users&per_page=1", editor)).data;
    expect(own?.changes).toEqual([{ field: "password", before: null, after: null, secret: true }]);
  });

  it("a bulk delete is one entry per record", async () => {
    const ids: number[] = [];
    for (const name of ["one", "two", "three"]) {
      const stored = await upstream.request("/api/dashboard/sources/store", { token: admin, form: { name_ar: `مصدر ${name}`, name_en: `Bulk ${name}` } });
      ids.push((stored.body as { data: { id: number } }).data.id);
    }
    for (const id of ids) await upstream.request(`/api/dashboard/sources/delete/${id}`, { token: admin, method: "DELETE" });
    const deletes = await activity("?resource=sources&action=delete&per_page=100");
    expect(deletes.data.map((entry) => entry.record_id).slice(0, 3)).toEqual([...ids].reverse());
    expect(deletes.data.slice(0, 3).map((entry) => entry.label)).toEqual(["مصدر three", "مصدر two", "مصدر one"]);
  });
});

describe("the activity page's filters and who sees what", () => {
  it("filters by user, resource, action and dates; without 'show activity' one sees only one's own", async () => {
    const all = await activity("?per_page=100");
    expect(new Set(all.data.map((entry) => entry.user?.id)).size).toBeGreaterThan(1);
    expect(all.data.map((entry) => entry.id)).toEqual([...all.data.map((entry) => entry.id)].sort((a, b) => b - a));

    const editorId = all.data.find((entry) => entry.resource === "blogs")?.user?.id ?? 0;
    const byEditor = await activity(`?user=${editorId}&per_page=100`);
    expect(byEditor.data.length).toBeGreaterThan(0);
    expect(byEditor.data.every((entry) => entry.user?.id === editorId)).toBe(true);
    const updates = await activity(`?user=${editorId}&resource=blogs&action=update`);
    expect(updates.data.every((entry) => entry.resource === "blogs" && entry.action === "update")).toBe(true);
    expect(updates.meta.total).toBe(1);

    const day = upstream.clock.now.toISOString().slice(0, 10);
    expect((await activity(`?from=${day}&to=${day}&per_page=100`)).meta.total).toBe(all.meta.total);
    expect((await activity(`?to=2026-03-14`)).meta.total).toBe(0);
    // Unknown values are ignored, as list filters are.
    expect((await activity("?action=explode&resource=widgets&per_page=100")).meta.total).toBe(all.meta.total);

    // The editor sees their own entries only, whoever they ask for.
    const own = await activity("?per_page=100", editor);
    expect(own.data.length).toBe(byEditor.data.length);
    expect((await activity(`?user=1&per_page=100`, editor)).data.every((entry) => entry.user?.id === editorId)).toBe(true);
    expect(ACTIVITY_COUNT_CAP).toBeGreaterThanOrEqual(1000);
  });

  it("a record's history needs the resource's show permission", async () => {
    expect((await upstream.request("/api/dashboard/categories/history/1", { token: editor })).status).toBe(403);
    expectShape(errorSchemas.message, await upstream.request("/api/dashboard/widgets/history/1", { token: admin }), 404);
    expect((await history("blogs", 999_999)).length).toBe(0);
  });
});

describe("the bin", () => {
  it("keeps binned records out of lists, show, search, lookups, roles and reports", async () => {
    const source = expectShape(
      mutationSchema(records.sources),
      await upstream.request("/api/dashboard/sources/store", { token: admin, form: { name_ar: "مصدر محذوف", name_en: "Binned source" } }),
      201,
    ).data;
    const role = expectShape(
      mutationSchema(records.roles),
      await upstream.request("/api/dashboard/roles/store", { token: admin, form: { name: "Binned role", "permissions[]": ["show blogs"] } }),
      201,
    ).data;
    for (const [resource, id] of [
      ["sources", source.id],
      ["roles", role.id],
    ] as const) {
      expectShape(trashedDeleteSchema, await upstream.request(`/api/dashboard/${resource}/delete/${id}`, { token: admin, method: "DELETE" }));
      expect((await upstream.request(`/api/dashboard/${resource}/show/${id}`, { token: admin })).status).toBe(404);
      expect((await upstream.request(`/api/dashboard/${resource}/update/${id}`, { token: admin, form: { name_en: "x" } })).status).toBe(404);
      expect((await upstream.request(`/api/dashboard/${resource}/delete/${id}`, { token: admin, method: "DELETE" })).status).toBe(404);
    }
    const sources = expectShape(paginatedSchema(records.sources), await upstream.request("/api/dashboard/sources/all?per_page=100", { token: admin }));
    expect(sources.data.map((s) => s.id)).not.toContain(source.id);
    for (const query of ["Binned", "محذوف", "Bi"]) {
      const found = expectShape(
        paginatedSchema(records.sources),
        await upstream.request(`/api/dashboard/sources/all?name=${encodeURIComponent(query)}`, { token: admin }),
      );
      expect(found.meta.total).toBe(0);
    }
    const lookups = expectShape(dataSchema(lookupsSchema), await upstream.request("/api/dashboard/pages/lookups", { token: admin }));
    expect(lookups.data.sources.map((s) => s.id)).not.toContain(source.id);
    const roles = expectShape(dataSchema(z.array(roleSchema)), await upstream.request("/api/dashboard/roles", { token: admin }));
    expect(roles.data.map((r) => r.id)).not.toContain(role.id);
    const report = expectShape(dataSchema(sourcesReportSchema), await upstream.request("/api/dashboard/reports/sources", { token: admin }));
    expect(report.data.map((row) => row.source.id)).not.toContain(source.id);
    // A binned record cannot be newly chosen, and its unique values stay taken.
    const order = await upstream.request("/api/dashboard/orders/store", {
      token: admin,
      form: { title: "mr", name: "Binned ref", mobile: "+966501234567", service_id: "1", source_id: String(source.id) },
    });
    expect(Object.keys(expectShape(errorSchemas.validation, order, 422).errors)).toEqual(["source_id"]);
    expect(
      (await upstream.request("/api/dashboard/roles/store", { token: admin, form: { name: "Binned role", "permissions[]": ["show blogs"] } })).status,
    ).toBe(422);

    const bin = expectShape(trashList, await upstream.request("/api/dashboard/trash?per_page=100", { token: admin }));
    expect(bin.data.slice(0, 2).map((item) => [item.resource, item.id, item.label])).toEqual([
      ["roles", role.id, "Binned role"],
      ["sources", source.id, "مصدر محذوف"],
    ]);
    expect(bin.data[0]?.deleted_by?.name).toEqual(expect.any(String));
    const onlySources = expectShape(trashList, await upstream.request("/api/dashboard/trash?resource=sources&per_page=100", { token: admin }));
    expect(onlySources.data.every((item) => item.resource === "sources")).toBe(true);
    // The editor sees only the bins of areas they may show.
    const editorBin = expectShape(trashList, await upstream.request("/api/dashboard/trash?per_page=100", { token: editor }));
    expect(editorBin.data.every((item) => ["blogs", "tidings", "projects", "services", "partners", "testimonials"].includes(item.resource))).toBe(true);
  });

  it("guards the bin's routes: 404 unknown, 405 never deleted, 403 without permission, 404 not in the bin", async () => {
    const post = (path: string, token: string) => upstream.request(path, { token, method: "POST" });
    const del = (path: string, token: string) => upstream.request(path, { token, method: "DELETE" });
    expect((await post("/api/dashboard/trash/widgets/1/restore", admin)).status).toBe(404);
    expect((await post("/api/dashboard/trash/orders/1/restore", admin)).status).toBe(405);
    expect((await post("/api/dashboard/trash/categories/1/restore", editor)).status).toBe(403);
    expect((await post("/api/dashboard/trash/categories/1/restore", admin)).status).toBe(404);
    expect((await del("/api/dashboard/trash/blogs/1", editor)).status).toBe(403);
    expect((await del("/api/dashboard/trash/blogs/1", admin)).status).toBe(404);
    expectShape(errorSchemas.auth, await upstream.request("/api/dashboard/trash/blogs/1", { token: moderator, method: "DELETE" }), 403);
  });

  it("purges records TRASH_DAYS after their deletion, with their images, and names the purge", async () => {
    const stored = expectShape(
      mutationSchema(records.partners),
      await upstream.request("/api/dashboard/partners/store", { token: admin, form: { name_ar: "شريك قديم", name_en: "Old partner", logo: pngFile() } }),
      201,
    ).data;
    const file = join(upstream.uploadDir, fileName(stored.logo));
    await upstream.request(`/api/dashboard/partners/delete/${stored.id}`, { token: admin, method: "DELETE" });
    const start = upstream.clock.now;
    try {
      upstream.clock.now = new Date(start.getTime() + 29 * DAY);
      await purgeExpiredTrash(deps());
      expect(upstream.db.prepare("SELECT 1 FROM partners WHERE id = ?").get(stored.id)).toBeDefined();
      expect(existsSync(file)).toBe(true);

      upstream.clock.now = new Date(start.getTime() + 30 * DAY + 1000);
      expect(await purgeExpiredTrash(deps())).toBeGreaterThanOrEqual(1);
      expect(upstream.db.prepare("SELECT 1 FROM partners WHERE id = ?").get(stored.id)).toBeUndefined();
      expect(existsSync(file)).toBe(false);
    } finally {
      upstream.clock.now = start;
    }
    const [purged] = await history("partners", stored.id);
    expect(purged).toMatchObject({ action: "purge", user: null, label: "شريك قديم" });
    expect((await upstream.request(`/api/dashboard/trash/partners/${stored.id}/restore`, { token: admin, method: "POST" })).status).toBe(404);
  });
});
