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
  if (!online) {
    return (
      <div className="offline-banner" role="status" data-testid="offline-indicator">
        {t("frame.offline")}
      </div>
    );
  }
  if (!backOnline) return null;
  return (
    <div className="toaster toaster-ui">
      <div
        key={backOnline}
        className="toast toast-success toast-sticky"
        role="status"
        style={{ "--toast-ms": `${UI_TOAST_MS}ms` } as CSSProperties}
      >
        {t("frame.backOnline")}
      </div>
    </div>
  );
}
