/**
 * The login a form offers when its session ended during a submit: its two fields travel with the
 * form's own fields, so one submit logs in and saves (see session-login.server.ts).
 */
export const SESSION_LOGIN_EMAIL = "_session_email";
export const SESSION_LOGIN_PASSWORD = "_session_password";

/** A form reply saying that the session ended and nothing was saved. */
export function isSessionEnded(result: unknown): boolean {
  return (result as { sessionEnded?: unknown } | null | undefined)?.sessionEnded === true;
}
