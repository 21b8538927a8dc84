import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/translation";
import { localizePath, useLocale } from "~/utils/i18n/locale";

/** Links to the same page (same filters) in the other language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const location = useLocation();
  const current = useLocale();
  const other = current === "ar" ? "en" : "ar";
  const to = `${localizePath(location.pathname, other)}${location.search}`;
  return (
    <Link to={to} className="language-switch" hrefLang={other} lang={other} aria-label={`${t("frame.language")}: ${other === "en" ? "English" : "العربية"}`}>
      {other === "en" ? t("frame.switchToEnglish") : t("frame.switchToArabic")}
    </Link>
  );
}
