import { describe, expect, it } from "vitest";
import { formatLogLine, logSecurityEvent, setLogSink } from "./security-log.server";

describe("structured log lines", () => {
  it("is one JSON line with UTC time, CR/LF and control characters escaped", () => {
    const line = formatLogLine({ event: "security", account: 'a@b.test\r\n{"event":"forged"}\u0000' }, new Date(Date.UTC(2026, 10, 23, 9, 5)));
    // eslint-disable-next-line no-control-regex -- the control characters are what is checked
    expect(line).not.toMatch(/[\r\n\u0000]/);
    expect(line).toContain("\\r\\n");
    const parsed = JSON.parse(line) as Record<string, string>;
    expect(parsed.time).toBe("2026-11-23T09:05:00.000Z");
    expect(parsed.account).toBe('a@b.test\r\n{"event":"forged"}\u0000');
  });

  it("never writes a field that could hold a password, token or cookie", () => {
    const line = formatLogLine({ password: "Admin#2024", token: "abc", Cookie: "s=1", csrf: "x", authorization: "Bearer y", userId: 3 });
    expect(Object.keys(JSON.parse(line))).toEqual(["time", "userId"]);
  });

  it("cuts over-long values", () => {
    const parsed = JSON.parse(formatLogLine({ path: "/".repeat(5000) })) as { path: string };
    expect(parsed.path.length).toBeLessThanOrEqual(301);
  });

  it("security events carry outcome, request id, IP and user", () => {
    const lines: string[] = [];
    const restore = setLogSink((l) => lines.push(l));
    logSecurityEvent({ requestId: "r-12345678", ip: "203.0.113.9", userId: 7 }, "login.failure", { account: "x@y.test" });
    restore();
    expect(JSON.parse(lines[0]!)).toMatchObject({ event: "security", outcome: "login.failure", requestId: "r-12345678", ip: "203.0.113.9", userId: 7 });
  });
});
