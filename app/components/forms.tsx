import type { CSSProperties, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { useEffect, useId, useRef } from "react";
import { useHydrated } from "~/utils/hooks/hydrated";
import { DateHint, DateInput } from "./fields/date-input";
import { isSessionEnded, SESSION_LOGIN_EMAIL, SESSION_LOGIN_PASSWORD } from "~/utils/session-login";
import { useTranslation } from "~/utils/i18n/translation";
import { translateMessage } from "~/utils/i18n/translate";

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

/** Errors are keys (`validation.required`) or upstream text; both are shown translated. */
export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const { t } = useTranslation();
  const list = errors?.filter((e): e is string => !!e);
  if (!list?.length) return null;
  return (
    <ul id={id} className="field-errors">
      {list.map((e) => (
        <li key={e}>{translateMessage(t, e)}</li>
      ))}
    </ul>
  );
}

/**
 * The form-level error, kept on the page, plus the
 * spec's 2-second toast of it. The toast only echoes the alert for the eye: it is hidden from
 * assistive technology and draws its text from an attribute, so the message is announced once.
 */
export function FormAlert({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const { t } = useTranslation();
  const list = errors?.filter((e): e is string => !!e);
  if (!list?.length) return null;
  const first = translateMessage(t, list[0]);
  return (
    <>
      <div id={id} className="form-alert" role="alert">
        {list.map((e) => (
          <p key={e}>{translateMessage(t, e)}</p>
        ))}
      </div>
      <div className="toaster" aria-hidden="true">
        <div key={first} className="toast toast-error toast-echo" data-text={first} style={{ "--toast-ms": "2000ms" } as CSSProperties} />
      </div>
    </>
  );
}

interface FieldShellProps {
  label: ReactNode;
  id: string;
  errorId: string;
  errors?: ListOfErrors;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and errors, the same for every kind of field. */
export function FieldShell({ label, id, errorId, errors, hint, required, className, children }: FieldShellProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={`field${className ? ` ${className}` : ""}`} data-invalid={errors?.length ? "" : undefined}>
      <span className="field-label">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {children}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function Field({
  label,
  inputProps,
  errors,
  hint,
  className,
  date,
}: {
  label: ReactNode;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  errors?: ListOfErrors;
  hint?: ReactNode;
  className?: string;
  /** A `YYYY-MM-DD` date, with its calendar (DateInput). */
  date?: boolean;
}) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const errorId = `${id}-error`;
  // A date says how to type it, with an example in the page's digits, after its own hint.
  const shownHint = date ? (
    hint ? (
      <>
        {hint} <DateHint />
      </>
    ) : (
      <DateHint />
    )
  ) : (
    hint
  );
  return (
    <FieldShell label={label} id={id} errorId={errorId} errors={errors} hint={shownHint} required={inputProps.required} className={className}>
      {(() => {
        const props = {
          ...inputProps,
          id,
          "aria-invalid": errors?.length ? true : undefined,
          "aria-describedby": [errors?.length ? errorId : null, shownHint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined,
        };
        return date ? <DateInput inputProps={props} /> : <input {...props} />;
      })()}
    </FieldShell>
  );
}

export function TextareaField({
  label,
  textareaProps,
  errors,
  hint,
  className,
}: {
  label: ReactNode;
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement>;
  errors?: ListOfErrors;
  hint?: ReactNode;
  className?: string;
}) {
  const fallbackId = useId();
  const id = textareaProps.id ?? fallbackId;
  const errorId = `${id}-error`;
  return (
    <FieldShell label={label} id={id} errorId={errorId} errors={errors} hint={hint} required={textareaProps.required} className={className}>
      <textarea {...textareaProps} id={id} aria-invalid={errors?.length ? true : undefined} aria-describedby={errors?.length ? errorId : undefined} />
    </FieldShell>
  );
}

/**
 * With JavaScript the browser's own bubbles are off (conform sets `noValidate` once hydrated), so
 * a failed check must still be heard: this polite live region, present from the first render so
 * screen readers watch it, says how many fields need correcting; focus then lands on the first
 * one, whose message is its accessible description (so the message is read once, not twice).
 * Without JavaScript it only carries the server's answer, which arrives with the page.
 */
export function ValidationAnnouncer({ errors }: { errors?: Record<string, ListOfErrors> }) {
  const { t } = useTranslation();
  const count = Object.values(errors ?? {}).filter((list) => list?.some(Boolean)).length;
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {count ? t("formCheck.invalid", { count }) : ""}
    </div>
  );
}

/**
 * Wraps conform's submit handler: when it stops an invalid submission, focus goes to the first
 * invalid control. Conform focuses the first invalid *named* element, which for a rich-text field
 * is its hidden input (not focusable), so this looks for what the user can actually reach. Once
 * the person has typed before that look (a busy phone can take a while to render the errors),
 * focus stays where they type: a field they have just corrected is no longer invalid, and moving
 * them to the next one would send the rest of their typing there.
 */
export function focusFirstInvalidOnSubmit<E extends { defaultPrevented: boolean; currentTarget: HTMLFormElement; nativeEvent: Event }>(
  handler: ((event: E) => void) | undefined,
) {
  return (event: E) => {
    handler?.(event);
    if (!event.defaultPrevented) return;
    // Conform revalidates a field while the user types by submitting with its own intent button
    // (`__intent__`): that is not the person pressing Save, so focus stays where they type.
    if (((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.name === "__intent__") return;
    const form = event.currentTarget;
    let typed = false;
    // Once: a listener left by a submit the person never typed after sets only its own flag.
    form.addEventListener("input", () => (typed = true), { once: true });
    // After React has rendered the new aria-invalid attributes.
    setTimeout(() => {
      const active = document.activeElement;
      if (typed || (form.contains(active) && active?.matches('[aria-invalid="true"]'))) return;
      form.querySelector<HTMLElement>('[aria-invalid="true"]:not([type="hidden"])')?.focus();
    }, 0);
  };
}

/**
 * The login a form shows when its submit found the session ended. It sits inside the form, so
 * its submit sends the form's own values with the e-mail and password: one submit logs in and
 * saves. Without JavaScript it is a group of fields at the top of the form; with JavaScript a
 * dialog over the form, which stays as it was (files chosen included) behind it.
 */
export function SessionLogin({ result, errors }: { result: unknown; errors?: ListOfErrors }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const id = useId();
  const ended = isSessionEnded(result);
  useEffect(() => {
    if (!ended) return;
    // A refused attempt never keeps the password, as on the login page.
    if (password.current) password.current.value = "";
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [ended, result, hydrated]);
  if (!ended) return null;
  const messages = errors?.filter((e): e is string => !!e) ?? [];
  const body = (
    <>
      {/* Without JavaScript the form's own alert, just above, says it. */}
      {hydrated && messages.length ? (
        <div className="form-alert" role="alert">
          {messages.map((m) => (
            <p key={m}>{translateMessage(t, m)}</p>
          ))}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-email`}>{t("fields.email")}</label>
        <input id={`${id}-email`} name={SESSION_LOGIN_EMAIL} type="email" autoComplete="username" dir="ltr" required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t("fields.password")}</label>
        <input ref={password} id={`${id}-password`} name={SESSION_LOGIN_PASSWORD} type="password" autoComplete="current-password" dir="ltr" required />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary">
          {t("forms.sessionLoginSave")}
        </button>
        {hydrated ? (
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t("common.cancel")}
          </button>
        ) : null}
      </div>
    </>
  );
  if (!hydrated) {
    return (
      <fieldset className="session-login">
        <legend>{t("forms.sessionLoginTitle")}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <dialog ref={dialog} className="session-login session-login-dialog" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("forms.sessionLoginTitle")}</h2>
      {body}
    </dialog>
  );
}
