import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useRef } from "react";
import { OwnPasswordForm } from "~/account/own-password-form";
import { CsrfInput } from "~/components/csrf-input";
import { CheckboxField } from "~/components/fields/checkbox-field";
import { ImageField } from "~/components/fields/image-field";
import { PhoneField } from "~/components/fields/phone-field";
import { SelectField } from "~/components/fields/select-field";
import { Field, FormAlert } from "~/components/forms";
import { IntentFormCard } from "~/components/intent-form-card";
import { StatusButton } from "~/components/status-button";
import { useUnsavedChanges } from "~/components/unsaved-changes";
import { differsFromStart } from "~/entities/changes";
import type { FieldDef } from "~/entities/types";
import { SETTINGS_CONSTRAINTS } from "~/utils/constraints";
import { useLazyValidation, type LazyValidation } from "~/utils/hooks/lazy-validation";
import { useIsPendingIntent } from "~/utils/hooks/pending";
import { useTranslation } from "~/utils/i18n/translation";
import type { SettingsData, SettingsIntent, SettingsReply } from "./settings-data";

/** The reply of this form, or nothing when another form was submitted. */
function replyTo(reply: SettingsReply | undefined, intent: SettingsIntent): SubmissionResult<string[]> | undefined {
  return reply && "intent" in reply && reply.intent === intent ? reply.result : undefined;
}

/**
 * Each form is checked on submit, then again as the user corrects it (the account form: not on
 * blur, because an error vanishing on blur moves the button away from under the pointer between
 * mousedown and mouseup, and the click is lost). The schemas load after hydration.
 */
function useSettingsValidation(intent: Exclude<SettingsIntent, "password">): LazyValidation {
  const revalidate = intent === "account" ? "onInput" : "onSubmit";
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
const RETURNED_FIELDS: Record<SettingsIntent, Array<Pick<FieldDef, "name" | "widget">>> = {
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

/** The page's five forms, with one watcher for them all (a router allows one blocker at a time). */
export function SettingsForms({ data, reply }: { data: SettingsData; reply: SettingsReply | undefined }) {
  const { account, dialCodes, settings } = data;
  const grid = useRef<HTMLDivElement>(null);
  // A refused save holds unsaved values when they differ from the stored ones: leaving then asks.
  const refused = reply && "intent" in reply && reply.result.status === "error" ? reply : undefined;
  const start = {
    name: account.name,
    email: account.email,
    phone__code: account.phoneCode,
    phone__number: account.phoneNumber,
    default_language: settings.default_language,
  };
  const unsavedAfterRefusal = refused ? differsFromStart(RETURNED_FIELDS[refused.intent], refused.result.initialValue, start) : false;
  useUnsavedChanges(grid, unsavedAfterRefusal);
  return (
    <div className="settings-grid" ref={grid}>
      <AccountForm account={account} dialCodes={dialCodes} lastResult={replyTo(reply, "account")} />
      <OwnPasswordForm formId="settings-password" lastResult={replyTo(reply, "password")} />
      <SessionsForm error={reply && "sessionsError" in reply ? reply.sessionsError : undefined} />
      <LanguageForm defaultLanguage={settings.default_language} lastResult={replyTo(reply, "language")} />
      <LogoForm logo={settings.logo} lastResult={replyTo(reply, "logo")} />
    </div>
  );
}

type Reply = SubmissionResult<string[]> | undefined;

function AccountForm({ account, dialCodes, lastResult }: Pick<SettingsData, "account" | "dialCodes"> & { lastResult: Reply }) {
  const { t } = useTranslation();
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
    <IntentFormCard intent="account" heading={t("settings.account.heading")} form={form} multipart submitLabel={t("settings.account.submit")}>
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
    </IntentFormCard>
  );
}

function SessionsForm({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  const pending = useIsPendingIntent("sessions");
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

function LanguageForm({ defaultLanguage, lastResult }: { defaultLanguage: SettingsData["settings"]["default_language"]; lastResult: Reply }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "settings-language",
    lastResult,
    constraint: SETTINGS_CONSTRAINTS.language,
    defaultValue: { default_language: defaultLanguage },
    ...useSettingsValidation("language"),
  });
  const sent = lastResult?.initialValue?.default_language;
  return (
    <IntentFormCard
      intent="language"
      heading={t("settings.language.heading")}
      intro={t("settings.language.intro")}
      form={form}
      submitLabel={t("settings.language.submit")}
    >
      <SelectField
        key={`${defaultLanguage}-${typeof sent === "string" ? sent : ""}`}
        id={fields.default_language.id}
        name={fields.default_language.name}
        label={t("settings.language.label")}
        required
        defaultValue={typeof sent === "string" ? sent : defaultLanguage}
        options={[
          { value: "ar", label: t("settings.language.ar") },
          { value: "en", label: t("settings.language.en") },
        ]}
        errors={fields.default_language.errors}
      />
    </IntentFormCard>
  );
}

function LogoForm({ logo, lastResult }: { logo: string | null; lastResult: Reply }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "settings-logo",
    lastResult,
    constraint: SETTINGS_CONSTRAINTS.logo,
    ...useSettingsValidation("logo"),
  });
  return (
    <IntentFormCard
      intent="logo"
      heading={t("settings.logo.heading")}
      intro={t("settings.logo.intro")}
      form={form}
      multipart
      submitLabel={t("settings.logo.submit")}
    >
      <ImageField id={fields.logo.id} name="logo" label={t("settings.logo.label")} currentUrl={logo} errors={fields.logo.errors} />
      {logo ? <CheckboxField name="remove_logo" label={t("settings.logo.remove")} /> : null}
    </IntentFormCard>
  );
}
