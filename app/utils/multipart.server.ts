import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { requireCsrf } from "./csrf.server";

/** The upstream accepts images up to 2 MiB; the form says so before the upstream has to. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Text parts beyond this are cut off (a rich-text body is far smaller). */
const MAX_TEXT_BYTES = 512 * 1024;

export interface ParsedForm {
  formData: FormData;
  /** File fields whose upload was larger than allowed: reported on the field, never a 500. */
  oversized: string[];
}

async function readLimited(data: AsyncIterable<Uint8Array>, limit: number): Promise<{ chunks: Uint8Array[]; size: number; over: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of data) {
    size += chunk.byteLength;
    // Past the limit the rest of the part is read and dropped, so that the other fields of the
    // form still arrive and can be shown again with what the user typed.
    if (size > limit) over = true;
    else chunks.push(chunk);
  }
  return { chunks, size, over };
}

/**
 * Parses a multipart (or url-encoded) form without ever throwing for an oversized file: Remix's
 * memory handler throws MaxPartSizeExceededError, which would lose every other typed value.
 */
export async function parseForm(request: Request): Promise<ParsedForm> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.includes("multipart/form-data")) {
    const formData = await request.formData();
    await requireCsrf(request, formData);
    return { formData, oversized: [] };
  }
  const oversized: string[] = [];
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (filename === undefined) {
      const { chunks, over } = await readLimited(data, MAX_TEXT_BYTES);
      if (over) oversized.push(name);
      return Buffer.concat(chunks).toString("utf8");
    }
    const { chunks, size, over } = await readLimited(data, MAX_UPLOAD_BYTES);
    if (!filename || size === 0) return undefined;
    if (over) {
      oversized.push(name);
      return undefined;
    }
    return new File([Buffer.concat(chunks)], filename, { type: contentType });
  };
  const formData = await unstable_parseMultipartFormData(request, handler);
  // Every form read through here is an action's: its anti-forgery token is checked before use.
  await requireCsrf(request, formData);
  return { formData, oversized };
}
