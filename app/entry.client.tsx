import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { localeFromPathname, resources } from "./utils/i18n";

async function hydrate() {
  // The language comes from the URL only, exactly as on the server.
  const locale = localeFromPathname(window.location.pathname);
  await i18next.use(initReactI18next).init({
    supportedLngs: ["ar", "en"],
    fallbackLng: "ar",
    lng: locale,
    resources,
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

// Spec §8: a failed chunk load (a deploy replaced the files) triggers a full page reload.
window.addEventListener("vite:preloadError", () => window.location.reload());

void hydrate();
