import type { LoaderFunctionArgs } from "@remix-run/node";
import { bareFileAnswer, builtAssets } from "~/server/assets.server";

/**
 * `/assets/<file>`: the built scripts, compressed at build time (decision 6). remix-serve's static
 * middleware answers first for the files still in build/client (the font); the scripts that the
 * build moved beside their .br and .gz copies (scripts/build/compress-assets.mjs) come here. Public, like
 * any static file: they hold no data. A name the build did not make is a bare 404, never the HTML
 * error page.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const asset = builtAssets.get(params["*"] ?? "", request.headers.get("accept-encoding"));
  if (!asset) return bareFileAnswer(404);
  return new Response(asset.body, { headers: asset.headers });
}

/** Files are only read: anything but GET and HEAD is a bare 405, as a static server answers. */
export function action() {
  return bareFileAnswer(405, { Allow: "GET, HEAD" });
}
