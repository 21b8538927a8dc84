/**
 * A rich-text form field.
 *
 * Server render and no JavaScript: a labelled `<textarea name={name}>` holding the HTML source, so
 * the form posts without JavaScript. After hydration the tiptap editor is loaded lazily (its own
 * chunk, only on pages that render this field) and takes the textarea's place in the same frame,
 * starting from the textarea's current text; it posts the same field through
 * `<input type="hidden" name={name}>`. The visible label names the editable region
 * (`aria-labelledby`), so `getByLabel(label)` finds the textarea without JS and the editor with it.
 * The server must still clean the value: `sanitizeRichText` in `~/server/sanitize.server`.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/utils/hooks/hydrated";
import { useTranslation } from "~/utils/i18n/translation";
import { ErrorList } from "~/components/forms";

const RichTextEditor = lazy(() => import("./editor.client"));

export interface RichTextFieldProps {
  /** The form field name, the same with and without JavaScript. */
  name: string;
  label: ReactNode;
  /** The stored HTML. */
  defaultValue?: string;
  /** Error keys or messages, shown translated under the field. */
  errors?: string[] | null;
  required?: boolean;
  /** The direction of the content: `rtl` for Arabic fields, `ltr` for `*_en` fields. */
  dir?: "rtl" | "ltr";
  id?: string;
  /** Extra ids for `aria-describedby` (e.g. a hint rendered elsewhere). */
  describedBy?: string;
}

export function RichTextField({ name, label, defaultValue = "", errors, required, dir, id, describedBy }: RichTextFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const fieldId = id ?? `rich-text-${generatedId.replace(/[^A-Za-z0-9_-]/g, "")}`;
  const labelId = `${fieldId}-label`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const invalid = Boolean(errors?.some(Boolean));

  const hydrated = useHydrated();
  const [editorReady, setEditorReady] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const focusEditor = useRef<(() => void) | null>(null);

  const getInitialHtml = useCallback(() => textareaRef.current?.value ?? defaultValue, [defaultValue]);
  const onReady = useCallback(({ focus }: { focus: () => void }) => {
    focusEditor.current = focus;
    // Someone typing in the textarea when the editor arrives keeps typing in the editor.
    if (textareaRef.current && textareaRef.current === document.activeElement) requestAnimationFrame(focus);
    setEditorReady(true);
  }, []);

  const editorDescribedBy = [invalid ? errorId : null, describedBy].filter(Boolean).join(" ") || undefined;
  const textareaDescribedBy = [hintId, invalid ? errorId : null, describedBy].filter(Boolean).join(" ");

  return (
    <div className="field rich-text-field" data-invalid={invalid ? "" : undefined} data-editor={editorReady ? "ready" : hydrated ? "loading" : undefined}>
      {/* A click on the label focuses the editor (a label cannot point at it); keyboards reach it by Tab. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <label id={labelId} htmlFor={editorReady ? undefined : fieldId} onClick={editorReady ? () => focusEditor.current?.() : undefined}>
        {label}
        {required ? (
          <span className="required-mark" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {editorReady ? null : (
        <>
          <textarea
            ref={textareaRef}
            id={fieldId}
            name={name}
            className="rich-text-source"
            defaultValue={defaultValue}
            required={required}
            dir={dir}
            rows={10}
            spellCheck
            aria-invalid={invalid ? true : undefined}
            aria-describedby={textareaDescribedBy}
          />
          <p id={hintId} className="field-hint">
            {t("editor.htmlHint")}
          </p>
        </>
      )}
      {hydrated ? (
        <Suspense fallback={null}>
          <RichTextEditor
            name={name}
            fieldId={fieldId}
            labelId={labelId}
            dir={dir}
            required={required}
            invalid={invalid}
            describedBy={editorDescribedBy}
            defaultValue={defaultValue}
            getInitialHtml={getInitialHtml}
            onReady={onReady}
          />
        </Suspense>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
