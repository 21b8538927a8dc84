import type { Database } from "./sqlite";
import type { Context } from "hono";
import type { Lang, MessageKey } from "./i18n";
import { translate } from "./i18n";

type AuthUser = {
  id: number;
  name: string;
  roleId: number;
  permissions: ReadonlySet<string>;
  tokenHash: string;
};

export type AppEnv = { Variables: { lang: Lang; user: AuthUser } };
export type AppContext = Context<AppEnv>;

/** Everything the route modules need, passed in so tests can build isolated apps. */
export type Deps = {
  db: Database;
  uploadDir: string;
  publicUrl: string;
  tokenTtlSeconds: number;
  now: () => Date;
  /** Days a deleted record stays in the bin before it is purged (TRASH_DAYS). */
  trashDays: number;
  /** false: writes leave no activity entry. Only the history bench sets it, to measure what entries cost. */
  activity?: boolean;
};

export type FieldErrors = Record<string, string[]>;

type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422;

/** Thrown by handlers and turned into the contract's error body by the app's error handler. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly body: Record<string, unknown>,
  ) {
    super(`API error ${status}`);
  }
}

/** 401/403 carry `{ error }`, everything else `{ message }`. */
export function apiError(status: ErrorStatus, lang: Lang, key: MessageKey): ApiError {
  const text = translate(lang, key);
  return new ApiError(status, status === 401 || status === 403 ? { error: text } : { message: text });
}

export function validationError(errors: FieldErrors): ApiError {
  const first = Object.values(errors).find((messages) => messages.length > 0)?.[0] ?? "";
  return new ApiError(422, { message: first, errors });
}

export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

export function requirePermission(c: AppContext, permission: string): void {
  if (!c.var.user.permissions.has(permission)) throw apiError(403, c.var.lang, "forbidden");
}

/** Positive integer path parameter, or 404. */
export function idParam(c: AppContext, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw apiError(404, c.var.lang, "notFound");
  return id;
}

export function message(c: AppContext, key: MessageKey): string {
  return translate(c.var.lang, key);
}
