import { useId, type ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { FieldShell, type ListOfErrors } from "~/components/forms";
import { DEFAULT_DIAL_CODE } from "~/utils/phone";

/**
 * Phone with country code: a code select (from the countries list, +966 first) and
 * the number. They post as `<name>__code` and `<name>__number`; the server stores them joined.
 * The number is LTR inside Arabic pages so digits read correctly.
 */
export function PhoneField({
  name,
  label,
  dialCodes,
  defaultCode,
  defaultNumber,
  errors,
  required,
}: {
  name: string;
  label: ReactNode;
  dialCodes: readonly string[];
  defaultCode?: string;
  defaultNumber?: string;
  errors?: ListOfErrors;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const id = `${useId()}-${name}`;
  const codes = dialCodes.length ? dialCodes : [DEFAULT_DIAL_CODE];
  const code = defaultCode && codes.includes(defaultCode) ? defaultCode : DEFAULT_DIAL_CODE;
  return (
    <FieldShell label={label} id={id} errorId={`${id}-error`} errors={errors} required={required}>
      <div className="phone-field" dir="ltr">
        <select name={`${name}__code`} defaultValue={code} aria-label={t("forms.countryCode")}>
          {codes.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        <input
          id={id}
          name={`${name}__number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          defaultValue={defaultNumber}
          required={required}
          pattern="[0-9][0-9\s\-]{5,14}"
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${id}-error` : undefined}
          placeholder="5XXXXXXXX"
        />
      </div>
    </FieldShell>
  );
}
