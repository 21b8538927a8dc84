import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useFocusTrap } from "~/utils/hooks/focus";
import { useTranslation } from "~/utils/i18n/translation";
import { CsrfInput } from "./csrf-input";

/**
 * A server-rendered question (a list's single delete, bulk actions): a titled alertdialog that
 * takes focus, keeps it until answered, and closes on Escape (back to the list, as "cancel"
 * does). Its answer is one POST of the hidden fields; without JavaScript it is the same form.
 */
export function ConfirmQuestion(props: {
  /** Where "cancel" and Escape lead (the list as it was). */
  cancelTo: string;
  /** Where the answer is posted (this page's action when not named). */
  action?: string;
  focusKey: string | number;
  title: string;
  text: ReactNode;
  fields: Record<string, string | number | (string | number)[]>;
  submit: string;
  danger?: boolean;
  className?: string;
  children?: ReactNode;
  returnTarget?: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const { cancelTo: cancel, focusKey, fields } = props;
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const id = useId();
  useFocusTrap(ref, focusKey, () => navigate(cancel, { preventScrollReset: true }), props.returnTarget);
  useEffect(() => ref.current?.focus(), [focusKey]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`confirm card${props.className ? ` ${props.className}` : ""}`}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <h2 id={`${id}-title`}>{props.title}</h2>
      <p id={`${id}-text`}>{props.text}</p>
      {props.children}
      <Form method="post" action={props.action} className="confirm-actions" preventScrollReset>
        <CsrfInput />
        {Object.entries(fields).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((v) => <input key={`${name}=${v}`} type="hidden" name={name} value={v} />),
        )}
        <button type="submit" className={`button ${props.danger ? "button-danger" : "button-primary"}`}>
          {props.submit}
        </button>
        <Link to={cancel} className="button" preventScrollReset>
          {t("common.cancel")}
        </Link>
      </Form>
    </div>
  );
}
