import { write, writeSync } from "node:fs";

/**
 * One JSON object per line on stdout: machine-readable, and JSON's string escaping turns CR, LF
 * and every other control character into `\r`, `\n`, `\u00xx`, so a value can never start a
 * forged line. Field names that could carry a secret are refused here, whatever the caller passes.
 * Lines leave the process asynchronously and in batches (`lineWriter`): a request never waits for
 * its log line to be written.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

const SECRET_FIELD = /pass|token|cookie|secret|authorization|csrf/i;
const MAX_VALUE = 300;

export function formatLogLine(fields: LogFields, now = new Date()): string {
  const line: Record<string, string | number | boolean | null> = { time: now.toISOString() };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || SECRET_FIELD.test(key)) continue;
    line[key] = typeof value === "string" && value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE)}…` : value;
  }
  return JSON.stringify(line);
}

/** Past this many characters waiting to be written (stdout not read), lines are dropped and counted. */
const MAX_PENDING = 4 * 1024 * 1024;
/** How long a line may wait for others to join its batch, and how much makes a batch go at once. */
const BATCH_MS = 25;
const BATCH_CHARS = 64 * 1024;

export interface LineWriter {
  write(line: string): void;
  /** Writes what is waiting now, synchronously (at exit). */
  flushSync(): void;
}

interface WriterIo {
  write: (
    fd: number,
    buffer: Buffer,
    offset: number,
    length: number,
    position: null,
    done: (error: NodeJS.ErrnoException | null, written: number) => void,
  ) => void;
  writeSync: (fd: number, buffer: Buffer, offset: number, length: number) => number;
  later: (run: () => void, ms: number) => void;
}

// Unref'd: a batch still waiting never keeps the process alive; it is written at exit instead.
const nodeIo: WriterIo = { write, writeSync, later: (run, ms) => setTimeout(run, ms).unref() };

/**
 * Lines for file descriptor `fd`, written off the main thread: the lines of up to 25 ms (or 64 KB)
 * are joined and handed to one asynchronous write (libuv's thread pool), never a blocking write
 * per line, and the next batch waits for the one before it, so lines keep their order. A
 * full pipe (EAGAIN) is tried again a little later; a closed one ends the writing. At most
 * `maxPending` characters wait: past that, lines are dropped and their number is logged once
 * writing catches up.
 */
export function lineWriter(fd: number, io: WriterIo = nodeIo, maxPending = MAX_PENDING): LineWriter {
  let pending: string[] = [];
  let pendingChars = 0;
  let dropped = 0;
  let writing = false;
  let scheduled = false;
  let closed = false;

  const take = (): Buffer | null => {
    if (dropped > 0) {
      pending.push(formatLogLine({ event: "log.dropped", lines: dropped }));
      dropped = 0;
    }
    if (pending.length === 0) return null;
    const batch = Buffer.from(`${pending.join("\n")}\n`);
    pending = [];
    pendingChars = 0;
    return batch;
  };
  const schedule = () => {
    if (scheduled || writing || closed) return;
    scheduled = true;
    io.later(flush, BATCH_MS);
  };
  const send = (batch: Buffer, offset: number) => {
    io.write(fd, batch, offset, batch.length - offset, null, (error, written) => {
      if (error?.code === "EAGAIN") return io.later(() => send(batch, offset), 10);
      if (error) {
        closed = true;
        pending = [];
        return;
      }
      if (offset + written < batch.length) return send(batch, offset + written);
      writing = false;
      if (pending.length > 0 || dropped > 0) schedule();
    });
  };
  function flush() {
    if (!scheduled) return;
    scheduled = false;
    const batch = take();
    if (!batch) return;
    writing = true;
    send(batch, 0);
  }
  return {
    write(line) {
      if (closed) return;
      if (pendingChars + line.length > maxPending) {
        dropped++;
        return;
      }
      pending.push(line);
      pendingChars += line.length + 1;
      if (pendingChars >= BATCH_CHARS && !writing && !closed) {
        scheduled = true;
        flush();
      } else schedule();
    },
    flushSync() {
      const batch = closed ? null : take();
      if (!batch) return;
      let offset = 0;
      for (let tries = 0; offset < batch.length && tries < 1000; tries++) {
        try {
          offset += io.writeSync(fd, batch, offset, batch.length - offset);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "EAGAIN") return;
        }
      }
    },
  };
}

let stdout: LineWriter | undefined;

function stdoutWriter(): LineWriter {
  if (!stdout) {
    const writer = lineWriter(1);
    process.once("exit", () => writer.flushSync());
    stdout = writer;
  }
  return stdout;
}

let sink: (line: string) => void = (line) => stdoutWriter().write(line);

/** For unit tests: capture lines instead of writing them. */
export function setLogSink(next: (line: string) => void): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

export function logEvent(fields: LogFields): void {
  if (process.env.LAWHA_LOG === "off") return;
  sink(formatLogLine(fields));
}

export type SecurityOutcome =
  | "login.success"
  | "login.failure"
  | "login.rate_limited"
  | "login.honeypot"
  | "login.two_step"
  | "login.code_failure"
  | "logout"
  | "session.expired"
  | "session.ended"
  | "csrf.refused"
  | "forbidden"
  | "rate_limited";

/** A security event: who (user id), from where (IP), which request, and what happened. */
export function logSecurityEvent(context: { requestId: string; ip: string; userId?: number }, outcome: SecurityOutcome, extra: LogFields = {}): void {
  logEvent({ event: "security", outcome, requestId: context.requestId, ip: context.ip, userId: context.userId, ...extra });
}
