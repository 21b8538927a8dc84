import { SelectField } from "~/components/fields/select-field";
import { enumPattern } from "~/utils/constraints";
import { useTranslation } from "~/utils/i18n/translation";
import { one, optional, requiredOr, scalar } from "./shared";
import type { FieldProps, Widget } from "./types";

const TITLES = ["mr", "ms"] as const;

function TitleField({ field: f, label, meta, required }: FieldProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      key={meta(f.name).key}
      name={f.name}
      label={label}
      options={TITLES.map((value) => ({ value, label: t(`fields.${value}`) }))}
      defaultValue={meta(f.name).initialValue as string | undefined}
      errors={meta(f.name).errors}
      required={required}
    />
  );
}

/** How a person is addressed: Mr or Ms. */
export const title: Widget = {
  ...scalar,
  conflictKind: "title",
  constraint: (f, required) => one(f, required, { pattern: enumPattern([...TITLES]) }),
  schema: (f, { z, required }) => ({ [f.name]: optional(z.enum(TITLES, { error: requiredOr("validation.invalid") }), required) }),
  Field: TitleField,
};
