import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/utils/translation";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LanguageSwitch } from "~/components/language-switch";
import { CsrfInput } from "~/components/csrf-input";
import { guardFormPage } from "~/server/guard.server";
import { localizePath, useLocale } from "~/utils/i18n";
import { canAccessArea, NAV_AREAS } from "~/utils/permissions";
import { getSystemSettings } from "~/server/settings.server";
import { thumbnailSrc } from "~/server/thumbnails.server";
import { useOnline } from "~/utils/online";

/** After a submit that reached nobody nothing is reloaded (utils/submit-failure.ts). */
export { shouldRevalidate } from "~/utils/submit-failure";

/**
 * The logged-in frame. Its guard protects nothing by itself (child loaders run in parallel and
 * repeat their own checks); it only loads what the frame shows.
 */
export async function loader(args: LoaderFunctionArgs) {
  const gate = await guardFormPage(args);
  // A form shown again because its submit found the session ended: no user, no menu, so the page
  // never says both "session ended" and who is logged in.
  if (gate.ended) return { user: null, nav: [], logo: null };
  const { user } = gate;
  const settings = await getSystemSettings(gate.ctx);
  return {
    user: { id: user.id, name: user.name, roleName: user.roleName, permissions: user.permissions },
    nav: NAV_AREAS.filter((area) => canAccessArea(user.permissions, area)),
    // 36 px high in the frame: the small copy, on every page.
    logo: thumbnailSrc(settings.logo, "logo"),
  };
}

export function useCurrentUser() {
  return useRouteLoaderData<typeof loader>("routes/frame")?.user;
}

export default function Frame() {
  const { user, nav, logo } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const locale = useLocale();
  const toggle = useRef<HTMLInputElement>(null);
  // Prefetching loads the next page's scripts, and a script that fails to load reloads the whole
  // page (the browser's offline page, offline): no prefetching while offline.
  const online = useOnline();
  // Close the phone menu after navigating (the checkbox keeps state across client navigations).
  useEffect(() => {
    if (toggle.current) toggle.current.checked = false;
  }, [location.pathname]);
  // Escape closes the open phone menu and puts focus back on its toggle.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const box = toggle.current;
      if (event.key !== "Escape" || !box?.checked) return;
      box.checked = false;
      box.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <div className="frame">
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      {/* The phone menu opens without JavaScript (a checkbox and CSS); it is a real, focusable control. */}
      <input ref={toggle} type="checkbox" id="nav-toggle" className="nav-toggle" aria-controls="main-nav" />
      <header className="topbar">
        <label htmlFor="nav-toggle" className="nav-toggle-label">
          <span aria-hidden="true">☰</span> {t("nav.menu")}
        </label>
        <Link to={localizePath("/", locale)} className={logo ? "brand-link has-logo" : "brand-link"}>
          {logo ? <img src={logo} alt={t("frame.logoAlt")} className="brand-logo" data-testid="system-logo" /> : null}
          <span className="brand">{t("app.name")}</span>
        </Link>
        <div className="topbar-end">
          <LanguageSwitch />
          {user ? (
            <>
              <span className="user-name" title={user.roleName}>
                <span className="visually-hidden">{t("frame.signedInAs")} </span>
                {/* The name may be in the other language than the page: isolate its direction. */}
                <bdi>{user.name}</bdi>
              </span>
              <Form method="post" action={localizePath("/logout", locale)}>
                <CsrfInput />
                <button type="submit" className="button button-ghost">
                  {t("frame.logout")}
                </button>
              </Form>
            </>
          ) : null}
        </div>
      </header>
      <nav id="main-nav" className="sidebar" aria-label={t("nav.mainNavigation")}>
        <ul>
          {nav.map((area) => (
            <li key={area}>
              <NavLink to={localizePath(area === "home" ? "/" : `/${area}`, locale)} end={area === "home"} prefetch={online ? "intent" : "none"}>
                {t(`nav.${area}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="error-page">
      <GeneralErrorBoundary />
    </main>
  );
}
