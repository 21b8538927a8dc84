import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Spec §4: the app tracks online/offline status (visible only when JavaScript runs). */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-indicator">
      {t("frame.offline")}
    </div>
  );
}
