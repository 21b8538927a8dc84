import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/translation";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { guard } from "~/server/guard.server";
import { localizePath } from "~/utils/i18n/locale";
import { pageMeta } from "~/utils/meta";
import { landingPath } from "~/utils/permissions";

export async function loader(args: LoaderFunctionArgs) {
  const { user, locale } = await guard(args);
  // The way out leads to a page the user may open: home, else the first area of the menu.
  const start = landingPath(user.permissions);
  const area = start === undefined || start === "/" ? null : start.slice(1);
  // A denial is a 403 also for the page the denied request was sent to.
  return data({ start: start === undefined ? null : localizePath(start, locale), area }, { status: 403 });
}

export default function NoPermission() {
  const { t } = useTranslation();
  const { start, area } = useLoaderData<typeof loader>();
  return (
    <section className="error-panel" aria-labelledby="no-permission-title">
      <p className="error-status" aria-hidden="true">
        403
      </p>
      <h1 id="no-permission-title">{t("errors.noPermissionTitle")}</h1>
      <p>{t("errors.noPermission")}</p>
      {start ? (
        <p className="error-actions">
          <Link className="button" to={start}>
            {area ? t("errors.goTo", { area: t(`nav.${area}`) }) : t("errors.goHome")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

export const meta = pageMeta("errors.noPermissionTitle");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
