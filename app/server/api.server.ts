/**
 * The one way to the upstream API. Every loader and action goes through here, so the base URL,
 * language, Bearer token, timeout, response validation and the error mapping live in
 * one place.
 *
 * Reads (`get`) throw Responses, which suits loaders: the route's error boundary shows a clear,
 * translated page. Writes (`send`) return a result, which suits actions: a failure comes back as
 * field errors or a form-level message, so the form is shown again with everything the user typed.
 * Both throw redirects for 401 (session reset, back to login) and 403 (no-permission page).
 */
import { data, redirect } from "@remix-run/node";
import type { z } from "zod";
import { getEnv } from "./env.server";
import { requestPath, type Locale } from "~/utils/i18n/locale";
import { serverT } from "./i18next.server";
import { loginPath, noPermissionPath } from "~/utils/routing";
import { forgetToken } from "./user-cache.server";
import { requestIdOf } from "./request-context.server";
import { destroySessionCookie } from "./session.server";
import { createToastHeader, ownToast } from "./toast.server";

export interface ApiContext {
  request: Request;
  locale: Locale;
  token?: string;
}

export type FieldErrors = Record<string, string[]>;

export type ApiFailureKind = "validation" | "not_found" | "forbidden" | "server" | "unavailable" | "timeout" | "bad_response" | "unauthorized" | "rate_limited";

export interface ApiFailure {
  ok: false;
  kind: ApiFailureKind;
  status: number;
  message: string;
  fieldErrors: FieldErrors;
  /** The upstream's Retry-After (a 429), as given. */
  retryAfter?: string | null;
}
/** `status`: the upstream's own success code (a replayed idempotent create answers 200, a new one 201). */
export type ApiResult<T> = { ok: true; data: T; status?: number } | ApiFailure;

export type Query = Record<string, string | number | undefined | null>;
export type Body = FormData | Record<string, unknown>;

type Raw = { kind: "response"; status: number; json: unknown; parsed: boolean; retryAfter?: string | null } | { kind: "unavailable" | "timeout" };

export interface SendOptions {
  /** Sent as `Idempotency-Key`: a resubmitted create (after a dropped connection) is stored once. */
  idempotencyKey?: string;
  /** A shorter time limit than the configured one (a search that must not wait for a slow area). */
  timeoutMs?: number;
  /** Sent as JSON rather than multipart (many rows at once, which carry no file). */
  json?: boolean;
}

function hasFile(payload: FormData): boolean {
  for (const value of payload.values()) if (typeof value !== "string") return true;
  return false;
}

async function rawRequest(ctx: ApiContext, method: string, path: string, body?: Body, options: SendOptions = {}): Promise<Raw> {
  const env = getEnv();
  const headers = new Headers({ Accept: "application/json", "Accept-Language": ctx.locale });
  if (ctx.token) headers.set("Authorization", `Bearer ${ctx.token}`);
  if (options.idempotencyKey) headers.set("Idempotency-Key", options.idempotencyKey);
  // The same id as in our log line and on the error page, so one incident can be traced upstream.
  headers.set("X-Request-Id", requestIdOf(ctx.request));
  let payload: FormData | string | undefined;
  if (body !== undefined) payload = body instanceof FormData ? body : options.json ? JSON.stringify(body) : toMultipart(body);
  if (typeof payload === "string") headers.set("Content-Type", "application/json");
  // An upload on a slow phone link takes longer than a read: its own, longer timeout.
  const configured = payload instanceof FormData && hasFile(payload) ? Math.max(env.API_UPLOAD_TIMEOUT_MS, env.API_TIMEOUT_MS) : env.API_TIMEOUT_MS;
  const timeout = options.timeoutMs ? Math.min(options.timeoutMs, configured) : configured;
  let res: Response;
  try {
    // One attempt only, never retried (a POST may have been stored); redirects are not followed.
    res = await fetch(`${env.API_URL}/api/${path}`, {
      method,
      headers,
      body: payload,
      redirect: "manual",
      signal: AbortSignal.timeout(timeout),
    });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    return { kind: name === "TimeoutError" || name === "AbortError" ? "timeout" : "unavailable" };
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    return { kind: name === "TimeoutError" || name === "AbortError" ? "timeout" : "unavailable" };
  }
  try {
    return { kind: "response", status: res.status, json: text ? JSON.parse(text) : null, parsed: true, retryAfter: res.headers.get("Retry-After") };
  } catch {
    return { kind: "response", status: res.status, json: null, parsed: false, retryAfter: res.headers.get("Retry-After") };
  }
}

/** Form submissions use multipart form data, skipping null or undefined values. */
export function toMultipart(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== null && item !== undefined) form.append(key, item instanceof Blob ? item : String(item));
    } else if (value instanceof Blob) {
      form.append(key, value);
    } else if (typeof value === "boolean") {
      form.append(key, value ? "1" : "0");
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}

function field(json: unknown, key: string): unknown {
  return json && typeof json === "object" ? (json as Record<string, unknown>)[key] : undefined;
}

function stringField(json: unknown, key: string): string | undefined {
  const value = field(json, key);
  return typeof value === "string" && value.trim() ? value : undefined;
}

/** 422 `{ errors: { field: [messages] } }` → per-field errors (strings only). */
export function fieldErrorsFrom(json: unknown): FieldErrors {
  const errors = field(json, "errors");
  const out: FieldErrors = {};
  if (!errors || typeof errors !== "object") return out;
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === "string");
    // `permissions.0` and `permissions[]` both belong to the `permissions` field of the form.
    const name = key.replace(/\[\]$/, "").replace(/\.\d+$/, "");
    if (messages.length) out[name] = [...(out[name] ?? []), ...messages];
  }
  return out;
}

/** The first message of the first field is shown as the error. */
export function firstFieldMessage(errors: FieldErrors): string | undefined {
  for (const messages of Object.values(errors)) if (messages[0]) return messages[0];
  return undefined;
}

function currentPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  const search = url.searchParams.toString();
  return `${requestPath(request)}${search ? `?${search}` : ""}`;
}

async function unauthorized(ctx: ApiContext, message: string | undefined): Promise<never> {
  if (ctx.token) forgetToken(ctx.token);
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySessionCookie(ctx.request));
  headers.append("Set-Cookie", await createToastHeader(message ? { type: "error", message } : ownToast("error", ctx.locale, "auth.sessionExpired")));
  const back = ctx.request.method === "GET" ? currentPath(ctx.request) : undefined;
  throw redirect(loginPath(ctx.locale, back), { headers });
}

async function forbidden(ctx: ApiContext, message: string | undefined): Promise<never> {
  const headers = new Headers();
  headers.append("Set-Cookie", await createToastHeader(message ? { type: "error", message } : ownToast("error", ctx.locale, "errors.forbidden")));
  throw redirect(noPermissionPath(ctx.locale), { headers });
}

/**
 * After a form POST without JavaScript, Remix renders the page again by running its loaders with a
 * GET copy of the POST request (same headers, so still a form Content-Type). Those loaders must
 * not redirect away from the form that was just refused.
 */
export function isAfterSubmit(request: Request): boolean {
  return request.method === "GET" && /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(request.headers.get("Content-Type") ?? "");
}

/** Inside an action, or while re-rendering its form: failures come back, nothing redirects. */
function keepsForm(request: Request): boolean {
  return request.method !== "GET" && request.method !== "HEAD" ? true : isAfterSubmit(request);
}

/** `Retry-After` in seconds (a number or an HTTP date), at least 1; null when absent or unreadable. */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | null {
  if (value && /^\d{1,6}$/.test(value.trim())) return Math.max(1, Number(value.trim()));
  const date = value ? Date.parse(value) : NaN;
  if (Number.isFinite(date)) return Math.max(1, Math.ceil((date - now) / 1000));
  return null;
}

/** How long to wait when an upstream's 429 does not say. */
const DEFAULT_RETRY_SECONDS = 30;

interface InterpretOptions {
  /** A read the caller handles itself gets a 403 back as a failure instead of a redirect. */
  forbiddenAsFailure?: boolean;
}

async function interpret<T>(ctx: ApiContext, raw: Raw, schema: z.ZodType<T>, path: string, options: InterpretOptions = {}): Promise<ApiResult<T>> {
  const t = serverT(ctx.locale);
  if (raw.kind !== "response") {
    return raw.kind === "timeout" ? failure("timeout", 504, t("errors.upstreamTimeout")) : failure("unavailable", 503, t("errors.upstreamDown"));
  }
  const { status, json, parsed } = raw;
  // Nothing lost: inside a form action (or its re-render) a 401 or 403 must not redirect, or the
  // typed values are gone. The form comes back with a message saying what to do. The session is
  // kept: logging in in another tab replaces its cookie, and the resubmit then goes through.
  if (status === 401 && keepsForm(ctx.request)) return failure("unauthorized", 401, t("faults.sessionEnded"));
  if (status === 403 && keepsForm(ctx.request)) return failure("forbidden", 403, t("faults.forbidden"));
  // Both shapes: `{ error }` and Laravel's `{ message: "Unauthenticated." }`.
  if (status === 401) return unauthorized(ctx, stringField(json, "error") ?? stringField(json, "message"));
  if (status === 403) {
    const message = stringField(json, "error") ?? stringField(json, "message");
    if (options.forbiddenAsFailure) return failure("forbidden", 403, message ?? t("errors.forbidden"));
    return forbidden(ctx, message);
  }
  if (status === 429) {
    return {
      ...failure("rate_limited", 429, t("faults.rateLimited", { seconds: retryAfterSeconds(raw.retryAfter) ?? DEFAULT_RETRY_SECONDS })),
      retryAfter: raw.retryAfter,
    };
  }
  if (status >= 200 && status < 300) {
    if (!parsed) return failure("bad_response", 502, t("errors.upstreamBadResponse"));
    const result = schema.safeParse(json);
    if (result.success) return { ok: true, data: result.data, status };
    console.error(`[upstream] ${path}: response does not match the contract`, result.error.issues.slice(0, 5));
    return failure("bad_response", 502, t("errors.upstreamBadResponse"));
  }
  const message = parsed ? (stringField(json, "message") ?? stringField(json, "error")) : undefined;
  if (status === 422) {
    const fieldErrors = fieldErrorsFrom(json);
    return failure("validation", 422, firstFieldMessage(fieldErrors) ?? message ?? t("validation.invalid"), fieldErrors);
  }
  if (status === 404) return failure("not_found", 404, message ?? t("errors.notFound"));
  if (status >= 400 && status < 500) return failure("server", status, message ?? t("errors.badRequest"));
  // 5xx (and a 3xx, which is never followed): the upstream's own text may hold SQL, keys or a
  // stack trace, so it is logged, never shown.
  if (message) console.error(`[upstream] ${path}: HTTP ${status}`, JSON.stringify(message.slice(0, 300)));
  return failure("server", 502, t("errors.upstreamServer"));
}

function failure(kind: ApiFailureKind, status: number, message: string, fieldErrors: FieldErrors = {}): ApiFailure {
  return { ok: false, kind, status, message, fieldErrors };
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path;
}

export class Upstream {
  constructor(private readonly ctx: ApiContext) {}

  /**
   * For loaders: the data. A 401 ends the session and redirects to login, a 403 redirects to the
   * no-permission page, and any other failure is thrown as a Response that the error boundary
   * turns into a clear page.
   */
  async get<T>(path: string, schema: z.ZodType<T>, query?: Query): Promise<T> {
    const full = withQuery(path, query);
    const result = await interpret(this.ctx, await rawRequest(this.ctx, "GET", full, undefined), schema, full);
    if (result.ok) return result.data;
    throw data({ message: result.message, kind: result.kind }, { status: result.status === 422 ? 400 : result.status });
  }

  /**
   * A read whose failure the caller handles itself (the frame's logo, an optional detail): every
   * failure, 403 included, comes back as a result. Only a 401 still ends the session. A 403 here
   * must not redirect: the no-permission page makes the same read and would loop.
   */
  async tryGet<T>(path: string, schema: z.ZodType<T>, query?: Query, options: Pick<SendOptions, "timeoutMs"> = {}): Promise<ApiResult<T>> {
    const full = withQuery(path, query);
    return interpret(this.ctx, await rawRequest(this.ctx, "GET", full, undefined, options), schema, full, { forbiddenAsFailure: true });
  }

  /** For actions: never throws for 422 or a failing upstream, so the form can be shown again. */
  async send<T>(method: "POST" | "DELETE", path: string, body: Body | undefined, schema: z.ZodType<T>, options: SendOptions = {}): Promise<ApiResult<T>> {
    return interpret(this.ctx, await rawRequest(this.ctx, method, path, body, options), schema, path);
  }
}

export function upstream(ctx: ApiContext): Upstream {
  return new Upstream(ctx);
}
