import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { importWithEnv, restoreEnv } from "../../tests/support/module-env";

function load(trustProxy: string) {
  return importWithEnv({ TRUST_PROXY: trustProxy, LAWHA_LOG: "off" }, () => import("./request-context.server"));
}

afterEach(restoreEnv);

function fakeRequest(headers: Record<string, string>, remoteAddress = "::ffff:198.51.100.7") {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: remoteAddress });
  const req = Object.assign(new IncomingMessage(socket), { headers: { ...headers }, url: "/login", method: "POST" });
  const res = new ServerResponse(req);
  return { req, res, socket };
}

describe("clientAddress", () => {
  it("uses the socket unless proxies are trusted", async () => {
    const { clientAddress } = await load("0");
    expect(clientAddress("::ffff:198.51.100.7", "203.0.113.1", 0)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", "203.0.113.1, 192.0.2.5", 1)).toBe("192.0.2.5");
    expect(clientAddress("10.0.0.2", "203.0.113.1, 192.0.2.5", 2)).toBe("203.0.113.1");
    // A client prepending its own X-Forwarded-For entries cannot choose its address.
    expect(clientAddress("10.0.0.2", "1.2.3.4, 5.6.7.8, 192.0.2.5", 1)).toBe("192.0.2.5");
    expect(clientAddress("10.0.0.2", "not-an-ip", 1)).toBe("10.0.0.2");
  });
});

describe("the request hook", () => {
  it("without TRUST_PROXY: socket IP, new request id, forwarded host and proto ignored, Origin moved aside", async () => {
    const ctx = await load("0");
    const { req, res, socket } = fakeRequest({
      "x-forwarded-for": "203.0.113.1",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      "x-request-id": "chosen-by-client-123",
      "x-lawha-client-ip": "1.1.1.1",
      "x-lawha-https": "1",
      origin: "https://evil.example",
    });
    ctx.onRequestStart({ request: req, response: res, socket });
    expect(req.headers["x-lawha-client-ip"]).toBe("198.51.100.7");
    expect(req.headers["x-forwarded-host"]).toBeUndefined();
    expect(req.headers["x-lawha-https"]).toBeUndefined();
    expect(req.headers["x-request-id"]).not.toBe("chosen-by-client-123");
    expect(req.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.getHeader("x-request-id")).toBe(req.headers["x-request-id"]);
    expect(req.headers.origin).toBeUndefined();
    expect(req.headers["x-lawha-origin"]).toBe("https://evil.example");
  });

  it("with TRUST_PROXY=1: the proxy's client address, HTTPS and request id are believed", async () => {
    const ctx = await load("1");
    const { req, res, socket } = fakeRequest(
      { "x-forwarded-for": "203.0.113.1", "x-forwarded-proto": "https", "x-forwarded-host": "lawha.example", "x-request-id": "proxy-id-12345678" },
      "10.0.0.2",
    );
    ctx.onRequestStart({ request: req, response: res, socket });
    expect(req.headers["x-lawha-client-ip"]).toBe("203.0.113.1");
    expect(req.headers["x-lawha-https"]).toBe("1");
    expect(req.headers["x-forwarded-host"]).toBe("lawha.example");
    expect(req.headers["x-request-id"]).toBe("proxy-id-12345678");
  });
});

describe("the request's log line", () => {
  it("is one line per page, data or action request; a static file has one only when it fails", async () => {
    const ctx = await load("0");
    vi.stubEnv("LAWHA_LOG", undefined);
    const { setLogSink } = await import("./security-log.server");
    const lines: string[] = [];
    const restore = setLogSink((line) => lines.push(line));
    try {
      for (const [url, status] of [
        ["/en/blogs?page=2", 200],
        ["/assets/entry.client-abc.js", 200],
        ["/assets/missing.js", 404],
      ] as const) {
        const { req, res, socket } = fakeRequest({});
        req.url = url;
        req.method = "GET";
        ctx.onRequestStart({ request: req, response: res, socket });
        res.statusCode = status;
        res.emit("finish");
      }
    } finally {
      restore();
    }
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed).toEqual([
      expect.objectContaining({ event: "request", method: "GET", path: "/en/blogs", status: 200, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) }),
      expect.objectContaining({ event: "request", path: "/assets/missing.js", status: 404 }),
    ]);
    expect(typeof parsed[0]!.ms).toBe("number");
  });
});
