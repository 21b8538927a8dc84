import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/utils/translation";
import { SUBMIT_FAILED_EVENT, type NetworkFailureKind } from "~/utils/submit-failure";

/**
 * Says that a form was not sent because no answer came (app/utils/submit-failure.ts), in the
 * page's language, while the form stays on screen with what was typed; "Send again" submits the
 * same form with the same button. Gone with the next submit or page.
 *
 * The alert region is always in the page, so the message is announced when it appears.
 */
export function SubmitFailureBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [failure, setFailure] = useState<NetworkFailureKind | null>(null);
  const last = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);

  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement) || event.target.method.toLowerCase() === "get") return;
      last.current = { form: event.target, submitter: event.submitter };
      setFailure(null);
    };
    const onFailure = (event: Event) => setFailure((event as CustomEvent<NetworkFailureKind>).detail);
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener(SUBMIT_FAILED_EVENT, onFailure);
    return () => {
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener(SUBMIT_FAILED_EVENT, onFailure);
    };
  }, []);
  useEffect(() => setFailure(null), [pathname]);

  const sendAgain = () => {
    const { form, submitter } = last.current ?? {};
    if (!form?.isConnected) return setFailure(null);
    setFailure(null);
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    form.requestSubmit(button?.isConnected && button.form === form ? button : undefined);
  };

  return (
    <div role="alert" className={failure ? "submit-failure" : "submit-failure-live"}>
      {failure ? (
        <>
          <p>{t(failure === "offline" ? "errors.submitOffline" : "errors.submitUnreachable")}</p>
          <button type="button" className="button button-small" onClick={sendAgain}>
            {t("errors.sendAgain")}
          </button>
        </>
      ) : null}
    </div>
  );
}
