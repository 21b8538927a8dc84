import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

// No translation runtime to start: `useTranslation()` (app/utils/translation.ts) reads the current
// language's dictionary from the language route's loader data, exactly as the server did.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// Spec §8: a failed chunk load (a deploy replaced the files) triggers a full page reload.
window.addEventListener("vite:preloadError", () => window.location.reload());
