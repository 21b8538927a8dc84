import type { ReactNode } from "react";
import { LanguageSwitch } from "~/components/language-switch";
import { useTranslation } from "~/utils/i18n/translation";

/** The frame of the pages before a session (the login and its code step): the card with the brand and the language, and what stands beside it. */
export function LoginLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="login-layout">
      <main id="main" className="login-card">
        <div className="login-top">
          <p className="brand">{t("app.name")}</p>
          <LanguageSwitch />
        </div>
        {children}
      </main>
      {aside}
    </div>
  );
}
