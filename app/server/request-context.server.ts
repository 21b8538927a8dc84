import { randomUUID } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { TEST_NOW_HEADER } from "./clock.server";
import { getEnv } from "./env.server";
import { logEvent } from "./security-log.server";

/**
 * What Remix cannot see: the client's socket address, a request id, and the HTTPS verdict.
 *
 * remix-serve (fixed by the customer) builds the Fetch `Request` from Express's `req.headers` and
 * passes no load context, so nothing about the socket reaches a loader. Rather than replace it with
 * a custom server, we listen on Node's `http.server.request.start` diagnostics channel, which fires
 * synchronously for every request before Express sees it, and write our findings into the request
 * headers under names we always overwrite (a client cannot supply them). The same hook sets the
 * `X-Request-Id` response header and writes the one access line of the request, structured, when
 * the response finishes (remix-serve's own is silenced: `silenceRemixServeAccessLog` in library-patches.server.ts).
 */
export const CLIENT_IP_HEADER = "x-lawha-client-ip";
export const REQUEST_ID_HEADER = "x-request-id";
export const HTTPS_HEADER = "x-lawha-https";
/** The browser's Origin, moved aside so Remix's own check (a bare 500) leaves the verdict to ours. */
export const ORIGIN_HEADER = "x-lawha-origin";
/**
 * A key of this request alone, always made here: what its loaders share is kept under it, since
 * Remix hands each loader its own copy of the Request (the same headers, another object).
 */
const REQUEST_KEY_HEADER = "x-lawha-request-key";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

interface RequestStart {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
}

/** User ids found by the guards, for the request's log line (keyed by request id). */
const usersOfRequests = new Map<string, number>();

export function noteRequestUser(request: Request, userId: number): void {
  const id = request.headers.get(REQUEST_ID_HEADER);
  if (id && usersOfRequests.size < 10_000) usersOfRequests.set(id, userId);
}

/** The user id the guards saw for this request, if any (for auth event lines). */
export function requestUser(request: Request): number | undefined {
  const id = request.headers.get(REQUEST_ID_HEADER);
  return id ? usersOfRequests.get(id) : undefined;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The client address: the socket, or with N trusted proxies the N-th entry from the right of X-Forwarded-For. */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustedProxies: number): string {
  const socket = (socketAddress ?? "unknown").replace(/^::ffff:/, "");
  if (trustedProxies <= 0 || !forwardedFor) return socket;
  const hops = forwardedFor
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...hops, socket];
  const candidate = chain[chain.length - 1 - trustedProxies] ?? chain[0];
  return /^[0-9A-Fa-f:.]{2,45}$/.test(candidate) ? candidate.replace(/^::ffff:/, "") : socket;
}

export function onRequestStart({ request: req, response: res, socket }: RequestStart): void {
  const trust = getEnv().TRUST_PROXY;
  for (const name of Object.keys(req.headers)) {
    // The test clock's header is kept: clock.server.ts reads it, in test mode only.
    if (name.startsWith("x-lawha-") && name !== TEST_NOW_HEADER) delete req.headers[name];
  }
  const incomingId = firstHeader(req.headers[REQUEST_ID_HEADER]);
  const requestId = trust > 0 && incomingId && REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
  req.headers[REQUEST_ID_HEADER] = requestId;
  req.headers[REQUEST_KEY_HEADER] = randomUUID();
  res.setHeader("X-Request-Id", requestId);

  const ip = clientAddress(socket.remoteAddress, firstHeader(req.headers["x-forwarded-for"]), trust);
  req.headers[CLIENT_IP_HEADER] = ip;
  const proto = firstHeader(req.headers["x-forwarded-proto"])?.split(",")[0]?.trim().toLowerCase();
  const https = Boolean((socket as Socket & { encrypted?: boolean }).encrypted) || (trust > 0 && proto === "https");
  if (https) req.headers[HTTPS_HEADER] = "1";
  // Express builds the request URL from X-Forwarded-Host when present: only a trusted proxy may set it.
  if (trust === 0) delete req.headers["x-forwarded-host"];
  if (req.headers.origin !== undefined) {
    req.headers[ORIGIN_HEADER] = firstHeader(req.headers.origin) ?? "";
    delete req.headers.origin;
  }

  const started = process.hrtime.bigint();
  const path = (req.url ?? "/").split("?")[0];
  // One line per page, data or action request; a static file only when it fails (a 404).
  const file = path.startsWith("/assets/") || path.startsWith("/fonts/") || /\.(?:svg|png|ico|css|js|woff2?)$/.test(path);
  res.once("finish", () => {
    if (file && res.statusCode < 400) return;
    const userId = usersOfRequests.get(requestId);
    usersOfRequests.delete(requestId);
    logEvent({
      event: "request",
      requestId,
      ip,
      userId,
      method: req.method,
      path,
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 100_000n) / 10,
    });
  });
  res.once("close", () => usersOfRequests.delete(requestId));
}

let installed = false;

/** Called once when the server build loads (app/entry.server.tsx). */
export function installRequestContext(): void {
  if (installed) return;
  installed = true;
  subscribe("http.server.request.start", (message) => onRequestStart(message as RequestStart));
}

/** The request id given by the hook above, or a new one where the hook does not run (unit tests). */
export function requestIdOf(request: Request): string {
  return request.headers.get(REQUEST_ID_HEADER) ?? "none";
}

/** The key of one request for what its loaders share; null where the hook does not run (unit tests). */
export function requestKeyOf(request: Request): string | null {
  return request.headers.get(REQUEST_KEY_HEADER);
}

export function clientIpOf(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** Served over HTTPS: directly, or through a trusted proxy that says so in X-Forwarded-Proto. */
export function isHttps(request: Request): boolean {
  return request.headers.get(HTTPS_HEADER) === "1" || new URL(request.url).protocol === "https:";
}

/** The origin the browser sees: the request's host, with the scheme the proxy reports. */
export function publicOrigin(request: Request): string {
  const url = new URL(request.url);
  return `${isHttps(request) ? "https:" : url.protocol}//${url.host}`;
}

/** The browser's Origin header, wherever the hook moved it. */
export function originHeaderOf(request: Request): string | null {
  return request.headers.get(ORIGIN_HEADER) ?? request.headers.get("origin");
}
