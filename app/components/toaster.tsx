import type { CSSProperties } from "react";
import { useTranslation } from "~/utils/translation";
import { translateMessage } from "~/utils/translate";

export interface ToastView {
  id: number;
  type: "success" | "error" | "info" | "warning";
  message: string;
  duration: number;
}

/**
 * Toasts fade by CSS alone (spec §9: 2 s for API results, 5 s for interface messages, which stay
 * while hovered), so a toast carried by a no-JS redirect behaves the same as with JavaScript.
 */
export function Toaster({ toast }: { toast: ToastView | null | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="toaster" aria-live="polite" aria-label={t("common.notifications")}>
      {toast ? (
        <div
          key={toast.id}
          className={`toast toast-${toast.type}${toast.duration > 2000 ? " toast-sticky" : ""}`}
          role={toast.type === "error" ? "alert" : "status"}
          style={{ "--toast-ms": `${toast.duration}ms` } as CSSProperties}
        >
          {translateMessage(t, toast.message)}
        </div>
      ) : null}
    </div>
  );
}
