#!/usr/bin/env node
// `npm test`: every test, in order of cost — types, lint and format, unit and contract tests (Vitest), then the
// production build and the end-to-end tests (Playwright, real browser, real upstream, JavaScript
// on and off). The checks that need no build run side by side with the build, each one's output
// printed whole, in this order, once it and the ones before it are done. Ends with the ten
// slowest test files and one summary line.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
// Not test-results/: Playwright empties that folder when it starts.
const results = path.join(root, "reports");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const started = Date.now();
/** Seconds since `npm test` started, and a step's own seconds: where the run's time goes. */
const clock = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} (at ${clock(started)})`);
  const t = Date.now();
  const r = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${clock(t)}`);
  return r.status === 0;
}

/** Starts a step with its output held back; resolves to its title, output and whether it passed. */
function startStep(title, command, args) {
  return new Promise((resolve) => {
    const t = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => resolve({ title, ok: false, output: [Buffer.from(String(error))], took: clock(t) }));
    child.on("close", (code) => resolve({ title, ok: code === 0, output, took: clock(t) }));
  });
}

/** Runs steps side by side (2 cores: each one is mostly single-threaded); prints them in order. */
async function sideBySide(steps) {
  const running = steps.map(([title, command, args]) => startStep(title, command, args));
  const results = [];
  for (const next of running) {
    const r = await next;
    console.log(`\n=== ${r.title} (side by side, ${r.took})`);
    process.stdout.write(Buffer.concat(r.output));
    results.push(r.ok);
  }
  return results;
}

function counts(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

let ok = step("browser", process.execPath, ["scripts/test/browser.mjs", "--ensure"]);
// The shared rate-limit store of several instances is proven against a real Redis.
ok = step("redis", process.execPath, ["scripts/test/redis.mjs", "--ensure"]) && ok;
const [typesOk, lintOk, formatOk, unusedOk, unitOk, buildOk] = await sideBySide([
  ["typecheck", bin("tsc"), ["--noEmit"]],
  ["lint (eslint)", bin("eslint"), ["."]],
  ["format (prettier)", bin("prettier"), ["--check", "."]],
  ["unused files, exports and dependencies (knip)", bin("knip"), ["--no-progress"]],
  ["unit and contract tests (vitest)", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${path.join(results, "vitest.json")}`]],
  ["build", bin("remix"), ["vite:build"]],
]);
ok = typesOk && lintOk && formatOk && unusedOk && unitOk && buildOk && ok;
console.log(`\n=== checks before the browser done (at ${clock(started)})`);
// Byte budgets read from the production build (tests/build/, its own Vitest config).
if (buildOk) {
  ok =
    step("byte budgets of the build (vitest)", bin("vitest"), [
      "run",
      "--config",
      "vitest.build.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${path.join(results, "vitest-build.json")}`,
    ]) && ok;
}
if (buildOk) ok = step("end-to-end tests (playwright)", bin("playwright"), ["test"]) && ok;

/** "[project] file:line › title" of every test Playwright marked flaky. */
function flakyTests(report) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === "flaky") found.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

const vitestCounts = (j) => ({
  passed: j.numPassedTests ?? 0,
  failed: j.numFailedTests ?? 0,
  skipped: (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0),
});
const unitOnly = counts(path.join(results, "vitest.json"), vitestCounts);
const budgets = counts(path.join(results, "vitest-build.json"), vitestCounts);
const unit = {
  passed: unitOnly.passed + budgets.passed,
  failed: unitOnly.failed + budgets.failed,
  skipped: unitOnly.skipped + budgets.skipped,
};
const e2e = counts(path.join(results, "playwright.json"), (j) => ({
  // Flaky tests passed in the end; they are counted and also named below.
  passed: (j.stats?.expected ?? 0) + (j.stats?.flaky ?? 0),
  failed: j.stats?.unexpected ?? 0,
  skipped: j.stats?.skipped ?? 0,
  flaky: flakyTests(j),
}));
/**
 * The ten test files that took longest, from the reports above: a Vitest file's run (its start to
 * its end), a Playwright file's tests added up over projects and retries (workers run them side by
 * side, so that is its share of the run, not a wall-clock span).
 */
function slowestFiles() {
  const files = [];
  for (const report of ["vitest.json", "vitest-build.json"]) {
    const j = counts(path.join(results, report), (x) => x);
    for (const f of j.testResults ?? []) {
      if (typeof f.startTime === "number" && typeof f.endTime === "number")
        files.push({ file: path.relative(root, f.name), ms: f.endTime - f.startTime, runner: "vitest" });
    }
  }
  const e2eFiles = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        for (const r of t.results ?? []) e2eFiles.set(spec.file, (e2eFiles.get(spec.file) ?? 0) + (r.duration ?? 0));
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of counts(path.join(results, "playwright.json"), (x) => x).suites ?? []) walk(suite);
  // Spec files are named from Playwright's test directory.
  for (const [file, ms] of e2eFiles) files.push({ file: path.join("tests/e2e", file), ms, runner: "playwright" });
  return files.sort((a, b) => b.ms - a.ms).slice(0, 10);
}

const slowest = slowestFiles();
if (slowest.length) {
  console.log("\nslowest test files:");
  for (const f of slowest) console.log(`  ${(f.ms / 1000).toFixed(1).padStart(7)} s  ${f.runner.padEnd(10)} ${f.file}`);
}

const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + (ok ? 0 : unit.failed + e2e.failed === 0 ? 1 : 0);
console.log(
  `\nunit: ${unitOnly.passed} passed, ${unitOnly.failed} failed; budgets: ${budgets.passed} passed, ${budgets.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`,
);
// A browser test that failed once and passed on its retry (playwright.config.ts) is not hidden:
// it is named here, as a race to fix.
const flaky = e2e.flaky ?? [];
if (flaky.length) console.log(`\nflaky (failed, then passed on retry): ${flaky.length}\n${flaky.map((t) => `  - ${t}`).join("\n")}`);
console.log(`${passed} passed${flaky.length ? ` (${flaky.length} flaky)` : ""}, ${failed} failed, ${unit.skipped + e2e.skipped} skipped`);
console.log(`npm test took ${clock(started)}`);
process.exit(ok ? 0 : 1);
