import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Field } from "~/components/forms";
import { IntentFormCard } from "~/components/intent-form-card";
import { SETTINGS_CONSTRAINTS } from "~/utils/constraints";
import { useLazyValidation } from "~/utils/hooks/lazy-validation";
import { useTranslation } from "~/utils/i18n/translation";

/**
 * The own-password form of "My account" and of the settings (intent `password`, answered by
 * `changeOwnPassword`). Checked on submit, then again as the user corrects it: not on blur, because
 * an error vanishing on blur moves the button away from under the pointer and the click is lost.
 */
export function OwnPasswordForm({ formId, lastResult }: { formId: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const validation = useLazyValidation({
    formId,
    loadSchema: () => import("~/schemas/settings").then((m) => m.PasswordSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [form, fields] = useForm({ id: formId, lastResult, constraint: SETTINGS_CONSTRAINTS.password, ...validation });
  return (
    <IntentFormCard intent="password" heading={t("ownPassword.heading")} intro={t("ownPassword.endsOthers")} form={form} submitLabel={t("ownPassword.submit")}>
      <Field
        label={t("ownPassword.current")}
        inputProps={{ ...getInputProps(fields.current_password, { type: "password" }), autoComplete: "current-password", dir: "ltr" }}
        errors={fields.current_password.errors}
      />
      <Field
        label={t("ownPassword.new")}
        inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password", dir: "ltr" }}
        errors={fields.password.errors}
        hint={t("ownPassword.hint")}
      />
      <Field
        label={t("ownPassword.confirmation")}
        inputProps={{ ...getInputProps(fields.password_confirmation, { type: "password" }), autoComplete: "new-password", dir: "ltr" }}
        errors={fields.password_confirmation.errors}
      />
    </IntentFormCard>
  );
}
