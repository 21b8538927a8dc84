import { useId, type ReactNode } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { FieldShell, type ListOfErrors } from "~/components/forms";

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  options,
  defaultValue,
  errors,
  required,
  placeholder,
  id: givenId,
}: {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  defaultValue?: string;
  errors?: ListOfErrors;
  required?: boolean;
  placeholder?: string;
  id?: string;
}) {
  const { t } = useTranslation();
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  return (
    <FieldShell label={label} id={id} errorId={`${id}-error`} errors={errors} required={required}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        required={required}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
      >
        <option value="">{placeholder ?? t("forms.choose")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
