/**
 * Request bodies and URLs an attacker or a broken client sends, over raw HTTP against the built
 * dashboard. No browser is involved, so
 * this file runs once (`@js-only` keeps it out of the js-off project).
 */
import http from "node:http";
import { ACCOUNTS, expect, test } from "./fixtures";
import { PNG_1PX } from "./images";

const PORT = Number(process.env.E2E_PORT ?? 3100);

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/**
 * One request on a fresh connection. `body` may be a function that keeps writing until the
 * server answers (a large upload); writing errors after the answer are expected and ignored.
 */
type RawBody = Buffer | string | ((req: http.ClientRequest, answered: () => boolean) => Promise<void>);

function raw(path: string, opts: { method?: string; headers?: Record<string, string>; body?: RawBody } = {}): Promise<RawResponse> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      { host: "127.0.0.1", port: PORT, path, method: opts.method ?? "GET", headers: { Connection: "close", ...opts.headers }, agent: false },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8"), ms: Date.now() - started }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (typeof opts.body === "function") {
      opts.body(req, () => answered).catch(() => {});
    } else {
      req.end(opts.body);
    }
  });
}

/** Writes `total` bytes in 1 MB chunks, stopping as soon as the server has answered. */
function stream(total: number, prefix = "", sent = { bytes: 0 }) {
  return async (req: http.ClientRequest, answered: () => boolean) => {
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let closed = false;
    req.once("close", () => (closed = true));
    if (prefix) req.write(prefix);
    for (; sent.bytes < total && !answered() && !closed; sent.bytes += chunk.length) {
      if (!req.write(chunk)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            req.off("drain", done);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(done, 200);
          req.on("drain", done);
        });
      }
    }
    if (!req.destroyed) req.end();
  };
}

let cookie = "";
let csrf = "";

test.describe("bodies and URLs over raw HTTP @js-only", () => {
  test.beforeAll(async () => {
    // The anti-forgery token: the login page sets its cookie and carries it in a hidden field.
    const page = await raw("/login");
    csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
    const csrfCookie = (page.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]!).filter((c) => c.includes("lawha_csrf="));
    expect(csrf).not.toBe("");
    const res = await raw("/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: csrfCookie.join("; ") },
      body: new URLSearchParams({ csrf, email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password }).toString(),
    });
    expect(res.status).toBe(302);
    const set = res.headers["set-cookie"] ?? [];
    cookie = [...csrfCookie, ...set.map((c) => c.split(";")[0]!).filter((c) => c.startsWith("__lawha_session="))].join("; ");
    expect(cookie).toContain("__lawha_session=");
  });

  const post = (path: string, headers: Record<string, string>, body: RawBody) => raw(path, { method: "POST", headers: { Cookie: cookie, ...headers }, body });

  test("a declared 200 MB body is refused with 413 at once, from its declared length alone", async () => {
    // The client sends the headers and a first line, then waits: the answer must come without the
    // body. (Streaming the 200 MB as well raced the server's close: EPIPE before the 413 was read.)
    const headersOnly = async (req: http.ClientRequest) => void req.write("--XyZ\r\n");
    const res = await post(
      "/testimonials/add",
      { "Content-Type": "multipart/form-data; boundary=XyZ", "Content-Length": String(200 * 1024 * 1024) },
      headersOnly,
    );
    expect(res.status).toBe(413);
    expect(res.ms).toBeLessThan(3000);
    expect(res.body).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
  });

  test("three concurrent 100 MB bodies without Content-Length: 413 each, and other pages keep answering", async () => {
    // The dashboard answers 413 and closes the connection while the client is still sending, so
    // the client's kernel may get a reset before it reads the answer (a TCP race). Either way the
    // upload must have been cut off long before its 100 MB were sent.
    const big = async () => {
      const sent = { bytes: 0 };
      const res = await post(
        "/testimonials/add",
        { "Content-Type": "multipart/form-data; boundary=XyZ", "Transfer-Encoding": "chunked" },
        stream(100 * 1024 * 1024, '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\n', sent),
      ).catch((error: NodeJS.ErrnoException) => ({ status: error.code ?? "error" }));
      return { status: res.status, sent: sent.bytes };
    };
    const started = Date.now();
    const [a, b, c, other] = await Promise.all([big(), big(), big(), raw("/login")]);
    for (const res of [a, b, c]) {
      expect([413, "ECONNRESET", "EPIPE"]).toContain(res.status);
      expect(res.sent).toBeLessThan(40 * 1024 * 1024);
    }
    expect(other.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test("10,000 parts → 413", async () => {
    const body = Array.from({ length: 10_000 }, (_, i) => `--XyZ\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join("") + "--XyZ--\r\n";
    const res = await post("/testimonials/add", { "Content-Type": "multipart/form-data; boundary=XyZ" }, body);
    expect(res.status).toBe(413);
  });

  test("text/plain, JSON, no Content-Type, no or a wrong boundary, a truncated body and invalid UTF-8 → 400, never 500", async () => {
    const cases: Array<[Record<string, string>, string | Buffer]> = [
      [{ "Content-Type": "text/plain" }, "name=x"],
      [{ "Content-Type": "application/json" }, '{"name":"x"}'],
      [{}, "name=x"],
      [{ "Content-Type": "multipart/form-data; boundary=OTHER" }, '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--XyZ--\r\n'],
      [{ "Content-Type": "multipart/form-data" }, '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--XyZ--\r\n'],
      [{ "Content-Type": "multipart/form-data; boundary=XyZ" }, '--XyZ\r\nContent-Disposition: form-data; name="na'],
      [{ "Content-Type": "application/x-www-form-urlencoded" }, "name=%FF%FE&content_ar=x"],
      [
        { "Content-Type": "multipart/form-data; boundary=XyZ" },
        Buffer.concat([Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\n'), Buffer.from([0xc3, 0x28]), Buffer.from("\r\n--XyZ--\r\n")]),
      ],
    ];
    for (const [headers, body] of cases) {
      const res = await post("/testimonials/add", headers, body);
      expect(res.status, JSON.stringify(headers)).toBe(400);
    }
  });

  test("an SVG or HTML named .png is a field error on the image; the other values come back", async () => {
    for (const [filename, type, content] of [
      ["a.svg", "image/svg+xml", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ["a.png", "image/png", "<html><script>alert(1)</script></html>"],
    ]) {
      const body = [
        `--XyZ\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${csrf}\r\n`,
        `--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nسارة\r\n`,
        `--XyZ\r\nContent-Disposition: form-data; name="content_ar"\r\n\r\nنص\r\n`,
        `--XyZ\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n`,
        "--XyZ--\r\n",
      ].join("");
      const res = await post("/testimonials/add", { "Content-Type": "multipart/form-data; boundary=XyZ" }, body);
      expect(res.status).toBe(422);
      expect(res.body).toContain("validation.fileType");
      expect(res.body).toContain("سارة");
    }
  });

  test("a real PNG under a hostile name is accepted and stored under a server name", async () => {
    const body = Buffer.concat([
      Buffer.from(`--XyZ\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${csrf}\r\n`),
      Buffer.from(`--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nPNG test ${Date.now()}\r\n`),
      Buffer.from(`--XyZ\r\nContent-Disposition: form-data; name="content_ar"\r\n\r\nنص\r\n`),
      Buffer.from(`--XyZ\r\nContent-Disposition: form-data; name="image"; filename="../../\u202Egnp.x.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG_1PX,
      Buffer.from("\r\n--XyZ--\r\n"),
    ]);
    const res = await post("/testimonials/add", { "Content-Type": "multipart/form-data; boundary=XyZ" }, body);
    expect(res.status).toBe(302);
  });

  test("URLs of 20 KB and 100 KB → 431 or 414, and the server keeps serving", async () => {
    for (const size of [20_000, 100_000]) {
      const res = await raw(`/blogs?name=${"a".repeat(size)}`, { headers: { Cookie: cookie } });
      expect([414, 431]).toContain(res.status);
    }
    expect((await raw("/login")).status).toBe(200);
  });
});
