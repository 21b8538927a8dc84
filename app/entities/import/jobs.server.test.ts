import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Upstream } from "~/server/api.server";
import { serverT } from "~/server/i18next.server";
import { sources } from "../definitions/sources";
import { findJob, MAX_ROWS, previewFile, refusedCsv, rowKey, startImport, type ImportJob } from "./jobs.server";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "lawha-import-"));
  process.env.LAWHA_DATA_DIR = dir;
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.LAWHA_DATA_DIR;
});

const file = (text: string) => ({ name: "x.csv", bytes: new TextEncoder().encode(text) });

describe("the preview of a file", () => {
  it("is refused whole when a required column is missing, before any row", async () => {
    const result = await previewFile(sources, file("name_ar,notes\nأ,b\n"), "en", {}, 1);
    expect(result).toEqual({ ok: false, message: "A required column is missing from the file: Name (English). No row was read." });
  });

  it("is refused whole above the row limit", async () => {
    expect(MAX_ROWS).toBe(20_000);
    const rows = Array.from({ length: 1001 }, (_, i) => `أ${i},b${i}`);
    const result = await previewFile(sources, file(["name_ar,name_en", ...rows].join("\n")), "ar", {}, 1, 1000);
    expect(result).toEqual({ ok: false, message: "في الملف أكثر من 1,000 صف: قسّمه إلى ملفات أصغر." });
    expect(await previewFile(sources, file(["name_ar,name_en", ...rows.slice(1)].join("\n")), "ar", {}, 1, 1000)).toMatchObject({ ok: true });
  });

  it("is kept for the user who uploaded it, and no one else", async () => {
    const result = await previewFile(sources, file("name_ar,name_en\nأ,b\n,c\n"), "en", {}, 7);
    if (!result.ok) throw new Error(result.message);
    expect(result.job).toMatchObject({ ready: [{ line: 2 }], refused: [{ line: 3, reasons: ["Name (Arabic): This field is required."] }] });
    expect(await findJob(result.job.id, "sources", 7)).toMatchObject({ id: result.job.id, state: "preview" });
    expect(await findJob(result.job.id, "sources", 8)).toBeNull();
    expect(await findJob(result.job.id, "branches", 7)).toBeNull();
    expect(await findJob("../../etc/passwd", "sources", 7)).toBeNull();
  });
});

describe("the import key of a row", () => {
  it("is the same for the same area and values in any order, and differs otherwise", () => {
    const a = rowKey("sources", [
      ["name_ar", "أ"],
      ["name_en", "b"],
    ]);
    expect(
      rowKey("sources", [
        ["name_en", "b"],
        ["name_ar", "أ"],
      ]),
    ).toBe(a);
    expect(rowKey("branches", [["name_ar", "أ"]])).not.toBe(rowKey("sources", [["name_ar", "أ"]]));
    expect(a.length).toBeLessThanOrEqual(255);
  });
});

describe("the import", () => {
  it("counts new and already stored rows, and refuses only the row the upstream refuses", async () => {
    const result = await previewFile(sources, file("name_ar,name_en\nجديد,new\nقديم,old\nمرفوض,refused\n"), "en", {}, 1);
    if (!result.ok) throw new Error(result.message);
    const api = {
      send: async (_method: string, _path: string, body: FormData) => {
        const name = body.get("name_en");
        if (name === "refused") return { ok: false, kind: "validation", status: 422, message: "taken", fieldErrors: { name_en: ["This name is taken."] } };
        return { ok: true, status: name === "old" ? 200 : 201, data: { message: "ok", data: {} } };
      },
    } as unknown as Upstream;
    startImport(sources, result.job, api, serverT("en"));
    const done = await waitUntil(
      () => findJob(result.job.id, "sources", 1),
      (job) => job?.state === "done",
    );
    expect(done).toMatchObject({ imported: 1, already: 1, failed: 1, done: 3 });
    expect(done!.refused).toEqual([{ line: 4, cells: ["مرفوض", "refused"], reasons: ["Name (English): This name is taken."] }]);
    expect(refusedCsv(done!, serverT("en"))).toBe("\uFEFFname_ar,name_en,Reason,Row\r\nمرفوض,refused,Name (English): This name is taken.,4\r\n");
  });
});

async function waitUntil(read: () => Promise<ImportJob | null>, ok: (job: ImportJob | null) => boolean): Promise<ImportJob | null> {
  for (let i = 0; i < 200; i++) {
    const job = await read();
    if (ok(job)) return job;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error("the import did not end");
}
