// @ts-check
// Part of every production build (decision 6; vite.config.ts calls it once Remix's
// server build has written its files): compresses the built scripts once, as hard as Brotli and
// gzip go, instead of on every request. `remix-serve` compresses each response on the fly at Brotli
// quality 4 and has no way to serve files compressed ahead; at quality 11 the React + Remix chunk is
// 71 KB instead of 83 KB on the wire, a quarter of a second of Slow 3G.
//
// Each compressible asset moves from build/client/assets (where remix-serve's static middleware
// would send it first) to build/client-encoded/assets, beside its .br and .gz copies; the
// dashboard's `/assets/*` route (app/routes/assets.tsx) sends the copy the browser accepts.
// `node scripts/compress-assets.mjs` runs it again on the build in place: safe to repeat, and
// to stop half-way (the folder is made aside and swapped in before any original is removed).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CLIENT_ASSETS = path.join(root, "build/client/assets");
export const ENCODED_ASSETS = path.join(root, "build/client-encoded/assets");
/** Text the browser loads as code or style; images and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|map)$/;

/** Path of a built asset ("assets/x.js"), wherever this step left it. @param {string} file */
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

export function compressBuiltAssets() {
  const names = builtAssetNames().filter((f) => COMPRESSIBLE.test(f));
  if (names.length === 0) throw new Error("No scripts in the build: run `npx remix vite:build` first");
  const partial = `${ENCODED_ASSETS}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  let raw = 0;
  let br = 0;
  for (const file of names) {
    const body = readFileSync(builtAsset(file));
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(path.join(partial, file), body);
    writeFileSync(path.join(partial, `${file}.br`), brotli);
    writeFileSync(path.join(partial, `${file}.gz`), gzipSync(body, { level: 9 }));
    raw += body.length;
    br += brotli.length;
  }
  rmSync(ENCODED_ASSETS, { recursive: true, force: true });
  renameSync(partial, ENCODED_ASSETS);
  // Only now, with every copy in place: until a file leaves build/client, remix-serve sends it.
  for (const file of names) rmSync(path.join(CLIENT_ASSETS, file), { force: true });
  console.log(
    `[compress-assets] ${names.length} files, ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB Brotli (quality 11), in build/client-encoded/assets`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) compressBuiltAssets();
