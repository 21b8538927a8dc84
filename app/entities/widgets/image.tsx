import type { z } from "zod";
import { ImageField } from "~/components/fields/image-field";
import { messageKey } from "~/utils/i18n/translate";
import { one, REQUIRED, scalar } from "./shared";
import type { Widget } from "./types";

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** A file field left empty: the browser sends a nameless, empty file. */
function isNoFile(value: unknown): boolean {
  return value instanceof File && value.size === 0 && value.name === "";
}

/** An image upload; a field left empty is no file at all (required: "required", else absent). */
export function imageFileSchema(zod: typeof z, required: boolean) {
  const file = zod
    .instanceof(File, { error: REQUIRED })
    .refine((f) => (IMAGE_TYPES as readonly string[]).includes(f.type), { error: "validation.fileType" })
    .refine((f) => f.size <= MAX_IMAGE_BYTES, { error: messageKey("validation.fileSize", { size: 2 }) });
  return zod.preprocess((value) => (isNoFile(value) ? undefined : value), required ? file : file.optional());
}

/** An image; an edit form that leaves it empty keeps the current one (it is not sent). */
export const image: Widget = {
  ...scalar,
  echoes: false,
  file: true,
  constraint: (f, required) => one(f, required),
  schema: (f, { z, required }) => ({ [f.name]: imageFileSchema(z, required) }),
  fromRecord: () => ({}),
  encode: (f, { form, out }) => {
    const file = form.get(f.name);
    if (file instanceof File && file.size > 0) out.append(f.name, file);
  },
  Field: ({ field: f, label, meta, required, currentImage }) => (
    <ImageField key={meta(f.name).key} name={f.name} label={label} currentUrl={currentImage} errors={meta(f.name).errors} required={required} />
  ),
};
