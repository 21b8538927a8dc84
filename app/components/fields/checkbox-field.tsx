import { useId, type ReactNode } from "react";
import { ErrorList, type ListOfErrors } from "~/components/forms";

export function CheckboxField({
  name,
  label,
  defaultChecked,
  errors,
  value = "on",
}: {
  name: string;
  label: ReactNode;
  defaultChecked?: boolean;
  errors?: ListOfErrors;
  value?: string;
}) {
  const id = useId();
  return (
    <div className="field field-checkbox">
      <label htmlFor={id} className="checkbox-label">
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={defaultChecked}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}
