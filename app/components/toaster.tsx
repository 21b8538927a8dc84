import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState, type CSSProperties } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { translateMessage } from "~/utils/i18n/translate";
import { useHydrated } from "~/utils/hooks/hydrated";
import { localizePath, useLocale } from "~/utils/i18n/locale";
import { CsrfInput } from "./csrf-input";

export interface ToastView {
  id: number;
  type: "success" | "error" | "info" | "warning";
  message: string;
  duration: number;
  /** Records just moved to the bin, which "Undo" brings back. */
  undo?: { area: string; ids: number[] };
  /** The toast whose "Undo" this one answers, which goes when this one comes. */
  undone?: number;
}

/** At most this many toasts show at once; an older one gives way to a newer one. */
const MAX_SHOWN = 4;

const same = (a: ToastView, b: ToastView) => a.id === b.id && a.message === b.message;

/**
 * Toasts fade by CSS alone (2 s for API results, 5 s for interface messages), so a toast carried
 * by a no-JS redirect behaves the same as with JavaScript. Every toast stays while hovered or
 * while focus is inside it. With JavaScript, toasts that arrive while others still show stack
 * (newest last), and each has a close button, so an error can be dismissed with the keyboard.
 *
 * Announced once: the two live regions (polite status, assertive alert) are always in the page,
 * so a screen reader is already watching them when a toast arrives after a client-side
 * navigation; neither the container nor the toast itself is a second live region, and focus
 * never moves to a toast. The container is a named region (a `<section>`), the role on which a
 * name is allowed.
 */
export function Toaster({ toast }: { toast: ToastView | null | undefined }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [shown, setShown] = useState<ToastView[]>(toast ? [toast] : []);
  useEffect(() => {
    if (!toast) return;
    setShown((list) => {
      if (list.some((item) => same(item, toast))) return list;
      const left = toast.undone === undefined ? list : list.filter((item) => !(item.undo && item.id === toast.undone));
      return [...left, toast].slice(-MAX_SHOWN);
    });
  }, [toast]);
  const remove = (gone: ToastView) => setShown((list) => list.filter((item) => !same(item, gone)));
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const navigation = useNavigation();
  // The toast whose "Undo" is on its way: its button is not pressed twice.
  const undoing = navigation.state === "idle" ? null : navigation.formData?.get("toast");

  const view = (item: ToastView) => (
    <div
      key={`${item.id}-${item.message}`}
      // Without JavaScript a toast that offers "Undo" stays until the next page: a button in the
      // page's message, not one that fades before it is read. With JavaScript it fades, paused
      // while hovered or focused, and can be closed.
      className={`toast toast-${item.type}${item.undo && !hydrated ? " toast-sticky" : ""}`}
      style={{ "--toast-ms": `${item.duration}ms` } as CSSProperties}
      // Its life ends with its fade out (the fade in ends first).
      onAnimationEnd={(event) => {
        if (event.target === event.currentTarget && event.animationName === "toast-out") remove(item);
      }}
    >
      <span>{translateMessage(t, item.message)}</span>
      {item.undo ? (
        <Form method="post" action={localizePath("/trash", locale)} className="toast-undo">
          <CsrfInput />
          <input type="hidden" name="intent" value="restore" />
          <input type="hidden" name="area" value={item.undo.area} />
          {item.undo.ids.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <input type="hidden" name="back" value={`${pathname}${search}`} />
          <input type="hidden" name="toast" value={item.id} />
          <button type="submit" className="button button-small" disabled={undoing === String(item.id)}>
            {t("common.undo")}
          </button>
        </Form>
      ) : null}
      {hydrated ? (
        <button type="button" className="toast-close" aria-label={t("common.dismiss")} onClick={() => remove(item)}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
  return (
    <section className="toaster" aria-label={t("common.notifications")}>
      <div role="status" className="toaster-live">
        {shown.filter((item) => item.type !== "error").map(view)}
      </div>
      <div role="alert" className="toaster-live">
        {shown.filter((item) => item.type === "error").map(view)}
      </div>
    </section>
  );
}
