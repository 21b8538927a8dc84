import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { ApiFailure } from "./api.server";
import { messageKey } from "~/utils/i18n/translate";
import { DEFAULT_LIMITS, MAX_UPLOAD_BYTES, type ParsedForm } from "./multipart.server";

/**
 * One place where an upstream failure becomes a conform reply: 422 field errors land under their
 * fields (renamed where the form names a field differently), the first message becomes the
 * form-level error, and any other failure is a form-level message. The reply carries
 * every submitted value back, so nothing typed is lost, with or without JavaScript.
 */
export function replyWithFailure<T>(
  submission: Submission<T>,
  failure: ApiFailure,
  options: { fieldName?: (upstreamName: string) => string; hideFields?: string[] } = {},
) {
  const rename = options.fieldName ?? ((n: string) => n);
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(failure.fieldErrors)) {
    const formName = rename(name);
    fieldErrors[formName] = [...(fieldErrors[formName] ?? []), ...messages];
  }
  const result: SubmissionResult<string[]> = submission.reply({
    formErrors: [failure.message],
    fieldErrors,
    hideFields: options.hideFields,
  });
  return data(result, { status: failure.status === 422 ? 422 : failure.status >= 500 ? failure.status : 400 });
}

/**
 * A form the server's own checks refused: 422 with every typed value, so the page comes back as it
 * was sent (without JavaScript the refused form is the page itself). A malformed request is a 400,
 * thrown before any form is read.
 */
export function refusedForm<T>(submission: Submission<T>, options?: Parameters<Submission<T>["reply"]>[0]) {
  return data(submission.reply(options), { status: 422 });
}

/** Oversized uploads become field errors next to the other validation errors. */
export function oversizedErrors(fields: string[]): Record<string, string[]> {
  const size = String(Math.round(MAX_UPLOAD_BYTES / (1024 * 1024)));
  return Object.fromEntries(fields.map((f) => [f, [messageKey("validation.fileSize", { size })]]));
}

/** Per-field problems found while reading the body (file too large or not an image, text cut). */
export function bodyFieldErrors(
  parsed: Pick<ParsedForm, "oversized" | "badType" | "tooLong">,
  maxFieldBytes = DEFAULT_LIMITS.maxFieldBytes,
): Record<string, string[]> {
  const errors: Record<string, string[]> = { ...oversizedErrors(parsed.oversized) };
  for (const f of parsed.badType) errors[f] = ["validation.fileType"];
  for (const f of parsed.tooLong) errors[f] = [messageKey("validation.tooLong", { max: maxFieldBytes })];
  return errors;
}

export function hasBodyFieldErrors(parsed: Pick<ParsedForm, "oversized" | "badType" | "tooLong">): boolean {
  return parsed.oversized.length + parsed.badType.length + parsed.tooLong.length > 0;
}
