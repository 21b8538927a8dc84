import type { Submission } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { input, output, ZodType } from "zod";

type Moment = "onSubmit" | "onBlur" | "onInput";

/** The validation part of conform's `useForm` options (typed like parseWithZod's submission). */
export interface LazyValidation<Schema = unknown, Value = unknown> {
  shouldValidate: Moment;
  shouldRevalidate: Moment;
  onValidate?: (context: { formData: FormData }) => Submission<Schema, string[], Value>;
}

/** Before the validator has arrived: nothing is checked in the browser, the server answers. */
const SERVER_ONLY: Omit<LazyValidation, "onValidate"> = { shouldValidate: "onSubmit", shouldRevalidate: "onSubmit" };

/**
 * Client-side validation with a form's zod schema, downloaded after hydration (decision 0006):
 * zod and @conform-to/zod are about 36 KB gzipped, which no form needs in order to render or to
 * work. The native constraint attributes come from a zod-free map (~/utils/constraints), the same
 * on the server and in the browser.
 *
 * Until the schema has loaded, conform validates on the server: a submission posts to the action,
 * which answers with the same schema's messages, and no check runs on blur or input (that would
 * be a request per keystroke). Once it has loaded, the form checks at `shouldValidate` and
 * `shouldRevalidate` like any conform form. A request that fails is a failed chunk load like any
 * other: entry.client reloads the page, unless a
 * form holds unsaved input; then the form goes on with the server's checks.
 *
 * Once the form checks itself it carries `data-validation="browser"` (a sign for tests and for
 * anyone reading the DOM; React does not render that attribute, so hydration is unaffected).
 */
export function useLazyValidation<S extends ZodType>({
  formId,
  loadSchema,
  shouldValidate,
  shouldRevalidate = shouldValidate,
}: {
  /** The form's id (conform's `useForm({ id })`); a new id loads the schema again. */
  formId: string;
  loadSchema: () => Promise<S>;
  shouldValidate: Moment;
  shouldRevalidate?: Moment;
}): LazyValidation<input<S>, output<S>> {
  type Validate = (formData: FormData) => Submission<input<S>, string[], output<S>>;
  const [loaded, setLoaded] = useState<{ formId: string; validate: Validate }>();
  useEffect(() => {
    let current = true;
    Promise.all([import("@conform-to/zod/v4"), loadSchema()]).then(
      ([{ parseWithZod }, schema]) => {
        if (current) setLoaded({ formId, validate: (formData) => parseWithZod(formData, { schema }) });
      },
      () => {
        // Not loaded: the server validates every submission, as without JavaScript.
      },
    );
    return () => {
      current = false;
    };
    // The loader is a new function on each render; the form id says when it loads something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId]);
  const ready = loaded?.formId === formId;
  // After conform has the validator (its options are updated in a layout effect, before this).
  useEffect(() => {
    if (ready) document.getElementById(formId)?.setAttribute("data-validation", "browser");
  }, [ready, formId]);
  if (!ready) return SERVER_ONLY;
  const { validate } = loaded;
  return { shouldValidate, shouldRevalidate, onValidate: ({ formData }) => validate(formData) };
}
