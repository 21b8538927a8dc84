import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { ApiFailure } from "./api.server";
import { messageKey } from "./translate";
import { MAX_UPLOAD_BYTES } from "./multipart.server";

/**
 * One place where an upstream failure becomes a conform reply: 422 field errors land under their
 * fields (renamed where the form names a field differently), the first message becomes the
 * form-level error (spec §8), and any other failure is a form-level message. The reply carries
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

/** Oversized uploads become field errors next to the other validation errors. */
export function oversizedErrors(fields: string[]): Record<string, string[]> {
  const size = String(Math.round(MAX_UPLOAD_BYTES / (1024 * 1024)));
  return Object.fromEntries(fields.map((f) => [f, [messageKey("validation.fileSize", { size })]]));
}
