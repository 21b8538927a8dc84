import { useEffect, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "~/utils/translation";

/** Spec §9: interface toasts last 5000 ms and stay while hovered. */
const UI_TOAST_MS = 5000;

/**
 * Spec §4: the app tracks online/offline status (with JavaScript). Offline shows a banner; coming
 * back shows an interface toast.
 */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const [online, setOnline] = useState(true);
  const [backOnline, setBackOnline] = useState(0);
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
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  // One live region, always in the page, so "offline" and "back online" are each announced once
  // (a region inserted together with its text is not reliably announced).
  return (
    <div role="status" className={!online ? "offline-banner" : backOnline ? "toaster toaster-ui" : "offline-live"} data-testid="offline-indicator">
      {!online ? (
        t("frame.offline")
      ) : backOnline ? (
        <div key={backOnline} className="toast toast-success toast-sticky" style={{ "--toast-ms": `${UI_TOAST_MS}ms` } as CSSProperties}>
          {t("frame.backOnline")}
        </div>
      ) : null}
    </div>
  );
}
