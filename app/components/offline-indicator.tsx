import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { SUBMIT_FAILED_EVENT, type NetworkFailureKind } from "~/utils/submit-failure";

/** Interface toasts last 5000 ms and stay while hovered. */
const UI_TOAST_MS = 5000;

/**
 * What the page says about the connection (with JavaScript): offline, a banner; back online, an
 * interface toast. Offline, a link or a filter form would fail to load its page (or its scripts)
 * and leave the app for the browser's error page: the user stays on this page, which says why.
 * A form that could not be sent (app/utils/submit-failure.ts) is said so in an alert, with "Send
 * again" for the same form and button; the form itself stays as it was.
 *
 * The live regions are always in the page, so each message is announced when it appears.
 */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [online, setOnline] = useState(true);
  const [backOnline, setBackOnline] = useState(0);
  const [blocked, setBlocked] = useState(0);
  const [failure, setFailure] = useState<NetworkFailureKind | null>(null);
  const wasOffline = useRef(false);
  const sent = useRef<SubmitEvent | null>(null);
  useEffect(() => {
    const update = () => {
      const now = navigator.onLine;
      if (now && wasOffline.current) setBackOnline(Date.now());
      wasOffline.current = !now;
      setOnline(now);
    };
    const stay = (event: Event) => {
      const form = event.target;
      if (event.type === "submit" && form instanceof HTMLFormElement && form.method !== "get") {
        sent.current = event as SubmitEvent;
        return setFailure(null);
      }
      if (navigator.onLine || event.defaultPrevented) return;
      if (event instanceof MouseEvent) {
        const link = form instanceof Element ? form.closest("a[href]") : null;
        if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download") || link.origin !== location.origin) return;
        if (link.getAttribute("href")?.startsWith("#")) return;
      } else if (!(form instanceof HTMLFormElement)) {
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      setBlocked(Date.now());
    };
    const failed = (event: Event) => setFailure((event as CustomEvent<NetworkFailureKind>).detail);
    update();
    const on = [
      [window, "online", update],
      [window, "offline", update],
      [window, SUBMIT_FAILED_EVENT, failed],
      [document, "click", stay],
      [document, "submit", stay],
    ] as const;
    for (const [target, type, listener] of on) target.addEventListener(type, listener, true);
    return () => {
      for (const [target, type, listener] of on) target.removeEventListener(type, listener, true);
    };
  }, []);
  useEffect(() => setFailure(null), [pathname]);

  const sendAgain = () => {
    const { target: form, submitter } = sent.current ?? {};
    setFailure(null);
    if (form instanceof HTMLFormElement && form.isConnected) form.requestSubmit(submitter?.isConnected ? (submitter as HTMLButtonElement) : undefined);
  };

  return (
    <>
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
      <div role="status" className={!online ? "offline-banner" : backOnline ? "toaster toaster-ui" : "offline-live"} data-testid="offline-indicator">
        {!online ? (
          <span key={blocked}>{blocked ? t("frame.offlineStay") : t("frame.offline")}</span>
        ) : backOnline ? (
          <div key={backOnline} className="toast toast-success" style={{ "--toast-ms": `${UI_TOAST_MS}ms` } as CSSProperties}>
            {t("frame.backOnline")}
          </div>
        ) : null}
      </div>
    </>
  );
}
