import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { FieldShell, type ListOfErrors } from "~/components/forms";
import { useHydrated } from "~/utils/hydrated";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

/**
 * Image upload: the current image on edit, a preview of the chosen file (with JavaScript), and
 * the accepted types and size as a hint. The file itself is checked by the form schema in the
 * browser and again on the server.
 */
export function ImageField({
  name,
  label,
  currentUrl,
  errors,
  required,
  id: givenId,
}: {
  name: string;
  label: ReactNode;
  currentUrl?: string | null;
  errors?: ListOfErrors;
  required?: boolean;
  id?: string;
}) {
  const { t } = useTranslation();
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  const [preview, setPreview] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const hydrated = useHydrated();
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? currentUrl ?? null;
  return (
    <FieldShell label={label} id={id} errorId={`${id}-error`} errors={errors} required={required} hint={t("forms.imageHint")}>
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
            id={id}
            name={name}
            type="file"
            accept={IMAGE_ACCEPT}
            required={required}
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={`${id}-hint ${id}-file${errors?.length ? ` ${id}-error` : ""}`}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setFileName(file?.name ?? null);
              setPreview(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
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
