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
 *
 * Announced once: the two live regions (polite status, assertive alert) are always in the page,
 * so a screen reader is already watching them when a toast arrives after a client-side
 * navigation; neither the container nor the toast itself is a second live region. The container
 * is a named region (a `<section>`), the role on which a name is allowed.
 */
export function Toaster({ toast }: { toast: ToastView | null | undefined }) {
  const { t } = useTranslation();
  const error = toast?.type === "error";
  const view = toast ? (
    <div
      key={toast.id}
      className={`toast toast-${toast.type}${toast.duration > 2000 ? " toast-sticky" : ""}`}
      style={{ "--toast-ms": `${toast.duration}ms` } as CSSProperties}
    >
      {translateMessage(t, toast.message)}
    </div>
  ) : null;
  return (
    <section className="toaster" aria-label={t("common.notifications")}>
      <div role="status" className="toaster-live">
        {error ? null : view}
      </div>
      <div role="alert" className="toaster-live">
        {error ? view : null}
      </div>
    </section>
  );
}
