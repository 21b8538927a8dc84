import type { LoaderFunctionArgs } from "@remix-run/node";
import { builtAssets } from "~/utils/assets.server";

/**
 * `/assets/<file>`: the built scripts, compressed at build time (decision 6). remix-serve's static
 * middleware answers first for the files still in build/client (the font); the scripts that
 * `npm run build` moved beside their .br and .gz copies come here. Public, like any static file:
 * they hold no data. A name the build did not make is a bare 404, never the HTML error page.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const asset = builtAssets.get(params["*"] ?? "", request.headers.get("accept-encoding"));
  if (!asset) return new Response(null, { status: 404, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } });
  return new Response(asset.body, { headers: asset.headers });
}
