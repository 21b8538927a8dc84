import { getInputProps } from "@conform-to/react";
import { Field } from "~/components/forms";
import { messageKey } from "~/utils/i18n/translate";
import { useTranslation } from "~/utils/i18n/translation";
import type { FieldDef } from "../types";
import { optional, REQUIRED, scalar } from "./shared";
import type { FieldProps, Widget } from "./types";

const confirmation = (f: Pick<FieldDef, "name">) => `${f.name}_confirmation`;
const minOf = (f: FieldDef) => f.min ?? 8;

/**
 * A new password: never shown again, never sent back in a reply, sent upstream as typed. With
 * `confirm` it is typed twice and both must match; where it is not required (an edit form),
 * leaving it empty keeps the current one.
 */
export const password: Widget = {
  ...scalar,
  names: (f) => (f.confirm ? [f.name, confirmation(f)] : [f.name]),
  echoes: false,
  secret: true,
  constraint: (f, required) => ({
    [f.name]: { required, minLength: minOf(f), maxLength: 255 },
    ...(f.confirm ? { [confirmation(f)]: { required, maxLength: 255 } } : {}),
  }),
  schema: (f, { z, required }) => {
    const typed = z
      .string({ error: REQUIRED })
      .min(minOf(f), { error: messageKey("validation.tooShort", { min: minOf(f) }) })
      .max(255);
    return {
      [f.name]: optional(typed, required),
      ...(f.confirm ? { [confirmation(f)]: optional(z.string({ error: REQUIRED }).max(255), required) } : {}),
    };
  },
  issues: (f, values) => {
    if (!f.confirm) return [];
    const first = values[f.name];
    const second = values[confirmation(f)];
    return typeof first === "string" && first !== "" && first !== (second ?? "") ? [{ name: confirmation(f), message: "validation.passwordMismatch" }] : [];
  },
  fromRecord: () => ({}),
  encode: (f, { form, out }) => {
    for (const name of password.names(f)) {
      const v = form.get(name);
      if (typeof v === "string" && v !== "") out.append(name, v);
    }
  },
  Field: PasswordFields,
};

function PasswordFields({ field: f, label, className, meta, required }: FieldProps) {
  const { t } = useTranslation();
  const hint = required ? undefined : t("forms.keepPasswordHint");
  const input = (name: string) => {
    const { key, ...props } = getInputProps(meta(name), { type: "password" });
    return { key, props: { ...props, dir: "ltr" as const, autoComplete: "new-password" } };
  };
  const first = input(f.name);
  const second = f.confirm ? input(confirmation(f)) : null;
  return (
    <>
      <Field key={first.key} label={label} className={className} inputProps={first.props} errors={meta(f.name).errors} hint={hint} />
      {second ? (
        <Field
          key={second.key}
          label={t("fields.password_confirmation")}
          className={className}
          inputProps={second.props}
          errors={meta(confirmation(f)).errors}
        />
      ) : null}
    </>
  );
}
