import { lazy, Suspense, useRef, useState, type InputHTMLAttributes } from "react";
import { Icon } from "~/components/icon";
import { useTranslation } from "~/utils/i18n/translation";
import { useLocale } from "~/utils/i18n/locale";
import { useHydrated } from "~/utils/hooks/hydrated";

const DateCalendar = lazy(() => import("./date-calendar"));

/**
 * A date field that reads and writes `YYYY-MM-DD` the same way on Arabic and English pages,
 * whatever the browser's own language (a native date picker would show mm/dd/yyyy in an Arabic
 * page). Typing works without JavaScript, Arabic-Indic digits included (the server reads them).
 * With JavaScript a button beside it opens a calendar in the page's language (loaded when first
 * opened), whose week starts on the locale's first day.
 *
 * The value shows in the order it was typed, year first on the left, in any digits: Arabic-Indic
 * digits are right-to-left numbers to the bidi algorithm, which would turn `٢٠٢٦-٠٣-٠٥` round to
 * read `٠٥-٠٣-٢٠٢٦`; the input overrides it left to right (`.date-input` in app.css). The
 * placeholder names the parts in the page's language.
 */
export function DateInput({ inputProps }: { inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { key: _key, ...props } = inputProps;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <span className="date-input">
      <input {...props} ref={input} type="text" inputMode="numeric" dir="ltr" autoComplete="off" placeholder={t("common.datePlaceholder")} />
      {hydrated ? (
        <button
          ref={button}
          type="button"
          className="button date-input-button"
          aria-label={t("common.openCalendar")}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
        >
          <Icon>
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </Icon>
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <DateCalendar
            locale={locale}
            value={input.current?.value ?? ""}
            onClose={close}
            onPick={(iso) => {
              const element = input.current;
              if (element) {
                // Through the native setter, so React and the form hear an ordinary edit.
                Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(element, iso);
                element.dispatchEvent(new Event("input", { bubbles: true }));
                element.dispatchEvent(new Event("change", { bubbles: true }));
              }
              setOpen(false);
              element?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </span>
  );
}

/**
 * An example date in the page's digits, for a date field's hint: «مثال: ٢٠٢٦-٠٣-٠٥» on an Arabic
 * page. The date is held left to right (`<bdo>`), so it reads as the field shows a typed date.
 */
export function DateHint() {
  const { t } = useTranslation();
  return (
    <>
      {t("common.dateExample")}{" "}
      <bdo dir="ltr" className="date-example">
        {t("common.dateExampleValue")}
      </bdo>
    </>
  );
}
