import { createContext, useContext, useEffect } from "react";
import { useNonce } from "~/utils/hooks/nonce";

/** Where the stylesheet file is and whether this browser has it cached (the root loader's answer). */
export interface StylesheetState {
  href: string;
  cached: boolean;
}

/**
 * The stylesheet, inlined into the document's head: on Slow 3G a linked stylesheet costs one more
 * 400 ms round trip before anything can paint, while the inlined CSS arrives with the first bytes
 * of the HTML. Its first part (what the first paint of any page needs) is always inline; its later
 * part (hover, the editor, the calendar, print) too until this browser has it as a file (the root
 * loader's `stylesheet.cached`, from a hint cookie the file's answer sets). From then on the later
 * part is linked at the end of the body (`LaterStylesheet`), where it holds back no paint: a
 * browser that emptied its cache but kept the hint still paints its first screen with the HTML
 * (app/server/critical-css.server.ts).
 *
 * Only the server fills this context (entry.server.tsx), so the browser bundle carries no copy:
 * on hydration React keeps the server's `<style>` and `<noscript>` content (dangerouslySetInnerHTML
 * is not compared when hydrating) and never rewrites it, because the client's value never changes.
 * Which of the two kinds of page a document is, is fixed when it is first rendered, so a navigation
 * never swaps one for the other. The `<noscript>` is always rendered, empty when unused, so server
 * and client trees match.
 */
export const InlineCssContext = createContext<{ app: string; face: string; noscript: string; prefetch: string }>({
  app: "",
  face: "",
  noscript: "",
  prefetch: "",
});

/** In the head: the Arabic face when cached, and the stylesheet as the server chose (InlineCssContext.app). */
export function InlineCss() {
  const { app, face, noscript } = useContext(InlineCssContext);
  const nonce = useNonce();
  return (
    <>
      <style nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: face + app }} suppressHydrationWarning />
      <noscript dangerouslySetInnerHTML={{ __html: noscript }} suppressHydrationWarning />
    </>
  );
}

/**
 * At the end of the body, the stylesheet's later part: linked where this browser has the file (from
 * its cache; and fetched there without holding back the paint of the page above it where the cache
 * was emptied), else inline in the head and the file fetched once the page is hydrated, so that on
 * a slow link it never competes with the page's own scripts. Without JavaScript a `<noscript>`
 * prefetch does it (the browser starts it at its lowest priority). `stylesheet` is the document's
 * first answer, kept for its life; an error page without it inlines.
 */
export function LaterStylesheet({ stylesheet }: { stylesheet: StylesheetState | undefined }) {
  const linked = stylesheet?.cached === true ? stylesheet.href : undefined;
  const prefetch = stylesheet?.cached === false ? stylesheet.href : undefined;
  useEffect(() => {
    if (prefetch) document.head.append(Object.assign(document.createElement("link"), { rel: "prefetch", href: prefetch }));
  }, [prefetch]);
  return (
    <>
      {linked ? <link rel="stylesheet" href={linked} /> : null}
      {/* The server's markup (InlineCssContext.prefetch), kept as it is on hydration. */}
      <noscript dangerouslySetInnerHTML={{ __html: useContext(InlineCssContext).prefetch }} suppressHydrationWarning />
    </>
  );
}
