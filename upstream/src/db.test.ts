import { describe, expect, it } from "vitest";
import { openConnection } from "./db";
import { SEARCH_COLUMN } from "./search";

describe("a connection", () => {
  const db = openConnection(":memory:");

  it("binds a named parameter from its bare key, and refuses a key the statement does not have", () => {
    db.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL)");
    const id = Number(db.prepare("INSERT INTO notes (body) VALUES (@body)").run({ body: "ملاحظة" }).lastInsertRowid);
    expect(db.prepare("SELECT body FROM notes WHERE id = @id").pluck().get({ id })).toBe("ملاحظة");
    expect(() => db.prepare("INSERT INTO notes (body) VALUES (@body)").run({ body: "x", bdy: "typo" })).toThrow(/bdy/);
  });

  it("runs a transaction whole or not at all", () => {
    const count = () => db.prepare("SELECT COUNT(*) FROM notes").pluck().get();
    const before = count();
    const addTwo = db.transaction((fail: boolean) => {
      db.prepare("INSERT INTO notes (body) VALUES (?)").run("one");
      if (fail) throw new Error("stop");
      db.prepare("INSERT INTO notes (body) VALUES (?)").run("two");
    });
    expect(() => addTwo(true)).toThrow("stop");
    expect(count()).toBe(before);
    addTwo(false);
    expect(count()).toBe(Number(before) + 2);
  });

  it("has foreign keys on and the search function the triggers call", () => {
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(() => db.prepare("INSERT INTO role_permissions (role_id, permission) VALUES (999999, 'x')").run()).toThrow(/FOREIGN KEY/);
    const id = db
      .prepare("INSERT INTO sources (name_ar, name_en, created_at, updated_at) VALUES (?, ?, 'x', 'x')")
      .run("مستشفى الأمل", "Al-Amal Hospital").lastInsertRowid;
    expect(db.prepare(`SELECT ${SEARCH_COLUMN} FROM sources WHERE id = ?`).pluck().get(id)).toBe("مستشفي الامل\nal-amal hospital");
  });
});
