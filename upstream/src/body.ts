import type { AppContext } from "./http";
import { apiError } from "./http";

type InputValue = string | File;
/** Request fields by name (a trailing `[]` removed), every value in the order sent. */
export type Input = ReadonlyMap<string, readonly InputValue[]>;

/** Reads multipart, urlencoded or JSON bodies into one shape; anything else is an empty input. */
export async function readInput(c: AppContext): Promise<Input> {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  const input = new Map<string, InputValue[]>();
  const add = (rawKey: string, value: InputValue) => {
    const key = rawKey.endsWith("[]") ? rawKey.slice(0, -2) : rawKey;
    const values = input.get(key);
    if (values) values.push(value);
    else input.set(key, [value]);
  };

  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
    let body: Record<string, InputValue | InputValue[]>;
    try {
      body = await c.req.parseBody({ all: true });
    } catch {
      throw apiError(400, c.var.lang, "malformedBody");
    }
    for (const [key, value] of Object.entries(body)) {
      for (const item of Array.isArray(value) ? value : [value]) add(key, item);
    }
    return input;
  }

  if (type === "application/json") {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw apiError(400, c.var.lang, "malformedBody");
    }
    if (!isObject(body)) throw apiError(400, c.var.lang, "malformedBody");
    return objectInput(body);
  }
  return input;
}

export const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** A JSON object's fields as an input: a list gives several values, anything but a scalar is dropped. */
export function objectInput(body: Record<string, unknown>): Input {
  const input = new Map<string, InputValue[]>();
  for (const [rawKey, value] of Object.entries(body)) {
    const key = rawKey.endsWith("[]") ? rawKey.slice(0, -2) : rawKey;
    for (const item of Array.isArray(value) ? value : [value]) {
      const scalar = jsonScalar(item);
      if (scalar !== undefined) input.set(key, [...(input.get(key) ?? []), scalar]);
    }
  }
  return input;
}

function jsonScalar(value: unknown): string | undefined {
  if (value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

/** The last non-file value of a field (so a hidden "0" followed by a checked "1" reads as "1"). */
export function lastText(input: Input, name: string): string | undefined {
  const values = input.get(name);
  if (!values) return undefined;
  for (let i = values.length - 1; i >= 0; i--) {
    const value = values[i];
    if (typeof value === "string") return value;
  }
  return undefined;
}

/** The last non-empty uploaded file of a field. */
export function lastFile(input: Input, name: string): File | undefined {
  const values = input.get(name) ?? [];
  for (let i = values.length - 1; i >= 0; i--) {
    const value = values[i];
    if (typeof value !== "string" && value !== undefined && value.size > 0) return value;
  }
  return undefined;
}
