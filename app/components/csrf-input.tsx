import { useRouteLoaderData } from "@remix-run/react";
import { CSRF_FIELD } from "~/utils/csrf-field";

/**
 * The hidden anti-forgery field that every `method="post"` form must contain (checked by
 * `requireCsrf` in app/server/csrf.server.ts). The token comes from the root loader, so the field
 * is in the server-rendered HTML and works without JavaScript.
 */
export function CsrfInput() {
  const root = useRouteLoaderData("root") as { csrf?: string } | undefined;
  return <input type="hidden" name={CSRF_FIELD} value={root?.csrf ?? ""} />;
}
