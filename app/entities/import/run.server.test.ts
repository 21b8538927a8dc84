import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiResult, Upstream } from "~/server/api.server";
import { serverT } from "~/server/i18next.server";
import { sources } from "../definitions/sources";
import { findJob, previewFile, refusedCsv, running, type ImportJob } from "./jobs.server";
import { startImport } from "./run.server";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "lawha-import-run-"));
  process.env.LAWHA_DATA_DIR = dir;
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.LAWHA_DATA_DIR;
});

const file = (text: string) => ({ name: "x.csv", bytes: new TextEncoder().encode(text) });

/** What the fake upstream answers for one row: 201 new, 200 already there, or a 422. */
function outcome(name: string | undefined): { status: 200 | 201 } | { status: 422; errors: Record<string, string[]> } {
  if (name === "refused") return { status: 422, errors: { name_en: ["This name is taken."] } };
  return { status: name === "old" ? 200 : 201 };
}

const offersMany = {
  send: async (_method: string, path: string, body: { rows: Array<{ key: string; fields: Record<string, string> }> }) => {
    expect(path).toBe("dashboard/sources/store-many");
    const data = body.rows.map((row, i) => {
      const o = outcome(row.fields.name_en);
      return "errors" in o ? { key: row.key, status: 422, message: "taken", errors: o.errors } : { key: row.key, status: o.status, id: i + 1 };
    });
    return { ok: true, status: 200, data: { data } } satisfies ApiResult<unknown>;
  },
} as unknown as Upstream;

const storesOneByOne = {
  send: async (_method: string, path: string, body: FormData) => {
    if (path.endsWith("/store-many")) return { ok: false, kind: "not_found", status: 404, message: "no", fieldErrors: {} };
    const o = outcome(body.get("name_en")?.toString());
    if ("errors" in o) return { ok: false, kind: "validation", status: 422, message: "taken", fieldErrors: o.errors };
    return { ok: true, status: o.status, data: { message: "ok", data: {} } };
  },
} as unknown as Upstream;

describe.each([
  ["in batches (store-many)", offersMany],
  ["one row at a time (an upstream without store-many)", storesOneByOne],
])("the import, %s", (_, api) => {
  it("counts new and already stored rows, and refuses only the row the upstream refuses", async () => {
    const result = await previewFile(sources, file("name_ar,name_en\nجديد,new\nقديم,old\nمرفوض,refused\n"), "en", { ar: {}, en: {} }, 1);
    if (!result.ok) throw new Error(result.message);
    startImport(sources, result.job, api);
    // Done and saved: a job leaves the running ones once its file is written.
    const done = await waitUntil(
      () => findJob(result.job.id, "sources", 1),
      (job) => job?.state === "done" && !running.has(job.id),
    );
    expect(done).toMatchObject({ imported: 1, already: 1, failed: 1, done: 3 });
    expect(done!.refused).toEqual([{ line: 4, cells: ["مرفوض", "refused"], reasons: [{ field: "name_en", message: "This name is taken." }] }]);
    expect(refusedCsv(sources, done!, serverT("en"), "en")).toBe("\uFEFFname_ar,name_en,Reason,Row\r\nمرفوض,refused,Name (English): This name is taken.,4\r\n");
    expect(refusedCsv(sources, done!, serverT("ar"), "ar")).toBe(
      "\uFEFFname_ar,name_en,السبب,الصف\r\nمرفوض,refused,الاسم (إنجليزي): This name is taken.,4\r\n",
    );
  });
});

describe("a finished import that cannot be saved", () => {
  it("is logged and leaves the running jobs; the server goes on (no unhandled rejection)", async () => {
    const result = await previewFile(sources, file("name_ar,name_en\nجديد,new\n"), "en", { ar: {}, en: {} }, 1);
    if (!result.ok) throw new Error(result.message);
    // The jobs' folder becomes a file: every save from now on fails.
    const imports = path.join(dir, "imports");
    rmSync(imports, { recursive: true, force: true });
    writeFileSync(imports, "not a folder");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      startImport(sources, result.job, offersMany);
      await waitUntil(
        async () => (running.has(result.job.id) ? result.job : null),
        (job) => job === null,
      );
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("could not be saved"), expect.anything());
    } finally {
      logged.mockRestore();
      rmSync(imports, { force: true });
    }
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
