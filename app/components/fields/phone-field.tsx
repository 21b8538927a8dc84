import { useId, type ReactNode } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { FieldShell, type ListOfErrors } from "~/components/forms";
import { DEFAULT_DIAL_CODE, splitPhone } from "~/utils/phone";
import { toLatinDigits } from "../../../contract/arabic";

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
          onBlur={(event) => movePastedCode(event.currentTarget, codes)}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${id}-error` : undefined}
          placeholder="5XXXXXXXX"
        />
      </div>
    </FieldShell>
  );
}

/**
 * A number pasted with its country code (`+971 50…`, `00971…`): the code moves into the code
 * select and the rest stays in the box. Without JavaScript the server reads the code from the
 * number the same way.
 */
function movePastedCode(input: HTMLInputElement, codes: readonly string[]) {
  const typed = toLatinDigits(input.value).replace(/[\s().-]/g, "");
  if (!/^(\+|00)\d/.test(typed)) return;
  const { code, number } = splitPhone(typed, codes);
  const select = input.form?.elements.namedItem(input.name.replace(/__number$/, "__code"));
  if (!(select instanceof HTMLSelectElement) || !codes.includes(code) || !number || (code === DEFAULT_DIAL_CODE && !typed.replace(/^00/, "+").startsWith(code)))
    return;
  select.value = code;
  input.value = number;
  for (const element of [select, input]) element.dispatchEvent(new Event("input", { bubbles: true }));
}
