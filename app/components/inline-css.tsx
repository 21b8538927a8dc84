import { createContext, useContext } from "react";
import { useNonce } from "~/utils/nonce";

/**
 * The stylesheet, inlined into the document (issue 7): on Slow 3G a linked stylesheet costs one
 * more 400 ms round trip before anything can paint, while inlined CSS arrives with the first bytes
 * of the HTML. Only the server fills this context (app/utils/critical-css.server.ts via
 * entry.server.tsx), so the browser bundle carries no copy: on hydration React keeps the server's
 * `<style>` and `<noscript>` content (dangerouslySetInnerHTML is not compared when hydrating) and
 * never rewrites it, because the client's value never changes. Every element is always rendered,
 * empty when unused, so server and client trees match.
 */
export const InlineCssContext = createContext<{ css: string; noscript: string; tail: string }>({ css: "", noscript: "", tail: "" });

/** In the head: what the first paint needs. */
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

/** At the end of the body, after the page's content: the other pages' styles, for later navigations. */
export function InlineCssTail() {
  const { tail } = useContext(InlineCssContext);
  const nonce = useNonce();
  return <style nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: tail }} suppressHydrationWarning />;
}
