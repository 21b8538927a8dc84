import { isRouteErrorResponse } from "@remix-run/react";

/**
 * What went wrong, in one readable line for the log. Loaders and actions throw more than
 * `Error`s: a `data()` response (`{ type: "DataWithResponseInit", data, init }`), the router's
 * error response made of one (`{ status, statusText, data }`) or a plain `Response`. `String()`
 * of those reads `[object Object]`; here they read `HTTP 404: Not found`.
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (isRouteErrorResponse(error)) return httpLine(error.status, error.statusText, error.data);
  if (isDataWithInit(error)) return httpLine(error.init?.status ?? 200, error.init?.statusText, error.data);
  if (error instanceof Response) return httpLine(error.status, error.statusText, undefined);
  if (typeof error === "string") return error;
  if (error === null || typeof error !== "object") return String(error);
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return Object.prototype.toString.call(error);
  }
}

/** A thrown response (a 404, a 403…): an answer a route chose to give, with no stack to print. */
export function isThrownResponse(error: unknown): boolean {
  return isRouteErrorResponse(error) || isDataWithInit(error) || error instanceof Response;
}

interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isDataWithInit(error: unknown): error is DataWithInit {
  return Boolean(error && typeof error === "object" && (error as { type?: unknown }).type === "DataWithResponseInit");
}

function httpLine(status: number, statusText: string | undefined, data: unknown): string {
  const head = `HTTP ${status}${statusText ? ` ${statusText}` : ""}`;
  const said = messageOf(data);
  return said ? `${head}: ${said}` : head;
}

function messageOf(data: unknown): string | undefined {
  if (typeof data === "string") return data || undefined;
  if (data instanceof Error) return data.message;
  if (data && typeof data === "object") {
    const message = (data as { message?: unknown }).message;
    if (typeof message === "string") return message;
    try {
      return JSON.stringify(data);
    } catch {
      return undefined;
    }
  }
  return data === undefined || data === null ? undefined : String(data);
}
