import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import type { SettingsReply } from "~/settings/settings-data";
import { SettingsForms } from "~/settings/settings-forms";
import { loadSettings, settingsAction } from "~/settings/settings-page.server";
import { pageMeta } from "~/utils/meta";
import { useTranslation } from "~/utils/i18n/translation";

// The settings (app/settings/): the user's account and password, the other sessions, and the
// system's language and logo; one page of independent forms, each posting its `intent`.

export function loader(args: LoaderFunctionArgs) {
  return loadSettings(args);
}

export function action(args: ActionFunctionArgs) {
  return settingsAction(args);
}

export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export default function SettingsPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const reply: SettingsReply | undefined = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={t("settings.title")}>
        <p className="muted">{t("settings.intro")}</p>
      </PageHeader>
      <SettingsForms data={data} reply={reply} />
    </>
  );
}

export const meta = pageMeta("settings.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
