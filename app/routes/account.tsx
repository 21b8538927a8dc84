import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { replyTo, type AccountReply } from "~/account/account-data";
import { SessionsSection, TwoStepSection } from "~/account/account-sections";
import { accountAction, loadAccount } from "~/account/account.server";
import { OwnPasswordForm } from "~/account/own-password-form";
import { ProfileForm } from "~/account/profile-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/utils/meta";
import { useTranslation } from "~/utils/i18n/translation";

// "My account": every logged-in staff member's own page (app/account/): their name and phone,
// their own password, two-step login and their live sessions.

export function loader(args: LoaderFunctionArgs) {
  return loadAccount(args);
}

export function action(args: ActionFunctionArgs) {
  return accountAction(args);
}

export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function AccountPage() {
  const { t } = useTranslation();
  const { name, email, roleName, profile, twoStepDue, twoStep, sessions } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as AccountReply | undefined;
  return (
    <>
      <PageHeader title={t("account.title")}>
        <p className="muted">{t("account.intro")}</p>
      </PageHeader>
      {/* Every other page leads here until the set-up is done (the guard). */}
      {twoStepDue ? (
        <p className="form-alert" role="alert">
          {t("account.twoStep.due")}
        </p>
      ) : null}
      <div className="settings-grid">
        <section className="card" aria-labelledby="account-who">
          <h2 id="account-who">
            <bdi>{name}</bdi>
          </h2>
          <p dir="ltr" className="account-email">
            {email}
          </p>
          <p className="muted">
            {t("account.role")}: <bdi>{roleName}</bdi>
          </p>
        </section>
        <ProfileForm profile={profile} lastResult={replyTo(reply, "profile")?.result} />
        <OwnPasswordForm formId="account-password" lastResult={replyTo(reply, "password")?.result} />
        <TwoStepSection twoStep={twoStep} reply={reply} />
        <SessionsSection sessions={sessions} reply={reply} />
      </div>
    </>
  );
}

export const meta = pageMeta("account.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
