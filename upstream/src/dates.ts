const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm[:ss[.sss]]` (read as UTC) or ISO 8601 with an offset → ISO UTC
 * string; null when it is not a real date.
 */
export function parseDateInput(value: string): string | null {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return utc(dateOnly.slice(1, 4).map(Number));
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) {
    const [year, month, day, hour, minute, second = "0", fraction = "0"] = local.slice(1);
    return utc([year, month, day, hour, minute, second, fraction.padEnd(3, "0")].map(Number));
  }
  if (ZONED_DATE_TIME.test(value)) {
    const date = new Date(value);
    // Check the calendar date too: `new Date` rolls 2026-02-30 over into March.
    const calendar = utc(value.slice(0, 10).split("-").map(Number));
    return Number.isNaN(date.getTime()) || calendar === null ? null : date.toISOString();
  }
  return null;
}

function utc(parts: number[]): string | null {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0, ms = 0] = parts;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString();
}

/** Start of a `YYYY-MM-DD` day and start of the next one (UTC), for inclusive day filters. */
export function dayRange(value: string | undefined): { start: string; next: string } | null {
  if (!value || !DATE_ONLY.test(value)) return null;
  const start = parseDateInput(value);
  if (!start) return null;
  const next = new Date(start);
  next.setUTCDate(next.getUTCDate() + 1);
  return { start, next: next.toISOString() };
}

/** SQL condition and parameters for `date_from`/`date_to` on a timestamp column. */
export function dateRangeCondition(column: string, from: string | undefined, to: string | undefined): { sql: string[]; params: string[] } {
  const sql: string[] = [];
  const params: string[] = [];
  const start = dayRange(from);
  if (start) {
    sql.push(`${column} >= ?`);
    params.push(start.start);
  }
  const end = dayRange(to);
  if (end) {
    sql.push(`${column} < ?`);
    params.push(end.next);
  }
  return { sql, params };
}
