/**
 * The one way an action reads a request body. Remix's `request.formData()` buffers the whole body
 * with no limit (three 100 MB POSTs cost about 1.2 GB), accepts any number of parts and answers a
 * malformed body with a 500. Here the body is counted while it streams in: past the cap the stream
 * is cancelled and the request answered 413 with `Connection: close`, so the rest is never read
 * into memory. Text is decoded strictly (invalid UTF-8 is a 400), files are checked by their magic
 * bytes and renamed by the server.
 */
import { unstable_parseMultipartFormData, data, type UploadHandler } from "@remix-run/node";
import { fileTypeFromBuffer } from "file-type";
import type { Locale } from "~/utils/i18n/locale";
import { requireCsrf } from "./csrf.server";
import { serverT } from "./i18next.server";

/** The upstream accepts images up to 2 MiB; the form says so before the upstream has to. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** Image types accepted by their content (magic bytes), whatever the browser or the name says. */
const UPLOAD_TYPES: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" };

export interface BodyLimits {
  /**
   * The whole body, not counting the dropped part of files over `maxFileBytes`. Past it: 413
   * before the rest is read.
   */
  maxBytes: number;
  /**
   * The whole body including the dropped part of files that are too large: a form with a 20 MB
   * photo is still read to its end (the photo's bytes are counted and dropped, never held), so that
   * its text comes back with an error on the file field instead of a bare 413. Past it: 413.
   */
  maxBytesWithDroppedFiles: number;
  /** Parts (multipart) or pairs (url-encoded). Past it: 413. */
  maxParts: number;
  /** One text value. Past it the value is cut and the field reported in `tooLong`. */
  maxFieldBytes: number;
  /** One file. Past it the file is dropped and the field reported in `oversized`. */
  maxFileBytes: number;
  /** Whether files are accepted at all (login, passwords: no). */
  allowFiles: boolean;
  /**
   * What files are: images (the default: checked by their magic bytes, refused otherwise) or data
   * (an import's spreadsheet: kept as sent, under a server-side name, for the route to read).
   */
  files?: "images" | "data";
}

export const DEFAULT_LIMITS: BodyLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxBytesWithDroppedFiles: 64 * 1024 * 1024,
  maxParts: 1000,
  maxFieldBytes: 1024 * 1024,
  maxFileBytes: MAX_UPLOAD_BYTES,
  allowFiles: true,
};

/** For anonymous forms (login): a few small fields, no files. */
export const SMALL_FORM_LIMITS: BodyLimits = {
  maxBytes: 16 * 1024,
  maxBytesWithDroppedFiles: 16 * 1024,
  maxParts: 20,
  maxFieldBytes: 4 * 1024,
  maxFileBytes: 0,
  allowFiles: false,
};

export interface ParsedForm {
  formData: FormData;
  /** File fields whose upload was larger than allowed: reported on the field, never a 500. */
  oversized: string[];
  /** File fields whose content is not an accepted image (SVG, HTML named .png, …). */
  badType: string[];
  /** Text fields longer than `maxFieldBytes` (their value is cut). */
  tooLong: string[];
}

type Reason = "tooLarge" | "malformed";

class BodyRejected extends Error {
  constructor(readonly reason: Reason) {
    super(reason);
  }
}

/** The thrown response: 413 or 400, translated, and the connection closed so the rest is not read. */
function rejection(reason: Reason, locale: Locale) {
  const status = reason === "tooLarge" ? 413 : 400;
  return data({ message: serverT(locale)(reason === "tooLarge" ? "body.tooLarge" : "body.malformed") }, { status, headers: { Connection: "close" } });
}

/** Bytes the parser may hold ahead of the part that will drop them (a few of its chunks). */
const PARSER_SLACK = 256 * 1024;

interface StreamState {
  over: boolean;
  /** Bytes of too-large files that were read and dropped: they do not count towards `maxBytes`. */
  dropped: number;
}

/**
 * The request body as a stream that fails once more than `limits.maxBytes` bytes have come in,
 * not counting dropped file bytes, or more than `limits.maxBytesWithDroppedFiles` in all.
 */
function limitedStream(body: ReadableStream<Uint8Array>, limits: BodyLimits, state: StreamState): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      size += value.byteLength;
      const kept = size - state.dropped;
      if (size > limits.maxBytesWithDroppedFiles || kept > limits.maxBytes + (state.dropped ? PARSER_SLACK : 0)) {
        state.over = true;
        reader.cancel().catch(() => {});
        return controller.error(new BodyRejected("tooLarge"));
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

const decoder = () => new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function decodeStrict(bytes: Uint8Array): string {
  try {
    return decoder().decode(bytes);
  } catch {
    throw new BodyRejected("malformed");
  }
}

/** Cuts a string to at most `max` UTF-8 bytes without splitting a character. */
function cutToBytes(text: string, max: number): string {
  const bytes = new TextEncoder().encode(text);
  if (bytes.byteLength <= max) return text;
  return new TextDecoder().decode(bytes.subarray(0, max)).replace(/\uFFFD$/, "");
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return Buffer.concat(chunks);
}

async function readPart(data: AsyncIterable<Uint8Array>, limit: number, dropped?: StreamState): Promise<{ bytes: Buffer; over: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of data) {
    size += chunk.byteLength;
    // Past the limit the rest of the part is read and dropped (the whole body is capped anyway),
    // so that the other fields of the form still arrive and can be shown again.
    if (size > limit) {
      if (!over && dropped) dropped.dropped += size - chunk.byteLength;
      over = true;
      if (dropped) dropped.dropped += chunk.byteLength;
    } else chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks), over };
}

/** `application/x-www-form-urlencoded`, decoded strictly: `%FF` is refused, not turned into U+FFFD. */
function parseUrlEncoded(bytes: Uint8Array, limits: BodyLimits, result: ParsedForm) {
  const text = decodeStrict(bytes);
  const pairs = text ? text.split("&") : [];
  if (pairs.length > limits.maxParts) throw new BodyRejected("tooLarge");
  for (const pair of pairs) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? "" : pair.slice(eq + 1);
    const name = decodeComponent(rawName);
    let value = decodeComponent(rawValue);
    if (new TextEncoder().encode(value).byteLength > limits.maxFieldBytes) {
      value = cutToBytes(value, limits.maxFieldBytes);
      result.tooLong.push(name);
    }
    result.formData.append(name, value);
  }
}

function decodeComponent(raw: string): string {
  const plus = raw.replace(/\+/g, " ");
  if (!plus.includes("%")) return plus;
  // Percent-decode to bytes first, then decode those strictly as UTF-8.
  const bytes: number[] = [];
  for (let i = 0; i < plus.length; i++) {
    const c = plus.charCodeAt(i);
    if (c === 0x25 && /^[0-9a-fA-F]{2}$/.test(plus.slice(i + 1, i + 3))) {
      bytes.push(parseInt(plus.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c < 0x80) {
      bytes.push(c);
    } else {
      bytes.push(...new TextEncoder().encode(plus[i]));
    }
  }
  return decodeStrict(new Uint8Array(bytes));
}

/** A server-side name: never the client's (`../../x.png`, RTL overrides, …). */
function serverFileName(ext: string): string {
  return `upload-${crypto.randomUUID()}.${ext}`;
}

/**
 * Reads a form body (url-encoded or multipart) within `limits`. Throws a 413 (too large, too many
 * parts) or 400 (not a form, malformed multipart, invalid UTF-8) Response; per-field problems come
 * back in the result so the form can be shown again with the other values kept.
 *
 * Actions call readVerifiedForm, which adds the anti-forgery check.
 */
export async function readFormBody(request: Request, options: { locale: Locale } & Partial<BodyLimits>): Promise<ParsedForm> {
  const { locale, ...rest } = options;
  const limits: BodyLimits = { ...DEFAULT_LIMITS, ...rest };
  const result: ParsedForm = { formData: new FormData(), oversized: [], badType: [], tooLong: [] };
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  const isMultipart = type.startsWith("multipart/form-data");
  const isUrlEncoded = type.startsWith("application/x-www-form-urlencoded");
  const length = Number(request.headers.get("Content-Length") ?? "");
  // A declared length over the cap is refused before a single byte is read. A form that takes
  // files may be larger: a file over its own limit is read and dropped, the rest of the form kept.
  const cap = isMultipart && limits.allowFiles ? Math.max(limits.maxBytes, limits.maxBytesWithDroppedFiles) : limits.maxBytes;
  if (Number.isFinite(length) && length > cap) throw rejection("tooLarge", locale);
  // Refused before reading (nothing to cancel, so the connection stays open for the answer).
  if (!isMultipart && !isUrlEncoded) throw rejection("malformed", locale);
  if (isMultipart && !/;\s*boundary=[^;\s]/.test(type)) throw rejection("malformed", locale);
  if (!request.body) return result;
  const state: StreamState = { over: false, dropped: 0 };
  const body = limitedStream(request.body, { ...limits, maxBytesWithDroppedFiles: cap }, state);
  try {
    if (isUrlEncoded) {
      parseUrlEncoded(await readAll(body), limits, result);
      return result;
    }
    let parts = 0;
    const handler: UploadHandler = async ({ name, filename, data: part }) => {
      if (++parts > limits.maxParts) throw new BodyRejected("tooLarge");
      if (filename === undefined) {
        const { bytes, over } = await readPart(part, limits.maxFieldBytes);
        if (over) result.tooLong.push(name);
        return decodeStrict(over ? bytes.subarray(0, limits.maxFieldBytes) : bytes).replace(/\uFFFD$/, "");
      }
      if (!limits.allowFiles) {
        await readPart(part, 0);
        return undefined;
      }
      const { bytes, over } = await readPart(part, limits.maxFileBytes, state);
      if (!filename || (bytes.byteLength === 0 && !over)) return undefined;
      if (over) {
        result.oversized.push(name);
        return undefined;
      }
      if (limits.files === "data") return new File([new Uint8Array(bytes)], serverFileName("data"), { type: "application/octet-stream" });
      // The content decides, not the name or the browser's type: SVG (script inside), HTML named
      // .png and polyglots are not one of the accepted images.
      const detected = await fileTypeFromBuffer(bytes);
      const ext = detected ? UPLOAD_TYPES[detected.mime] : undefined;
      if (!detected || !ext) {
        result.badType.push(name);
        return undefined;
      }
      return new File([new Uint8Array(bytes)], serverFileName(ext), { type: detected.mime });
    };
    const limited = new Request(request.url, { method: request.method, headers: request.headers, body, duplex: "half" } as RequestInit);
    const parsed = await unstable_parseMultipartFormData(limited, handler);
    // A body whose parts use another boundary parses as nothing at all; every form of the
    // dashboard sends at least one field, so an empty multipart body is a malformed one.
    if (parts === 0) throw new BodyRejected("malformed");
    for (const [name, value] of parsed.entries()) result.formData.append(name, value);
    return result;
  } catch (error) {
    // However the parser wraps it, a body cut at the cap is a 413.
    if (state.over) throw rejection("tooLarge", locale);
    if (error instanceof BodyRejected) throw rejection(error.reason, locale);
    const cause = (error as { cause?: unknown } | null)?.cause;
    if (cause instanceof BodyRejected) throw rejection(cause.reason, locale);
    // Anything else the parser throws is a body it could not read: a bad request, never a 500.
    throw rejection("malformed", locale);
  } finally {
    body.cancel().catch(() => {});
  }
}

/**
 * How every action reads its form, after its guard checked the origin (requireSameOrigin): within
 * the caps (readFormBody), then the anti-forgery token (requireCsrf) before any field is used. The result also lists the fields whose file was too
 * large or not an image, and text fields cut at the limit. Anonymous forms (login, logout) pass
 * SMALL_FORM_LIMITS.
 */
export async function readVerifiedForm(request: Request, options: { locale: Locale } & Partial<BodyLimits>): Promise<ParsedForm> {
  const parsed = await readFormBody(request, options);
  await requireCsrf(request, parsed.formData);
  return parsed;
}
