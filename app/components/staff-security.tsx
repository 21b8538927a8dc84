import { Form, useParams } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { localizePath, useLocale } from "~/utils/i18n";
import { useTranslation } from "~/utils/translation";

/** The edit page's security card: two POST forms to this route. */
export function StaffSecurity() {
  const { t } = useTranslation();
  const { id } = useParams();
  const locale = useLocale();
  if (!id) return null;
  const action = localizePath(`/users/${id}/security`, locale);
  return (
    <section className="card stack" aria-labelledby="staff-security-heading">
      <h2 id="staff-security-heading">{t("account.admin.heading")}</h2>
      <div className="form-actions">
        <Form method="post" action={action}>
          <CsrfInput />
          <input type="hidden" name="intent" value="two-step-reset" />
          <button type="submit" className="button">
            {t("account.admin.resetTwoStep")}
          </button>
        </Form>
        <Form method="post" action={action}>
          <CsrfInput />
          <input type="hidden" name="intent" value="sessions-end" />
          <button type="submit" className="button">
            {t("account.admin.endSessions")}
          </button>
        </Form>
      </div>
    </section>
  );
}
