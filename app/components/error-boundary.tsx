import { Link, isRouteErrorResponse, useLocation, useNavigate, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { localizePath, useLocale } from "~/utils/i18n/locale";
import { useRequestId } from "~/utils/hooks/nonce";
import { noPermissionPath } from "~/utils/routing";
import { landingPath, type Permission } from "~/utils/permissions";

type StatusHandler = (info: { status: number; message: string }) => ReactNode;

function messageOf(data: unknown): string | undefined {
  if (typeof data === "string" && data && !data.trimStart().startsWith("<")) return data;
  if (data && typeof data === "object" && typeof (data as { message?: unknown }).message === "string") {
    return (data as { message: string }).message;
  }
  return undefined;
}

/**
 * The staff member of the frame around this error page, when there is one: the frame's loader ran
 * (a page inside it failed, or the address is unknown). Read by id: the frame imports this file.
 */
function useFrameUser(): { permissions: Permission[] } | null {
  const frame = useRouteLoaderData("routes/frame") as { user?: { permissions: Permission[] } | null } | undefined;
  return frame?.user ?? null;
}

/**
 * The one error page: 404 "This page could not be found", other statuses with their code and a
 * translated message (never a stack trace or upstream HTML), and a link home. Inside the frame,
 * "home" is the first page the staff member may open (as after logging in), and a 404 keeps the
 * request id out of view, folded under "details for support".
 */
export function GeneralErrorBoundary({ statusHandlers = {} }: { statusHandlers?: Record<number, StatusHandler> }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const locale = useLocale();
  const frameUser = useFrameUser();
  const start = frameUser ? landingPath(frameUser.permissions) : "/";
  const home = start === undefined ? noPermissionPath(locale) : localizePath(start, locale);
  const requestId = useRequestId();
  // A failing error page must still say something: fall back to the plainest markup.
  try {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const serverMessage = isRouteErrorResponse(error) ? messageOf(error.data) : undefined;
    // A permission denial answered to a data request (client-side navigation or submit) is a 403
    // For the server's sake; the person is sent to the no-permission page.
    if (status === 403 && isForbidden(isRouteErrorResponse(error) ? error.data : undefined)) {
      return <ToNoPermission title={t("errors.noPermissionTitle")} message={t("errors.noPermission")} />;
    }
    const handler = statusHandlers[status];
    if (handler) return <>{handler({ status, message: serverMessage ?? "" })}</>;
    const notFound = status === 404;
    const title = notFound ? t("errors.notFoundTitle") : t("errors.serverTitle");
    const message = notFound ? t("errors.notFound") : serverMessage && status !== 500 ? serverMessage : t("errors.server");
    return (
      <section className="error-panel" role="alert" aria-labelledby="error-title">
        <p className="error-status" aria-hidden="true">
          {status}
        </p>
        <h1 id="error-title">{title}</h1>
        <p>{message}</p>
        <p className="muted">{t("errors.status", { status })}</p>
        {requestId && frameUser && notFound ? (
          <details className="error-support muted">
            <summary>{t("errors.supportDetails")}</summary>
            <bdi>{t("security.requestId", { id: requestId })}</bdi>
          </details>
        ) : requestId ? (
          <p className="muted">
            <bdi>{t("security.requestId", { id: requestId })}</bdi>
          </p>
        ) : null}
        <p className="error-actions">
          <Link className="button" to={home} reloadDocument>
            {t("errors.goHome")}
          </Link>
        </p>
      </section>
    );
  } catch {
    return (
      <section role="alert">
        <h1>Error</h1>
        {requestId ? <p>{requestId}</p> : null}
        <a href={home}>Home</a>
      </section>
    );
  }
}

function isForbidden(data: unknown): boolean {
  return Boolean(data && typeof data === "object" && (data as { kind?: unknown }).kind === "forbidden");
}

function ToNoPermission({ title, message }: { title: string; message: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const target = noPermissionPath(useLocale());
  useEffect(() => {
    if (pathname !== target) navigate(target, { replace: true });
  }, [navigate, pathname, target]);
  return (
    <section className="error-panel" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>{message}</p>
    </section>
  );
}
