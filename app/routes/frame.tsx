import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LanguageSwitch } from "~/components/language-switch";
import { CsrfInput } from "~/components/csrf-input";
import { Icon } from "~/components/icon";
import { guardFormPage, guardUnknownPage, isUnknownAddress } from "~/server/guard.server";
import { localizePath, stripLocale, useLocale } from "~/utils/i18n/locale";
import { BIN_AREAS, canAccessArea, FOLLOW, hasPermission, NAV_GROUPS, navEntryOf } from "~/utils/permissions";
import { nowOf } from "~/server/clock.server";
import { dueCount, today } from "~/server/follow-ups.server";
import { formatNumber } from "~/utils/format";
import { getSystemSettings } from "~/server/settings.server";
import { thumbnailSrc } from "~/server/thumbnails.server";
import { useOnline } from "~/utils/hooks/online";
import type { FrameUser } from "~/utils/hooks/current-user";
import { SEARCH_MAX_LENGTH } from "~/entities/list-query";

/** After a submit that reached nobody nothing is reloaded (utils/submit-failure.ts). */
export { shouldRevalidate } from "~/utils/submit-failure";

/**
 * The logged-in frame. Its guard protects nothing by itself (child loaders run in parallel and
 * repeat their own checks); it only loads what the frame shows.
 */
export async function loader(args: LoaderFunctionArgs) {
  // An unknown address is a 404 page inside the frame for a logged-in staff member, and the
  // plain 404 (not the login page) for anyone else.
  const gate = isUnknownAddress(args.params) ? { ended: false as const, ...(await guardUnknownPage(args)) } : await guardFormPage(args);
  // A form shown again because its submit found the session ended: no user, no menu, so the page
  // never says both "session ended" and who is logged in.
  if (gate.ended) return { user: null, nav: [], logo: null, queue: null, bin: false };
  const { user } = gate;
  const follows = hasPermission(user.permissions, FOLLOW);
  // The follow-up queue's entry says how many are due (overdue and today), on every page.
  const [settings, due] = await Promise.all([getSystemSettings(gate.ctx), follows ? dueCount(gate.api, today(nowOf(args.request))) : null]);
  return {
    user: { id: user.id, name: user.name, roleName: user.roleName, permissions: user.permissions } satisfies FrameUser,
    // The menu's groups with the entries this user may open; a group with none is left out.
    nav: NAV_GROUPS.map((g) => ({
      key: g.key,
      label: g.label,
      entries: g.entries.filter((entry) => (entry === "follow-ups" ? follows : canAccessArea(user.permissions, entry))),
    })).filter((g) => g.entries.length > 0 || g.key === "reports"),
    queue: follows ? { due } : null,
    // 36 px high in the frame: the small copy, on every page.
    logo: thumbnailSrc(settings.logo, "logo"),
    // Activity: everyone (their own changes at least); the bin: those who may delete somewhere.
    bin: BIN_AREAS.some((area) => canAccessArea(user.permissions, area, "update")),
  };
}

export default function Frame() {
  const { user, nav, logo, queue, bin } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const locale = useLocale();
  const toggle = useRef<HTMLInputElement>(null);
  const current = navEntryOf(stripLocale(location.pathname));
  const onHistoryPage = /^\/(activity|trash)(\/|$)/.test(stripLocale(location.pathname));
  // Prefetching loads the next page's scripts, and a script that fails to load reloads the whole
  // page (the browser's offline page, offline): no prefetching while offline.
  const online = useOnline();
  // Close the phone menu after navigating (the checkbox keeps state across client navigations).
  useEffect(() => {
    if (toggle.current) toggle.current.checked = false;
  }, [location.pathname]);
  // Escape closes the open phone menu and puts focus back on its toggle. "/" (outside a field) or
  // Ctrl/⌘+K goes to the search: the top bar's box, or on a phone the search page.
  const searchBox = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = toggle.current;
      if (event.key === "Escape" && menu?.checked) {
        menu.checked = false;
        menu.focus();
        return;
      }
      const typing = event.target instanceof Element && event.target.closest("input,textarea,select,[contenteditable]");
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      if (!(event.key === "/" && plain && !typing) && !(event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey))) return;
      event.preventDefault();
      const box = searchBox.current;
      if (box?.offsetParent) {
        box.focus();
        box.select();
      } else navigate(localizePath("/search", locale), { state: { focusSearch: true } });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [navigate, locale]);
  return (
    <div className="frame">
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      {/* The phone menu opens without JavaScript (a checkbox and CSS); it is a real, focusable control. */}
      <input ref={toggle} type="checkbox" id="nav-toggle" className="nav-toggle" aria-controls="main-nav" />
      <header className="topbar">
        <label htmlFor="nav-toggle" className="nav-toggle-label">
          <span aria-hidden="true">☰</span> <span className="nav-toggle-text">{t("nav.menu")}</span>
        </label>
        <Link to={localizePath("/", locale)} className={logo ? "brand-link has-logo" : "brand-link"}>
          {logo ? <img src={logo} alt={t("frame.logoAlt")} className="brand-logo" data-testid="system-logo" /> : null}
          <span className="brand">{t("app.name")}</span>
        </Link>
        {user ? (
          <>
            {/* Search over every area: a GET form (works without JavaScript); on a phone a link to its page. */}
            <Form method="get" action={localizePath("/search", locale)} role="search" aria-label={t("frame.searchLabel")} className="topbar-search">
              <label htmlFor="topbar-q" className="visually-hidden">
                {t("frame.searchLabel")}
              </label>
              <input
                ref={searchBox}
                id="topbar-q"
                type="search"
                name="q"
                placeholder={t("frame.searchPlaceholder")}
                maxLength={SEARCH_MAX_LENGTH}
                enterKeyHint="search"
              />
              <button type="submit" className="button">
                {t("frame.searchSubmit")}
              </button>
            </Form>
          </>
        ) : null}
        <div className="topbar-end">
          {user ? (
            <Link to={localizePath("/search", locale)} className="button button-ghost topbar-search-link" aria-label={t("frame.searchLabel")}>
              <Icon>
                <circle cx="11" cy="11" r="7" />
                <path d="M20 20l-4-4" />
              </Icon>
            </Link>
          ) : null}
          <LanguageSwitch />
          {user ? (
            <>
              {/* The name leads to "My account" (every staff member may open it). */}
              <Link to={localizePath("/account", locale)} className="button button-ghost user-link" title={user.roleName}>
                <Icon>
                  <circle cx="12" cy="8" r="4" />
                  <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
                </Icon>
                <span className="user-name">
                  <span className="visually-hidden">{t("frame.signedInAs")} </span>
                  {/* The name may be in the other language than the page: isolate its direction. */}
                  <bdi>{user.name}</bdi>
                </span>
              </Link>
              <Form method="post" action={localizePath("/logout", locale)}>
                <CsrfInput />
                <button type="submit" className="button button-ghost icon-action">
                  <Icon className="flip-rtl">
                    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" />
                  </Icon>
                  <span className="action-text">{t("frame.logout")}</span>
                </button>
              </Form>
            </>
          ) : null}
        </div>
      </header>
      <nav id="main-nav" className="sidebar" aria-label={t("nav.mainNavigation")}>
        {/* Five groups, each under its heading. On a phone each folds (a <details>, so without
            JavaScript too) and only the current page's group starts open; on a wider screen all
            stand open and the heading is a plain one (app.css). */}
        {nav.map((group) => (
          <div key={group.key} className="nav-group">
            <h2 className="nav-group-title" id={`nav-group-${group.key}`}>
              {t(group.label)}
            </h2>
            <details
              className="nav-fold"
              open={(current !== undefined && group.entries.includes(current)) || (group.key === "reports" && onHistoryPage) || undefined}
            >
              <summary>
                <h2>{t(group.label)}</h2>
              </summary>
              <ul aria-labelledby={`nav-group-${group.key}`}>
                {group.entries.map((entry) => (
                  <li key={entry}>
                    <NavLink to={localizePath(entry === "home" ? "/" : `/${entry}`, locale)} end={entry === "home"} prefetch={online ? "intent" : "none"}>
                      {entry === "follow-ups" ? t("nav.followUps") : t(`nav.${entry}`)}
                      {entry === "follow-ups" && queue?.due ? (
                        <span className="nav-badge">
                          <span aria-hidden="true">{formatNumber(queue.due, locale)}</span>
                          <span className="visually-hidden">{` (${t("nav.followUpsDue", { count: queue.due })})`}</span>
                        </span>
                      ) : null}
                    </NavLink>
                  </li>
                ))}
                {/* The history extension's pages close the last group: the activity, and the bin for those who may delete. */}
                {group.key === "reports" && user ? (
                  <li>
                    <NavLink to={localizePath("/activity", locale)} prefetch={online ? "intent" : "none"}>
                      {t("nav.activity")}
                    </NavLink>
                  </li>
                ) : null}
                {group.key === "reports" && bin ? (
                  <li>
                    <NavLink to={localizePath("/trash", locale)} prefetch={online ? "intent" : "none"}>
                      {t("nav.trash")}
                    </NavLink>
                  </li>
                ) : null}
              </ul>
            </details>
          </div>
        ))}
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
