import { createReadableStreamFromReadable } from "@remix-run/node";
import { PassThrough, Readable, Transform, type Writable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { pickEncoding, type Encoding } from "./assets.server";

/**
 * Compression of pages and of the data a page asks for when it navigates (single fetch).
 *
 * remix-serve compresses every response with the `compression` middleware (Brotli quality 4), and
 * Remix's Node adapter flushes the compressor after every chunk written: an 80 KB list page went
 * out as some forty separately flushed Brotli blocks. Each response also got a Brotli encoder with
 * its default 4 MB window, allocated and cleared outside the JavaScript heap. Here a response is
 * compressed once, with a window the size of a page, and flushed only where a reader should see
 * what it has (where React flushes a page; after each part of a streamed data answer). The
 * middleware leaves a response alone once it has a `Content-Encoding`; files keep their own
 * (routes/assets.tsx serves the build's compressed copies).
 */
/**
 * Brotli 4 is what the middleware used: the same bytes on a slow link. Measured on a list page,
 * once flushed where React flushes, it costs about as much as gzip 6 and is a fifth smaller.
 */
const BROTLI_QUALITY = 4;
/**
 * Brotli's window: 2^18 = 256 KB, more than any page, so the same bytes as the default 4 MB. The
 * encoder allocates and clears its window for every response, outside the JavaScript heap: at
 * the default it was a third of a page's server time and most of the process's memory under load.
 */
const BROTLI_WINDOW_BITS = 18;
const GZIP_LEVEL = 6;

/**
 * React 18's streaming renderer can flush a buffer whose tail was left unfilled when a multi-byte
 * character (most of Arabic) did not fit, sending NUL bytes that the browser shows as "�"
 * (react#24985, fixed only in React 19). The character itself follows in the next chunk, so
 * dropping the NULs restores the text; HTML never legitimately contains them.
 */
function withoutNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, chunk.includes(0) ? chunk.filter((byte) => byte !== 0) : chunk);
    },
  });
}

/**
 * Where React writes the document (`input`, given to `pipe`) and the bytes that go to the browser
 * (`output`), encoded as asked. React calls `flush()` on its destination when it has written a
 * part the browser should see now; that, and the end, are the only flushes.
 */
export function htmlBody(encoding: Encoding): { input: Writable & { flush?: () => void }; output: Readable } {
  return encoded(withoutNulBytes(), encoding);
}

function encoded(input: Transform, encoding: Encoding): { input: Writable & { flush?: () => void }; output: Readable } {
  if (encoding === "identity") return { input, output: input };
  const encoder =
    encoding === "br"
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
          },
        })
      : createGzip({ level: GZIP_LEVEL });
  const output = input.pipe(encoder);
  const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let flushing = false;
  Object.assign(input, {
    flush() {
      if (flushing) return;
      flushing = true;
      // After what was written has gone through `input` into the encoder (the pipe hands it on
      // in a later tick), and once for everything written in this turn.
      setImmediate(() => {
        flushing = false;
        if (!encoder.writableEnded) encoder.flush(flushKind);
      });
    },
  });
  return { input, output };
}

/**
 * A data answer (`/blogs.data`) compressed as the browser accepts, flushed after each part it
 * streams (a deferred value arrives as its own part). Redirects, empty and already encoded
 * answers are left as they are.
 */
export function compressedData(response: Response, request: Request): Response {
  const status = response.status;
  if (!response.body || response.headers.has("Content-Encoding") || (status >= 300 && status < 400) || status === 204) return response;
  const encoding = pickEncoding(request.headers.get("Accept-Encoding"));
  const headers = new Headers(response.headers);
  headers.append("Vary", "Accept-Encoding");
  if (encoding === "identity") return new Response(response.body, { status, statusText: response.statusText, headers });
  const { input, output } = encoded(new PassThrough(), encoding);
  const source = Readable.fromWeb(response.body as unknown as NodeWebStream<Uint8Array>);
  source.on("data", () => input.flush?.());
  source.on("error", (error) => output.destroy(error));
  source.pipe(input);
  headers.set("Content-Encoding", encoding);
  headers.delete("Content-Length");
  return new Response(createReadableStreamFromReadable(output), { status, statusText: response.statusText, headers });
}
