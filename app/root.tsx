import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { GlobalProgress } from "./components/global-progress";
import { InlineCss, LaterStylesheet } from "./components/inline-css";
import { addArabicFontLater } from "./utils/font";
import { OfflineIndicator } from "./components/offline-indicator";
import { Toaster } from "./components/toaster";
import { focusPageHeading } from "./utils/hooks/focus";
import { dirOf, localeFromParam, useLocale } from "./utils/i18n/locale";
import { pageMeta } from "./utils/meta";
import { useNonce, useRequestId } from "./utils/hooks/nonce";
import { timeZone, TIME_ZONE_META } from "./utils/zone";
import { hasStylesheet, STYLESHEET_HREF } from "~/server/critical-css.server";
import { csrfToken } from "~/server/csrf.server";
import { errorPageMessages } from "~/server/messages.server";
import { localeCookie } from "~/server/session.server";
import { requestLocale } from "~/server/i18next.server";
import { getToast, toastIn } from "~/server/toast.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = await requestLocale(request);
  const { toast, headers } = await getToast(request);
  const responseHeaders = new Headers(headers ?? undefined);
  // The chosen language is remembered in a `locale` cookie for 365 days.
  const remembered = await localeCookie.parse(request.headers.get("Cookie"));
  if (remembered !== locale) responseHeaders.append("Set-Cookie", await localeCookie.serialize(locale));
  // The anti-forgery token for <CsrfInput /> (app/server/csrf.server.ts), set once per browser.
  const csrf = await csrfToken(request);
  if (csrf.setCookie) responseHeaders.append("Set-Cookie", csrf.setCookie);
  // `/xx/...`: the language route answers 404 and sends no dictionary; the error page's strings come from here.
  const messages = localeFromParam(params.lang) ? undefined : errorPageMessages(locale);
  // The stylesheet's later part: linked once this browser has this version of the file, inline until then.
  const stylesheet = { href: STYLESHEET_HREF, cached: hasStylesheet(request.headers.get("Cookie")) };
  return data(
    { locale, toast: toast ? toastIn(toast, locale) : null, csrf: csrf.token, stylesheet, ...(messages ? { messages } : {}) },
    { headers: responseHeaders },
  );
}

/**
 * Remix calls a meta function with the matches down to its own route only, so the root's sees no
 * dictionary unless it carries one (`/xx/...`, above). Elsewhere the language route's and the
 * pages' titles win, and the root adds nothing.
 */
const rootMeta = pageMeta("app.fullName");
export const meta: MetaFunction<typeof loader> = (args) => (args.data && "messages" in args.data ? rootMeta(args) : []);

export function Layout({ children }: { children: ReactNode }) {
  // Read the language from the URL, not loader data: on error pages the root data may be missing.
  const locale = useLocale();
  const nonce = useNonce();
  const requestId = useRequestId();
  // Whether the stylesheet's later part is linked is fixed by the document's first answer (app/components/inline-css.tsx).
  const [stylesheet] = useState(useRouteLoaderData<typeof loader>("root")?.stylesheet);
  // The Arabic face, when the server left it for later (a first visit: app/utils/font.ts). Here,
  // not in App, so that an error page (the root error boundary) gets it too.
  useEffect(() => addArabicFontLater(), []);
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        {requestId ? <meta name="request-id" content={requestId} /> : null}
        <meta name={TIME_ZONE_META} content={timeZone()} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The stylesheet (and the Arabic face once cached), inlined: no render-blocking request. */}
        <InlineCss />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <LaterStylesheet stylesheet={stylesheet} />
      </body>
    </html>
  );
}

/** After a submit that reached nobody nothing is reloaded (app/utils/submit-failure.ts). */
export { shouldRevalidate } from "./utils/submit-failure";

export default function App() {
  const { toast } = useRouteLoaderData<typeof loader>("root") ?? { toast: null };
  // No useChangeLanguage(): the dictionary follows the language segment (routes/lang loader), so a
  // client-side switch between / and /en re-renders in the new language with the new data.
  useAfterNavigation();
  return (
    <>
      <GlobalProgress />
      <Outlet />
      <Toaster toast={toast} />
      <OfflineIndicator />
    </>
  );
}

/**
 * What follows each navigation. After a client-side navigation to another page, focus moves to
 * its h1 (a full page load starts at the top by itself). Query-only changes (search, sort,
 * pagination, the delete question) keep focus where the user is. `<html data-hydrated>` marks the moment the page is interactive
 * (`npm run bench` waits for it); its value is the key of the location shown, set once each
 * navigation's page is rendered (the end-to-end tests wait for it after a client-side navigation).
 */
function useAfterNavigation() {
  const { pathname, state, key } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    document.documentElement.dataset.hydrated = key;
    if (previous.current === pathname) return;
    previous.current = pathname;
    // A navigation that asks for a field (the search shortcut) has the page place focus itself.
    if ((state as { focusSearch?: boolean } | null)?.focusSearch) return;
    focusPageHeading();
  }, [pathname, state, key]);
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <main className="error-page" id="main">
      <GeneralErrorBoundary />
      <noscript>{t("app.name")}</noscript>
    </main>
  );
}
