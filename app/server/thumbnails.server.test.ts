import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ByteLru, MAX_RUNNING, MAX_SOURCE_BYTES, MAX_SOURCE_PIXELS, thumbnail, thumbnailSrc, trustedSource } from "./thumbnails.server";

/**
 * An image bomb: a valid black-and-white PNG of `width` × `height` pixels, a few KB on the wire
 * (one bit per pixel, all zero, deflated), that decodes to `width` × `height` bytes or more.
 */
function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, not interlaced
  const row = Math.ceil(width / 8) + 1; // a filter byte, then the bits
  const pixels = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

let server: Server;
let origin: string;
const hits = new Map<string, number>();
let open = 0;
let mostOpen = 0;
const files = new Map<string, { type: string; body: Buffer }>();

beforeAll(async () => {
  files.set("/photo.jpg", {
    type: "image/jpeg",
    body: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#3a7" } })
      .jpeg({ quality: 90 })
      .toBuffer(),
  });
  files.set("/wide.png", {
    type: "image/png",
    body: await sharp({ create: { width: 1000, height: 100, channels: 4, background: "#123" } })
      .png()
      .toBuffer(),
  });
  files.set("/small.png", {
    type: "image/png",
    body: await sharp({ create: { width: 40, height: 20, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  });
  files.set("/bomb.png", { type: "image/png", body: bombPng(8_000, 8_000) });
  files.set("/notes.png", { type: "image/png", body: Buffer.from("plain text named .png") });
  files.set("/drawing.svg", { type: "image/svg+xml", body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>') });
  server = createServer((req, res) => {
    const path = req.url ?? "";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.startsWith("/slow/")) {
      // Answers after 100 ms, counting how many are being answered at once.
      open++;
      mostOpen = Math.max(mostOpen, open);
      setTimeout(() => {
        open--;
        res.writeHead(200, { "Content-Type": "image/png" }).end(files.get("/small.png")!.body);
      }, 100);
      return;
    }
    const file = files.get(path);
    if (file) return res.writeHead(200, { "Content-Type": file.type }).end(file.body);
    if (path === "/redirect.jpg") return res.writeHead(302, { Location: "/photo.jpg" }).end();
    if (path === "/broken.jpg") return res.writeHead(500).end("<h1>oops</h1>");
    if (path === "/declared-huge.jpg") return res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": String(MAX_SOURCE_BYTES + 1) }).end();
    if (path === "/streamed-huge.jpg") {
      // No length declared: the cap applies while reading.
      res.writeHead(200, { "Content-Type": "image/jpeg" });
      const chunk = Buffer.alloc(1024 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < 10 && res.write(chunk)) sent++;
        if (sent >= 10) res.end();
        else res.once("drain", () => (sent++, more()));
      };
      res.on("error", () => undefined);
      return more();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const trusted = () => new Set([origin]);

describe("which images are shrunk", () => {
  it("points a trusted origin's image at the small copy, and leaves any other as it is", () => {
    const src = `${origin}/uploads/a b.png`;
    // On the first trusted origin, the path alone (slashes as they are); on another, the whole URL.
    expect(thumbnailSrc(src, "cell", trusted())).toBe("/thumb/cell?src=/uploads/a%2520b.png");
    expect(thumbnailSrc(`${origin}/x.png?v=2`, "logo", trusted())).toBe("/thumb/logo?src=/x.png%3Fv%3D2");
    expect(thumbnailSrc("https://cdn.example/x.png", "cell", new Set([origin, "https://cdn.example"]))).toBe(
      `/thumb/cell?src=${encodeURIComponent("https://cdn.example/x.png").replaceAll("%2F", "/")}`,
    );
    for (const other of [
      "https://elsewhere.example/x.png",
      `${origin.replace("127.0.0.1", "localhost")}/x.png`,
      "/uploads/x.png",
      "data:image/png;base64,AAAA",
    ]) {
      expect(thumbnailSrc(other, "cell", trusted())).toBe(other);
    }
    expect(thumbnailSrc(null, "cell", trusted())).toBeNull();
  });

  it("trusts no source with a user name or password, another scheme, or a 2 KB URL", () => {
    const host = origin.replace("http://", "");
    for (const src of [`http://user:pw@${host}/x.png`, `http://user@${host}/x.png`, `ftp://${host}/x.png`, `${origin}/${"a".repeat(2048)}`]) {
      expect(trustedSource(src, trusted()), src).toBeNull();
    }
    expect(trustedSource(`${origin}/x.png`, trusted())?.href).toBe(`${origin}/x.png`);
    // A path is on the first trusted origin; one that leaves it is refused like any other origin.
    expect(trustedSource("/uploads/x.png", trusted())?.href).toBe(`${origin}/uploads/x.png`);
    for (const src of ["//elsewhere.example/x.png", "/\\elsewhere.example/x.png", "/x.png", "/uploads/../../x.png"]) {
      const url = trustedSource(src, trusted());
      expect(url === null || url.origin === origin, src).toBe(true);
    }
    expect(trustedSource("//elsewhere.example/x.png", trusted())).toBeNull();
  });
});

describe("making a small copy", () => {
  it("shrinks a 1600 × 1200 JPEG to an 88 px WebP square, once: the second ask and concurrent asks share it", async () => {
    const [a, b] = await Promise.all([thumbnail(`${origin}/photo.jpg`, "cell", trusted()), thumbnail(`${origin}/photo.jpg`, "cell", trusted())]);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok) return;
    const meta = await sharp(a.thumbnail.body).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 88, height: 88 });
    expect(a.thumbnail.body.length).toBeLessThan(files.get("/photo.jpg")!.body.length / 10);
    expect(a.thumbnail.etag).toMatch(/^"[\w-]{22}"$/);
    const again = await thumbnail(`${origin}/photo.jpg`, "cell", trusted());
    expect(again.ok && again.thumbnail.body).toEqual(a.thumbnail.body);
    // The path the list writes names the same copy.
    const byPath = await thumbnail("/photo.jpg", "cell", trusted());
    expect(byPath.ok && byPath.thumbnail.body).toEqual(a.thumbnail.body);
    expect(hits.get("/photo.jpg")).toBe(1);
    // Another size is another copy.
    const preview = await thumbnail(`${origin}/photo.jpg`, "preview", trusted());
    expect(preview.ok && (await sharp(preview.thumbnail.body).metadata()).width).toBe(192);
  });

  it("keeps a logo's proportions within 288 × 72 and never enlarges a small one", async () => {
    const wide = await thumbnail(`${origin}/wide.png`, "logo", trusted());
    expect(wide.ok).toBe(true);
    if (wide.ok) expect(await sharp(wide.thumbnail.body).metadata()).toMatchObject({ width: 288, height: 29 });
    const small = await thumbnail(`${origin}/small.png`, "logo", trusted());
    if (small.ok) expect(await sharp(small.thumbnail.body).metadata()).toMatchObject({ width: 40, height: 20 });
    expect(small.ok).toBe(true);
  });

  it(`refuses an image bomb (64 megapixels in a few KB, over the ${MAX_SOURCE_PIXELS / 1e6} allowed) at once, without decoding it`, async () => {
    const bomb = files.get("/bomb.png")!.body;
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 8000, height: 8000, format: "png" });
    const started = performance.now();
    expect(await thumbnail(`${origin}/bomb.png`, "cell", trusted())).toEqual({ ok: false, reason: "unusable" });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses what is not a JPEG, PNG, WebP or GIF: text named .png, an SVG", async () => {
    expect(await thumbnail(`${origin}/notes.png`, "cell", trusted())).toEqual({ ok: false, reason: "unusable" });
    expect(await thumbnail(`${origin}/drawing.svg`, "cell", trusted())).toEqual({ ok: false, reason: "unusable" });
  });

  it("reads no more than the cap, whether the size is declared or not", async () => {
    expect(await thumbnail(`${origin}/declared-huge.jpg`, "cell", trusted())).toEqual({ ok: false, reason: "unusable" });
    expect(await thumbnail(`${origin}/streamed-huge.jpg`, "cell", trusted())).toEqual({ ok: false, reason: "unusable" });
  });

  it("follows no redirect, and tells a missing image from a failing origin", async () => {
    const before = hits.get("/photo.jpg") ?? 0;
    expect(await thumbnail(`${origin}/redirect.jpg`, "preview", trusted())).toEqual({ ok: false, reason: "unavailable" });
    expect(hits.get("/photo.jpg") ?? 0).toBe(before);
    expect(await thumbnail(`${origin}/missing.jpg`, "cell", trusted())).toEqual({ ok: false, reason: "unusable" });
    expect(await thumbnail(`${origin}/broken.jpg`, "cell", trusted())).toEqual({ ok: false, reason: "unavailable" });
    expect(await thumbnail("http://127.0.0.1:9/x.jpg", "cell", new Set(["http://127.0.0.1:9"]))).toEqual({ ok: false, reason: "unavailable" });
  });

  it(`makes at most ${MAX_RUNNING} copies at a time, and every one of 10 asked at once`, async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => thumbnail(`${origin}/slow/${i}.png`, "cell", trusted())));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(mostOpen).toBe(MAX_RUNNING);
  });

  it("fetches nothing from an origin it does not trust", async () => {
    const count = [...hits.values()].reduce((a, b) => a + b, 0);
    expect(await thumbnail(`${origin}/photo.jpg`, "cell", new Set(["https://cdn.example"]))).toEqual({ ok: false, reason: "untrusted" });
    expect(await thumbnail(`http://user@${origin.replace("http://", "")}/photo.jpg`, "cell", trusted())).toEqual({ ok: false, reason: "untrusted" });
    expect([...hits.values()].reduce((a, b) => a + b, 0)).toBe(count);
  });
});

describe("the cache of copies", () => {
  const copy = (bytes: number) => ({ body: Buffer.alloc(bytes), etag: '"x"', madeAt: 0 });

  it("counts each source URL against its cap, so many long URLs for one small copy cannot hold more memory", () => {
    const lru = new ByteLru(20_000);
    // 2 KB URLs (the longest trusted) for a 100-byte copy: the URLs, not the copies, are the weight.
    for (let i = 0; i < 100; i++) lru.set(`cell http://api.example/uploads/a.png?${i}=${"x".repeat(2000)}`, copy(100));
    expect(lru.size.bytes).toBeLessThanOrEqual(20_000);
    expect(lru.size.entries).toBeLessThanOrEqual(4);
  });

  it("keeps the most recently used, and replaces a key's copy without counting it twice", () => {
    const lru = new ByteLru(1_100); // two entries of 300 bytes fit (502 each with key and overhead), three do not
    lru.set("a", copy(300));
    lru.set("b", copy(300));
    lru.get("a");
    lru.set("c", copy(300));
    expect([lru.get("a"), lru.get("b"), lru.get("c")].map(Boolean)).toEqual([true, false, true]);
    lru.set("c", copy(200));
    expect(lru.size.entries).toBe(2);
    expect(lru.size.bytes).toBe(300 + 200 + 2 * (2 + 200));
  });
});
