/// <reference types="vitest/config" />
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import { compressBuiltAssets } from "./scripts/compress-assets.mjs";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const isVitest = Boolean(process.env.VITEST);

/**
 * Decision 6: once Remix's server build has written its files (the browser manifest, the assets
 * it moves over), the built scripts are compressed at Brotli 11 and gzip 9 and moved beside their
 * copies, which the `/assets/*` route sends (scripts/compress-assets.mjs). Every production build
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
    // route, which keeps list pages inside their 95 KB target; many tiny shared chunks are merged
    // because each one costs a request and its own gzip overhead on a slow link.
    minify: "terser",
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 8_000,
        // The date field, used by lists, forms and reports, goes with the code every page loads
        // ("shared"): left to the merging above it lands in the list's chunk, which every form
        // would then load whole. Its calendar stays a chunk of its own, loaded when first opened.
        manualChunks: (id) => (id.endsWith("/app/components/fields/date-input.tsx") ? "shared" : undefined),
      },
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "upstream/**/*.test.ts", "contract/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
  },
});
