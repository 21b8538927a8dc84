import type { LoaderFunctionArgs } from "@remix-run/node";
import { bareFileAnswer } from "~/server/assets.server";
import { stylesheetFile } from "~/server/critical-css.server";

/**
 * `/styles/app.<version>.css`: the stylesheet as a file, for browsers that have loaded a page
 * before (app/server/critical-css.server.ts). Public, like any static file. Another version is a
 * bare 404, never the HTML error page.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const file = stylesheetFile(params.file ?? "", request);
  if (!file) return bareFileAnswer(404);
  return new Response(file.body, { headers: file.headers });
}

/** The file is only read: anything but GET and HEAD is a bare 405. */
export function action() {
  return bareFileAnswer(405, { Allow: "GET, HEAD" });
}
