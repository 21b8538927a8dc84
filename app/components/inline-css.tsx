import { createContext, useContext } from "react";
import { useNonce } from "~/utils/nonce";

/**
 * The whole stylesheet, inlined into the document's head (issue 7): on Slow 3G a linked stylesheet
 * costs one more 400 ms round trip before anything can paint, while the inlined CSS (about 6 KB
 * gzipped) arrives with the first bytes of the HTML. Only the server fills this context
 * (app/utils/critical-css.server.ts via entry.server.tsx), so the browser bundle carries no copy:
 * on hydration React keeps the server's `<style>` content (dangerouslySetInnerHTML is not
 * compared when hydrating) and never rewrites it, because the client's value never changes.
 */
export const InlineCssContext = createContext("");

export function InlineCss() {
  const css = useContext(InlineCssContext);
  const nonce = useNonce();
  return <style nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />;
}
