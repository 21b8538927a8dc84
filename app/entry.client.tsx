import { RemixBrowser } from "@remix-run/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { hasUnsavedChanges } from "./utils/hooks/unsaved";
import { setTimeZone, TIME_ZONE_META } from "./utils/zone";

// The company's time zone, as the server rendered the page with it (app/utils/zone.ts).
setTimeZone(document.querySelector<HTMLMetaElement>(`meta[name="${TIME_ZONE_META}"]`)?.content);

// No translation runtime to start: `useTranslation()` (app/utils/i18n/translation.ts) reads the strings
// the page was sent from the language route's loader data, exactly as the server did.
// Hydration in one piece, not inside `startTransition` as Remix's template has it: a transition
// yields to the browser every few milliseconds, and on a slow phone those pauses added about
// 50 ms before the page was hydrated (/blogs on Slow 3G, CPU ×4, 3.07 → 3.02 s, median
// of ten loads, interleaved). The price: a click in that one task (about 0.25 s on such a phone)
// waits for its end instead of being taken between slices; links and forms work before either.
hydrateRoot(
  document,
  <StrictMode>
    <RemixBrowser />
  </StrictMode>,
);

// A failed chunk load (a deploy replaced the files) triggers a full page reload, unless
// a form holds unsaved input: then the late chunk (the form's validator, the rich-text editor, a
// chart) stays away and the page goes on without it (the server checks the form), so nothing the
// user typed is lost to a flaky link.
window.addEventListener("vite:preloadError", (event) => {
  if (hasUnsavedChanges()) {
    event.preventDefault();
    return;
  }
  window.location.reload();
});
