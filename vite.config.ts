/// <reference types="vitest/config" />
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import { compressBuiltAssets } from "./scripts/build/compress-assets.mjs";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const isVitest = Boolean(process.env.VITEST);

/**
 * Decision 6: once Remix's server build has written its files (the browser manifest, the assets
 * it moves over), the built scripts are compressed at Brotli 11 and gzip 9 and moved beside their
 * copies, which the `/assets/*` route sends (scripts/build/compress-assets.mjs). Every production build
 * does it, so no build is ever served without it.
 */
function compressAssets(): Plugin {
  let ssr = false;
  return {
    name: "lawha-compress-assets",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) compressBuiltAssets();
    },
  };
}

/**
 * The server's build is not minified (the browser's is): no one downloads it, and its CPU profiles
 * (`npm run profile`) and stack traces then name our functions instead of `e` and `t`.
 */
function readableServerBuild(): Plugin {
  return {
    name: "lawha-readable-server-build",
    apply: "build",
    config: (_config, env) => (env.isSsrBuild ? { build: { minify: false } } : undefined),
  };
}

/** Modules that lists, forms and reports all use: with the code every page loads. */
const EVERY_PAGE = [
  "/app/components/fields/date-input.tsx",
  "/app/utils/i18n/translate.ts",
  "/app/utils/format.ts",
  "/app/utils/hooks/pending.ts",
  "/app/components/order-status.tsx",
  "/app/entities/list-query.ts",
  "/app/entities/builders.ts",
  "/app/utils/meta.ts",
  "/app/utils/hooks/focus.ts",
  "/app/utils/hooks/nonce.ts",
  "/app/utils/routing.ts",
  "/app/components/page-header.tsx",
  "/app/components/error-boundary.tsx",
  "/app/components/dir-arrow.tsx",
  "/app/utils/submit-failure.ts",
];

/** Small modules that several forms share and no list needs. */
const FORMS_ONLY = ["/app/utils/phone.ts", "/app/components/conflict-choice.tsx"];

/**
 * Modules kept out of the merging below. The date field's calendar is loaded when first opened;
 * pages' own code (search, the queue) is left to the merge: named chunks of their own were
 * imported by the client entry itself (Rollup keeps their order of execution), so every page paid
 * for them.
 */
const OWN_CHUNK: Record<string, string> = {
  "/app/utils/calendar.ts": "date-calendar",
  "/app/components/fields/date-calendar.tsx": "date-calendar",
};

export default defineConfig({
  plugins: [
    !isVitest &&
      remix({
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
          v3_routeConfig: true,
          // Dev only: pre-bundles lazily imported packages (tiptap, chart.js) once, so the dev
          // server never ends up with two React copies (see stack notes).
          unstable_optimizeDeps: true,
        },
      }),
    !isVitest && compressAssets(),
    !isVitest && readableServerBuild(),
  ],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  optimizeDeps: {
    include: [
      "@tiptap/react",
      "@tiptap/starter-kit",
      "@tiptap/extension-image",
      "@tiptap/extension-subscript",
      "@tiptap/extension-superscript",
      "@tiptap/extension-link",
      "@tiptap/extension-list",
      "@tiptap/pm/state",
      "chart.js",
      "react-chartjs-2",
    ],
  },
  // The manifest lets the byte-budget test (tests/build/) follow each route's import closure.
  build: {
    target: "es2020",
    manifest: true,
    // Terser (two passes) instead of esbuild's minifier: about 3 KB less gzipped JavaScript per
    // route, which keeps list pages inside their 95 KB target; tiny shared chunks (under 3,000
    // bytes) are merged because each one costs a request and its own gzip overhead on a slow
    // link. Rollup may merge a page's own code into a chunk every page loads: at 8,000 bytes the
    // import pages' code (about 11 KB) went to every page; at 3,000 each page keeps its own, with
    // fewer files per page too (docs/perf/history.md).
    minify: "terser",
    terserOptions: { ecma: 2020, compress: { passes: 2 } },
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 3_000,
        // Left to the merging above, small modules shared by lists and forms land in whichever
        // chunk the merge picks, and a list then loads form code (or a form the whole list).
        // Named here: what every page uses goes with the code every page loads ("shared"), what
        // only forms share goes to "forms". The date field's calendar stays a chunk of its own,
        // loaded when first opened. `node scripts/build/budgets.mjs` shows the effect of any change.
        manualChunks: (id) => {
          if (EVERY_PAGE.some((end) => id.endsWith(end))) return "shared";
          if (FORMS_ONLY.some((end) => id.endsWith(end))) return "forms";
          const own = Object.keys(OWN_CHUNK).find((end) => id.endsWith(end));
          if (own) return OWN_CHUNK[own];
          return undefined;
        },
      },
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "upstream/**/*.test.ts", "contract/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    // Files share their worker's modules: half the time of a fresh module graph per file. A file
    // that needs another environment sets it with vi.stubEnv, re-imports after vi.resetModules and
    // restores both when it is done.
    isolate: false,
    testTimeout: 20_000,
  },
});
