import { PassThrough, Transform, type Readable, type Writable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { Encoding } from "./assets.server";

/**
 * Compression of the server-rendered HTML.
 *
 * remix-serve compresses every response with the `compression` middleware (Brotli quality 4), and
 * Remix's Node adapter flushes the compressor after every chunk React writes: an 80 KB list page
 * went out as some forty separately flushed Brotli blocks, which cost more time than the whole
 * rest of the compression and made the page bigger. A document is compressed here instead, once,
 * with a flush only where React asks for one (after the shell and after each streamed part: a
 * browser shows what it has). The middleware leaves a response alone once it has a
 * `Content-Encoding`. Data requests and files are not documents and stay with the middleware.
 */
/**
 * Brotli 4 is what the middleware used: the same bytes on a slow link. Measured on a list page,
 * once flushed where React flushes, it costs about as much as gzip 6 and is a fifth smaller.
 */
export const HTML_BROTLI_QUALITY = 4;
export const HTML_GZIP_LEVEL = 6;

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
export function htmlBody(encoding: Encoding): { input: Writable; output: Readable } {
  const input = withoutNulBytes();
  if (encoding === "identity") return { input, output: input };
  const encoder =
    encoding === "br"
      ? createBrotliCompress({
          params: { [constants.BROTLI_PARAM_QUALITY]: HTML_BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        })
      : createGzip({ level: HTML_GZIP_LEVEL });
  const output = new PassThrough();
  input.pipe(encoder).pipe(output);
  encoder.on("error", (error) => output.destroy(error));
  const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let flushing = false;
  Object.assign(input, {
    flush() {
      if (flushing) return;
      flushing = true;
      // After the chunks React wrote have gone through the filter into the encoder (the pipe
      // hands them on in a later tick), and once for everything written in this turn.
      setImmediate(() => {
        flushing = false;
        if (!encoder.writableEnded) encoder.flush(flushKind);
      });
    },
  });
  return { input, output };
}
