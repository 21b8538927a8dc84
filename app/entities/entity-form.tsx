import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "~/components/fields/checkbox-field";
import { ImageField } from "~/components/fields/image-field";
import { PhoneField } from "~/components/fields/phone-field";
import { SelectField } from "~/components/fields/select-field";
import { Field, FormAlert, TextareaField } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { RichTextField } from "~/components/rich-text/rich-text-field";
import { StatusButton } from "~/components/status-button";
import { localeFromPathname, localizePath } from "~/utils/i18n";
import { useIsPending } from "~/utils/pending";
import type { entityFormLoader } from "./entity.server";
import { PermissionsGrid } from "./permissions-grid";
import { formSchema } from "./schema";
import type { AnyEntity, EntityDescriptor, FieldDef } from "./types";

type FormData = Awaited<ReturnType<typeof entityFormLoader>>;
type Meta = FieldMetadata<unknown>;

const INPUT_TYPES = {
  text: "text",
  email: "email",
  url: "url",
  int: "number",
  number: "number",
  date: "date",
  password: "password",
} as const;

/** Add and edit share one form: the same fields, schema and layout, driven by the descriptor. */
export function EntityForm({ descriptor }: { descriptor: AnyEntity }) {
  const d = descriptor as unknown as EntityDescriptor;
  const data = useLoaderData() as unknown as FormData;
  const lastResult = useActionData();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const locale = localeFromPathname(pathname);
  const schema = useMemo(() => formSchema(d, data.mode), [d, data.mode]);
  const pending = useIsPending();
  const [form, fields] = useForm({
    id: `${d.area}-${data.mode}-${data.id ?? "new"}`,
    lastResult: lastResult as never,
    defaultValue: data.defaults as never,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const entity = t(`${d.singularKey}.one`);
  const title = data.mode === "create" ? t("list.add", { item: entity }) : t("list.editTitle", { item: entity, label: data.label ?? "" });
  const visible = d.fields.filter((f) => !(f.createOnly && data.mode === "edit"));
  const hasFile = visible.some((f) => f.widget === "image");
  const meta = fields as unknown as Record<string, Meta>;
  return (
    <>
      <PageHeader title={title} />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="entity-form card" noValidate={false}>
        <FormAlert id={form.errorId} errors={form.errors} />
        {form.status === "error" && hasFile ? <p className="field-hint">{t("forms.reselectFile")}</p> : null}
        <div className="form-grid">
          {visible.map((f) => (
            <FieldView key={f.name} field={f} meta={meta} data={data} mode={data.mode} />
          ))}
        </div>
        <div className="form-actions">
          <StatusButton type="submit" pending={pending} pendingLabel={t("common.saving")} className="button-primary">
            {t("common.save")}
          </StatusButton>
          <Link to={localizePath(`/${d.area}`, locale)} className="button">
            {t("common.cancel")}
          </Link>
        </div>
      </Form>
    </>
  );
}

/**
 * Bilingual pairs: the English title on an Arabic page (and the reverse) is marked with its
 * language, so a screen reader pronounces it in the right voice and the spell checker fits.
 */
function contentLang(name: string): "ar" | "en" | undefined {
  if (name.endsWith("_ar")) return "ar";
  if (name.endsWith("_en")) return "en";
  return undefined;
}

function FieldView({ field: f, meta, data, mode }: { field: FieldDef; meta: Record<string, Meta>; data: FormData; mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const required = f.required === "always" || (f.required === "store" && mode === "create");
  const label = t(f.label);
  const className = f.wide ? "field-wide" : undefined;
  const m = meta[f.name];
  switch (f.widget) {
    case "textarea": {
      const { key, ...props } = getTextareaProps(m!);
      return <TextareaField key={key} label={label} textareaProps={{ ...props, dir: f.dir, lang: contentLang(f.name) }} errors={m!.errors} className={className} />;
    }
    case "richtext":
      return (
        <div className={className}>
          <RichTextField name={f.name} label={label} defaultValue={String(m!.initialValue ?? "")} errors={m!.errors} dir={f.dir} required={required} />
        </div>
      );
    case "checkbox":
      return <CheckboxField key={m!.key} name={f.name} label={label} defaultChecked={m!.initialValue === "on"} errors={m!.errors} />;
    case "select":
      return (
        <SelectField
          key={m!.key}
          name={f.name}
          label={label}
          options={(f.options && data.lookups[f.options]) || []}
          defaultValue={m!.initialValue as string | undefined}
          errors={m!.errors}
          required={required}
        />
      );
    case "title":
      return (
        <SelectField
          key={m!.key}
          name={f.name}
          label={label}
          options={[
            { value: "mr", label: t("fields.mr") },
            { value: "ms", label: t("fields.ms") },
          ]}
          defaultValue={m!.initialValue as string | undefined}
          errors={m!.errors}
          required={required}
        />
      );
    case "phone": {
      const code = meta[`${f.name}__code`];
      const number = meta[`${f.name}__number`];
      return (
        <PhoneField
          key={number?.key}
          name={f.name}
          label={label}
          dialCodes={data.lookups.dialCodes ?? []}
          defaultCode={code?.initialValue as string | undefined}
          defaultNumber={number?.initialValue as string | undefined}
          errors={[...(number?.errors ?? []), ...(code?.errors ?? [])]}
          required={required}
        />
      );
    }
    case "image":
      return <ImageField key={m!.key} name={f.name} label={label} currentUrl={data.images[f.name]} errors={m!.errors} required={required} />;
    case "permissions":
      return (
        <div className="field-wide">
          <PermissionsGrid key={m!.key} name={f.name} defaultValue={(m!.initialValue as string[] | undefined) ?? []} errors={m!.errors} />
        </div>
      );
    default: {
      const { key, ...props } = getInputProps(m!, { type: INPUT_TYPES[f.widget as keyof typeof INPUT_TYPES] ?? "text" });
      return (
        <Field
          key={key}
          label={label}
          className={className}
          inputProps={{
            ...props,
            dir: f.dir,
            lang: contentLang(f.name),
            ...(f.widget === "number" ? { step: "0.01", inputMode: "decimal" as const } : {}),
            ...(f.widget === "int" ? { step: "1", inputMode: "numeric" as const } : {}),
            ...(f.widget === "password" ? { autoComplete: "new-password" } : {}),
          }}
          errors={m!.errors}
        />
      );
    }
  }
}
