/**
 * One JSON object per line on stdout: machine-readable, and JSON's string escaping turns CR, LF
 * and every other control character into `\r`, `\n`, `\u00xx`, so a value can never start a
 * forged line. Field names that could carry a secret are refused here, whatever the caller passes.
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

let sink: (line: string) => void = (line) => process.stdout.write(`${line}\n`);

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
  "login.success" | "login.failure" | "login.rate_limited" | "login.honeypot" | "logout" | "session.expired" | "csrf.refused" | "forbidden" | "rate_limited";

/** A security event: who (user id), from where (IP), which request, and what happened. */
export function logSecurityEvent(context: { requestId: string; ip: string; userId?: number }, outcome: SecurityOutcome, extra: LogFields = {}): void {
  logEvent({ event: "security", outcome, requestId: context.requestId, ip: context.ip, userId: context.userId, ...extra });
}
