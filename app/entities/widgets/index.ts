import type { FieldDef, FieldWidget } from "../types";
import { checkbox } from "./checkbox";
import { date } from "./date";
import { email } from "./email";
import { image } from "./image";
import { int } from "./int";
import { number } from "./number";
import { password } from "./password";
import { permissions } from "./permissions";
import { phone } from "./phone";
import { richtext } from "./richtext";
import { select } from "./select";
import { text } from "./text";
import { textarea } from "./textarea";
import { title } from "./title";
import { url } from "./url";
import type { Widget } from "./types";

/** Every kind of form field. A new kind is one module here; the compiler names what it lacks. */
const WIDGETS = {
  text,
  textarea,
  richtext,
  email,
  url,
  phone,
  int,
  number,
  checkbox,
  date,
  image,
  select,
  title,
  password,
  permissions,
} satisfies Record<FieldWidget, Widget>;

export function widgetOf(f: Pick<FieldDef, "widget">): Widget {
  return WIDGETS[f.widget];
}

export type { FormValues, SchemaTools, Widget } from "./types";
