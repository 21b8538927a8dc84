/** The anti-forgery field's name in every POST form (app/server/csrf.server.ts checks it). */
export const CSRF_FIELD = "csrf";
