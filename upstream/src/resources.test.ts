import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dataSchema, errorSchemas, mutationSchema, paginatedSchema, records } from "../../contract/schemas";
import type { Harness } from "../test/harness";
import { expectShape, pngFile, startUpstream } from "../test/harness";
import { createApp } from "./app";
import { STORE_MANY_MAX, storeManyResultSchema } from "../../contract/store-many";

let upstream: Harness;
let token: string;
beforeAll(async () => {
  upstream = await startUpstream();
  token = await upstream.login("admin");
});
afterAll(() => upstream.close());

const blogsList = paginatedSchema(records.blogs);
const list = async (query: string) => expectShape(blogsList, await upstream.request(`/api/dashboard/blogs/all${query}`, { token }));

describe("lists", () => {
  it("paginate with meta", async () => {
    const all = await list("?per_page=100");
    const total = all.meta.total;
    expect(total).toBeGreaterThanOrEqual(25);

    const page = await list("?page=2&per_page=5");
    expect(page.meta).toEqual({ current_page: 2, last_page: Math.ceil(total / 5), per_page: 5, total });
    expect(page.data.map((b) => b.id)).toEqual(all.data.slice(5, 10).map((b) => b.id));

    expect((await list("")).meta.per_page).toBe(10);
    expect((await list("?per_page=1000")).meta.per_page).toBe(100);
    expect((await list("?per_page=abc&page=-3")).meta).toMatchObject({ current_page: 1, per_page: 10 });
    const past = await list("?page=999");
    expect(past.data).toEqual([]);
    expect(past.meta.current_page).toBe(999);
    const none = await list("?name=nothing-matches-this");
    expect(none.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 0 });
  });

  it("default to newest first and sort by allowed columns only", async () => {
    const ids = (await list("?per_page=100")).data.map((b) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byTitle = (await list("?per_page=100&sort=title_en&dir=asc")).data.map((b) => b.title_en);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const ignored = (await list("?per_page=100&sort=password_hash;drop table blogs")).data.map((b) => b.id);
    expect(ignored).toEqual(ids);
    const ascending = (await list("?per_page=100&dir=asc")).data.map((b) => b.id);
    expect(ascending).toEqual([...ids].reverse());
  });

  it("search Arabic and English text case-insensitively, with LIKE wildcards taken literally", async () => {
    const ar = await list(`?name=${encodeURIComponent("محطات الوقود")}`);
    expect(ar.data.length).toBeGreaterThan(0);
    expect(ar.data.every((b) => b.title_ar.includes("محطات الوقود"))).toBe(true);
    const en = await list("?name=FUEL");
    expect(en.data.length).toBeGreaterThan(0);
    expect(en.data.every((b) => `${b.title_ar} ${b.title_en}`.toLowerCase().includes("fuel"))).toBe(true);
    expect((await list("?name=%25")).meta.total).toBe(0);
  });

  it("filter by is_active and category", async () => {
    const inactive = await list("?is_active=0&per_page=100");
    expect(inactive.data.length).toBeGreaterThan(0);
    expect(inactive.data.every((b) => !b.is_active)).toBe(true);
    const active = await list("?is_active=1&per_page=100");
    expect(active.meta.total + inactive.meta.total).toBe((await list("")).meta.total);
    const category = await list("?category_id=2&per_page=100");
    expect(category.data.every((b) => b.category_id === 2 && b.category?.id === 2)).toBe(true);
  });
});

describe("validation", () => {
  it("uses the exact Arabic and English messages", async () => {
    const form = { title_ar: "عنوان", title_en: "Title", name_ar: "اسم", name_en: "Name", sort_order: "1.5", email: "x@", year: "20x" };
    const ar = await upstream.request("/api/dashboard/branches/store", { token, form: { ...form, phone: "12", map_url: "javascript:alert(1)" } });
    expect(expectShape(errorSchemas.validation, ar, 422).errors).toEqual({
      email: ["الإيميل غير صحيح."],
      phone: ["رقم الهاتف غير صحيح."],
      map_url: ["الرابط غير صحيح، يجب أن يبدأ بـ http:// أو https://."],
    });
    const en = await upstream.request("/api/dashboard/services/store", { token, lang: "en", form });
    expect(expectShape(errorSchemas.validation, en, 422)).toEqual({
      message: "Whole numbers only.",
      errors: { sort_order: ["Whole numbers only."] },
    });
    const year = await upstream.request("/api/dashboard/projects/store", { token, form: { ...form, image: pngFile() } });
    expect(expectShape(errorSchemas.validation, year, 422).errors).toEqual({ year: ["رقم صحيح فقط."] });
  });

  it("checks lengths, ranges, enums, references and dates", async () => {
    const response = await upstream.request("/api/dashboard/offers/store", {
      token,
      lang: "en",
      form: {
        title_ar: "ع".repeat(256),
        title_en: "Offer",
        service_id: "9999",
        price: "10.123",
        discount_percent: "101",
        starts_at: "2026-05-01",
        ends_at: "2026-04-30T23:59",
        is_active: "maybe",
      },
    });
    expect(expectShape(errorSchemas.validation, response, 422).errors).toEqual({
      title_ar: ["Must be at most 255 characters."],
      service_id: ["The selected value does not exist."],
      price: ["At most two decimal places."],
      discount_percent: ["Must be at most 100."],
      is_active: ["Invalid value."],
      ends_at: ["The end date must be after the start date."],
    });
    const client = await upstream.request("/api/dashboard/profile/store", {
      token,
      form: { title: "dr", name: "x", email: "mohammed.alotaibi1@example.com", phone: "+966500000000", password: "short", country_id: "abc" },
    });
    expect(expectShape(errorSchemas.validation, client, 422).errors).toEqual({
      title: ["غير صحيح."],
      country_id: ["غير صحيح."],
      password: ["يجب ألا يقل عن 8 أحرف."],
      email: ["هذه القيمة مستخدمة مسبقاً."],
    });
  });

  it("compares ends_at with the stored starts_at on update", async () => {
    const offer = expectShape(dataSchema(records.offers), await upstream.request("/api/dashboard/offers/show/2", { token }));
    const startsAt = offer.data.starts_at ?? "";
    const response = await upstream.request("/api/dashboard/offers/update/2", { token, form: { ends_at: startsAt } });
    expect(expectShape(errorSchemas.validation, response, 422).errors).toEqual({
      ends_at: ["يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء."],
    });
  });
});

describe("references", () => {
  it("a category in the bin keeps its blogs; purged, it leaves them without one", async () => {
    const blogs = await list("?category_id=3&per_page=100");
    expect(blogs.data.length).toBeGreaterThan(0);
    const deleted = await upstream.request("/api/dashboard/categories/delete/3", { token, method: "DELETE", lang: "en" });
    expect(deleted.body).toMatchObject({ message: "Deleted successfully.", trash: { resource: "categories", id: 3 } });
    for (const blog of blogs.data) {
      const binned = expectShape(dataSchema(records.blogs), await upstream.request(`/api/dashboard/blogs/show/${blog.id}`, { token }));
      expect(binned.data).toMatchObject({ category_id: 3, category: { id: 3 } });
    }
    await upstream.request("/api/dashboard/trash/categories/3", { token, method: "DELETE" });
    for (const blog of blogs.data) {
      const after = expectShape(dataSchema(records.blogs), await upstream.request(`/api/dashboard/blogs/show/${blog.id}`, { token }));
      expect(after.data).toMatchObject({ category_id: null, category: null });
    }
  });
});

describe("ids", () => {
  it("are never given again: a record stored after the newest one was deleted gets a new id", async () => {
    const store = async (name: string) =>
      expectShape(
        dataSchema(records.sources),
        await upstream.request("/api/dashboard/sources/store", { token, form: { name_ar: `مصدر ${name}`, name_en: `Source ${name}` } }),
        201,
      ).data.id;
    const newest = await store("newest");
    const deleted = await upstream.request(`/api/dashboard/sources/delete/${newest}`, { token, method: "DELETE" });
    expect(deleted.status).toBe(200);
    // A page that still shows the deleted record must not reach the next one under its id.
    const next = await store("next");
    expect(next).toBeGreaterThan(newest);
    const stale = await upstream.request(`/api/dashboard/sources/update/${newest}`, { token, form: { is_active: "0" } });
    expect(stale.status).toBe(404);
  });
});

describe("client passwords", () => {
  it("are set by staff with confirmation, never returned", async () => {
    const path = "/api/dashboard/profile/password";
    const unknown = await upstream.request(path, {
      token,
      form: { client_id: "99999", password: "Client#2025", password_confirmation: "Client#2025" },
    });
    expect(expectShape(errorSchemas.validation, unknown, 422).errors).toEqual({ client_id: ["القيمة المختارة غير موجودة."] });
    const mismatch = await upstream.request(path, {
      token,
      lang: "en",
      form: { client_id: "1", password: "Client#2025", password_confirmation: "Client#2026" },
    });
    expect(expectShape(errorSchemas.validation, mismatch, 422).errors).toEqual({
      password_confirmation: ["The password confirmation does not match."],
    });
    const before = upstream.db.prepare("SELECT password_hash FROM clients WHERE id = 1").pluck().get();
    const ok = await upstream.request(path, {
      token,
      form: { client_id: "1", password: "Client#2025", password_confirmation: "Client#2025" },
    });
    expect(ok).toMatchObject({ status: 200, body: { message: "تم تغيير كلمة المرور بنجاح." } });
    const after = upstream.db.prepare("SELECT password_hash FROM clients WHERE id = 1").pluck().get();
    expect(after).toMatch(/^scrypt\$[a-f0-9]{32}\$[a-f0-9]{128}$/);
    expect(after).not.toBe(before);
    const client = await upstream.request("/api/dashboard/profile/show/1", { token });
    expect(JSON.stringify(client.body)).not.toContain("password");
  });
});

describe("bodies", () => {
  it("accepts JSON and urlencoded as well as multipart, and reads booleans and empty strings", async () => {
    const json = expectShape(
      mutationSchema(records.sources),
      await upstream.request("/api/dashboard/sources/store", { token, json: { name_ar: "معرض", name_en: "Exhibition", is_active: false } }),
      201,
    );
    expect(json.data.is_active).toBe(false);
    const form = expectShape(
      mutationSchema(records.branches),
      await upstream.request("/api/dashboard/branches/store", {
        token,
        urlencoded: { name_ar: "فرع", name_en: "Branch", email: "", city: "  الرياض  ", is_active: "on" },
      }),
      201,
    );
    expect(form.data).toMatchObject({ email: null, city: "الرياض", is_active: true, phone: null });
    // A hidden "0" followed by a checked box: the last value wins.
    const updated = expectShape(
      mutationSchema(records.branches),
      await upstream.request(`/api/dashboard/branches/update/${form.data.id}`, {
        token,
        form: { is_active: ["0", "1"], city: "" },
      }),
    );
    expect(updated.data).toMatchObject({ is_active: true, city: null, name_en: "Branch" });
    const cleared = expectShape(
      mutationSchema(records.branches),
      await upstream.request(`/api/dashboard/branches/update/${form.data.id}`, { token, method: "PUT", form: { is_active: "0" } }),
    );
    expect(cleared.data.is_active).toBe(false);
  });

  it("stores dates as ISO UTC and html as given", async () => {
    const html = `<h2>عنوان</h2><p><a href="https://example.com">رابط</a></p>`;
    const stored = expectShape(
      mutationSchema(records.tidings),
      await upstream.request("/api/dashboard/tidings/store", {
        token,
        form: { title_ar: "خبر", title_en: "News", image: pngFile(), content_ar: html, published_at: "2026-01-05T13:00+03:00" },
      }),
      201,
    );
    expect(stored.data.published_at).toBe("2026-01-05T10:00:00.000Z");
    expect(stored.data.content_ar).toBe(html);
    expect(stored.data.created_at).toBe(upstream.clock.now.toISOString());
  });

  it("answers 400 to malformed JSON, 413 to huge bodies, 404 to unknown routes", async () => {
    const empty = await upstream.request("/api/dashboard/sources/store", { token, method: "POST" });
    expect(expectShape(errorSchemas.validation, empty, 422).errors).toEqual({
      name_ar: ["حقل إلزامي."],
      name_en: ["حقل إلزامي."],
    });
    const broken = await upstream.app.request("/api/dashboard/sources/store", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{ not json",
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: "تعذّرت قراءة بيانات الطلب." });

    const huge = await upstream.request("/api/dashboard/sources/store", {
      token,
      lang: "en",
      json: { name_ar: "x".repeat(11 * 1024 * 1024), name_en: "x" },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: "The request is too large." });

    for (const path of ["/api/unknown", "/api/dashboard/blogs/show/abc", "/api/dashboard/blogs/everything"]) {
      const response = await upstream.request(path, { token });
      expect(response.status, path).toBe(404);
      expectShape(errorSchemas.message, response, 404);
    }
    expect((await upstream.request("/api/dashboard/blogs/store", { token, method: "GET" })).status).toBe(404);
  });

  it("answers 500 { message } without details when something breaks", async () => {
    const broken = createApp({ db: upstream.db, uploadDir: upstream.uploadDir, publicUrl: "http://x", tokenTtlSeconds: 60, now: () => new Date(Number.NaN) });
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const response = await broken.request("/api/auth/user", {
        headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: "Server error" });
      expect(log).toHaveBeenCalledOnce();
    } finally {
      log.mockRestore();
    }
  });
});

describe("Idempotency-Key on stores", () => {
  it("stores once per key and user: a resubmit answers 200 with the first record", async () => {
    const form = { name_ar: "شريك مكرر", name_en: "Repeated partner", is_active: "1", logo: pngFile() };
    const key = `k-${Date.now()}`;
    const count = async () => (await upstream.request("/api/dashboard/partners/all?per_page=100&name=Repeated", { token })).body as { meta: { total: number } };
    const before = (await count()).meta.total;
    const first = await upstream.request("/api/dashboard/partners/store", { token, form, headers: { "Idempotency-Key": key } });
    expect(first.status).toBe(201);
    const again = await upstream.request("/api/dashboard/partners/store", { token, form: { ...form, logo: pngFile() }, headers: { "Idempotency-Key": key } });
    expect(again.status).toBe(200);
    expect((again.body as { data: { id: number } }).data.id).toBe((first.body as { data: { id: number } }).data.id);
    expect((await count()).meta.total).toBe(before + 1);
    // Another key (a new form) stores a second record; no key stores every time.
    const other = await upstream.request("/api/dashboard/partners/store", {
      token,
      form: { ...form, logo: pngFile() },
      headers: { "Idempotency-Key": `${key}-2` },
    });
    expect(other.status).toBe(201);
    expect((await count()).meta.total).toBe(before + 2);
  });
});

describe("store-many (an import's rows)", () => {
  const count = async (name: string) =>
    ((await upstream.request(`/api/dashboard/sources/all?per_page=1&name=${encodeURIComponent(name)}`, { token })).body as { meta: { total: number } }).meta
      .total;

  it("judges and stores each row on its own, in order, once per key", async () => {
    const run = `bulk-${Date.now()}`;
    const rows = [
      { key: `${run}-1`, fields: { name_ar: `مصدر ${run} أ`, name_en: `${run} a`, is_active: "1" } },
      { key: `${run}-2`, fields: { name_ar: "", name_en: `${run} b` } },
      { key: `${run}-3`, fields: { name_ar: `مصدر ${run} ج`, name_en: `${run} c` } },
    ];
    const first = expectShape(storeManyResultSchema, await upstream.request("/api/dashboard/sources/store-many", { token, json: { rows } }));
    expect(first.data.map((row) => [row.key, row.status])).toEqual([
      [`${run}-1`, 201],
      [`${run}-2`, 422],
      [`${run}-3`, 201],
    ]);
    expect(first.data[1]).toMatchObject({ errors: { name_ar: [expect.any(String)] } });
    expect(await count(run)).toBe(2);
    // The same rows again: the two stored answer 200 with their first ids, nothing new is stored.
    const again = expectShape(storeManyResultSchema, await upstream.request("/api/dashboard/sources/store-many", { token, json: { rows } }));
    expect(again.data.map((row) => row.status)).toEqual([200, 422, 200]);
    expect(again.data.map((row) => ("id" in row ? row.id : null))).toEqual(first.data.map((row) => ("id" in row ? row.id : null)));
    expect(await count(run)).toBe(2);
    // Each stored row is an ordinary create in the history.
    const id = (first.data[0] as { id: number }).id;
    const history = (await upstream.request(`/api/dashboard/sources/history/${id}`, { token })).body as { data: Array<{ action: string }> };
    expect(history.data.map((entry) => entry.action)).toEqual(["create"]);
  });

  it("asks the create permission, a body of rows and at most STORE_MANY_MAX of them", async () => {
    const editor = await upstream.login("editor");
    const refused = await upstream.request("/api/dashboard/roles/store-many", { token: editor, json: { rows: [] } });
    expect(refused.status).toBe(403);
    expect((await upstream.request("/api/dashboard/sources/store-many", { token, json: { rows: "x" } })).status).toBe(400);
    expect((await upstream.request("/api/dashboard/sources/store-many", { token, json: { rows: [{ key: "k" }] } })).status).toBe(400);
    const many = Array.from({ length: STORE_MANY_MAX + 1 }, (_, i) => ({ key: `k${i}`, fields: {} }));
    expect((await upstream.request("/api/dashboard/sources/store-many", { token, json: { rows: many } })).status).toBe(413);
    expect((await upstream.request("/api/dashboard/nothing/store-many", { token, json: { rows: [] } })).status).toBe(404);
  });
});
