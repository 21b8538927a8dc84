import { data } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { describeError, isThrownResponse } from "./error-log.server";

/** The router's error response, as `isRouteErrorResponse` knows it. */
const routeError = (status: number, statusText: string, body: unknown) => ({ status, statusText, internal: false, data: body });

describe("describeError", () => {
  it("reads a thrown data() response, never [object Object]", () => {
    const thrown = data({ message: "Not found" }, { status: 404 });
    expect(String(thrown)).toBe("[object Object]");
    expect(describeError(thrown)).toBe("HTTP 404: Not found");
    expect(isThrownResponse(thrown)).toBe(true);
  });

  it("reads the router's error response made of one, and a plain Response", () => {
    expect(describeError(routeError(404, "Not Found", { message: "Not found" }))).toBe("HTTP 404 Not Found: Not found");
    expect(describeError(routeError(403, "", { kind: "forbidden" }))).toBe('HTTP 403: {"kind":"forbidden"}');
    expect(describeError(new Response("x", { status: 502 }))).toBe("HTTP 502");
  });

  it("keeps an Error's message and names anything else", () => {
    expect(describeError(new TypeError("boom"))).toBe("boom");
    expect(isThrownResponse(new Error("x"))).toBe(false);
    expect(describeError("plain")).toBe("plain");
    expect(describeError({ a: 1 })).toBe('{"a":1}');
    expect(describeError(undefined)).toBe("undefined");
  });
});
