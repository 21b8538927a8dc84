import { pagePath, stripLocale } from "./i18n/locale";

/**
 * What a staff member may still open while two-step login is due (their role requires it and
 * they have not set it up): the set-up itself on "My account", logging out, and pictures. Every
 * other page and form sends them to the set-up first.
 */
export function opensWhileTwoStepDue(pathname: string): boolean {
  const path = stripLocale(pagePath(pathname));
  return path === "/account" || path === "/logout" || path === "/auth/logout" || path.startsWith("/thumb/");
}
