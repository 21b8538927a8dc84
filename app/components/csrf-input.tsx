import { useRouteLoaderData } from "@remix-run/react";

/** The field name, repeated here so the component does not import server code. */
const CSRF_FIELD = "csrf";

/**
 * The hidden anti-forgery field that every `method="post"` form must contain (checked by
 * `requireCsrf` in app/server/csrf.server.ts). The token comes from the root loader, so the field
 * is in the server-rendered HTML and works without JavaScript.
 */
export function CsrfInput() {
  const root = useRouteLoaderData("root") as { csrf?: string } | undefined;
  return <input type="hidden" name={CSRF_FIELD} value={root?.csrf ?? ""} />;
}
