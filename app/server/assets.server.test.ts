import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssetStore, pickEncoding } from "./assets.server";

describe("pickEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=1.0, gzip;q=0.8", "br"],
    ["gzip", "gzip"],
    ["GZIP, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["deflate", "identity"],
    ["identity", "identity"],
    ["", "identity"],
    [null, "identity"],
  ] as const)("%s → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe("createAssetStore", () => {
  let root: string;
  let dir: string;
  const script = Buffer.from(`export const a = ${JSON.stringify("x".repeat(2000))};\n`);

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "lawha-assets-"));
    dir = path.join(root, "assets");
    mkdirSync(dir);
    writeFileSync(path.join(dir, "entry-abc.js"), script);
    writeFileSync(path.join(dir, "entry-abc.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(dir, "entry-abc.js.gz"), gzipSync(script));
    // A script the build left without copies, a file of a type it never serves, and one outside.
    writeFileSync(path.join(dir, "plain-def.js"), script);
    writeFileSync(path.join(dir, "notes.txt"), "not an asset");
    writeFileSync(path.join(root, "secret.js"), "outside the folder");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("sends the Brotli copy to a browser that takes it, with the headers of an immutable script", () => {
    const asset = createAssetStore(dir).get("entry-abc.js", "gzip, deflate, br");
    expect(asset).not.toBeNull();
    expect(Buffer.from(brotliDecompressSync(asset!.body))).toEqual(script);
    expect(asset!.headers).toEqual({
      "Content-Type": "text/javascript; charset=utf-8",
      "Content-Length": String(asset!.body.length),
      "Content-Encoding": "br",
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
      "X-Content-Type-Options": "nosniff",
    });
  });

  it("sends the gzip copy, or the file itself, to clients without Brotli", () => {
    const store = createAssetStore(dir);
    const gz = store.get("entry-abc.js", "gzip")!;
    expect(gz.headers["Content-Encoding"]).toBe("gzip");
    expect(Buffer.from(gunzipSync(gz.body))).toEqual(script);
    const plain = store.get("entry-abc.js", null)!;
    expect(plain.headers["Content-Encoding"]).toBeUndefined();
    expect(Buffer.from(plain.body)).toEqual(script);
  });

  it("falls back to the file itself when a copy is missing", () => {
    const asset = createAssetStore(dir).get("plain-def.js", "br")!;
    expect(asset.headers["Content-Encoding"]).toBeUndefined();
    expect(Buffer.from(asset.body)).toEqual(script);
  });

  it.each(["missing.js", "entry-abc.js.br", "entry-abc.js.gz", "notes.txt", "../secret.js", "..%2Fsecret.js", "", "."])("serves nothing for %j", (name) => {
    expect(createAssetStore(dir).get(name, "br")).toBeNull();
  });

  it("serves nothing while the folder is missing, and its files once it is there", () => {
    const later = path.join(root, "later");
    const store = createAssetStore(later);
    expect(store.get("entry-abc.js", "br")).toBeNull();
    mkdirSync(later);
    writeFileSync(path.join(later, "entry-abc.js"), script);
    expect(Buffer.from(store.get("entry-abc.js", "br")!.body)).toEqual(script);
  });
});
