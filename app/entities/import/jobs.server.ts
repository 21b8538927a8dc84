/**
 * Imports: a file becomes a preview (nothing written), kept on disk under the dashboard's data
 * directory for the user who uploaded it; "Import" then writes its ready rows upstream in the
 * background of this process (run.server.ts).
 */
import { randomUUID } from "node:crypto";
import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { CsvError, parse } from "csv-parse/sync";
import { serverT } from "~/server/i18next.server";
import type { TFunction } from "i18next";
import type { Locale } from "~/utils/i18n/locale";
import { csvLine } from "~/utils/csv";
import { formatNumber } from "~/utils/format";
import type { Entity } from "../types";
import { eitherLanguage, fieldLabels, fieldNames, looseText, matchColumns, reasonText, rowChecker, rowValues } from "./columns.server";
import type { ImportLookups, Reason } from "./columns.server";
import { importKey } from "./key.server";
import { decodeFile, detectSeparator, headerLine } from "./detect.server";

/** Rows a file may hold (its header aside). */
export const MAX_ROWS = 20_000;
/** How long a preview or a result is kept. */
const KEEP_MS = 7 * 24 * 3600 * 1000;

export interface ReadyRow {
  line: number;
  cells: string[];
  values: Array<[string, string]>;
}

export interface RefusedRow {
  line: number;
  cells: string[];
  /** Put into words when shown (reasonText); a plain string is shown as it is. */
  reasons: Array<Reason | string>;
}

/** A row of the file that repeats an earlier one (the same import key): left out, named. */
interface RepeatedRow {
  line: number;
  /** The file's row it repeats. */
  of: number;
}

/** A ready row that looks like an order already there: the same phone and service, lately. */
export interface LikelyRow extends ReadyRow {
  order: { id: number; created_at: string };
}

/**
 * The likely duplicates among a preview's ready rows, by their line; null when the upstream
 * cannot tell (it lacks the lookup).
 */
export type FindLikely = (rows: ReadyRow[]) => Promise<Map<number, LikelyRow["order"]> | null>;

type JobState = "preview" | "running" | "done" | "stopped";

export interface ImportJob {
  id: string;
  area: string;
  userId: number;
  createdAt: string;
  fileName: string;
  encoding: string;
  separator: string;
  header: string[];
  unknown: string[];
  ready: ReadyRow[];
  /** Refused by the preview (the form's rules) and then by the upstream (its 422). */
  refused: RefusedRow[];
  /** How many of `refused` the preview refused (the rest, the upstream). */
  previewRefused: number;
  /** Rows that repeat an earlier row of the file: never sent. */
  repeated: RepeatedRow[];
  /** Likely duplicates of existing records: left out unless the import is asked to take them. */
  likely: LikelyRow[];
  /** The area looks for likely duplicates and the upstream could not (the page says so). */
  likelyUnchecked: boolean;
  state: JobState;
  /** Ready rows sent so far, and how each ended. */
  done: number;
  imported: number;
  already: number;
  failed: number;
  startedAt: number | null;
  finishedAt: number | null;
  /** Why the import stopped before its end (the session ended). */
  stopReason: string | null;
}

export type PreviewResult = { ok: true; job: ImportJob } | { ok: false; message: string };

class StopReading extends Error {}

/** Where previews and results are kept: the dashboard's data directory. */
function importsDir(): string {
  return path.join(process.env.LAWHA_DATA_DIR ?? path.join(process.cwd(), "data"), "imports");
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Imports running in this process (their progress is read from here, the file is written at the end). */
export const running = new Map<string, ImportJob>();

/**
 * The preview of a file: decoded, its columns matched, each row checked by the add form's schema.
 * A missing required column, a file that cannot be read or too many rows is one message, before any row.
 */
export async function previewFile(
  d: Entity,
  file: { name: string; bytes: Uint8Array },
  locale: Locale,
  lookups: ImportLookups,
  userId: number,
  { maxRows = MAX_ROWS, findLikely }: { maxRows?: number; findLikely?: FindLikely } = {},
): Promise<PreviewResult> {
  const t = serverT(locale);
  const { encoding, text } = decodeFile(file.bytes);
  const names = fieldNames(d);
  const first = headerLine(text);
  if (!first.trim()) return { ok: false, message: t("import.empty") };
  const separator = detectSeparator(first, (cell) => names.has(looseText(cell)));
  const check = rowChecker(d, lookups);
  const choices = eitherLanguage(lookups);
  /** The first line of each import key: a later row with the same key repeats it. */
  const firstLine = new Map<string, number>();
  const job: ImportJob = {
    id: randomUUID(),
    area: d.area,
    userId,
    createdAt: new Date().toISOString(),
    fileName: file.name.slice(0, 200),
    encoding,
    separator,
    header: [],
    unknown: [],
    ready: [],
    refused: [],
    previewRefused: 0,
    repeated: [],
    likely: [],
    likelyUnchecked: false,
    state: "preview",
    done: 0,
    imported: 0,
    already: 0,
    failed: 0,
    startedAt: null,
    finishedAt: null,
    stopReason: null,
  };
  let match: ReturnType<typeof matchColumns> | null = null;
  let line = 0;
  let stop: string | null = null;
  const take = (record: string[]) => {
    line++;
    if (!match) {
      job.header = record.map((cell) => cell.trim());
      match = matchColumns(d, job.header, names);
      if (match.missing.length) {
        const label = fieldLabels(d, t);
        stop = t("import.missingColumns", { columns: match.missing.map((f) => label(f.name)).join(locale === "ar" ? "، " : ", ") });
      }
      job.unknown = match.unknown;
      return;
    }
    if (record.every((cell) => !cell.trim())) return;
    if (job.ready.length + job.refused.length + job.repeated.length >= maxRows) {
      stop = t("import.tooManyRows", { rows: formatNumber(maxRows, locale) });
      return;
    }
    const values = rowValues(match, record, choices);
    const result = check(values);
    if (!result.ok) return void job.refused.push({ line, cells: record, reasons: result.reasons });
    const key = importKey(d, values);
    const of = firstLine.get(key);
    if (of !== undefined) return void job.repeated.push({ line, of });
    firstLine.set(key, line);
    job.ready.push({ line, cells: record, values });
  };
  try {
    // One record at a time, each handed on and dropped (`on_record` returning null keeps nothing),
    // never an array of the whole file's cells; stopped at the first reason to refuse the file.
    parse(text, {
      delimiter: separator,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (record: string[]) => {
        if (stop) throw new StopReading();
        take(record);
        return null;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, message: t("import.unreadable", { line: line + 1 }) };
    if (!(error instanceof StopReading)) throw error;
  }
  if (stop) return { ok: false, message: stop };
  if (!match) return { ok: false, message: t("import.empty") };
  if (!job.ready.length && !job.refused.length && !job.repeated.length) return { ok: false, message: t("import.noRows") };
  job.previewRefused = job.refused.length;
  if (findLikely && job.ready.length) {
    const found = await findLikely(job.ready);
    if (!found) job.likelyUnchecked = true;
    else if (found.size) {
      job.likely = job.ready.flatMap((row) => {
        const order = found.get(row.line);
        return order ? [{ ...row, order }] : [];
      });
      job.ready = job.ready.filter((row) => !found.has(row.line));
    }
  }
  await save(job);
  void sweep();
  return { ok: true, job };
}

export async function save(job: ImportJob): Promise<void> {
  const dir = importsDir();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${job.id}.json`);
  // Written whole, then renamed: a reader never sees half a file.
  await writeFile(`${file}.tmp`, JSON.stringify(job), { mode: 0o600 });
  await rename(`${file}.tmp`, file);
}

/** Forgets previews and results older than a week. */
async function sweep(): Promise<void> {
  try {
    const dir = importsDir();
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      const info = await stat(file);
      if (Date.now() - info.mtimeMs > KEEP_MS) await unlink(file);
    }
  } catch {
    // Nothing to sweep.
  }
}

/** An import of this area, if it belongs to this user; null otherwise (the page is a 404). */
export async function findJob(id: string | undefined, area: string, userId: number): Promise<ImportJob | null> {
  if (!id || !ID.test(id)) return null;
  let job = running.get(id) ?? null;
  if (!job) {
    try {
      job = JSON.parse(await readFile(path.join(importsDir(), `${id}.json`), "utf8")) as ImportJob;
    } catch {
      return null;
    }
    // Started by a process that has since stopped: it may be imported again, safely (the keys).
    if (job.state === "running") job.state = "stopped";
    // A job written without these has none of them.
    job.repeated ??= [];
    job.likely ??= [];
    job.likelyUnchecked ??= false;
  }
  return job.area === area && job.userId === userId ? job : null;
}

/** The refused rows as a file to fix and import again: the file's own columns and a reason column. */
export function refusedCsv(d: Entity, job: ImportJob, t: TFunction, locale: Locale): string {
  const label = fieldLabels(d, t);
  const lines = [csvLine([...job.header, t("import.reasonColumn"), t("import.lineColumn")])];
  for (const row of job.refused) {
    const cells = job.header.map((_, i) => row.cells[i] ?? "");
    lines.push(csvLine([...cells, row.reasons.map((r) => reasonText(r, t, locale, label)).join("; "), String(row.line)]));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
