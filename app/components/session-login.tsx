import { useEffect, useId, useRef } from "react";
import { useTranslation } from "~/utils/translation";
import { useHydrated } from "~/utils/hydrated";
import { translateMessage } from "~/utils/translate";
import { isSessionEnded, SESSION_LOGIN_EMAIL, SESSION_LOGIN_PASSWORD } from "~/utils/session-login";
import type { ListOfErrors } from "./forms";

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
  const messages = errors?.filter((e): e is string => Boolean(e)) ?? [];
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
