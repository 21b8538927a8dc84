/**
 * "Import": a preview's ready rows written upstream as ordinary creates, in the background of this
 * process. Each row carries an idempotency key (a hash of the area and its values), so the same rows
 * imported twice, from the same file or another, are stored once. Rows go by batches through the
 * optional `store-many` extension (contract/store-many.ts); an upstream without it gets one `store`
 * per row, a few at a time.
 */
import pMap from "p-map";
import { mutationSchema, records } from "../../../contract/schemas";
import { storeManyResultSchema } from "../../../contract/store-many";
import type { ApiFailure, FieldErrors, Upstream } from "~/server/api.server";
import { toUpstreamBody } from "../form.server";
import type { Entity } from "../types";
import { toFormData, type Reason } from "./columns.server";
import type { ImportJob, ReadyRow, RefusedRow } from "./jobs.server";
import { running, save } from "./jobs.server";
import { rowKey, upstreamFields } from "./key.server";

/** Rows in one `store-many` request, and such requests in flight at once. */
const BATCH = 200;
const BATCHES_AT_ONCE = 2;
/** Single creates in flight at once, against an upstream without `store-many`. */
const SINGLES_AT_ONCE = 8;

/** A failure's words as a key where the dashboard has them, else the upstream's own. */
function failureReason(result: Pick<ApiFailure, "kind" | "message">): string {
  const keys: Partial<Record<ApiFailure["kind"], string>> = {
    timeout: "errors.upstreamTimeout",
    unavailable: "errors.upstreamDown",
    bad_response: "errors.upstreamBadResponse",
    unauthorized: "auth.sessionExpired",
  };
  return keys[result.kind] ?? result.message;
}

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * Starts writing a preview's ready rows upstream, in the background: the request that started it
 * returns at once, and leaving the page does not stop it. An upstream 422 refuses that row only;
 * an ended session stops the import (what was sent stays, and importing again skips it).
 */
export function startImport(d: Entity, job: ImportJob, api: Upstream, { withLikely = false }: { withLikely?: boolean } = {}): void {
  if (running.has(job.id) || (job.state !== "preview" && job.state !== "stopped")) return;
  // The likely duplicates the staff member chose to import too join the rows to send.
  if (withLikely && job.likely.length) {
    job.ready = [...job.ready, ...job.likely.map(({ order: _order, ...row }) => row)].sort((a, b) => a.line - b.line);
    job.likely = [];
  }
  // A stopped import starts again from its first row: the rows already stored answer "already there".
  job.refused = job.refused.slice(0, job.previewRefused);
  Object.assign(job, { state: "running", done: 0, imported: 0, already: 0, failed: 0, startedAt: Date.now(), finishedAt: null, stopReason: null });
  running.set(job.id, job);
  const refusedNow: RefusedRow[] = [];
  const body = (row: ReadyRow) => toUpstreamBody(d.fields, "create", toFormData(row.values));

  const stored = (status: number | undefined) => {
    if (status === 200) job.already++;
    else job.imported++;
    job.done++;
  };
  const refuse = (row: ReadyRow, fieldErrors: FieldErrors, message: string) => {
    const reasons: Reason[] = Object.entries(fieldErrors).flatMap(([field, messages]) => messages.map((m) => ({ field, message: m })));
    refusedNow.push({ line: row.line, cells: row.cells, reasons: reasons.length ? reasons : [{ message }] });
    job.failed++;
    job.done++;
  };

  const single = async (row: ReadyRow) => {
    if (job.stopReason) return;
    const schema = mutationSchema(records[d.resource]);
    const result = await api.send("POST", `dashboard/${d.resource}/store`, body(row), schema, {
      idempotencyKey: rowKey(d.area, upstreamFields(d, row.values)),
    });
    if (result.ok) stored(result.status);
    else if (result.kind === "unauthorized") job.stopReason = failureReason(result);
    else refuse(row, result.fieldErrors, failureReason(result));
  };

  /** One batch through `store-many`; false when the upstream does not offer it. */
  const batch = async (rows: ReadyRow[]): Promise<boolean> => {
    if (job.stopReason) return true;
    const payload = {
      rows: rows.map((row) => {
        const fields = upstreamFields(d, row.values);
        return { key: rowKey(d.area, fields), fields };
      }),
    };
    const result = await api.send("POST", `dashboard/${d.resource}/store-many`, payload, storeManyResultSchema, { json: true });
    if (!result.ok) {
      if (result.kind === "not_found" || result.status === 405) return false;
      if (result.kind === "unauthorized") job.stopReason = failureReason(result);
      else for (const row of rows) refuse(row, {}, failureReason(result));
      return true;
    }
    rows.forEach((row, i) => {
      const outcome = result.data.data[i];
      if (!outcome) refuse(row, {}, "errors.upstreamBadResponse");
      else if ("id" in outcome) stored(outcome.status);
      else refuse(row, outcome.errors ?? {}, outcome.message);
    });
    return true;
  };

  const run = async () => {
    const [first = [], ...rest] = chunks(job.ready, BATCH);
    if (await batch(first)) await pMap(rest, batch, { concurrency: BATCHES_AT_ONCE });
    else await pMap(job.ready, single, { concurrency: SINGLES_AT_ONCE });
  };
  void run()
    .catch((error: unknown) => {
      job.stopReason = error instanceof Error ? error.message : String(error);
    })
    .finally(async () => {
      job.refused = [...job.refused, ...refusedNow.sort((a, b) => a.line - b.line)];
      job.state = job.stopReason ? "stopped" : "done";
      job.finishedAt = Date.now();
      try {
        await save(job);
      } catch (error) {
        // A full disk or a removed folder loses the job's record, never the server: an
        // unhandled rejection would end the process.
        console.error(`[import] ${job.id}: the finished job could not be saved`, error);
      } finally {
        running.delete(job.id);
      }
    });
}
