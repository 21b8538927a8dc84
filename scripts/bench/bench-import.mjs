#!/usr/bin/env node
// Importing rows from a file (`npm run bench:import`), against the reference upstream on a
// throw-away database and the built dashboard (run `npx remix vite:build` first):
// 1. the preview of BENCH_IMPORT_ROWS (default 10,000) branches, a Windows-1256 file with
//    semicolons, timed from the upload to the preview's page (goal ≤ 3 s);
// 2. "Import", timed until the result page says it is done (goal ≤ 20 s), with the counts;
// 3. the same file again: nothing new stored (every row "already there").
// Ports: BENCH_UPSTREAM_PORT (default 4318), BENCH_DASHBOARD_PORT (default 3318). Prints each
// figure beside its goal with "met" / "NOT MET"; removes its folder, also on failure.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { header, login } from "./login.mjs";
import { startDashboard, startUpstream, waitFor } from "./servers.mjs";

const UP = Number(process.env.BENCH_UPSTREAM_PORT ?? 4318);
const DASH = Number(process.env.BENCH_DASHBOARD_PORT ?? 3318);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const GOALS = { preview: 3, import: 20 };
const base = `http://127.0.0.1:${DASH}`;
const verdict = (ok) => (ok ? "met" : "NOT MET");
/** A page's visible text (its scripts carry the whole dictionary, whose words would match too). */
const shown = (html) => html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");

/** Windows-1256 bytes of a text (Arabic Excel's CSV): the decoder's own table, inverted. */
function windows1256(text) {
  const table = new Map();
  const decoded = new TextDecoder("windows-1256").decode(Uint8Array.from({ length: 256 }, (_, i) => i));
  [...decoded].forEach((char, byte) => table.set(char, byte));
  return Buffer.from([...text].map((char) => table.get(char) ?? 0x3f));
}

function file(rows, run) {
  const lines = ["الاسم (عربي);الاسم (إنجليزي);المدينة;الجوال;مفعّل"];
  for (let i = 1; i <= rows; i++) lines.push(`فرع ${run} رقم ${i};Branch ${run} no. ${i};جدة;05${String(10000000 + i).slice(-8)};نعم`);
  return windows1256(`${lines.join("\r\n")}\r\n`);
}

const dir = mkdtempSync(path.join(tmpdir(), "lawha-bench-import-"));
const children = [];
try {
  children.push(startUpstream({ port: UP, dir }));
  children.push(startDashboard({ port: DASH, apiUrl: `http://127.0.0.1:${UP}`, env: { USER_POST_LIMIT: "5000", LAWHA_DATA_DIR: dir } }));
  await waitFor(`http://127.0.0.1:${UP}/api/health`);
  await waitFor(`${base}/login`);
  const cookies = header(await login(base));
  const page = await (await fetch(`${base}/en/branches/import`, { headers: { Cookie: cookies } })).text();
  const csrf = /name="csrf" value="([^"]*)"/.exec(page)?.[1];
  if (!csrf) throw new Error("no import page (is the build current?)");
  const run = Date.now().toString(36);
  const bytes = file(ROWS, run);

  const form = new FormData();
  form.set("csrf", csrf);
  form.set("file", new Blob([bytes]), "branches.csv");
  let started = performance.now();
  const upload = await fetch(`${base}/en/branches/import`, { method: "POST", body: form, headers: { Cookie: cookies, Origin: base }, redirect: "manual" });
  const preview = upload.headers.get("location");
  if (upload.status !== 302 || !preview) throw new Error(`upload: ${upload.status} ${(await upload.text()).slice(0, 300)}`);
  const previewHtml = shown(await (await fetch(`${base}${preview}`, { headers: { Cookie: cookies } })).text());
  const previewSeconds = (performance.now() - started) / 1000;
  const ready = /Ready: (\d[\d,]*)/.exec(previewHtml)?.[1];

  const result = async () => {
    const body = new URLSearchParams({ csrf });
    const start = performance.now();
    const res = await fetch(`${base}${preview}`, { method: "POST", body, headers: { Cookie: cookies, Origin: base }, redirect: "manual" });
    if (res.status !== 302) throw new Error(`import: ${res.status}`);
    for (;;) {
      const html = shown(await (await fetch(`${base}${preview}`, { headers: { Cookie: cookies } })).text());
      if (/Import finished|stopped before/.test(html)) {
        const count = (label) => /(\d[\d,]*)/.exec(new RegExp(`${label}: ([\\d,]+)`).exec(html)?.[1] ?? "")?.[1] ?? "?";
        return { seconds: (performance.now() - start) / 1000, added: count("Added"), already: count("Already there"), refused: count("Refused") };
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const first = await result();
  // The same file again, through a new preview: every row is already there.
  started = performance.now();
  const again = await fetch(`${base}/en/branches/import`, { method: "POST", body: form, headers: { Cookie: cookies, Origin: base }, redirect: "manual" });
  const againAt = again.headers.get("location");
  const second = againAt
    ? await (async () => {
        const body = new URLSearchParams({ csrf });
        await fetch(`${base}${againAt}`, { method: "POST", body, headers: { Cookie: cookies, Origin: base }, redirect: "manual" });
        for (;;) {
          const html = shown(await (await fetch(`${base}${againAt}`, { headers: { Cookie: cookies } })).text());
          if (/Import finished/.test(html))
            return {
              added: /Added: ([\d,]+)/.exec(html)?.[1],
              already: /Already there: ([\d,]+)/.exec(html)?.[1],
              seconds: (performance.now() - started) / 1000,
            };
          await new Promise((r) => setTimeout(r, 200));
        }
      })()
    : null;

  console.log(`\nImport of ${ROWS.toLocaleString("en")} branches (Windows-1256, semicolons) through the dashboard\n`);
  console.log(
    `preview (upload → preview page)   ${previewSeconds.toFixed(2)} s   goal ≤ ${GOALS.preview} s   ${verdict(previewSeconds <= GOALS.preview)}   (ready: ${ready})`,
  );
  console.log(
    `import (start → done)             ${first.seconds.toFixed(2)} s   goal ≤ ${GOALS.import} s   ${verdict(first.seconds <= GOALS.import && first.added === ROWS.toLocaleString("en"))}   (added ${first.added}, already there ${first.already}, refused ${first.refused})`,
  );
  if (second)
    console.log(
      `the same file again               ${second.seconds.toFixed(2)} s   added ${second.added}, already there ${second.already}   ${verdict(second.added === "0")}`,
    );
} finally {
  for (const child of children) child.kill();
  rmSync(dir, { recursive: true, force: true });
}
