import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { limits } from "../../../contract/fields";
import { useTranslation } from "~/utils/i18n/translation";
import { FieldShell, type ListOfErrors } from "~/components/forms";
import { useHydrated } from "~/utils/hooks/hydrated";
import { messageKey, translateMessage } from "~/utils/i18n/translate";

const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

const MIB = 1024 * 1024;

/**
 * The message of a file over the limit: the same key and size the server's check gives
 * (`validation.fileSize|size=2`), so both read the same, and a message both give shows once.
 */
export function fileSizeMessage(maxBytes: number): string {
  return messageKey("validation.fileSize", { size: Math.round((maxBytes / MIB) * 10) / 10 });
}

/**
 * Image upload: the current image on edit, a preview of the chosen file (with JavaScript), and
 * the accepted types and size as a hint. The file itself is checked by the form schema in the
 * browser and again on the server. With JavaScript a file over the limit is refused as soon as it
 * is chosen, before anything is sent (a phone would upload megabytes only to hear "too large"):
 * the field shows the server's message and the form does not submit until another file is chosen.
 */
export function ImageField({
  name,
  label,
  currentUrl,
  errors,
  required,
  id: givenId,
  maxBytes = limits.imageBytes,
}: {
  name: string;
  label: ReactNode;
  currentUrl?: string | null;
  errors?: ListOfErrors;
  required?: boolean;
  id?: string;
  /** The largest file the field takes (the contract's limit). */
  maxBytes?: number;
}) {
  const { t } = useTranslation();
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  const [preview, setPreview] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  // A file over the limit holds the form back: this runs before the form's own submit handlers
  // (capture, on the form), and they see the submit as prevented.
  useEffect(() => {
    const form = input.current?.form;
    if (!tooLarge || !form) return;
    const hold = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      input.current?.focus();
    };
    form.addEventListener("submit", hold, { capture: true });
    return () => form.removeEventListener("submit", hold, { capture: true });
  }, [tooLarge]);
  const shown = preview ?? currentUrl ?? null;
  const shownErrors = tooLarge ? [tooLarge, ...(errors ?? []).filter((e) => e !== tooLarge)] : errors;
  const invalid = Boolean(shownErrors?.some(Boolean));
  return (
    <FieldShell label={label} id={id} errorId={`${id}-error`} errors={shownErrors} required={required} hint={t("forms.imageHint")}>
      <div className="image-field">
        {shown ? (
          <img src={shown} alt={preview ? t("forms.imagePreview") : t("forms.currentImage")} className="image-preview" width={96} height={96} />
        ) : (
          <span className="image-placeholder" aria-hidden="true" />
        )}
        {/* The browser's own file button speaks the browser's language ("Choose File"): it stays the
            real, focusable control but is transparent over a button in the page's language. */}
        <span className="file-picker">
          <span className="button file-picker-button" aria-hidden="true">
            {t("forms.chooseFile")}
          </span>
          <input
            ref={input}
            id={id}
            name={name}
            type="file"
            accept={IMAGE_ACCEPT}
            required={required}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={`${id}-hint ${id}-file${invalid ? ` ${id}-error` : ""}`}
            onChange={(event) => {
              const element = event.currentTarget;
              const file = element.files?.[0];
              const over = file !== undefined && file.size > maxBytes ? fileSizeMessage(maxBytes) : null;
              // The browser's own check says the same, for whatever reads validity.
              element.setCustomValidity(over ? translateMessage(t, over) : "");
              setTooLarge(over);
              setFileName(file?.name ?? null);
              setPreview(file && !over && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
            }}
          />
          {/* Without JavaScript only a required field can tell (by its validity) whether a file is chosen. */}
          <span id={`${id}-file`} className="file-picker-name" aria-live="polite" data-chosen={t("forms.fileChosen")} data-empty={t("forms.noFileChosen")}>
            {hydrated ? (fileName ?? t("forms.noFileChosen")) : null}
          </span>
        </span>
      </div>
      {currentUrl && !required ? <p className="field-hint">{t("forms.keepImageHint")}</p> : null}
    </FieldShell>
  );
}
