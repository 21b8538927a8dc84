// @ts-check
// Byte budgets: what each route makes the browser download, read from the production
// build. Used by the budget test (tests/build/budgets.test.ts) and by `npm run bench`, and runnable
// on its own: `node scripts/budgets.mjs` prints the table.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { builtAsset, builtAssetNames } from "./compress-assets.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Gzipped KB budgets (1 KB = 1024 bytes) that the build test enforces. */
export const BUDGETS = {
  /**
   * 95 KB until the connection notices (offline banner, "not sent, send again", stay on the page
   * offline), the failed-submit client action and stacked, dismissable toasts were added: 1.5 KB
   * gzipped, every page's, measured against the build before them (94.3 → 95.9 KB, the largest
   * list). Moving them into a chunk of their own loaded after hydration made the lists larger, not
   * smaller (the shared chunks split differently). Getting back under 95 KB is open work.
   * 97 KB since the search box in every page's top bar (with its keyboard shortcut) and the list
   * columns that give way: 96.0 → 96.5 KB on the largest list (orders), measured against the
   * build before them, after naming the modules every page shares (vite.config.ts).
   * 105 KB since the queue's groups and "Save and next", phone-number search, the sidebar's groups
   * and phone cards, Arabic plural forms, and history with "Undo" on every delete: 96.5 → 104.3 KB
   * on the largest list (orders), measured against the build before them (docs/perf/history.md,
   * "Page weight after the moderator's day and history"). Getting back under 97 KB is open work.
   */
  list: 105,
  /**
   * Zod and @conform-to/zod load after hydration (decision 0006), so forms render with conform
   * alone. 121 KB since the same features (114.6 → 120.9 KB on the largest form, orders).
   * 122 KB since every time on the company's clock (the zone set before hydration), the date
   * fields' reading of a day typed day first, and a role's two-step requirement in the frame:
   * 120.9 → 121.4 KB on the largest forms (orders, users). Getting back under 121 KB is open work.
   */
  form: 122,
  other: 115,
  /** The Arabic text face a first visit downloads (woff2). */
  arabicFont: 35,
  /**
   * The HTML documents (gzip level 6), checked over HTTP by tests/e2e/performance.spec.ts: the
   * inline stylesheet, the frame, the rows and the strings the page is sent. The list page with
   * 25 rows is 20.4 KB and the report 17.4 KB today; more needs a reason, not a new figure.
   * 24 KB since every page's top bar holds the search box and the follow-up queue's entry with its
   * count, and list cells carry their column's priority with the stylesheet's fold rules: the
   * seeded list measures 23.0 KB, the test database's (longer titles) 23.6 KB. The report, 21 KB
   * for the same top bar and menu: 20.4 KB in the test database.
   * 27 and 24 KB since the sidebar's five groups (a heading each, and a fold on a phone), the phone
   * cards' and the queue's rules in the inline stylesheet, every Arabic count's six plural forms
   * among the strings, and the menu's activity and bin: the test database's list 26.0 KB, the report 23.4 KB.
   * 28 and 25 KB since the account's link, the icons of log out, export and import, and the strings
   * of My account: the test database's list 26.4 KB at the end of a run, more while other specs'
   * records are on its first page; the report 23.6 KB.
   */
  listDocument: 28,
  reportDocument: 25,
};

/**
 * The documents' raw size (KB before compression) and element count, checked over HTTP by
 * tests/e2e/performance.spec.ts beside their gzipped budgets. Compression hides repeated markup (a
 * queue drawn twice, once as phone cards and once as a table, cost little gzipped and doubled its
 * elements), but a phone parses, styles and lays out every byte and element on its main thread.
 * The test database's 25-row list measures 124.9 KB (Arabic) and 796 elements, the report 101.0 KB
 * and 400 elements.
 */
export const DOCUMENT_SHAPE = {
  list: { kb: 130, elements: 830 },
  report: { kb: 105, elements: 420 },
};

/** The figures aimed at, printed by `npm run bench` beside the enforced budgets. */
export const TARGETS = { ...BUDGETS, list: 95 };

/** Packages that must never be in a route's static closure (loaded after the page is usable). */
export const LAZY_ONLY = [/tiptap|prosemirror/i, /chart\.js|chartjs|react-chartjs/i];

/** What a chunk's text gives away about what it holds (minified code keeps these strings). */
export const MARKERS = {
  i18next: /i18next/,
  zod: /ZodError/,
  conform: /conform/,
  tiptap: /tiptap/,
  /** Whole dictionaries: a string of each that no component spells out. */
  dictionary: /لوحة تحكم موظفي|Staff dashboard of the contracting/,
};

/** @param {string} file */
function markersOf(file) {
  const text = readFileSync(builtAsset(file), "utf8");
  return Object.entries(MARKERS)
    .filter(([, re]) => re.test(text))
    .map(([name]) => name);
}

/** @type {Map<string, number>} */
const gz = new Map();
/** @param {string} file @returns {number} */
function gzipKb(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(builtAsset(file)), { level: 9 }).length / 1024);
  return /** @type {number} */ (gz.get(file));
}

/**
 * A chunk of Vite's client manifest (the fields read here).
 * @typedef {{ file: string; src?: string; name?: string; imports?: string[]; dynamicImports?: string[] }} ViteChunk
 * @typedef {Record<string, ViteChunk>} ViteManifest
 * @typedef {{ id: string; module: string; imports?: string[]; parentId?: string }} RemixRoute
 * @typedef {{ entry: { module: string; imports: string[] }; routes: Record<string, RemixRoute> }} RemixManifest
 */

/** @returns {{ vite: ViteManifest; remix: RemixManifest }} */
function readManifests() {
  // Remix moves Vite's client manifest out of the public folder (build.manifest: true in vite.config.ts).
  const vite = JSON.parse(readFileSync(path.join(root, "build/.vite/client-manifest.json"), "utf8"));
  const remixFile = builtAssetNames().find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!remixFile) throw new Error("No Remix manifest in the build's assets: run `npm run build` first");
  const text = readFileSync(builtAsset(remixFile), "utf8");
  const remix = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
  return { vite, remix };
}

/**
 * Every JS file a chunk pulls in statically (its `imports` closure), by public file name.
 * @param {ViteManifest} vite @param {string | undefined} key @param {Set<string>} [into] @returns {Set<string>}
 */
function closure(vite, key, into = new Set()) {
  const chunk = key === undefined ? undefined : vite[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(vite, dep, into);
  return into;
}

/**
 * What those files may load later, through `import()` (editors, charts, form validators): the
 * dynamic imports' closures, minus what is already loaded. Not counted in a route's size: the
 * browser asks for them only when the code runs (after hydration), never as a modulepreload.
 * @param {ViteManifest} vite @param {Map<string, string>} byFile @param {Set<string>} files
 */
function lazyClosure(vite, byFile, files) {
  const lazy = new Set();
  const queue = [...files];
  while (queue.length) {
    const key = byFile.get(/** @type {string} */ (queue.pop()));
    const chunk = key === undefined ? undefined : vite[key];
    for (const dyn of chunk?.dynamicImports ?? []) {
      for (const f of closure(vite, dyn)) {
        if (files.has(f) || lazy.has(f)) continue;
        lazy.add(f);
        queue.push(f);
      }
    }
  }
  return lazy;
}

/** @param {string} routeFile @returns {"list" | "form" | "other"} */
export function kindOf(routeFile) {
  // A record's history, the activity page and the bin ship no more than a list.
  if (/\/entities\/[\w-]+\.list\.tsx$/.test(routeFile) || /\/routes\/(history|activity|trash)\.tsx$/.test(routeFile)) return "list";
  if (/\/entities\/[\w-]+\.form\.tsx$/.test(routeFile) || /clients-password|setting|order-request|\/login\.tsx$/.test(routeFile)) return "form";
  return "other";
}

/**
 * For each route: the client entry's closure plus, for the route and each of its ancestors (root,
 * language segment, frame), the route module's closure; gzipped (level 9, like a static server).
 * `preloads` is what Remix itself puts in the document (modulepreload links, from its manifest),
 * so that the test can check the closure counts all of it; `lazy` is what may load later.
 */
export function routeSizes() {
  const { vite, remix } = readManifests();
  const byFile = new Map(Object.entries(vite).map(([key, chunk]) => [chunk.file, key]));
  const keyOf = (/** @type {string} */ publicPath) => byFile.get(publicPath.replace(/^\//, ""));
  const entry = closure(vite, keyOf(remix.entry.module));
  const rows = [];
  const seen = new Set();
  for (const route of Object.values(remix.routes)) {
    const files = new Set(entry);
    const preloads = new Set([remix.entry.module, ...remix.entry.imports].map((p) => p.replace(/^\//, "")));
    /** @type {RemixRoute | undefined} */
    let r = route;
    while (r) {
      for (const f of closure(vite, keyOf(r.module))) files.add(f);
      for (const p of [r.module, ...(r.imports ?? [])]) preloads.add(p.replace(/^\//, ""));
      r = r.parentId ? remix.routes[r.parentId] : undefined;
    }
    const routeKey = keyOf(route.module);
    const src = (routeKey === undefined ? undefined : vite[routeKey])?.src?.replace(/\?.*$/, "") ?? route.module;
    // add and edit share a module: one row per module
    if (seen.has(src)) continue;
    seen.add(src);
    const kb = [...files].reduce((sum, f) => sum + gzipKb(f), 0);
    const lazyOffenders = [...files].filter((f) => {
      const names = [f, ...(Object.values(vite).find((c) => c.file === f)?.name ?? [])];
      return LAZY_ONLY.some((re) => names.some((n) => re.test(n)));
    });
    const kind = kindOf(src);
    const holds = [...new Set([...files].flatMap(markersOf))].sort();
    const lazy = lazyClosure(vite, byFile, files);
    const lazyHolds = [...new Set([...lazy].flatMap(markersOf))].sort();
    rows.push({
      id: route.id,
      src,
      kind,
      kb,
      budget: BUDGETS[kind],
      files: [...files],
      preloads: [...preloads],
      lazyOffenders,
      holds,
      lazy: [...lazy],
      lazyHolds,
    });
  }
  return rows.sort((a, b) => a.src.localeCompare(b.src));
}

/** Web-font files in the build, with their sizes (raw: woff2 is already compressed). */
export function fontFiles() {
  return builtAssetNames()
    .filter((f) => /\.woff2?$/.test(f))
    .map((f) => ({ file: f, kb: readFileSync(builtAsset(f)).length / 1024 }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const r of routeSizes()) {
    const later = r.lazyHolds.length ? `  later: ${r.lazyHolds.join(" ")}` : "";
    console.log(
      `${r.src.padEnd(48)} ${r.kind.padEnd(6)} ${r.kb.toFixed(1).padStart(6)} KB / ${r.budget} KB${r.kb > r.budget ? "  OVER" : ""}  ${r.holds.join(" ")}${later}`,
    );
  }
  for (const f of fontFiles()) console.log(`${f.file.padEnd(70)} ${f.kb.toFixed(1).padStart(6)} KB`);
}
