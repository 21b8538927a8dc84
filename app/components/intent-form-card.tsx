import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { CsrfInput } from "~/components/csrf-input";
import { FormAlert, ValidationAnnouncer } from "~/components/forms";
import { StatusButton } from "~/components/status-button";
import { useIsPendingIntent } from "~/utils/hooks/pending";
import { useTranslation } from "~/utils/i18n/translation";

interface IntentFormCardProps {
  /** What the form posts as `intent`; also names its heading (`<intent>-heading`). */
  intent: string;
  heading: string;
  intro?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's fields
  form: FormMetadata<any, string[]>;
  /** The form sends files. */
  multipart?: boolean;
  submitLabel: string;
  children: ReactNode;
}

/**
 * One form of a page of several (the settings, My account): a card with its heading and intro, a
 * POST form that names its `intent` with its alert, and its button, pending while this form is sent.
 */
export function IntentFormCard({ intent, heading, intro, form, multipart, submitLabel, children }: IntentFormCardProps) {
  const { t } = useTranslation();
  const pending = useIsPendingIntent(intent);
  return (
    <section className="card" aria-labelledby={`${intent}-heading`}>
      <h2 id={`${intent}-heading`}>{heading}</h2>
      {intro ? <p className="muted">{intro}</p> : null}
      <Form method="post" encType={multipart ? "multipart/form-data" : undefined} {...getFormProps(form)} className="stack">
        <FormAlert id={form.errorId} errors={form.errors} />
        <CsrfInput />
        <ValidationAnnouncer errors={form.allErrors} />
        <input type="hidden" name="intent" value={intent} />
        {children}
        <div>
          <StatusButton type="submit" pending={pending} pendingLabel={t("common.saving")} disabled={pending} className="button-primary">
            {submitLabel}
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}
