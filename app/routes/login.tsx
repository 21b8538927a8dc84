import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/utils/translation";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, FormAlert } from "~/components/forms";
import { LanguageSwitch } from "~/components/language-switch";
import { StatusButton } from "~/components/status-button";
import { authenticator, LoginFailure, requireGuest, requireLocale } from "~/utils/auth.server";
import { localizePath } from "~/utils/i18n";
import { serverT } from "~/utils/i18next.server";
import { clearLoginFailures, loginBlockedFor, recordLoginFailure } from "~/utils/login-limiter.server";
import { pageMeta } from "~/utils/meta";
import { useIsPending } from "~/utils/pending";
import { safeRedirect } from "~/utils/redirect";
import { getSession, sessionStorage } from "~/utils/session.server";
import { createToastHeader } from "~/utils/toast.server";

const LoginSchema = z.object({
  email: z.email({ error: (issue) => (issue.input === undefined ? "validation.required" : "validation.email") }),
  password: z.string({ error: "validation.required" }),
  redirectTo: z.string().optional(),
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireGuest(request, params);
  return null;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const locale = requireLocale(params);
  await requireGuest(request, params);
  const t = serverT(locale);
  // remix-auth-form reads the body itself, so this copy is read from a clone.
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const { email } = submission.value;
  const waitMs = await loginBlockedFor(email);
  if (waitMs > 0) {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    return data(submission.reply({ formErrors: [t("auth.tooManyAttempts", { minutes })], hideFields: ["password"] }), { status: 429 });
  }
  let result;
  try {
    result = await authenticator.authenticate("form", request);
  } catch (error) {
    if (!(error instanceof LoginFailure)) throw error;
    if (error.status === 422) await recordLoginFailure(email);
    const credentialsWrong = error.status === 422 && Object.keys(error.fieldErrors).every((k) => k === "email");
    return data(
      submission.reply({
        formErrors: [credentialsWrong ? t("auth.invalidCredentials") : error.message],
        fieldErrors: credentialsWrong ? {} : error.fieldErrors,
        hideFields: ["password"],
      }),
      { status: error.status === 422 ? 422 : 503 },
    );
  }
  await clearLoginFailures(email);
  const session = await getSession(request);
  session.set("token", result.token);
  session.set("expiresAt", result.expiresAt);
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionStorage.commitSession(session));
  headers.append("Set-Cookie", await createToastHeader({ type: "success", message: t("auth.loggedIn") }));
  return redirect(safeRedirect(submission.value.redirectTo, localizePath("/", locale)), { headers });
}

export default function LoginPage() {
  const { t, i18n } = useTranslation();
  useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const pending = useIsPending();
  const [form, fields] = useForm({
    id: "login",
    lastResult,
    constraint: getZodConstraint(LoginSchema),
    shouldValidate: "onSubmit",
    // Revalidating on blur would remove an error under the last field as the user presses the
    // button, moving the button away from the click.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  });
  // After a failed attempt the password is never kept (the server never echoes it either).
  useEffect(() => {
    if (!lastResult) return;
    const input = document.getElementById(fields.password.id);
    if (input instanceof HTMLInputElement) input.value = "";
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastResult]);
  return (
    <div className="login-layout">
      <main id="main" className="login-card">
        <div className="login-top">
          <p className="brand">{t("app.name")}</p>
          <LanguageSwitch />
        </div>
        <h1>{t("auth.loginHeading")}</h1>
        <p className="muted">{t("auth.loginIntro")}</p>
        <Form method="post" {...getFormProps(form)} className="stack">
          <FormAlert id={form.errorId} errors={form.errors} />
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
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
      </main>
      <aside className="login-aside" aria-labelledby="company-title" lang={i18n.language}>
        <h2 id="company-title">{t("auth.companyTitle")}</h2>
        <ul className="company-facts">
          <li>{t("auth.companyFounded")}</li>
          <li>{t("auth.companyYears")}</li>
          <li>{t("auth.companyTrucks")}</li>
          <li>{t("auth.companyOperators")}</li>
        </ul>
      </aside>
    </div>
  );
}

export const meta = pageMeta("auth.loginTitle");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
