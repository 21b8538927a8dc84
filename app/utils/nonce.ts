import { createContext, useContext } from "react";

/** The per-response CSP nonce, given to Remix's inline scripts. Empty in the browser. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
