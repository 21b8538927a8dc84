import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { Field, FormAlert, ValidationAnnouncer } from "~/components/forms";
import { StatusButton } from "~/components/status-button";
import { SETTINGS_CONSTRAINTS } from "~/utils/constraints";
import { useLazyValidation } from "~/utils/lazy-validation";
import { useIsPendingIntent } from "~/utils/pending";
import { useTranslation } from "~/utils/translation";

/**
 * The own-password form of "My account" and of the settings (intent `password`, answered by
 * `changeOwnPassword`). Checked on submit, then again as the user corrects it: not on blur, because
 * an error vanishing on blur moves the button away from under the pointer and the click is lost.
 */
export function OwnPasswordForm({ formId, lastResult }: { formId: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const pending = useIsPendingIntent("password");
  const validation = useLazyValidation({
    formId,
    loadSchema: () => import("~/schemas/settings").then((m) => m.PasswordSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [form, fields] = useForm({ id: formId, lastResult, constraint: SETTINGS_CONSTRAINTS.password, ...validation });
  return (
    <section className="card" aria-labelledby="password-heading">
      <h2 id="password-heading">{t("ownPassword.heading")}</h2>
      <p className="muted">{t("ownPassword.endsOthers")}</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormAlert id={form.errorId} errors={form.errors} />
        <CsrfInput />
        <ValidationAnnouncer errors={form.allErrors} />
        <input type="hidden" name="intent" value="password" />
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
        <div>
          <StatusButton type="submit" pending={pending} pendingLabel={t("common.saving")} disabled={pending} className="button-primary">
            {t("ownPassword.submit")}
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}
