/**
 * The import pages' loaders and actions, for every area marked `import` in ENTITY_AREAS (areas.ts):
 * `/{area}/import` (upload), `/{area}/import/template` (a file to fill), `/{area}/import/{id}`
 * (preview, progress, result) and `/{area}/import/{id}/refused` (the refused rows). Each needs the
 * area's create permission, checked here in every loader and action.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import { guard } from "~/server/guard.server";
import { DEFAULT_LIMITS } from "~/server/multipart.server";
import { csvLine } from "~/utils/csv";
import { dayIn } from "~/utils/zone";
import { localizePath, requestPath, type Locale } from "~/utils/i18n/locale";
import { isRequired } from "../constraints";
import { loadLookups, neededLookups } from "../lookups.server";
import type { Lookups } from "../types";
import { entityByArea } from "../registry";
import type { Entity, FieldDef } from "../types";
import { permissionFor } from "../access.server";
import { importFields, isImportable } from "./areas";
import { fieldLabels, reasonText } from "./columns.server";
import { findJob, MAX_ROWS, previewFile, refusedCsv, type ImportJob } from "./jobs.server";
import { LIKELY_DAYS, likelyFinder } from "./likely.server";
import { startImport } from "./run.server";

/** A stop reason kept as a key of the dictionary. */
const KEY = /^(errors|auth)\.[A-Za-z]+$/;

/** An import file may be as large as any form body of the product. */
const MAX_IMPORT_BYTES = DEFAULT_LIMITS.maxBytes;
/** Refused rows shown on the page; the rest are in the file to download. */
const SHOWN_REFUSED = 100;

type Args = Pick<LoaderFunctionArgs, "request" | "params">;

/** The area of the address (the segment after the language), when it may be imported into. */
function importedEntity({ request, params }: Args): Entity {
  const segments = requestPath(request).split("/").filter(Boolean);
  const area = (params.lang ? segments[1] : segments[0])?.toLowerCase() ?? "";
  const d = entityByArea(area);
  // Only the import routes of the areas marked `import` lead here.
  if (!d || !isImportable(d)) throw data({ message: "Not found" }, { status: 404 });
  return d;
}

function guarded(args: Args) {
  const d = importedEntity(args);
  return { d, gate: guard(args, { permission: permissionFor(d, "create") }) };
}

/** The form's columns as the upload page lists them. */
function columnList(d: Entity, t: (key: string) => string) {
  return importFields(d).map((f) => ({ name: f.name, label: t(f.label), required: isRequired(f, "create") }));
}

export async function uploadLoader(args: LoaderFunctionArgs) {
  const { d, gate } = guarded(args);
  const { t } = await gate;
  return { area: d.area, titleKey: d.titleKey, columns: columnList(d, (k) => String(t(k))), maxRows: MAX_ROWS, maxMb: MAX_IMPORT_BYTES / 1024 / 1024 };
}

/** Upload → preview: the file read and checked, nothing written; then the preview's own page. */
export async function uploadAction(args: ActionFunctionArgs) {
  const d = importedEntity(args);
  const { t, api, locale, user, form } = await guard(args, {
    permission: permissionFor(d, "create"),
    body: { files: "data", maxFileBytes: MAX_IMPORT_BYTES, maxBytes: MAX_IMPORT_BYTES + 64 * 1024, maxParts: 10 },
  });
  if (form.oversized.includes("file")) return data({ message: String(t("import.tooLarge", { size: MAX_IMPORT_BYTES / 1024 / 1024 })) }, { status: 400 });
  const file = form.formData.get("file");
  if (!(file instanceof File) || file.size === 0) return data({ message: String(t("import.noFile")) }, { status: 400 });
  // A cell may name a choice in either language, and a refusal lists the choices in both.
  const needed = neededLookups(d, "form");
  const [ar, en] = await Promise.all([loadLookups(api, "ar", needed), loadLookups(api, "en", needed)]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const result = await previewFile(d, { name: file.name, bytes }, locale, { ar, en }, user.id, { findLikely: likelyFinder(d, api) });
  if (!result.ok) return data({ message: result.message }, { status: 400 });
  throw redirect(localizePath(`/${d.area}/import/${result.job.id}`, locale));
}

/** Repeated and likely-duplicate rows shown on the page. */
const SHOWN_ROWS = 100;

/** What the preview, progress and result page shows (the rows themselves stay on the server), in the page's language. */
function summary(d: Entity, job: ImportJob, t: TFunction, locale: Locale) {
  const label = fieldLabels(d, t);
  const total = job.ready.length;
  const elapsed = job.startedAt ? (job.finishedAt ?? Date.now()) - job.startedAt : 0;
  const secondsLeft = job.state === "running" && job.done > 0 ? Math.max(1, Math.ceil(((total - job.done) * elapsed) / job.done / 1000)) : null;
  return {
    id: job.id,
    state: job.state,
    unknown: job.unknown,
    ready: total,
    refusedCount: job.refused.length,
    refused: job.refused.slice(0, SHOWN_REFUSED).map((r) => ({ line: r.line, reasons: r.reasons.map((reason) => reasonText(reason, t, locale, label)) })),
    repeatedCount: job.repeated.length,
    repeated: job.repeated.slice(0, SHOWN_ROWS),
    likelyCount: job.likely.length,
    likely: job.likely.slice(0, SHOWN_ROWS).map((row) => ({ line: row.line, order: row.order.id })),
    likelyUnchecked: job.likelyUnchecked,
    likelyDays: LIKELY_DAYS,
    done: job.done,
    imported: job.imported,
    already: job.already,
    failed: job.failed,
    secondsLeft,
    stopReason: job.stopReason && KEY.test(job.stopReason) ? String(t(job.stopReason)) : job.stopReason,
    startedAt: job.startedAt,
  };
}

async function jobOf(args: Args) {
  const { d, gate } = guarded(args);
  const g = await gate;
  const job = await findJob(args.params.id, d.area, g.user.id);
  if (!job) throw data({ message: String(g.t("errors.notFound")) }, { status: 404 });
  return { d, job, ...g };
}

export async function jobLoader(args: LoaderFunctionArgs) {
  const { d, job, t, locale } = await jobOf(args);
  return { area: d.area, titleKey: d.titleKey, job: summary(d, job, t, locale) };
}

/** "Import N rows": starts the background import and shows its progress at the same address. */
export async function jobAction(args: ActionFunctionArgs) {
  const d = importedEntity(args);
  const { api, locale, user, t, form } = await guard(args, { permission: permissionFor(d, "create"), body: {} });
  const job = await findJob(args.params.id, d.area, user.id);
  if (!job) throw data({ message: String(t("errors.notFound")) }, { status: 404 });
  startImport(d, job, api, { withLikely: form.formData.get("with_likely") === "on" });
  throw redirect(localizePath(`/${d.area}/import/${job.id}`, locale));
}

function csvResponse(body: string, name: string) {
  return new Response(body, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "no-store" },
  });
}

/** A file to fill: the form's labels in the page's language as headers, and one example row. */
export async function templateLoader(args: LoaderFunctionArgs) {
  const { d, gate } = guarded(args);
  const { t, api, locale } = await gate;
  const lookups = await loadLookups(api, locale, neededLookups(d, "form")).catch((): Lookups => ({}));
  const fields = importFields(d);
  const lines = [csvLine(fields.map((f) => String(t(f.label)))), csvLine(fields.map((f) => example(f, locale, lookups, (k) => String(t(k)))))];
  return csvResponse(`\uFEFF${lines.join("\r\n")}\r\n`, `${d.area}-template.csv`);
}

/** The refused rows, with a reason column, to fix and import again. */
export async function refusedLoader(args: LoaderFunctionArgs) {
  const { d, job, t, locale } = await jobOf(args);
  return csvResponse(refusedCsv(d, job, t, locale), `${d.area}-refused.csv`);
}

/** An example value the field's form would take. */
function example(f: FieldDef, locale: Locale, lookups: Lookups, t: (key: string) => string): string {
  const lang = f.name.endsWith("_ar") ? "ar" : f.name.endsWith("_en") ? "en" : locale;
  const words = lang === "ar" ? "مثال" : "Example";
  switch (f.widget) {
    case "phone":
      return "0501234567";
    case "email":
      return "name@example.com";
    case "url":
      return "https://example.com";
    case "int":
    case "number":
      return String(f.min ?? 1);
    case "date":
      return dayIn(Date.now());
    case "checkbox":
      return t("import.yes");
    case "title":
      return t("fields.mr");
    case "select":
      return (f.options && lookups[f.options]?.[0]?.label) || "";
    default:
      return words;
  }
}
