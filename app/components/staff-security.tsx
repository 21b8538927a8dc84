import { Form, Link, useParams } from "@remix-run/react";
import { ConfirmQuestion } from "~/components/confirm-question";
import { CsrfInput } from "~/components/csrf-input";
import { localizePath, useLocale } from "~/utils/i18n/locale";
import { useTranslation } from "~/utils/i18n/translation";

/** A staff member's two-step login on their edit page, and whether the page asks to confirm its reset. */
export type StaffTwoStep = ({ offered: true; enabled: boolean; required: boolean; codesLeft: number } | { offered: false; error: string | null }) & {
  confirmReset: boolean;
};

/**
 * The edit page's security card: the staff member's two-step login (on or off, recovery codes
 * left), resetting it after a confirm step (`?confirm=two-step-reset`, then a POST with
 * `confirmed`), and ending all their sessions. The POSTs go to the users-security route.
 */
export function StaffSecurity({ twoStep }: { twoStep: StaffTwoStep | null }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const locale = useLocale();
  if (!id) return null;
  const action = localizePath(`/users/${id}/security`, locale);
  const editPath = localizePath(`/users/${id}/edit`, locale);
  return (
    <section className="card stack" aria-labelledby="staff-security-heading">
      <h2 id="staff-security-heading">{t("account.admin.heading")}</h2>
      {twoStep ? <TwoStepFacts twoStep={twoStep} /> : null}
      {twoStep?.confirmReset ? (
        <ConfirmQuestion
          action={action}
          cancelTo={editPath}
          focusKey="two-step-reset"
          title={t("account.admin.resetTitle")}
          text={t("account.admin.resetText")}
          fields={{ intent: "two-step-reset", confirmed: "1" }}
          submit={t("account.admin.resetConfirm")}
          danger
        />
      ) : null}
      <div className="form-actions">
        {twoStep?.confirmReset ? null : (
          <Link to={`${editPath}?confirm=two-step-reset`} className="button" preventScrollReset>
            {t("account.admin.resetTwoStep")}
          </Link>
        )}
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

function TwoStepFacts({ twoStep }: { twoStep: StaffTwoStep }) {
  const { t } = useTranslation();
  if (!twoStep.offered) return <p className="muted">{twoStep.error ?? t("account.admin.stateNotOffered")}</p>;
  return (
    <dl className="session-facts">
      <dt>{t("account.admin.twoStep")}</dt>
      <dd>{twoStep.enabled ? t("account.admin.stateOn") : twoStep.required ? t("account.admin.stateDue") : t("account.admin.stateOff")}</dd>
      {twoStep.enabled ? (
        <>
          <dt>{t("account.admin.codesLeft")}</dt>
          <dd>{twoStep.codesLeft}</dd>
        </>
      ) : null}
    </dl>
  );
}
