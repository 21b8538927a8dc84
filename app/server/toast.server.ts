import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import { getEnv } from "./env.server";
import type { Locale } from "~/utils/i18n/locale";
import { serverT } from "./i18next.server";

/** API result toasts last 2000 ms; interface toasts 5000 ms. */
const API_TOAST_MS = 2000;
export const UI_TOAST_MS = 5000;
/** A toast that offers "Undo" after a delete lasts longer: time to read it and change one's mind. */
export const UNDO_TOAST_MS = 12000;

const toastSchema = z.object({
  id: z.number().int(),
  type: z.enum(["success", "error", "info", "warning"]),
  message: z.string().max(500),
  /**
   * Our own messages travel as a translation key (and its values), translated in the language of
   * the page that shows them: a login on an Arabic page that lands on an English one says so in
   * English. `message` is the text in the language of the request that made it (upstream texts
   * have only that).
   */
  key: z.string().max(100).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  duration: z.number().int().positive(),
  /** Records a delete just moved to the bin: the toast offers "Undo" (a POST that restores them). */
  undo: z.object({ area: z.string().max(40), ids: z.array(z.number().int().positive()).min(1).max(100) }).optional(),
  /** The toast whose "Undo" brought records back: it goes, so that "Undo" cannot be pressed twice. */
  undone: z.number().int().optional(),
});
export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = Omit<Toast, "id" | "duration"> & { duration?: number };

const env = getEnv();
const toastStorage = createCookieSessionStorage({
  cookie: {
    name: "__lawha_toast",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.NODE_ENV === "production" && env.LAWHA_TEST_MODE !== "1",
    secrets: env.sessionSecrets,
  },
});

/** Toast ids are random from 1 to 999. */
function randomToastId(): number {
  return 1 + Math.floor(Math.random() * 999);
}

export async function createToastHeader(input: ToastInput): Promise<string> {
  const session = await toastStorage.getSession();
  const toast: Toast = { id: randomToastId(), duration: input.duration ?? API_TOAST_MS, ...input };
  session.flash("toast", toast);
  return toastStorage.commitSession(session);
}

/** A redirect that carries a toast across the navigation, so it survives a no-JS POST too. */
export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await createToastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** A toast of our own: its key and values, and its text in the request's language. */
export function ownToast(type: Toast["type"], locale: Locale, key: string, params?: Record<string, string | number>): ToastInput {
  return { type, key, ...(params ? { params } : {}), message: serverT(locale)(key, params) };
}

/** The toast's text in the language of the page that shows it. */
export function toastIn(toast: Toast, locale: Locale): Toast {
  return toast.key ? { ...toast, message: serverT(locale)(toast.key, toast.params) } : toast;
}

/** Reads and clears the flash toast; returns the Set-Cookie that clears it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await toastStorage.getSession(request.headers.get("Cookie"));
  const raw: unknown = session.get("toast");
  if (raw === undefined) return { toast: null, headers: null };
  const parsed = toastSchema.safeParse(raw);
  const headers = new Headers({ "Set-Cookie": await toastStorage.destroySession(session) });
  return { toast: parsed.success ? parsed.data : null, headers };
}
