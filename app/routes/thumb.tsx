import type { LoaderFunctionArgs } from "@remix-run/node";
import { guard } from "~/server/guard.server";
import { isThumbSize, thumbnail } from "~/server/thumbnails.server";

const STATUS = { untrusted: 400, unusable: 422, unavailable: 502, busy: 503 } as const;

/**
 * `/thumb/{cell|preview|logo}?src=<upstream image URL>`: a small WebP copy of an upstream image, for
 * any signed-in user (the originals are public; the session keeps strangers from spending the
 * server's CPU). Failures answer a bare status: the page shows no picture rather than a broken one
 * from elsewhere.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  if (!isThumbSize(params.size)) return new Response(null, { status: 404 });
  await guard(args);
  const src = new URL(request.url).searchParams.get("src") ?? "";
  const result = await thumbnail(src, params.size);
  if (!result.ok) return new Response(null, { status: STATUS[result.reason], headers: { "Cache-Control": "no-store" } });
  const { body, etag } = result.thumbnail;
  // As long as the server keeps its copy; after that the browser asks again with the ETag.
  const headers = {
    "Content-Type": "image/webp",
    "Cache-Control": "private, max-age=3600",
    ETag: etag,
    // As the upstream serves its uploads: never sniffed, never a document, not for other sites.
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(body), { headers: { ...headers, "Content-Length": String(body.length) } });
}
