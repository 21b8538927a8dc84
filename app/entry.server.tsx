import { randomBytes } from "node:crypto";
import { createReadableStreamFromReadable, type EntryContext, type HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { InlineCssContext } from "./components/inline-css";
import { hasStylesheet, inlineStyles } from "~/server/critical-css.server";
import { getEnv } from "~/server/env.server";
import { hasFontHint } from "./utils/font";
import { pickEncoding } from "~/server/assets.server";
import { compressedData, htmlBody } from "~/server/compression.server";
import { inWholeDictionary } from "~/server/messages.server";
import { modulePreloadHeader, modulePreloads } from "~/server/module-preloads.server";
import { NonceContext, RequestIdContext } from "./utils/hooks/nonce";
import { clientIpOf, installRequestContext, requestIdOf } from "~/server/request-context.server";
import { renderDeadline } from "~/server/render-deadline.server";
import { installLibraryPatches } from "~/server/library-patches.server";
import { securityHeaders } from "~/server/security-headers.server";
import { logEvent } from "~/server/security-log.server";
import { describeError, isThrownResponse } from "~/server/error-log.server";
import { onMissingKey } from "./utils/i18n/translation";
import { setTimeZone } from "./utils/zone";

const ABORT_DELAY = 5_000;

// Fail at start-up, not at the first request, when the environment is wrong.
getEnv();
// Every time and every "today" on the company's clock; the page carries the zone to the browser (root.tsx).
setTimeZone(getEnv().TIME_ZONE);
// Client IP, request id, HTTPS verdict and the per-request log line (see the module for why here).
installRequestContext();
// Route matching remembered, the static handler per branch, remix-serve's access line silenced.
installLibraryPatches();
// A string the server has but did not send with this page (app/utils/i18n/strings.ts): logged, and in
// test mode a failed request, so the end-to-end suite (every state rendered here without
// JavaScript) finds any page that was sent too little.
onMissingKey((locale, key) => {
  if (!inWholeDictionary(locale, key)) return;
  logEvent({ event: "i18n.string_not_sent", locale, key });
  if (getEnv().LAWHA_TEST_MODE === "1") throw new Error(`string not sent with this page: ${locale}:${key}`);
});

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const nonce = randomBytes(16).toString("base64");
  const requestId = requestIdOf(request);
  // The Arabic face is inlined only once this browser has the file (app/utils/font.ts).
  const fontCached = hasFontHint(request.headers.get("Cookie"));
  // A crawler gets the whole page at once; a person gets the shell as soon as it is ready.
  const bot = isbot(request.headers.get("user-agent") ?? "");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RequestIdContext.Provider value={requestId}>
          <InlineCssContext.Provider value={inlineStyles(fontCached, hasStylesheet(request.headers.get("Cookie")))}>
            {/* Translations come from the language route's loader data (app/utils/i18n/translation.ts). */}
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
          </InlineCssContext.Provider>
        </RequestIdContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          if (!bot) respond();
        },
        onAllReady() {
          // Rendered to the end: nothing is left to abort, and nothing of this render is held.
          rendered();
          if (bot) respond();
        },
        onShellError(error: unknown) {
          rendered();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged; the browser still gets the error boundary.
          if (shellRendered) logError(request, error);
        },
      },
    );
    // React renders on a later turn, so no callback above runs before this exists.
    const rendered = renderDeadline(abort, ABORT_DELAY);

    function respond() {
      shellRendered = true;
      const encoding = pickEncoding(request.headers.get("Accept-Encoding"));
      const body = htmlBody(encoding);
      const stream = createReadableStreamFromReadable(body.output);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      responseHeaders.append("Vary", "Accept-Encoding");
      if (encoding !== "identity") responseHeaders.set("Content-Encoding", encoding);
      for (const [name, value] of securityHeaders(nonce, request)) responseHeaders.set(name, value);
      // The page's scripts start with the response too, not after the whole document.
      responseHeaders.append("Link", modulePreloadHeader(modulePreloads(remixContext)));
      if (responseStatusCode === 429) passOnRetryAfter(remixContext, responseHeaders);
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      pipe(body.input);
    }
  });
}

/**
 * A 429 thrown by a guard (app/server/auth.server.ts) carries Retry-After, but a document response
 * only gets a thrown response's headers through each route's `headers` export: pass it on here once.
 */
function passOnRetryAfter(remixContext: EntryContext, responseHeaders: Headers) {
  const { actionHeaders, loaderHeaders } = remixContext.staticHandlerContext;
  for (const headers of [...Object.values(actionHeaders), ...Object.values(loaderHeaders)]) {
    const retryAfter = headers.get("Retry-After");
    if (retryAfter) {
      responseHeaders.set("Retry-After", retryAfter);
      return;
    }
  }
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  for (const [name, value] of securityHeaders(null, request)) response.headers.set(name, value);
  return compressedData(response, request);
};

export function handleError(error: unknown, { request }: { request: Request }) {
  // Aborted requests (the user navigated away) are not errors worth logging.
  if (request.signal.aborted) return;
  logError(request, error);
}

/**
 * One structured line (with the request id the error page shows), then the stack for developers.
 * A thrown response (`data(…, { status: 404 })`) reads as its status and message, and has no
 * stack worth printing.
 */
function logError(request: Request, error: unknown) {
  logEvent({
    event: "error",
    requestId: requestIdOf(request),
    ip: clientIpOf(request),
    path: new URL(request.url).pathname,
    message: describeError(error),
  });
  if (!isThrownResponse(error)) console.error(error);
}
