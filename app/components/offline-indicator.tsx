import { useEffect, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "~/utils/translation";

/** Spec §9: interface toasts last 5000 ms and stay while hovered. */
const UI_TOAST_MS = 5000;

/**
 * The app tracks online/offline status (with JavaScript). Offline shows a banner; coming back
 * shows an interface toast.
 */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const [online, setOnline] = useState(true);
  const [backOnline, setBackOnline] = useState(0);
  const [blocked, setBlocked] = useState(0);
  const wasOffline = useRef(false);
  useEffect(() => {
    const update = () => {
      const now = navigator.onLine;
      if (now && wasOffline.current) setBackOnline(Date.now());
      wasOffline.current = !now;
      setOnline(now);
    };
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    // Offline, a link or a filter form would fail to load its page (or its scripts) and leave the
    // app for the browser's error page: the user stays on this page, which says why.
    const stay = (event: Event) => {
      if (navigator.onLine || event.defaultPrevented) return;
      if (event instanceof MouseEvent) {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
        if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download") || link.origin !== location.origin) return;
        if (link.pathname === location.pathname && link.search === location.search && link.hash) return;
      } else if (!(event.target instanceof HTMLFormElement) || event.target.method.toLowerCase() !== "get") {
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      setBlocked(Date.now());
    };
    document.addEventListener("click", stay, true);
    document.addEventListener("submit", stay, true);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
      document.removeEventListener("click", stay, true);
      document.removeEventListener("submit", stay, true);
    };
  }, []);
  // One live region, always in the page, so "offline" and "back online" are each announced once
  // (a region inserted together with its text is not reliably announced).
  return (
    <div role="status" className={!online ? "offline-banner" : backOnline ? "toaster toaster-ui" : "offline-live"} data-testid="offline-indicator">
      {!online ? (
        <span key={blocked}>{blocked ? t("frame.offlineStay") : t("frame.offline")}</span>
      ) : backOnline ? (
        <div key={backOnline} className="toast toast-success toast-sticky" style={{ "--toast-ms": `${UI_TOAST_MS}ms` } as CSSProperties}>
          {t("frame.backOnline")}
        </div>
      ) : null}
    </div>
  );
}
