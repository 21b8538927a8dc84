import type { EntryContext } from "@remix-run/node";

/**
 * The page's JavaScript modules as `Link: rel=modulepreload` response headers.
 *
 * Remix announces the same modules with `<link rel="modulepreload">` inside `<Scripts />`, at the
 * end of the body: the browser finds them only after it has received and parsed the whole
 * document, about 0.3–0.5 s later on a slow phone link (more when the phone's CPU is busy). In a
 * header they start with the response itself; each request pays the link's round trip anyway, so
 * the script bytes begin to flow as the document's last bytes arrive instead of after them.
 * The list is the one `<Scripts />` renders: the client entry and its imports, then every matched
 * route's module and imports, once each.
 */
export function modulePreloads(context: EntryContext): string[] {
  const { manifest, staticHandlerContext } = context;
  const paths = [manifest.entry.module, ...manifest.entry.imports];
  for (const match of staticHandlerContext.matches) {
    const route = manifest.routes[match.route.id];
    if (route) paths.push(...(route.imports ?? []), route.module);
  }
  return [...new Set(paths)];
}

/** One `Link` header value for the paths. */
export function modulePreloadHeader(paths: string[]): string {
  return paths.map((path) => `<${path}>; rel=modulepreload`).join(", ");
}
