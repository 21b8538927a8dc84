import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "@photostructure/sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceContracts, resourceNames } from "../../contract/resources";
import { mutationSchema, paginatedSchema, records } from "../../contract/schemas";
import type { Harness } from "../test/harness";
import { expectShape, startUpstream } from "../test/harness";
import { openDatabase } from "./db";
import { definitions } from "./resource-definitions";
import { SEARCH_COLUMN, searchCondition, searchTables, searchText } from "./search";

let upstream: Harness;
let token: string;
beforeAll(async () => {
  upstream = await startUpstream();
  token = await upstream.login("admin");
});
afterAll(() => upstream.close());

const sourcesList = paginatedSchema(records.sources);
const findSources = async (query: string) =>
  expectShape(sourcesList, await upstream.request(`/api/dashboard/sources/all?per_page=100&name=${encodeURIComponent(query)}`, { token }));
const storeSource = async (name_ar: string, name_en: string) =>
  expectShape(mutationSchema(records.sources), await upstream.request("/api/dashboard/sources/store", { token, form: { name_ar, name_en } }), 201).data;

describe("searchText and searchCondition", () => {
  it("normalise each value and join them so that a query cannot match across two fields", () => {
    expect(searchText(["أَحْمَد  الـعلي", null, "Ahmed ALI", 12])).toBe("احمد العلي\nahmed ali\n12");
    expect(searchCondition("sources", "  ")).toBeNull();
    expect(searchCondition("sources", undefined)).toBeNull();
    expect(searchCondition("sources", " مدرسة  ٥٠%_ ", { useIndex: false })).toMatchObject({
      sql: `${SEARCH_COLUMN} LIKE ? ESCAPE '\\'`,
      param: "%مدرسه 50\\%\\_%",
    });
    expect(searchCondition("sources", 'مدرسة "الأمل"')).toMatchObject({
      sql: "id IN (SELECT rowid FROM sources_search WHERE sources_search MATCH ?)",
      param: '"مدرسه ""الامل"""',
    });
    // Under three characters a trigram index cannot help: LIKE.
    expect(searchCondition("sources", "أَل")?.sql).toBe(`${SEARCH_COLUMN} LIKE ? ESCAPE '\\'`);
  });
});

describe("Arabic-aware list search", () => {
  // [stored, typed]: each pair must find the record both ways round.
  const pairs: readonly [string, string][] = [
    ["أحمد", "احمد"],
    ["مدرسة", "مدرسه"],
    ["مستشفى", "مستشفي"],
    ["إبراهيم", "ابراهيم"],
    ["آمنة", "امنه"],
    ["ٱلرحمن", "الرحمن"],
    ["مؤسسة", "موسسه"],
    ["هيئة", "هييه"],
    ["مُحَمَّد", "محمد"],
    ["أحمد", "احـــمد"],
    ["خالد العمري", "خالد   العمري"],
    ["فرع ١٢", "فرع 12"],
    ["Branch 12", "BRANCH ۱۲"],
  ];

  it.each(pairs)("a record stored as %s is found by %s, and the other way round", async (stored, typed) => {
    const tag = `tag${Math.random().toString(36).slice(2, 8)}`;
    const a = await storeSource(`${stored} ${tag}`, `one ${tag}`);
    const b = await storeSource(`${typed} ${tag}`, `two ${tag}`);
    for (const query of [typed, stored]) {
      const found = await findSources(`${query} ${tag}`);
      expect(found.data.map((row) => row.id).sort()).toEqual([a.id, b.id].sort());
      expect(found.meta.total).toBe(2);
    }
  });

  it("does not match across two fields, and takes LIKE wildcards literally", async () => {
    const tag = `tag${Math.random().toString(36).slice(2, 8)}`;
    await storeSource(`نهاية ${tag}`, `start ${tag}`);
    expect((await findSources(`${tag} start`)).meta.total).toBe(0);
    expect((await findSources(`${tag}`)).meta.total).toBe(1);
    // With another filter the count goes through the table rather than the index alone.
    for (const [active, total] of [
      ["1", 1],
      ["0", 0],
    ] as const) {
      const filtered = await upstream.request(`/api/dashboard/sources/all?is_active=${active}&name=${encodeURIComponent(`نهايه ${tag}`)}`, { token });
      expect(expectShape(sourcesList, filtered).meta.total).toBe(total);
    }
    expect((await findSources("%")).meta.total).toBe(0);
    expect((await findSources("_")).meta.total).toBe(0);
    expect((await findSources('"%_*')).meta.total).toBe(0);
    expect((await findSources(`${tag} OR start`)).meta.total).toBe(0);
  });

  it("finds the same rows through the trigram index as through a LIKE over the shadow column", () => {
    const queries = ["ال", "ا", "ي", "al", "ة", "a", "الر", "احمد", "مدرسه", "fuel", "Al-", "0", "05", "0555", "@example", "مركز", "ي ا", "ه"];
    for (const { table } of searchTables) {
      for (const query of queries) {
        const ids = (useIndex: boolean) => {
          const condition = searchCondition(table, query, { useIndex });
          return upstream.db.prepare(`SELECT id FROM ${table} WHERE ${condition?.sql} ORDER BY id`).pluck().all(condition?.param);
        };
        expect(ids(true), `${table}: ${query}`).toEqual(ids(false));
      }
    }
  });

  it("applies to every resource's list, over its searched fields", async () => {
    const mangle = (value: string) =>
      // Tatweel and a fatha after every Arabic letter, Latin upper-cased, spaces doubled.
      value
        .replace(/([\u0621-\u064A])/g, "$1\u0640\u064E")
        .toUpperCase()
        .replace(/ /g, "  ");
    for (const name of resourceNames) {
      const page = await upstream.request(`/api/dashboard/${name}/all?per_page=1`, { token });
      const first = (page.body as { data: Record<string, unknown>[] }).data[0];
      expect(first, name).toBeDefined();
      const column = resourceContracts[name].search.find((c) => typeof first?.[c] === "string" && first[c] !== "");
      expect(column, name).toBeDefined();
      const query = mangle(String(first?.[column ?? ""]));
      const found = await upstream.request(`/api/dashboard/${name}/all?per_page=100&name=${encodeURIComponent(query)}`, { token });
      const ids = (found.body as { data: { id: number }[] }).data.map((row) => row.id);
      expect(ids, `${name}: ${query}`).toContain(first?.id);
    }
  });

  it("keeps the shadow column in step on update: the old name is no longer found, the new one is", async () => {
    const tag = `tag${Math.random().toString(36).slice(2, 8)}`;
    const source = await storeSource(`مكتبة ${tag}`, `Library ${tag}`);
    expect((await findSources(`مكتبه ${tag}`)).data.map((row) => row.id)).toEqual([source.id]);
    const renamed = await upstream.request(`/api/dashboard/sources/update/${source.id}`, {
      token,
      form: { _method: "PUT", name_ar: `مدرسة ${tag}`, name_en: `School ${tag}` },
    });
    expect(renamed.status).toBe(200);
    expect((await findSources(`مكتبه ${tag}`)).meta.total).toBe(0);
    expect((await findSources(`library ${tag}`)).meta.total).toBe(0);
    expect((await findSources(`مدرسه ${tag}`)).data.map((row) => row.id)).toEqual([source.id]);
    expect((await findSources(`school ${tag}`)).data.map((row) => row.id)).toEqual([source.id]);
  });

  it("keeps the shadow column in step when other code writes the table directly", async () => {
    const tag = `tag${Math.random().toString(36).slice(2, 8)}`;
    const source = await storeSource(`قديم ${tag}`, `Old ${tag}`);
    upstream.db.prepare("UPDATE sources SET name_ar = ? WHERE id = ?").run(`جديدة ${tag}`, source.id);
    expect((await findSources(`جديده ${tag}`)).data.map((row) => row.id)).toEqual([source.id]);
    expect((await findSources(`قديم ${tag}`)).meta.total).toBe(0);
    // A write that touches no searched column leaves the shadow column as it was.
    upstream.db.prepare("UPDATE sources SET is_active = 0 WHERE id = ?").run(source.id);
    expect((await findSources(`جديده ${tag}`)).meta.total).toBe(1);
    const deleted = await upstream.request(`/api/dashboard/sources/delete/${source.id}`, { token, method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await findSources(`جديده ${tag}`)).meta.total).toBe(0);
  });

  it("leaves every index consistent with its table after the writes above", () => {
    for (const { table } of searchTables) {
      expect(() => upstream.db.prepare(`INSERT INTO ${table}_search (${table}_search, rank) VALUES ('integrity-check', 1)`).run(), table).not.toThrow();
    }
  });

  it("fills the shadow column for every seeded row of every searchable table (empty for records in the bin)", () => {
    expect(searchTables.map((entry) => entry.table).sort()).toEqual(resourceNames.map((name) => definitions[name].table).sort());
    for (const { table, columns } of searchTables) {
      const rows = upstream.db.prepare(`SELECT ${columns.join(", ")}, ${SEARCH_COLUMN} AS shadow, deleted_at FROM ${table}`).all() as Record<string, unknown>[];
      for (const row of rows) expect(row.shadow, table).toBe(row.deleted_at === null ? searchText(columns.map((column) => row[column])) : "");
    }
  });
});

describe("migration", () => {
  it("adds the shadow column to an existing database, fills it, and keeps it in step afterwards", () => {
    const dir = mkdtempSync(join(tmpdir(), "lawha-search-migration-"));
    const file = join(dir, "old.sqlite");
    try {
      // A database from before the shadow column existed.
      const old = new DatabaseSync(file);
      old.exec(`CREATE TABLE sources (id INTEGER PRIMARY KEY, name_ar TEXT NOT NULL, name_en TEXT NOT NULL,
        is_active INTEGER NOT NULL DEFAULT 1, created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`);
      old.prepare("INSERT INTO sources (name_ar, name_en, created_at, updated_at) VALUES (?, ?, 'x', 'x')").run("مستشفى الأمل", "Al-Amal Hospital");
      old.close();

      const db = openDatabase(file);
      const shadow = () => db.prepare(`SELECT ${SEARCH_COLUMN} FROM sources WHERE id = 1`).pluck().get();
      expect(shadow()).toBe("مستشفي الامل\nal-amal hospital");
      db.prepare("UPDATE sources SET name_en = 'Hope' WHERE id = 1").run();
      expect(shadow()).toBe("مستشفي الامل\nhope");
      expect(db.prepare("SELECT rowid FROM sources_search WHERE sources_search MATCH ?").pluck().all('"hope"')).toEqual([1]);

      // A value left stale (written under another list of searched columns) is computed again.
      db.prepare(`UPDATE sources SET ${SEARCH_COLUMN} = 'stale' WHERE id = 1`).run();
      db.prepare("DELETE FROM search_columns WHERE tbl = 'sources'").run();
      db.close();
      const reopened = openDatabase(file);
      expect(reopened.prepare(`SELECT ${SEARCH_COLUMN} FROM sources WHERE id = 1`).pluck().get()).toBe("مستشفي الامل\nhope");
      expect(reopened.prepare("SELECT rowid FROM sources_search WHERE sources_search MATCH ?").pluck().all('"مستشفي"')).toEqual([1]);
      expect(() => reopened.prepare("INSERT INTO sources_search (sources_search, rank) VALUES ('integrity-check', 1)").run()).not.toThrow();
      expect(reopened.prepare("SELECT COUNT(*) FROM clients").pluck().get()).toBe(0);
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
