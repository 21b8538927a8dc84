import { describe, expect, it } from "vitest";
import { formatLogLine, lineWriter, logSecurityEvent, setLogSink } from "./security-log.server";

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

describe("the line writer", () => {
  type Io = Parameters<typeof lineWriter>[1] & object;
  function fakeIo(answers: Array<NodeJS.ErrnoException | number | "all"> = []) {
    const writes: string[] = [];
    const later: Array<() => void> = [];
    const io: Io = {
      write(_fd, buffer, offset, length, _position, done) {
        const answer = answers.shift() ?? "all";
        if (typeof answer === "object") return setImmediate(() => done(answer, 0));
        const n = answer === "all" ? length : answer;
        writes.push(buffer.subarray(offset, offset + n).toString());
        setImmediate(() => done(null, n));
      },
      writeSync(_fd, buffer, offset, length) {
        writes.push(`sync:${buffer.subarray(offset, offset + length).toString()}`);
        return length;
      },
      later: (run) => later.push(run),
    };
    return { io, writes, later };
  }
  const tick = () => new Promise((r) => setImmediate(r));
  const eagain = Object.assign(new Error("EAGAIN"), { code: "EAGAIN" });

  it("writes the lines of one turn of the event loop in one asynchronous write, in order", async () => {
    const { io, writes } = fakeIo();
    const writer = lineWriter(1, io);
    writer.write("a");
    writer.write("b");
    expect(writes).toEqual([]);
    await tick();
    writer.write("c");
    await tick();
    await tick();
    expect(writes).toEqual(["a\nb\n", "c\n"]);
  });

  it("finishes a partial write and tries a full pipe again later", async () => {
    const { io, writes, later } = fakeIo([2, eagain]);
    const writer = lineWriter(1, io);
    writer.write("abcdef");
    for (let i = 0; i < 4; i++) await tick();
    expect(writes).toEqual(["ab"]);
    expect(later).toHaveLength(1);
    later.shift()!();
    await tick();
    expect(writes).toEqual(["ab", "cdef\n"]);
  });

  it("drops lines past its bound and says how many, and writes what waits at exit", async () => {
    const { io, writes } = fakeIo();
    const writer = lineWriter(1, io, 10);
    writer.write("12345678");
    writer.write("overflow");
    writer.flushSync();
    expect(writes[0]).toMatch(/^sync:12345678\n\{"time":"[^"]+","event":"log.dropped","lines":1\}\n$/);
  });
});
