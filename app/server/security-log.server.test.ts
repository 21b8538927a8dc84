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
    const later: Array<{ run: () => void; ms: number }> = [];
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
      later: (run, ms) => later.push({ run, ms }),
    };
    /** Runs what waits on a timer, then lets the writes' callbacks come back. */
    const elapse = async () => {
      for (const { run } of later.splice(0)) run();
      for (let i = 0; i < 4; i++) await new Promise((r) => setImmediate(r));
    };
    return { io, writes, later, elapse };
  }
  const eagain = Object.assign(new Error("EAGAIN"), { code: "EAGAIN" });

  it("writes the lines of a short wait in one asynchronous write, in order", async () => {
    const { io, writes, later, elapse } = fakeIo();
    const writer = lineWriter(1, io);
    writer.write("a");
    writer.write("b");
    expect(writes).toEqual([]);
    expect(later.map((l) => l.ms)).toEqual([25]);
    await elapse();
    writer.write("c");
    await elapse();
    expect(writes).toEqual(["a\nb\n", "c\n"]);
  });

  it("sends a large batch at once", () => {
    const { io, writes } = fakeIo();
    const writer = lineWriter(1, io);
    const line = "x".repeat(1000);
    for (let i = 0; i < 70; i++) writer.write(line);
    expect(writes).toHaveLength(1);
    // 66 lines of 1,001 characters pass 64 KB.
    expect(writes[0]!.split("\n").filter(Boolean)).toHaveLength(66);
  });

  it("finishes a partial write and tries a full pipe again later", async () => {
    const { io, writes, later, elapse } = fakeIo([2, eagain]);
    const writer = lineWriter(1, io);
    writer.write("abcdef");
    await elapse();
    expect(writes).toEqual(["ab"]);
    expect(later.map((l) => l.ms)).toEqual([10]);
    await elapse();
    expect(writes).toEqual(["ab", "cdef\n"]);
  });

  it("drops lines past its bound and says how many, and writes what waits at exit", () => {
    const { io, writes } = fakeIo();
    const writer = lineWriter(1, io, 10);
    writer.write("12345678");
    writer.write("overflow");
    writer.flushSync();
    expect(writes[0]).toMatch(/^sync:12345678\n\{"time":"[^"]+","event":"log.dropped","lines":1\}\n$/);
  });
});
