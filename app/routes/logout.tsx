import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/translation";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { logout } from "~/server/auth.server";
import { guard, guardPublicWrite } from "~/server/guard.server";
import { pageMeta } from "~/utils/meta";
import { loginPath } from "~/utils/routing";
import { createToastHeader, ownToast } from "~/server/toast.server";

/** A GET never logs out (a link or prefetch must not end a session): it asks for confirmation. */
export async function loader(args: LoaderFunctionArgs) {
  await guard(args);
  return null;
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { locale } = await guardPublicWrite(args, { guest: false });
  const headers = await logout(request, locale);
  headers.append("Set-Cookie", await createToastHeader(ownToast("success", locale, "auth.loggedOut")));
  // Pages of the session stay out of the browser's cache (back button on a shared computer).
  headers.set("Clear-Site-Data", '"cache"');
  return redirect(loginPath(locale), { headers });
}

export default function LogoutPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="login-layout">
      <div className="login-card">
        <h1>{t("frame.logout")}</h1>
        <Form method="post">
          <CsrfInput />
          <button type="submit" className="button button-primary">
            {t("frame.logout")}
          </button>
        </Form>
      </div>
    </main>
  );
}

export const meta = pageMeta("frame.logout");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
