import { describe, expect, it } from "vitest";
import { PNG_1PX } from "../../tests/e2e/images";
import { readFormBody, SMALL_FORM_LIMITS } from "./multipart.server";

const URL_ = "http://localhost/blogs/create";

function request(body: BodyInit | ReadableStream<Uint8Array> | null, headers: Record<string, string>) {
  return new Request(URL_, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

/** The status of the Response thrown by readFormBody (or "ok"). */
async function statusOf(promise: Promise<unknown>): Promise<number | "ok"> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw error;
  }
}

/** A multipart body built by hand (the boundary and parts exactly as a client could send them). */
function multipart(parts: Array<{ name: string; filename?: string; type?: string; body: string | Uint8Array }>, boundary = "XyZ") {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n`));
    chunks.push(Buffer.from(p.body));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` } };
}

/** An endless-looking body: `total` bytes made on demand, counting how many were pulled. */
function generated(total: number, chunk = 64 * 1024) {
  const stats = { pulled: 0 };
  const block = new Uint8Array(chunk).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled >= total) return controller.close();
      stats.pulled += block.byteLength;
      controller.enqueue(block.slice());
    },
  });
  return { stream, stats };
}

const read = (req: Request, limits = {}) => readFormBody(req, { locale: "ar", ...limits });

describe("readFormBody: caps", () => {
  it("refuses a declared Content-Length over 10 MB with 413 before reading a byte", async () => {
    const { stream, stats } = generated(200 * 1024 * 1024);
    const req = request(stream, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(200 * 1024 * 1024) });
    expect(await statusOf(read(req))).toBe(413);
    expect(stats.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it.each(["application/x-www-form-urlencoded", "multipart/form-data; boundary=XyZ"])(
    "refuses a 200 MB body without Content-Length (%s) after 10 MB: fast, and memory grows < 50 MB",
    async (type) => {
      const { stream, stats } = generated(200 * 1024 * 1024);
      global.gc?.();
      const before = process.memoryUsage().rss;
      const started = Date.now();
      expect(await statusOf(read(request(stream, { "Content-Type": type })))).toBe(413);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(stats.pulled).toBeLessThan(11 * 1024 * 1024);
      expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
    },
  );

  it("reads a form with a 20 MB photo to its end: the photo is dropped and reported, the text before and after it kept", async () => {
    const photo = new Uint8Array(20 * 1024 * 1024).fill(0xff);
    const m = multipart([
      { name: "title_ar", body: "عنوان قبل الصورة" },
      { name: "image", filename: "big.jpg", type: "image/jpeg", body: photo },
      { name: "title_en", body: "Title after the photo" },
    ]);
    // In 64 KB chunks, as an HTTP body arrives.
    let at = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= m.body.byteLength) return controller.close();
        controller.enqueue(new Uint8Array(m.body.subarray(at, (at += 64 * 1024))));
      },
    });
    const parsed = await read(request(chunked, { ...m.headers, "Content-Length": String(m.body.byteLength) }));
    expect(parsed.oversized).toEqual(["image"]);
    expect(parsed.formData.get("title_ar")).toBe("عنوان قبل الصورة");
    expect(parsed.formData.get("title_en")).toBe("Title after the photo");
    expect(parsed.formData.has("image")).toBe(false);
  });

  it("still refuses a form over 64 MB in all, photo or not, from its declared length", async () => {
    const { stream, stats } = generated(65 * 1024 * 1024);
    const req = request(stream, { "Content-Type": "multipart/form-data; boundary=XyZ", "Content-Length": String(65 * 1024 * 1024) });
    expect(await statusOf(read(req))).toBe(413);
    expect(stats.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it("answers the 413 with Connection: close, so the server stops reading the upload", async () => {
    const { stream } = generated(20 * 1024 * 1024);
    try {
      await read(request(stream, { "Content-Type": "application/x-www-form-urlencoded" }));
      expect.unreachable();
    } catch (error) {
      expect(new Headers((error as { init?: { headers?: HeadersInit } }).init?.headers).get("Connection")).toBe("close");
    }
  });

  it("refuses 10,000 parts (multipart) and 10,000 pairs (url-encoded) with 413", async () => {
    const parts = Array.from({ length: 10_000 }, (_, i) => ({ name: `f${i}`, body: "x" }));
    const m = multipart(parts);
    expect(await statusOf(read(request(m.body, m.headers)))).toBe(413);
    const pairs = Array.from({ length: 10_000 }, (_, i) => `f${i}=x`).join("&");
    expect(await statusOf(read(request(pairs, { "Content-Type": "application/x-www-form-urlencoded" })))).toBe(413);
  });

  it("caps anonymous forms (login) far lower: 16 KB, no files", async () => {
    const big = `email=a%40b.c&password=${"x".repeat(20 * 1024)}`;
    expect(await statusOf(read(request(big, { "Content-Type": "application/x-www-form-urlencoded" }), SMALL_FORM_LIMITS))).toBe(413);
    const m = multipart([
      { name: "email", body: "a@b.c" },
      { name: "file", filename: "a.png", type: "image/png", body: PNG_1PX },
    ]);
    const parsed = await read(request(m.body, m.headers), SMALL_FORM_LIMITS);
    expect(parsed.formData.get("email")).toBe("a@b.c");
    expect(parsed.formData.has("file")).toBe(false);
  });

  it("cuts a text field over 1 MB and reports it (a field error, not a crash)", async () => {
    const m = multipart([
      { name: "content_ar", body: "ا".repeat(600 * 1024) },
      { name: "title_ar", body: "عنوان" },
    ]);
    const parsed = await read(request(m.body, m.headers));
    expect(parsed.tooLong).toEqual(["content_ar"]);
    expect(parsed.formData.get("title_ar")).toBe("عنوان");
    expect(new TextEncoder().encode(String(parsed.formData.get("content_ar"))).byteLength).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe("readFormBody: not a form → 400, never a 500", () => {
  it.each([
    ["text/plain", "email=a"],
    ["application/json", '{"email":"a"}'],
    ["", "email=a"],
  ])("Content-Type %j → 400", async (type, body) => {
    expect(await statusOf(read(request(body, type ? { "Content-Type": type } : {})))).toBe(400);
  });

  it("malformed multipart: wrong boundary, truncated body, missing boundary → 400", async () => {
    const m = multipart([{ name: "title_ar", body: "x" }]);
    expect(await statusOf(read(request(m.body, { "Content-Type": "multipart/form-data; boundary=OTHER" })))).toBe(400);
    expect(await statusOf(read(request(m.body.subarray(0, 30), m.headers)))).toBe(400);
    expect(await statusOf(read(request(m.body, { "Content-Type": "multipart/form-data" })))).toBe(400);
  });

  it("invalid UTF-8 → 400 (url-encoded %FF and a raw 0xFF byte in a multipart field)", async () => {
    expect(await statusOf(read(request("name=%FF%FE", { "Content-Type": "application/x-www-form-urlencoded" })))).toBe(400);
    const m = multipart([{ name: "title_ar", body: new Uint8Array([0x61, 0xff, 0x62]) }]);
    expect(await statusOf(read(request(m.body, m.headers)))).toBe(400);
  });

  it("decodes a normal url-encoded form (Arabic, +, repeated keys)", async () => {
    const body = `title_ar=${encodeURIComponent("عنوان")}&title_en=A+b&permissions=x&permissions=y`;
    const parsed = await read(request(body, { "Content-Type": "application/x-www-form-urlencoded" }));
    expect(parsed.formData.get("title_ar")).toBe("عنوان");
    expect(parsed.formData.get("title_en")).toBe("A b");
    expect(parsed.formData.getAll("permissions")).toEqual(["x", "y"]);
  });
});

describe("readFormBody: files", () => {
  it("a file of 3 MB + 1 byte is dropped and reported on its field; other values kept", async () => {
    const m = multipart([
      { name: "title_ar", body: "عنوان" },
      { name: "image", filename: "big.png", type: "image/png", body: new Uint8Array(3 * 1024 * 1024 + 1) },
    ]);
    const parsed = await read(request(m.body, m.headers));
    expect(parsed.oversized).toEqual(["image"]);
    expect(parsed.formData.has("image")).toBe(false);
    expect(parsed.formData.get("title_ar")).toBe("عنوان");
  });

  it("refuses by content: SVG, HTML named .png, text named .jpg", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>';
    const m = multipart([
      { name: "a", filename: "a.svg", type: "image/svg+xml", body: svg },
      { name: "b", filename: "b.png", type: "image/png", body: "<html><script>alert(1)</script></html>" },
      { name: "c", filename: "c.jpg", type: "image/jpeg", body: "plain text, not an image" },
    ]);
    const parsed = await read(request(m.body, m.headers));
    expect(parsed.badType).toEqual(["a", "b", "c"]);
    expect([...parsed.formData.keys()]).toEqual([]);
  });

  it("keeps a real PNG under a server-generated name, whatever the client called it", async () => {
    for (const filename of ["../../x.png", "\u202Egnp.exe", "a.svg"]) {
      const m = multipart([{ name: "image", filename, type: "text/html", body: PNG_1PX }]);
      const parsed = await read(request(m.body, m.headers));
      const file = parsed.formData.get("image") as File;
      expect(file).toBeInstanceOf(File);
      expect(file.name).toMatch(/^upload-[0-9a-f-]{36}\.png$/);
      expect(file.type).toBe("image/png");
      expect(file.size).toBe(PNG_1PX.byteLength);
    }
  });
});
