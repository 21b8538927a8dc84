import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { FieldShell, type ListOfErrors } from "~/components/forms";

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
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const shown = preview ?? currentUrl ?? null;
  return (
    <FieldShell label={label} id={id} errorId={`${id}-error`} errors={errors} required={required} hint={t("forms.imageHint")}>
      <div className="image-field">
        {shown ? (
          <img src={shown} alt={preview ? t("forms.imagePreview") : t("forms.currentImage")} className="image-preview" width={96} height={96} />
        ) : (
          <span className="image-placeholder" aria-hidden="true" />
        )}
        <input
          id={id}
          name={name}
          type="file"
          accept={IMAGE_ACCEPT}
          required={required}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={`${id}-hint${errors?.length ? ` ${id}-error` : ""}`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setPreview(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
          }}
        />
      </div>
      {currentUrl && !required ? <p className="field-hint">{t("forms.keepImageHint")}</p> : null}
    </FieldShell>
  );
}
