import { useLocation } from "@remix-run/react";
import { createContext, useContext } from "react";

/** The per-response CSP nonce, given to Remix's inline scripts. Empty in the browser. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);

/**
 * The request id of the server render (empty in the browser), shown on error pages so a user can
 * quote it and we can find the log line (app/utils/request-context.server.ts).
 */
export const RequestIdContext = createContext("");

/**
 * On the server: this request's id. In the browser: the id the server wrote into the page's
 * `<meta name="request-id">`, but only on the page the server rendered (after a client-side
 * navigation that id belongs to another request, so none is shown).
 */
export function useRequestId(): string {
  const fromServer = useContext(RequestIdContext);
  const location = useLocation();
  if (fromServer || typeof document === "undefined") return fromServer;
  if (location.key !== "default") return "";
  return document.querySelector('meta[name="request-id"]')?.getAttribute("content") ?? "";
}
