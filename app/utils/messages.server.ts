import { resources, type Locale } from "./i18n";
import type { LanguageData } from "./translation";

/** The language route's data: the whole dictionary of one language (about 5 KB gzipped). */
export function languageData(locale: Locale): LanguageData {
  return { locale, messages: resources[locale].translation };
}

/**
 * The strings of an error page, the title, the toaster, the offline notice and the progress bar,
 * for the one case where the language route sends no dictionary: its loader answers 404 for a
 * first segment that is not a language (`/xx/blogs`). The root loader adds these then, and only then.
 */
export function errorPageMessages(locale: Locale) {
  const { app, errors, frame, common, progress, security } = resources[locale].translation;
  return { app, errors, frame, common, progress, security: { requestId: security.requestId } };
}
