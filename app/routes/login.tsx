import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/utils/i18n/translation";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, FormAlert, ValidationAnnouncer } from "~/components/forms";
import { LoginLayout } from "~/components/login-layout";
import { StatusButton } from "~/components/status-button";
import { logAuthEvent, requireGuest } from "~/server/auth.server";
import { attemptLogin, finishLogin } from "~/server/login.server";
import { keepPendingLogin } from "~/server/two-step.server";
import { guardPublicWrite } from "~/server/guard.server";
import { refusedForm } from "~/server/forms.server";
import { localizePath } from "~/utils/i18n/locale";
import { pageMeta } from "~/utils/meta";
import { useIsPending } from "~/utils/hooks/pending";
import { safeRedirect } from "~/utils/redirect";
import { LOGIN_CONSTRAINT } from "~/utils/constraints";
import { useLazyValidation } from "~/utils/hooks/lazy-validation";
import { LoginSchema } from "~/schemas/login";
import { isNetworkFailure } from "~/utils/submit-failure";

/**
 * A field people never see or fill (hidden by CSS and from assistive technology); form-filling
 * bots do. Its name looks like a real field to them.
 */
const HONEYPOT_FIELD = "website";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireGuest(request, params);
  return null;
}

export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  // The body is read once; remix-auth-form then reads a copy rebuilt from the parsed fields.
  const { locale, t, formData } = await guardPublicWrite(args, { guest: true });
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return refusedForm(submission, { hideFields: ["password"] });
  }
  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") {
    logAuthEvent(request, "login.honeypot");
    return data(submission.reply({ formErrors: [t("security.honeypot")], hideFields: ["password"] }), { status: 400 });
  }
  const { email, password } = submission.value;
  const attempt = await attemptLogin(request, locale, email, password);
  if (!attempt.ok && attempt.kind === "two_step") {
    // The password alone opens nothing: only the challenge is kept, and the code step asks for the rest.
    const { challenge, purpose, expiresAt } = attempt.challenge;
    const redirectTo = safeRedirect(submission.value.redirectTo, "");
    const setCookie = await keepPendingLogin(request, { challenge, purpose, email, redirectTo, expiresAt });
    return redirect(localizePath("/login/code", locale), { headers: { "Set-Cookie": setCookie } });
  }
  if (!attempt.ok) {
    if (attempt.kind === "rate_limited") {
      return data(submission.reply({ formErrors: [attempt.message], hideFields: ["password"] }), {
        status: 429,
        headers: { "Retry-After": String(attempt.seconds) },
      });
    }
    return data(submission.reply({ formErrors: [attempt.message], fieldErrors: attempt.fieldErrors, hideFields: ["password"] }), {
      status: attempt.status === 422 ? 422 : 503,
    });
  }
  return finishLogin(request, locale, attempt.login, submission.value.redirectTo);
}

/** A document POST only carries the action's own headers (beyond cookies) when passed on here. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export default function LoginPage() {
  const { t, i18n } = useTranslation();
  useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const pending = useIsPending();
  const validation = useLazyValidation({
    formId: "login",
    loadSchema: () => import("~/schemas/login").then((m) => m.LoginSchema),
    shouldValidate: "onSubmit",
    // Revalidating on blur would remove an error under the last field as the user presses the
    // button, moving the button away from the click.
    shouldRevalidate: "onInput",
  });
  const [form, fields] = useForm({ id: "login", lastResult, constraint: LOGIN_CONSTRAINT, ...validation });
  // After a failed attempt the password is never kept (the server never echoes it either).
  useEffect(() => {
    if (!lastResult || isNetworkFailure(lastResult)) return;
    const input = document.getElementById(fields.password.id);
    if (input instanceof HTMLInputElement) input.value = "";
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastResult]);
  return (
    <LoginLayout
      aside={
        <aside className="login-aside" aria-labelledby="company-title" lang={i18n.language}>
          <h2 id="company-title">{t("auth.companyTitle")}</h2>
          <ul className="company-facts">
            <li>{t("auth.companyFounded")}</li>
            <li>{t("auth.companyYears")}</li>
            <li>{t("auth.companyTrucks")}</li>
            <li>{t("auth.companyOperators")}</li>
          </ul>
        </aside>
      }
    >
      <h1>{t("auth.loginHeading")}</h1>
      <p className="muted">{t("auth.loginIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormAlert id={form.errorId} errors={form.errors} />
        <CsrfInput />
        <ValidationAnnouncer errors={form.allErrors} />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <div className="honeypot" aria-hidden="true">
          <label>
            {t("security.honeypotLabel")}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <Field
          label={t("auth.email")}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "username", dir: "ltr", inputMode: "email" }}
          errors={fields.email.errors}
        />
        <Field
          label={t("auth.password")}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password", dir: "ltr" }}
          errors={fields.password.errors}
        />
        <StatusButton type="submit" pending={pending} pendingLabel={t("auth.submitting")} className="button-primary button-block">
          {t("auth.submit")}
        </StatusButton>
      </Form>
    </LoginLayout>
  );
}

export const meta = pageMeta("auth.loginTitle");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
