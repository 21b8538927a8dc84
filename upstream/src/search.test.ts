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
import { matchRank, SEARCH_COLUMN, searchCondition, searchTables, searchText } from "./search";

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
    // A phone adds its digit forms, each on its own line; a text column with digits does not.
    expect(searchText(["أحمد", "+966501234567", "0501234567"], "tpt")).toBe("احمد\n+966501234567\n966501234567\n0501234567\n501234567\n0501234567");
    expect(searchText([null, "0551234567"], "tp")).toBe("0551234567\n966551234567\n551234567");
    expect(searchTables.find((entry) => entry.table === "orders")).toMatchObject({ columns: ["name", "email", "mobile"], kinds: "ttp" });
    expect(searchTables.find((entry) => entry.table === "branches")?.kinds).toBe("tttpt");
    expect(searchCondition("sources", "  ")).toBeNull();
    expect(searchCondition("sources", undefined)).toBeNull();
    expect(searchCondition("sources", " مدرسة  ٥٠%_ ", { useIndex: false })).toMatchObject({
      sql: `(${SEARCH_COLUMN} LIKE ? ESCAPE '\\')`,
      params: ["%مدرسه 50\\%\\_%"],
    });
    expect(searchCondition("sources", 'مدرسة "الأمل"')).toMatchObject({
      sql: "id IN (SELECT rowid FROM sources_search WHERE sources_search MATCH ?)",
      params: ['"مدرسه ""الامل"""'],
    });
    // Under three characters a trigram index cannot help: LIKE.
    expect(searchCondition("sources", "أَل")?.sql).toBe(`(${SEARCH_COLUMN} LIKE ? ESCAPE '\\')`);
    // A phone-shaped query is looked for as typed or by its digits.
    expect(searchCondition("orders", "٠٥٠ ١٢٣ ٤٥٦٧")).toMatchObject({ params: ['"050 123 4567" OR "501234567"'] });
    expect(searchCondition("orders", "050 123 4567", { useIndex: false })).toMatchObject({
      sql: `(${SEARCH_COLUMN} LIKE ? ESCAPE '\\' OR ${SEARCH_COLUMN} LIKE ? ESCAPE '\\')`,
      params: ["%050 123 4567%", "%501234567%"],
    });
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
    const queries = [
      "ال",
      "ا",
      "ي",
      "al",
      "ة",
      "a",
      "الر",
      "احمد",
      "مدرسه",
      "fuel",
      "Al-",
      "0",
      "05",
      "0555",
      "@example",
      "مركز",
      "ي ا",
      "ه",
      "+966 5",
      "050 12",
      "9665",
    ];
    for (const { table } of searchTables) {
      for (const query of queries) {
        const ids = (useIndex: boolean) => {
          const condition = searchCondition(table, query, { useIndex });
          return upstream.db
            .prepare(`SELECT id FROM ${table} WHERE ${condition?.sql} ORDER BY id`)
            .pluck()
            .all(...(condition?.params ?? []));
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
    for (const { table, columns, kinds } of searchTables) {
      const rows = upstream.db.prepare(`SELECT ${columns.join(", ")}, ${SEARCH_COLUMN} AS shadow, deleted_at FROM ${table}`).all() as Record<string, unknown>[];
      for (const row of rows)
        expect(row.shadow, table).toBe(
          row.deleted_at === null
            ? searchText(
                columns.map((column) => row[column]),
                kinds,
              )
            : "",
        );
    }
  });
});

describe("the caller is found by the number they give", () => {
  // The six ways a caller gives the number stored as +9665XXXXXXXX.
  const spellings = (nsn: string) => {
    const national = `0${nsn}`;
    const eastern = national.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const spaced = `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
    const international = `+966 ${nsn.slice(0, 2)} ${nsn.slice(2, 5)} ${nsn.slice(5)}`;
    return [national, eastern, spaced, international, `966${nsn}`, nsn];
  };
  const freshNumber = () => `5${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const ids = async (resource: string, query: string) =>
    (
      (await upstream.request(`/api/dashboard/${resource}/all?per_page=100&name=${encodeURIComponent(query)}`, { token })).body as { data: { id: number }[] }
    ).data.map((row) => row.id);

  it("finds an order, a branch and a client by any of the six spellings, whether the phone was stored in E.164 or national form", async () => {
    const lookups = (await upstream.request("/api/dashboard/pages/lookups", { token })).body as { data: { services: { id: number }[] } };
    const service_id = String(lookups.data.services[0]!.id);
    const [orderNsn, nationalNsn, branchNsn, clientNsn] = [freshNumber(), freshNumber(), freshNumber(), freshNumber()];
    const stored = async (resource: string, form: Record<string, string>) => {
      const response = await upstream.request(`/api/dashboard/${resource}/store`, { token, form });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return (response.body as { data: { id: number } }).data.id;
    };
    const records: Array<[string, number, string]> = [
      ["orders", await stored("orders", { title: "mr", name: "عميل هاتف", mobile: `+966${orderNsn}`, service_id }), orderNsn],
      // An upstream that stored a number as it was typed (national form) finds it the same way.
      ["orders", await stored("orders", { title: "ms", name: "عميلة هاتف", mobile: `0${nationalNsn}`, service_id }), nationalNsn],
      ["branches", await stored("branches", { name_ar: "فرع الهاتف", name_en: "Phone branch", phone: `+966${branchNsn}` }), branchNsn],
      [
        "profile",
        await stored("profile", { title: "mr", name: "عميل", email: `c${branchNsn}@example.com`, phone: `+966${clientNsn}`, password: "Secret#2024" }),
        clientNsn,
      ],
    ];
    for (const [resource, id, nsn] of records) {
      for (const query of spellings(nsn)) expect(await ids(resource, query), `${resource}: ${query}`).toEqual([id]);
      // A number still being typed, with its national prefix or its country code, finds it too.
      expect(await ids(resource, `0${nsn.slice(0, 2)} ${nsn.slice(2, 5)}`), resource).toContain(id);
      expect(await ids(resource, `+966 ${nsn.slice(0, 2)} ${nsn.slice(2, 5)}`), resource).toContain(id);
    }
    // Another country's number with the same national digits is another number.
    expect(await ids("orders", `+971 ${orderNsn}`)).toEqual([]);
  });

  it("leaves Arabic text with digits to the text search", async () => {
    const tag = `tag${Math.random().toString(36).slice(2, 8)}`;
    const source = await storeSource(`فرع ١٢٣٤٥٦٧ ${tag}`, `Branch ${tag}`);
    expect((await findSources(`فرع 1234567 ${tag}`)).data.map((row) => row.id)).toEqual([source.id]);
    expect((await findSources(`1234567 ${tag}`)).data.map((row) => row.id)).toEqual([source.id]);
  });
});

describe("whole-word matches first", () => {
  it("matchRank: a whole word, then the start of a word, then inside one", () => {
    expect(matchRank("مكتب علي\nali", ["علي"])).toBe(0);
    expect(matchRank("العلي", ["علي"])).toBe(0);
    expect(matchRank("عليان", ["علي"])).toBe(1);
    expect(matchRank("الرياض", ["رياض"])).toBe(0);
    expect(matchRank("بعلي", ["علي"])).toBe(2);
    expect(matchRank("x", ["علي"])).toBe(3);
    // Later occurrences count: the best one wins.
    expect(matchRank("بعلي علي", ["علي"])).toBe(0);
    // Lines are fields: the end of a line ends a word.
    expect(matchRank("اخر\nعلي\nx", ["علي"])).toBe(0);
    // A needle end that is not a letter needs no boundary; the best of several needles wins.
    expect(matchRank("a@example.com", ["@example"])).toBe(0);
    expect(matchRank("a@examples.com", ["@example"])).toBe(1);
    expect(matchRank("+966501234567\n966501234567\n0501234567\n501234567", ["0501234567", "501234567"])).toBe(0);
  });

  it("orders a search without a sort by rank, then by id; an explicit sort wins", async () => {
    const letters = "بتثجحخدذرزسشصضطظعغفقكمن";
    const word = Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join("");
    const whole = await storeSource(`مكتب ${word}`, "one");
    const article = await storeSource(`ال${word}`, "two");
    const start = await storeSource(`${word}ي`, "three");
    const inside = await storeSource(`م${word}`, "four");
    const order = async (extra = "") =>
      expectShape(sourcesList, await upstream.request(`/api/dashboard/sources/all?per_page=10&name=${encodeURIComponent(word)}${extra}`, { token })).data.map(
        (row) => row.id,
      );
    expect(await order()).toEqual([article.id, whole.id, start.id, inside.id]);
    expect(await order("&dir=asc")).toEqual([whole.id, article.id, start.id, inside.id]);
    expect(await order("&sort=id")).toEqual([inside.id, start.id, article.id, whole.id]);
    expect(await order("&sort=name_en&dir=asc")).toEqual([inside.id, whole.id, start.id, article.id]);
    // Paging keeps the ranking.
    const second = expectShape(sourcesList, await upstream.request(`/api/dashboard/sources/all?per_page=2&page=2&name=${encodeURIComponent(word)}`, { token }));
    expect(second.data.map((row) => row.id)).toEqual([start.id, inside.id]);
    expect(second.meta.total).toBe(4);
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
  it("builds a phone's digit forms again for a database indexed by the previous version", () => {
    const dir = mkdtempSync(join(tmpdir(), "lawha-search-version-"));
    const file = join(dir, "v2.sqlite");
    try {
      const db = openDatabase(file);
      db.prepare("INSERT INTO branches (name_ar, name_en, phone, created_at, updated_at) VALUES ('فرع', 'Branch', '+966501234567', 'x', 'x')").run();
      // As the previous version left it: the phone as stored, no digit forms, under its signature.
      db.prepare(`UPDATE branches SET ${SEARCH_COLUMN} = 'فرع\nbranch\n+966501234567' WHERE id = 1`).run();
      db.prepare("UPDATE search_columns SET columns = '2:name_ar,name_en,email,phone,city' WHERE tbl = 'branches'").run();
      db.close();
      const reopened = openDatabase(file);
      expect(reopened.prepare(`SELECT ${SEARCH_COLUMN} FROM branches WHERE id = 1`).pluck().get()).toBe(
        "فرع\nbranch\n+966501234567\n966501234567\n0501234567\n501234567",
      );
      expect(reopened.prepare("SELECT rowid FROM branches_search WHERE branches_search MATCH ?").pluck().all('"0501234567"')).toEqual([1]);
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
