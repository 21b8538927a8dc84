import { RichTextField } from "~/components/rich-text/rich-text-field";
import { htmlToText, truncateChars } from "~/utils/format";
import { cleanText } from "~/utils/input-rules";
import { messageKey } from "~/utils/i18n/translate";
import { list, one, optional, scalar } from "./shared";
import type { Widget } from "./types";

const MAX = 200_000;

/** Formatted text (an editor with JavaScript, the HTML in a text area without). */
export const richtext: Widget = {
  ...scalar,
  constraint: (f, required) => one(f, required, { maxLength: f.max ?? MAX }),
  schema: (f, { z, required }) => ({
    [f.name]: optional(z.string().max(f.max ?? MAX, { error: messageKey("validation.tooLong", { max: f.max ?? MAX }) }), required),
  }),
  // The editor may write the stored HTML back with other spacing between blocks, and an empty
  // editor as "<p></p>": neither is a change. Any other difference counts.
  text: (f, values) => {
    const html = list(values[f.name]).join("").replace(/>\s+</g, "><").trim();
    return html === "<p></p>" ? "" : html;
  },
  shown: (f, values) => truncateChars(htmlToText(list(values[f.name]).join("")), 300),
  // Only the elements and attributes the site may show reach the upstream.
  encode: (f, { form, out, sanitizeRichText }) => out.append(f.name, sanitizeRichText(cleanText(String(form.get(f.name) ?? "")))),
  Field: ({ field: f, label, className, meta, required }) => (
    <div className={className}>
      <RichTextField
        name={f.name}
        label={label}
        defaultValue={String(meta(f.name).initialValue ?? "")}
        errors={meta(f.name).errors}
        dir={f.dir}
        required={required}
      />
    </div>
  ),
};
