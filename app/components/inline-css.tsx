import { createContext, useContext, useEffect } from "react";
import { useNonce } from "~/utils/hooks/nonce";

/** Where the stylesheet file is and whether this browser has it cached (the root loader's answer). */
export interface StylesheetState {
  href: string;
  cached: boolean;
}

/**
 * The stylesheet, inlined into the document's head: on Slow 3G a linked stylesheet costs one more
 * 400 ms round trip before anything can paint, while the inlined CSS (about 6 KB compressed)
 * arrives with the first bytes of the HTML. Once this browser has the stylesheet as a file (the
 * root loader's `stylesheet.cached`, from a hint cookie the file's answer sets), the head links
 * that cached copy instead and only the Arabic face stays inline; a page that inlines it asks for
 * the file at idle priority, after everything else (app/server/critical-css.server.ts).
 *
 * Only the server fills this context (entry.server.tsx), so the browser bundle carries no copy:
 * on hydration React keeps the server's `<style>` and `<noscript>` content (dangerouslySetInnerHTML
 * is not compared when hydrating) and never rewrites it, because the client's value never changes.
 * Which of the two heads a document has is fixed when it is first rendered, so a navigation never
 * swaps one for the other. The `<noscript>` is always rendered, empty when unused, so server and
 * client trees match.
 */
export const InlineCssContext = createContext<{ app: string; face: string; noscript: string; prefetch: string }>({
  app: "",
  face: "",
  noscript: "",
  prefetch: "",
});

/** `stylesheet` is the document's first answer, kept for its life; an error page without it inlines. */
export function InlineCss({ stylesheet }: { stylesheet: StylesheetState | undefined }) {
  const { app, face, noscript } = useContext(InlineCssContext);
  const nonce = useNonce();
  const linked = stylesheet?.cached === true ? stylesheet.href : undefined;
  return (
    <>
      {linked ? <link rel="stylesheet" href={linked} /> : null}
      <style nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: linked ? face : face + app }} suppressHydrationWarning />
      <noscript dangerouslySetInnerHTML={{ __html: noscript }} suppressHydrationWarning />
    </>
  );
}

/**
 * At the end of the body of a page that inlined the stylesheet: fetch the file once the page is
 * hydrated, so that on a slow link it never competes with the page's own scripts. Without
 * JavaScript a `<noscript>` prefetch does it (the browser starts it at its lowest priority).
 */
export function StylesheetPrefetch({ stylesheet }: { stylesheet: StylesheetState | undefined }) {
  const href = stylesheet?.cached === false ? stylesheet.href : undefined;
  useEffect(() => {
    if (href) document.head.append(Object.assign(document.createElement("link"), { rel: "prefetch", href }));
  }, [href]);
  // The server's markup (InlineCssContext.prefetch), kept as it is on hydration.
  return <noscript dangerouslySetInnerHTML={{ __html: useContext(InlineCssContext).prefetch }} suppressHydrationWarning />;
}
