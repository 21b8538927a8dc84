/**
 * The one guard of every protected loader and action. It runs the checks in a fixed order and
 * returns what the route needs:
 *
 * 1. the language of the URL (`/xx/blogs` is a 404, never a page in a strange language);
 * 2. for writes, the origin (a form posted from another site is refused before anything else);
 * 3. the session (live, not idle or too old, known to the shared store), else the login page;
 * 4. the user behind its token, and the permission, else the no-permission page (reads) or 403;
 * 5. for writes, the per-user write limit (429), then the body within its limits (413) and its
 *    anti-forgery token (403).
 *
 * Forms whose session may end while the user types use `guardForm` / `guardFormPage`: instead of
 * leaving for the login page, they get `{ ended: true }` and bring the form back with a login.
 * The writes anyone may make (log in, its code step, log out) use `guardPublicWrite`.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import type { Permission } from "~/utils/permissions";
import { localeFromParam, type Locale } from "~/utils/i18n/locale";
import type { Upstream } from "./api.server";
import { formUser, optionalUser, requireGuest, requireLocale, requireUser, userOrEnded, type AuthedContext, type CurrentUser } from "./auth.server";
import { requireSameOrigin } from "./csrf.server";
import { requestLocale, serverT } from "./i18next.server";
import { readVerifiedForm, SMALL_FORM_LIMITS, type BodyLimits, type ParsedForm } from "./multipart.server";

type Args = Pick<LoaderFunctionArgs, "request" | "params">;

export interface GuardOptions {
  /** What the page or action needs (all of them). */
  permission?: Permission | Permission[];
  /** A write: its body is read within these limits (the defaults fit a form with images). */
  body?: Partial<BodyLimits>;
}

export interface Guarded {
  locale: Locale;
  t: TFunction;
  user: CurrentUser;
  /** The request, language, token and user, as the upstream client and the session helpers take them. */
  ctx: AuthedContext;
  /** The upstream API, as this user. */
  api: Upstream;
}

export interface GuardedWrite extends Guarded {
  form: ParsedForm;
  formData: FormData;
}

function granted(ctx: AuthedContext): Guarded {
  return { locale: ctx.locale, t: serverT(ctx.locale), user: ctx.user, ctx, api: ctx.api };
}

export async function guard(args: Args, options: GuardOptions & { body: Partial<BodyLimits> }): Promise<GuardedWrite>;
export async function guard(args: Args, options?: GuardOptions): Promise<Guarded>;
export async function guard({ request, params }: Args, options: GuardOptions = {}): Promise<Guarded | GuardedWrite> {
  const guarded = granted(await requireUser(request, params, options.permission));
  if (!options.body) return guarded;
  const form = await readVerifiedForm(request, { locale: guarded.locale, ...options.body });
  return { ...guarded, form, formData: form.formData };
}

/**
 * The writes anyone may make (log in, its code step, log out), in the same order: the language,
 * the origin (a cross-site login or logout is refused before anything else is read), for the
 * login steps no live session (a logged-in visitor goes home), then the body within small caps
 * (a 100 MB "password" is a 413 before it is buffered) and its anti-forgery token.
 */
export async function guardPublicWrite({ request, params }: Args, options: { guest: boolean }): Promise<{ locale: Locale; t: TFunction; formData: FormData }> {
  const locale = requireLocale(params);
  requireSameOrigin(request);
  if (options.guest) await requireGuest(request, params);
  const { formData } = await readVerifiedForm(request, { locale, ...SMALL_FORM_LIMITS });
  return { locale, t: serverT(locale), formData };
}

export type Ended = { ended: true; locale: Locale; t: TFunction };

/** A form's action: like `guard` with a body, or `{ ended }` (with the body) when this browser's login has ended. */
export async function guardForm(
  { request, params }: Args,
  options: GuardOptions & { body: Partial<BodyLimits> },
): Promise<({ ended: false } & GuardedWrite) | (Ended & { form: ParsedForm; formData: FormData })> {
  const gate = await formUser(request, params, options.permission);
  const locale = gate.ended ? gate.locale : gate.ctx.locale;
  const form = await readVerifiedForm(request, { locale, ...options.body });
  if (gate.ended) return { ended: true, locale, t: serverT(locale), form, formData: form.formData };
  return { ended: false, ...granted(gate.ctx), form, formData: form.formData };
}

/** A form's page: like `guard`, or `{ ended }` when it is shown again after its submit found the login ended. */
export async function guardFormPage({ request, params }: Args, options: GuardOptions = {}): Promise<({ ended: false } & Guarded) | Ended> {
  const gate = await userOrEnded(request, params, options.permission);
  if (gate.ended) return { ended: true, locale: gate.locale, t: serverT(gate.locale) };
  return { ended: false, ...granted(gate.ctx) };
}

/**
 * An address no page answers: no route of its own (the catch-all's `*`), or a first segment that
 * is no language (`/xx/blogs`, `/nothing-here`, where every page's guard answers 404).
 */
export function isUnknownAddress(params: Args["params"]): boolean {
  return localeFromParam(params.lang) === null || params["*"] !== undefined;
}

/**
 * The frame of an unknown address: a 404 for everyone, never the login page. A logged-in staff
 * member keeps the frame (the page inside it answers the 404); anyone else gets the plain 404.
 */
export async function guardUnknownPage({ request }: Args): Promise<Guarded> {
  const locale = await requestLocale(request);
  const ctx = await optionalUser(request, locale);
  if (!ctx) throw data({ message: serverT(locale)("errors.notFound") }, { status: 404 });
  return granted(ctx);
}
