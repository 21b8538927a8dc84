#!/usr/bin/env node
// Second step of `npm run build` (decision 6, issue 7): compresses the built scripts once, as
// hard as Brotli and gzip go, instead of on every request. `remix-serve` compresses each response
// on the fly at Brotli quality 4 and has no way to serve files compressed ahead; at quality 11 the
// React + Remix chunk is 71 KB instead of 83 KB on the wire, a quarter of a second of Slow 3G.
//
// Each compressible asset moves from build/client/assets (where remix-serve's static middleware
// would send it first) to build/client-encoded/assets, beside its .br and .gz copies; the
// dashboard's `/assets/*` route (app/routes/assets.tsx) sends the copy the browser accepts.
// Without this step the files stay where Vite put them and remix-serve sends them as before.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CLIENT_ASSETS = path.join(root, "build/client/assets");
export const ENCODED_ASSETS = path.join(root, "build/client-encoded/assets");
/** Text the browser loads as code or style; images and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|map)$/;

/** Path of a built asset ("assets/x.js"), wherever this step left it. */
export function builtAsset(file) {
  const name = path.basename(file);
  const encoded = path.join(ENCODED_ASSETS, name);
  return existsSync(encoded) ? encoded : path.join(CLIENT_ASSETS, name);
}

/** Every built asset's file name, in either folder. */
export function builtAssetNames() {
  const names = new Set(existsSync(CLIENT_ASSETS) ? readdirSync(CLIENT_ASSETS) : []);
  if (existsSync(ENCODED_ASSETS)) for (const f of readdirSync(ENCODED_ASSETS)) if (!/\.(?:br|gz)$/.test(f)) names.add(f);
  return [...names].sort();
}

function compress() {
  if (!existsSync(CLIENT_ASSETS)) throw new Error("No build/client/assets: run `npx remix vite:build` first");
  const files = readdirSync(CLIENT_ASSETS).filter((f) => COMPRESSIBLE.test(f));
  if (files.length === 0) {
    // Run twice on one build: the files have moved already.
    if (existsSync(ENCODED_ASSETS)) return console.log("[compress-assets] already done for this build");
    throw new Error("No scripts in build/client/assets: run `npx remix vite:build` first");
  }
  rmSync(ENCODED_ASSETS, { recursive: true, force: true });
  mkdirSync(ENCODED_ASSETS, { recursive: true });
  let raw = 0;
  let br = 0;
  for (const file of files) {
    const from = path.join(CLIENT_ASSETS, file);
    const body = readFileSync(from);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(path.join(ENCODED_ASSETS, `${file}.br`), brotli);
    writeFileSync(path.join(ENCODED_ASSETS, `${file}.gz`), gzipSync(body, { level: 9 }));
    renameSync(from, path.join(ENCODED_ASSETS, file));
    raw += body.length;
    br += brotli.length;
  }
  console.log(`[compress-assets] ${files.length} files, ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB Brotli (quality 11), in build/client-encoded/assets`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) compress();
