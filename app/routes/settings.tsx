import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { countrySchema, dataSchema, messageSchema, mutationSchema, settingsSchema, userSchema } from "../../contract/schemas";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, FormAlert, ValidationAnnouncer } from "~/components/forms";
import { useUnsavedChanges } from "~/components/unsaved-changes";
import { useRef } from "react";
import { CheckboxField } from "~/components/fields/checkbox-field";
import { ImageField } from "~/components/fields/image-field";
import { thumbnailSrc } from "~/server/thumbnails.server";
import { PhoneField } from "~/components/fields/phone-field";
import { SelectField } from "~/components/fields/select-field";
import { PageHeader } from "~/components/page-header";
import { StatusButton } from "~/components/status-button";
import type { ApiFailure } from "~/server/api.server";
import { guard, type Guarded } from "~/server/guard.server";
import { bodyFieldErrors, replyWithFailure } from "~/server/forms.server";
import { localizePath } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { requiredPermission } from "~/utils/permissions";
import { joinPhone, splitPhone } from "~/utils/phone";
import { phoneToE164 } from "~/utils/phone-number";
import { forgetSystemSettings } from "~/server/settings.server";
import { redirectWithToast } from "~/server/toast.server";
import { forgetToken } from "~/server/user-cache.server";
import { CsrfInput } from "~/components/csrf-input";
import { differsFromStart } from "~/entities/changes";
import type { FieldDef } from "~/entities/types";
import { SETTINGS_CONSTRAINTS } from "~/utils/constraints";
import { useLazyValidation, type LazyValidation } from "~/utils/lazy-validation";
import { AccountSchema, LanguageSchema, LogoSchema, PasswordSchema } from "~/schemas/settings";

// One page, four independent forms. Each posts an `intent`; the action answers `{ intent, result }`
// so that only the form that was submitted shows the reply (its values and errors).

type Intent = "account" | "password" | "language" | "logo";

const PASSWORD_FIELDS = ["current_password", "password", "password_confirmation"];

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await guard(args, { permission: requiredPermission("setting", "show") });
  const [user, countries, settings] = await Promise.all([
    api.get("auth/user", dataSchema(userSchema)),
    api.get("dashboard/pages/countries", dataSchema(countrySchema.array())),
    api.get("dashboard/pages/settings/1", dataSchema(settingsSchema)),
  ]);
  const dialCodes = Array.from(new Set(countries.data.map((c) => c.dial_code)));
  const phone = splitPhone(user.data.phone, dialCodes);
  return {
    account: {
      name: user.data.name,
      email: user.data.email,
      phoneCode: phone.code,
      phoneNumber: phone.number,
      avatar: thumbnailSrc(user.data.avatar, "preview"),
    },
    dialCodes,
    settings: { ...settings.data, logo: thumbnailSrc(settings.data.logo, "preview") },
  };
}

function reply(intent: Intent, result: SubmissionResult<string[]>, status: number) {
  return data({ intent, result }, { status });
}

function failed(intent: Intent, submission: Parameters<typeof replyWithFailure>[0], failure: ApiFailure, options?: Parameters<typeof replyWithFailure>[2]) {
  const response = replyWithFailure(submission, failure, options);
  return reply(intent, response.data, response.init?.status ?? 400);
}

export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export async function action(args: ActionFunctionArgs) {
  const ctx = await guard(args, { permission: requiredPermission("setting", "show"), body: {} });
  const { formData } = ctx;
  // Files too large or not images, and text over the body's per-field cap, as field errors.
  const problems = bodyFieldErrors(ctx.form);
  const intent = formData.get("intent");
  switch (intent) {
    case "account":
      return updateAccount(ctx, formData, problems);
    case "password":
      return changePassword(ctx, formData);
    case "language":
      return updateLanguage(ctx, formData);
    case "logo":
      return updateLogo(ctx, formData, problems);
    case "sessions":
      return endOtherSessions(ctx);
    default:
      throw data({ message: ctx.t("settings.unknownIntent") }, { status: 400 });
  }
}

function settingsPath(ctx: Guarded) {
  return localizePath("/setting", ctx.locale);
}

async function updateAccount(ctx: Guarded, formData: FormData, problems: Record<string, string[]>) {
  const submission = parseWithZod(formData, { schema: AccountSchema });
  if (submission.status !== "success" || Object.keys(problems).length) {
    const fieldErrors = Object.keys(problems).length ? problems : undefined;
    return reply("account", submission.reply(fieldErrors ? { fieldErrors } : undefined), 400);
  }
  const v = submission.value;
  const result = await ctx.api.send(
    "POST",
    "auth/user/update",
    {
      name: v.name,
      email: v.email,
      // Sent empty on purpose: an emptied phone field clears the stored number.
      phone: v.phone__number ? (phoneToE164(v.phone__code, v.phone__number) ?? joinPhone(v.phone__code ?? "+966", v.phone__number)) : "",
      avatar: v.avatar,
      remove_avatar: v.remove_avatar && !v.avatar ? "1" : undefined,
    },
    mutationSchema(userSchema),
  );
  if (!result.ok) return failed("account", submission, result, { fieldName: (n) => (n === "phone" ? "phone__number" : n) });
  // The top bar reads the user through a short memo; drop it so the new name shows at once.
  forgetToken(ctx.ctx.token);
  return redirectWithToast(settingsPath(ctx), { type: "success", message: result.data.message });
}

async function changePassword(ctx: Guarded, formData: FormData) {
  const submission = parseWithZod(formData, { schema: PasswordSchema });
  if (submission.status !== "success") return reply("password", submission.reply({ hideFields: PASSWORD_FIELDS }), 400);
  const { current_password, password, password_confirmation } = submission.value;
  const result = await ctx.api.send("POST", "auth/password", { current_password, password, password_confirmation }, messageSchema);
  if (!result.ok) return failed("password", submission, result, { hideFields: PASSWORD_FIELDS });
  return redirectWithToast(settingsPath(ctx), { type: "success", message: result.data.message });
}

/**
 * Signs the user out everywhere else: the upstream revokes the user's other tokens, so every other
 * session of the account, on any instance, ends at its next request. An upstream without this
 * optional call (404 or 405) is named as such.
 */
async function endOtherSessions(ctx: Guarded) {
  const result = await ctx.api.send("POST", "auth/logout-others", {}, messageSchema);
  if (result.ok) return redirectWithToast(settingsPath(ctx), { type: "success", message: result.data.message });
  const { t } = ctx;
  const notOffered = result.status === 404 || result.status === 405;
  return data({ sessionsError: notOffered ? t("settings.sessions.notOffered") : result.message }, { status: notOffered ? 501 : result.status });
}

async function updateLanguage(ctx: Guarded, formData: FormData) {
  const submission = parseWithZod(formData, { schema: LanguageSchema });
  if (submission.status !== "success") return reply("language", submission.reply(), 400);
  const result = await ctx.api.send(
    "POST",
    "dashboard/pages/settings/1/update",
    { default_language: submission.value.default_language },
    mutationSchema(settingsSchema),
  );
  if (!result.ok) return failed("language", submission, result);
  forgetSystemSettings();
  return redirectWithToast(settingsPath(ctx), { type: "success", message: result.data.message });
}

async function updateLogo(ctx: Guarded, formData: FormData, problems: Record<string, string[]>) {
  const submission = parseWithZod(formData, { schema: LogoSchema });
  if (submission.status !== "success" || Object.keys(problems).length) {
    const fieldErrors = Object.keys(problems).length ? problems : undefined;
    return reply("logo", submission.reply(fieldErrors ? { fieldErrors } : undefined), 400);
  }
  const { logo, remove_logo } = submission.value;
  const result = await ctx.api.send(
    "POST",
    "dashboard/pages/settings/1/update",
    logo ? { logo } : { remove_logo: remove_logo ? "1" : undefined },
    mutationSchema(settingsSchema),
  );
  if (!result.ok) return failed("logo", submission, result);
  // The frame keeps the settings for a short while; drop them so the new logo shows at once.
  forgetSystemSettings();
  return redirectWithToast(settingsPath(ctx), { type: "success", message: result.data.message });
}

/** The reply of this form, or nothing when another form was submitted. */
function useReply(intent: Intent): SubmissionResult<string[]> | undefined {
  const actionData = useActionData<typeof action>();
  return actionData && "intent" in actionData && actionData.intent === intent ? actionData.result : undefined;
}

function usePendingIntent(intent: Intent | "sessions"): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("intent") === intent;
}

/**
 * Each form is checked on submit, then again as the user corrects it (the account and password
 * forms: not on blur, because an error vanishing on blur moves the button away from under the
 * pointer between mousedown and mouseup, and the click is lost). The schemas load after hydration.
 */
function useSettingsValidation(intent: Intent): LazyValidation {
  const revalidate = intent === "account" || intent === "password" ? "onInput" : "onSubmit";
  return useLazyValidation({
    formId: `settings-${intent}`,
    loadSchema: () => import("~/schemas/settings").then((m) => m.SETTINGS_SCHEMAS[intent]),
    shouldValidate: "onSubmit",
    shouldRevalidate: revalidate,
  });
}

/**
 * What each form can give back after a refused save: the fields the user may have changed
 * (files and passwords never come back, so a refusal loses nothing more of them).
 */
const RETURNED_FIELDS: Record<Intent, Array<Pick<FieldDef, "name" | "widget">>> = {
  account: [
    { name: "name", widget: "text" },
    { name: "email", widget: "email" },
    { name: "phone", widget: "phone" },
    { name: "remove_avatar", widget: "checkbox" },
  ],
  password: [],
  language: [{ name: "default_language", widget: "select" }],
  logo: [{ name: "remove_logo", widget: "checkbox" }],
};

export default function SettingsPage() {
  const { t } = useTranslation();
  const { account, settings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const grid = useRef<HTMLDivElement>(null);
  // A refused save holds unsaved values when they differ from the stored ones: leaving then asks.
  const refused = actionData && "intent" in actionData && actionData.result.status === "error" ? actionData : undefined;
  const start = {
    name: account.name,
    email: account.email,
    phone__code: account.phoneCode,
    phone__number: account.phoneNumber,
    default_language: settings.default_language,
  };
  const unsavedAfterRefusal = refused ? differsFromStart(RETURNED_FIELDS[refused.intent], refused.result.initialValue, start) : false;
  // One watcher for the four forms (a router allows one blocker at a time).
  useUnsavedChanges(grid, unsavedAfterRefusal);
  return (
    <>
      <PageHeader title={t("settings.title")}>
        <p className="muted">{t("settings.intro")}</p>
      </PageHeader>
      <div className="settings-grid" ref={grid}>
        <AccountForm />
        <PasswordForm />
        <SessionsForm />
        <LanguageForm />
        <LogoForm />
      </div>
    </>
  );
}

function AccountForm() {
  const { t } = useTranslation();
  const { account, dialCodes } = useLoaderData<typeof loader>();
  const lastResult = useReply("account");
  const pending = usePendingIntent("account");
  const [form, fields] = useForm({
    id: "settings-account",
    lastResult,
    constraint: SETTINGS_CONSTRAINTS.account,
    defaultValue: { name: account.name, email: account.email, phone__code: account.phoneCode, phone__number: account.phoneNumber },
    ...useSettingsValidation("account"),
  });
  // After a failed submission the typed values come back in the reply; otherwise the stored ones.
  const sent = lastResult?.initialValue as Record<string, unknown> | null | undefined;
  const sentString = (key: string, fallback: string) => (sent && typeof sent[key] === "string" ? (sent[key] as string) : fallback);
  return (
    <section className="card" aria-labelledby="account-heading">
      <h2 id="account-heading">{t("settings.account.heading")}</h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="stack">
        <FormAlert id={form.errorId} errors={form.errors} />
        <CsrfInput />
        <ValidationAnnouncer errors={form.allErrors} />
        <input type="hidden" name="intent" value="account" />
        <Field
          label={t("settings.account.name")}
          inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
          errors={fields.name.errors}
        />
        <Field
          label={t("settings.account.email")}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", dir: "ltr" }}
          errors={fields.email.errors}
        />
        <PhoneField
          key={`${sentString("phone__code", account.phoneCode)}${sentString("phone__number", account.phoneNumber)}`}
          name="phone"
          label={t("settings.account.phone")}
          dialCodes={dialCodes}
          defaultCode={sentString("phone__code", account.phoneCode)}
          defaultNumber={sentString("phone__number", account.phoneNumber)}
          errors={[...(fields.phone__number.errors ?? []), ...(fields.phone__code.errors ?? [])]}
        />
        <ImageField name="avatar" label={t("settings.account.avatar")} currentUrl={account.avatar} errors={fields.avatar.errors} />
        {account.avatar ? <CheckboxField name="remove_avatar" label={t("settings.account.removeAvatar")} /> : null}
        <div>
          <StatusButton type="submit" pending={pending} pendingLabel={t("common.saving")} disabled={pending} className="button-primary">
            {t("settings.account.submit")}
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const lastResult = useReply("password");
  const pending = usePendingIntent("password");
  const [form, fields] = useForm({
    id: "settings-password",
    lastResult,
    constraint: SETTINGS_CONSTRAINTS.password,
    ...useSettingsValidation("password"),
  });
  return (
    <section className="card" aria-labelledby="password-heading">
      <h2 id="password-heading">{t("settings.password.heading")}</h2>
      <p className="muted">{t("settings.password.endsOthers")}</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormAlert id={form.errorId} errors={form.errors} />
        <CsrfInput />
        <ValidationAnnouncer errors={form.allErrors} />
        <input type="hidden" name="intent" value="password" />
        <Field
          label={t("settings.password.current")}
          inputProps={{ ...getInputProps(fields.current_password, { type: "password" }), autoComplete: "current-password", dir: "ltr" }}
          errors={fields.current_password.errors}
        />
        <Field
          label={t("settings.password.new")}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password", dir: "ltr" }}
          errors={fields.password.errors}
          hint={t("settings.password.hint")}
        />
        <Field
          label={t("settings.password.confirmation")}
          inputProps={{ ...getInputProps(fields.password_confirmation, { type: "password" }), autoComplete: "new-password", dir: "ltr" }}
          errors={fields.password_confirmation.errors}
        />
        <div>
          <StatusButton type="submit" pending={pending} pendingLabel={t("common.saving")} disabled={pending} className="button-primary">
            {t("settings.password.submit")}
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

function SessionsForm() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const error = actionData && "sessionsError" in actionData ? actionData.sessionsError : undefined;
  const pending = usePendingIntent("sessions");
  return (
    <section className="card" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t("settings.sessions.heading")}</h2>
      <p className="muted">{t("settings.sessions.intro")}</p>
      <Form method="post" className="stack">
        {error ? <FormAlert id="settings-sessions-error" errors={[error]} /> : null}
        <CsrfInput />
        <input type="hidden" name="intent" value="sessions" />
        <div>
          <StatusButton type="submit" pending={pending} pendingLabel={t("common.saving")} disabled={pending}>
            {t("settings.sessions.submit")}
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

function LanguageForm() {
  const { t } = useTranslation();
  const { settings } = useLoaderData<typeof loader>();
  const lastResult = useReply("language");
  const pending = usePendingIntent("language");
  const [form, fields] = useForm({
    id: "settings-language",
    lastResult,
    constraint: SETTINGS_CONSTRAINTS.language,
    defaultValue: { default_language: settings.default_language },
    ...useSettingsValidation("language"),
  });
  const sent = lastResult?.initialValue?.default_language;
  return (
    <section className="card" aria-labelledby="language-heading">
      <h2 id="language-heading">{t("settings.language.heading")}</h2>
      <p className="muted">{t("settings.language.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormAlert id={form.errorId} errors={form.errors} />
        <CsrfInput />
        <ValidationAnnouncer errors={form.allErrors} />
        <input type="hidden" name="intent" value="language" />
        <SelectField
          key={`${settings.default_language}-${typeof sent === "string" ? sent : ""}`}
          id={fields.default_language.id}
          name={fields.default_language.name}
          label={t("settings.language.label")}
          required
          defaultValue={typeof sent === "string" ? sent : settings.default_language}
          options={[
            { value: "ar", label: t("settings.language.ar") },
            { value: "en", label: t("settings.language.en") },
          ]}
          errors={fields.default_language.errors}
        />
        <div>
          <StatusButton type="submit" pending={pending} pendingLabel={t("common.saving")} disabled={pending} className="button-primary">
            {t("settings.language.submit")}
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

function LogoForm() {
  const { t } = useTranslation();
  const { settings } = useLoaderData<typeof loader>();
  const lastResult = useReply("logo");
  const pending = usePendingIntent("logo");
  const [form, fields] = useForm({
    id: "settings-logo",
    lastResult,
    constraint: SETTINGS_CONSTRAINTS.logo,
    ...useSettingsValidation("logo"),
  });
  return (
    <section className="card" aria-labelledby="logo-heading">
      <h2 id="logo-heading">{t("settings.logo.heading")}</h2>
      <p className="muted">{t("settings.logo.intro")}</p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="stack">
        <FormAlert id={form.errorId} errors={form.errors} />
        <CsrfInput />
        <ValidationAnnouncer errors={form.allErrors} />
        <input type="hidden" name="intent" value="logo" />
        <ImageField id={fields.logo.id} name="logo" label={t("settings.logo.label")} currentUrl={settings.logo} errors={fields.logo.errors} />
        {settings.logo ? <CheckboxField name="remove_logo" label={t("settings.logo.remove")} /> : null}
        <div>
          <StatusButton type="submit" pending={pending} pendingLabel={t("common.saving")} disabled={pending} className="button-primary">
            {t("settings.logo.submit")}
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

export const meta = pageMeta("settings.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
