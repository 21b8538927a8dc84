import "@fontsource/ibm-plex-sans-arabic/400.css";
import "@fontsource/ibm-plex-sans-arabic/600.css";
import "./styles/app.css";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { OfflineIndicator } from "./components/offline-indicator";
import { Toaster } from "./components/toaster";
import { focusPageHeading } from "./utils/focus";
import { dirOf, localeFromPathname } from "./utils/i18n";
import { pageMeta } from "./utils/meta";
import { useNonce } from "./utils/nonce";
import { localeCookie } from "./utils/session.server";
import { getToast } from "./utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeFromPathname(new URL(request.url).pathname);
  const { toast, headers } = await getToast(request);
  const responseHeaders = new Headers(headers ?? undefined);
  // Spec §9: the chosen language is remembered in a `locale` cookie for 365 days.
  const remembered = await localeCookie.parse(request.headers.get("Cookie"));
  if (remembered !== locale) responseHeaders.append("Set-Cookie", await localeCookie.serialize(locale));
  return data({ locale, toast }, { headers: responseHeaders });
}

export const meta = pageMeta("app.fullName");

export function Layout({ children }: { children: ReactNode }) {
  // Read the language from the URL, not loader data: on error pages the root data may be missing.
  const { pathname } = useLocation();
  const locale = localeFromPathname(pathname);
  const nonce = useNonce();
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { locale, toast } = useRouteLoaderData<typeof loader>("root") ?? { locale: "ar" as const, toast: null };
  useChangeLanguage(locale);
  useFocusHeadingAfterNavigation();
  return (
    <>
      <Outlet />
      <Toaster toast={toast} />
      <OfflineIndicator />
    </>
  );
}

/**
 * After a client-side navigation to another page, focus moves to its h1 (a full page load starts
 * at the top by itself). Query-only changes (search, sort, pagination, the delete question) keep
 * focus where the user is.
 */
function useFocusHeadingAfterNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    focusPageHeading();
  }, [pathname]);
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
