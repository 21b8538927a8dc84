import { messageKey } from "~/utils/i18n/translate";
import { InputField, one, optional, requiredOr, scalar } from "./shared";
import type { Widget } from "./types";

/** A web address: http or https only. */
export const url: Widget = {
  ...scalar,
  constraint: (f, required) => one(f, required, { maxLength: 2048 }),
  schema: (f, { z, required }) => ({
    [f.name]: optional(
      z.url({ protocol: /^https?$/, error: requiredOr("validation.url") }).max(2048, { error: messageKey("validation.tooLong", { max: 2048 }) }),
      required,
    ),
  }),
  Field: (props) => <InputField {...props} type="url" />,
};
