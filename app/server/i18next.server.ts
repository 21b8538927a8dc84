import { createInstance, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, LOCALES, localeFromPathname, resources, type Locale } from "~/utils/i18n/locale";

const i18nextOptions = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "translation",
  interpolation: { escapeValue: false },
} as const;

/** The server's language of a request: the URL alone decides (Arabic, or English under `/en`). */
const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    // Browser-language detection is off; the URL alone decides.
    order: ["custom"],
    findLocale: async (request) => localeFromPathname(new URL(request.url).pathname),
  },
  i18next: { ...i18nextOptions, resources },
});

export function requestLocale(request: Request): Promise<Locale> {
  return remixI18next.getLocale(request) as Promise<Locale>;
}

const fixed = new Map<Locale, TFunction>();

/** A server-side translate function for one locale, built once per locale. */
export function serverT(locale: Locale): TFunction {
  let t = fixed.get(locale);
  if (!t) {
    const instance = createInstance();
    void instance.init({ ...i18nextOptions, resources, lng: locale, initImmediate: false });
    t = instance.getFixedT(locale);
    fixed.set(locale, t);
  }
  return t;
}
