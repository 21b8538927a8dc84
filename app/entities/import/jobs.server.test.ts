import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { branches } from "../definitions/branches";
import { sources } from "../definitions/sources";
import { findJob, MAX_ROWS, previewFile } from "./jobs.server";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "lawha-import-"));
  process.env.LAWHA_DATA_DIR = dir;
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.LAWHA_DATA_DIR;
});

const none = { ar: {}, en: {} };
const file = (text: string) => ({ name: "x.csv", bytes: new TextEncoder().encode(text) });

describe("the preview of a file", () => {
  it("is refused whole when a required column is missing, before any row", async () => {
    const result = await previewFile(sources, file("name_ar,notes\nأ,b\n"), "en", none, 1);
    expect(result).toEqual({ ok: false, message: "A required column is missing from the file: Name (English). No row was read." });
  });

  it("is refused whole above the row limit", async () => {
    expect(MAX_ROWS).toBe(20_000);
    const rows = Array.from({ length: 1001 }, (_, i) => `أ${i},b${i}`);
    const result = await previewFile(sources, file(["name_ar,name_en", ...rows].join("\n")), "ar", none, 1, { maxRows: 1000 });
    expect(result).toEqual({ ok: false, message: "في الملف أكثر من 1,000 صف: قسّمه إلى ملفات أصغر." });
    expect(await previewFile(sources, file(["name_ar,name_en", ...rows.slice(1)].join("\n")), "ar", none, 1, { maxRows: 1000 })).toMatchObject({ ok: true });
  });

  it("is kept for the user who uploaded it, and no one else", async () => {
    const result = await previewFile(sources, file("name_ar,name_en\nأ,b\n,c\n"), "en", none, 7);
    if (!result.ok) throw new Error(result.message);
    expect(result.job).toMatchObject({ ready: [{ line: 2 }], refused: [{ line: 3, reasons: [{ field: "name_ar", message: "validation.required" }] }] });
    expect(await findJob(result.job.id, "sources", 7)).toMatchObject({ id: result.job.id, state: "preview" });
    expect(await findJob(result.job.id, "sources", 8)).toBeNull();
    expect(await findJob(result.job.id, "branches", 7)).toBeNull();
    expect(await findJob("../../etc/passwd", "sources", 7)).toBeNull();
  });

  it("names a row that repeats an earlier one, the same once stored (a phone without its leading zero included)", async () => {
    const result = await previewFile(
      branches,
      file("name_ar,name_en,phone\nأ,a,0501234567\nب,b,\nأ,a,501234567\nأ,a,+966 50 123 4567\nب,b,\nأ,a,0551234567\n"),
      "ar",
      none,
      1,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.job.ready.map((r) => r.line)).toEqual([2, 3, 7]);
    expect(result.job.repeated).toEqual([
      { line: 4, of: 2 },
      { line: 5, of: 2 },
      { line: 6, of: 3 },
    ]);
  });
});
