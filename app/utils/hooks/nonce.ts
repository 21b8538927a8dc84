import { useLocation } from "@remix-run/react";
import { createContext, useContext } from "react";

/** The per-response CSP nonce, given to Remix's inline scripts. Empty in the browser. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);

/**
 * The request id of the server render (empty in the browser), shown on error pages so a user can
 * quote it and we can find the log line (app/server/request-context.server.ts).
 */
export const RequestIdContext = createContext("");

/** The request id and URL of the document the server rendered, read once before hydration. */
const documentRequest =
  typeof document === "undefined"
    ? null
    : { id: document.querySelector('meta[name="request-id"]')?.getAttribute("content") ?? "", path: window.location.pathname + window.location.search };

/**
 * On the server: this request's id. In the browser: the id the server wrote into the page's
 * `<meta name="request-id">`, but only while the page is the one the server rendered (after a
 * client-side navigation elsewhere that id belongs to another request, so none is shown). Read
 * once at start-up, so hydration renders exactly what the server did.
 */
export function useRequestId(): string {
  const fromServer = useContext(RequestIdContext);
  const location = useLocation();
  if (fromServer || !documentRequest) return fromServer;
  return location.pathname + location.search === documentRequest.path ? documentRequest.id : "";
}
