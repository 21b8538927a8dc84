import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireUser } from "~/utils/auth.server";
import { localeFromPathname, localizePath } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, params);
  // A denial is a 403 also for the page the denied request was sent to (spec §2's redirect).
  return data(null, { status: 403 });
}

export default function NoPermission() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="error-panel" aria-labelledby="no-permission-title">
      <p className="error-status" aria-hidden="true">403</p>
      <h1 id="no-permission-title">{t("errors.noPermissionTitle")}</h1>
      <p>{t("errors.noPermission")}</p>
      <p className="error-actions">
        <Link className="button" to={localizePath("/", localeFromPathname(pathname))}>
          {t("errors.goHome")}
        </Link>
      </p>
    </section>
  );
}

export const meta = pageMeta("errors.noPermissionTitle");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
