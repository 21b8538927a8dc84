import { once } from "node:events";
import { Readable, type Writable } from "node:stream";
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Encoding } from "./assets.server";
import { compressedData, htmlBody } from "./compression.server";

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const decode: Record<Encoding, (b: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b) => b };

/** What React does: many writes, a flush after the shell where the destination has one, the end. */
function render(input: Writable & { flush?: () => void }, parts: string[]) {
  for (const part of parts) input.write(Buffer.from(part));
  if (typeof input.flush === "function") input.flush();
  input.end(Buffer.from("</body></html>"));
}

describe("htmlBody", () => {
  it.each(["br", "gzip", "identity"] as const)("%s: the document arrives whole, Arabic intact and without NUL bytes", async (encoding) => {
    const { input, output } = htmlBody(encoding);
    const arabic = "<p>".concat("لوحة التحكم ".repeat(400), "</p>");
    const read = readAll(output);
    render(input, ["<!DOCTYPE html><html dir=rtl><body>", arabic, "<p>a\u0000b</p>"]);
    const text = decode[encoding](await read).toString("utf8");
    expect(text).toBe(`<!DOCTYPE html><html dir=rtl><body>${arabic}<p>ab</p></body></html>`);
  });

  it("compresses: a list-sized page shrinks to a fraction", async () => {
    const { input, output } = htmlBody("br");
    const rows = Array.from({ length: 25 }, (_, i) => `<tr><td>${i}</td><td>مدونة رقم ${i}</td><td><a href="/blogs/${i}/edit">تعديل</a></td></tr>`).join("");
    const page = `<table>${rows}</table>`.repeat(10);
    const read = readAll(output);
    input.end(Buffer.from(page));
    expect((await read).length).toBeLessThan(page.length / 5);
  });

  it.each([
    ["br", createBrotliDecompress],
    ["gzip", createGunzip],
  ] as const)("%s: what React flushed reaches the browser before the document ends (streamed parts show at once)", async (encoding, decoder) => {
    const { input, output } = htmlBody(encoding);
    const decompress = decoder();
    output.pipe(decompress);
    input.write(Buffer.from("<main>the shell</main>"));
    (input as Writable & { flush(): void }).flush();
    const [first] = (await once(decompress, "data")) as [Buffer];
    expect(first.toString()).toBe("<main>the shell</main>");
    input.end(Buffer.from("<div>later</div>"));
    const [rest] = (await once(decompress, "data")) as [Buffer];
    expect(rest.toString()).toBe("<div>later</div>");
  });
});

describe("compressedData", () => {
  const request = (acceptEncoding: string) => new Request("http://dashboard.test/blogs.data", { headers: { "Accept-Encoding": acceptEncoding } });

  it("streams a data answer in Brotli, each part readable as soon as it is sent", async () => {
    let send!: (text: string) => void;
    let end!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (text) => controller.enqueue(new TextEncoder().encode(text));
        end = () => controller.close();
      },
    });
    const response = compressedData(new Response(body, { headers: { "Content-Type": "text/x-script" } }), request("gzip, deflate, br"));
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Vary")).toContain("Accept-Encoding");
    expect(response.headers.get("Content-Type")).toBe("text/x-script");
    const decompress = createBrotliDecompress();
    Readable.fromWeb(response.body as never).pipe(decompress);
    send('[{"_1":2},"rows"]\n');
    const [first] = (await once(decompress, "data")) as [Buffer];
    expect(first.toString()).toBe('[{"_1":2},"rows"]\n');
    send('P3:["later"]\n');
    end();
    const [rest] = (await once(decompress, "data")) as [Buffer];
    expect(rest.toString()).toBe('P3:["later"]\n');
  });

  it("leaves redirects and answers without a body alone; without an accepted encoding, only says it varies", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/login" } });
    expect(compressedData(redirect, request("br"))).toBe(redirect);
    const plain = compressedData(new Response("[1]"), request("identity"));
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toContain("Accept-Encoding");
    expect(await plain.text()).toBe("[1]");
    const gzip = compressedData(new Response("[1]", { status: 403 }), request("gzip"));
    expect(gzip.status).toBe(403);
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe("[1]");
  });
});
