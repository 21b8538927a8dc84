import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireLocale } from "~/utils/auth.server";

/** The optional `($lang)` segment: only "en" (or none) is a language; anything else is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  requireLocale(params);
  return null;
}

export default function LanguageRoot() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <main id="main" className="error-page">
      <GeneralErrorBoundary />
    </main>
  );
}
