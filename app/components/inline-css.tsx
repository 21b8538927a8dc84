import { createContext, useContext } from "react";
import { useNonce } from "~/utils/nonce";

/**
 * The whole stylesheet, inlined into the document's head: on Slow 3G a linked stylesheet
 * costs one more 400 ms round trip before anything can paint, while the inlined CSS (about 6 KB
 * gzipped) arrives with the first bytes of the HTML. Only the server fills this context
 * (app/server/critical-css.server.ts via entry.server.tsx), so the browser bundle carries no copy:
 * on hydration React keeps the server's `<style>` and `<noscript>` content (dangerouslySetInnerHTML
 * is not compared when hydrating) and never rewrites it, because the client's value never changes.
 * The `<noscript>` is always rendered, empty when unused, so server and client trees match.
 */
export const InlineCssContext = createContext<{ css: string; noscript: string }>({ css: "", noscript: "" });

export function InlineCss() {
  const { css, noscript } = useContext(InlineCssContext);
  const nonce = useNonce();
  return (
    <>
      <style nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />
      <noscript dangerouslySetInnerHTML={{ __html: noscript }} suppressHydrationWarning />
    </>
  );
}
