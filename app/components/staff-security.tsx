import { Form, useParams } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { localizePath, useLocale } from "~/utils/i18n/locale";
import { useTranslation } from "~/utils/i18n/translation";

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
        <SecurityAction action={action} intent="two-step-reset" label={t("account.admin.resetTwoStep")} />
        <SecurityAction action={action} intent="sessions-end" label={t("account.admin.endSessions")} />
      </div>
    </section>
  );
}

/** One of the administrator's security actions: a button that posts its intent. */
function SecurityAction({ action, intent, label }: { action: string; intent: string; label: string }) {
  return (
    <Form method="post" action={action}>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="button">
        {label}
      </button>
    </Form>
  );
}
