import { getTextareaProps } from "@conform-to/react";
import { TextareaField } from "~/components/forms";
import { contentLang, one, optional, scalar, textSchema } from "./shared";
import type { Widget } from "./types";

/** Several lines of plain text. */
export const textarea: Widget = {
  ...scalar,
  constraint: (f, required) => one(f, required, { maxLength: f.max ?? 5000 }),
  schema: (f, tools) => ({ [f.name]: optional(textSchema(tools, f.max ?? 5000), tools.required) }),
  Field: ({ field: f, label, className, meta }) => {
    const { key, ...props } = getTextareaProps(meta(f.name));
    return (
      <TextareaField
        key={key}
        label={label}
        textareaProps={{ ...props, dir: f.dir, lang: contentLang(f.name) }}
        errors={meta(f.name).errors}
        className={className}
      />
    );
  },
};
