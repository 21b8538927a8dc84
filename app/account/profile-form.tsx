import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { PhoneField } from "~/components/fields/phone-field";
import { Field } from "~/components/forms";
import { IntentFormCard } from "~/components/intent-form-card";
import { PROFILE_CONSTRAINT } from "~/utils/constraints";
import { useLazyValidation } from "~/utils/hooks/lazy-validation";
import { useTranslation } from "~/utils/i18n/translation";
import type { Profile } from "./account-data";

/**
 * "My account"'s own name and phone (intent `profile`, answered by `saveProfile`). Checked on
 * submit, then again as the user corrects it. After a refused save the typed values come back in
 * the reply; otherwise the stored ones.
 */
export function ProfileForm({ profile, lastResult }: { profile: Profile; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const validation = useLazyValidation({
    formId: "account-profile",
    loadSchema: () => import("~/schemas/account").then((m) => m.ProfileSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [form, fields] = useForm({
    id: "account-profile",
    lastResult,
    constraint: PROFILE_CONSTRAINT,
    defaultValue: { name: profile.name, phone__code: profile.phoneCode, phone__number: profile.phoneNumber },
    ...validation,
  });
  const sent = lastResult?.initialValue as Record<string, unknown> | null | undefined;
  const sentString = (key: string, fallback: string) => (sent && typeof sent[key] === "string" ? (sent[key] as string) : fallback);
  const code = sentString("phone__code", profile.phoneCode);
  const number = sentString("phone__number", profile.phoneNumber);
  return (
    <IntentFormCard
      intent="profile"
      heading={t("account.profile.heading")}
      intro={t("account.profile.intro")}
      form={form}
      submitLabel={t("account.profile.submit")}
    >
      <Field
        label={t("account.profile.name")}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
        errors={fields.name.errors}
      />
      <PhoneField
        key={`${code}${number}`}
        name="phone"
        label={t("account.profile.phone")}
        dialCodes={profile.dialCodes}
        defaultCode={code}
        defaultNumber={number}
        errors={[...(fields.phone__number.errors ?? []), ...(fields.phone__code.errors ?? [])]}
      />
    </IntentFormCard>
  );
}
