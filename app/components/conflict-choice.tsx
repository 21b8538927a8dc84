import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * Someone else changed what this form is about to save: the form comes back with the
 * user's values kept and this panel on top, server rendered, so it works without JavaScript. It
 * says what happened (children), then the two ways on: "keep theirs" loads the page again and
 * drops the user's changes; "apply mine" submits the same form once more with `forceName` set to
 * the version the user has now seen. It takes focus when it appears.
 */
export function ConflictChoice(props: {
  title: string;
  heading?: "h2" | "h3";
  children: ReactNode;
  reloadTo: string;
  keepLabel: string;
  applyLabel: string;
  forceName: string;
  forceValue: string;
}) {
  const { heading: Heading = "h2", forceValue } = props;
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => ref.current?.focus(), [forceValue]);
  return (
    <div ref={ref} tabIndex={-1} className="conflict card" role="alert" aria-labelledby={id}>
      <Heading id={id}>{props.title}</Heading>
      {props.children}
      <div className="form-actions">
        <Link to={props.reloadTo} className="button" reloadDocument data-discard-changes="">
          {props.keepLabel}
        </Link>
        <button type="submit" name={props.forceName} value={forceValue} className="button button-danger">
          {props.applyLabel}
        </button>
      </div>
    </div>
  );
}
