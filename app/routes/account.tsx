import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { messageSchema } from "../../contract/schemas";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, FormAlert, ValidationAnnouncer } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { StatusButton } from "~/components/status-button";
import { guard, type Guarded } from "~/server/guard.server";
import { replyWithFailure } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { localizePath } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { SETTINGS_CONSTRAINTS } from "~/utils/constraints";
import { useLazyValidation } from "~/utils/lazy-validation";
import { PasswordSchema } from "~/schemas/settings";

// "My account": open to every logged-in staff member whatever their role (no permission named in
// the guard). Each form posts an `intent`; the action answers `{ intent, result }` so that only the
// submitted form shows the reply.

type Intent = "password";

const PASSWORD_FIELDS = ["current_password", "password", "password_confirmation"];

export async function loader(args: LoaderFunctionArgs) {
  const { user } = await guard(args);
  return { name: user.name, email: user.email, roleName: user.roleName };
}

function reply(intent: Intent, result: SubmissionResult<string[]>, status: number) {
  return data({ intent, result }, { status });
}

export { clientAction, shouldRevalidate } from "~/utils/submit-failure";

export async function action(args: ActionFunctionArgs) {
  const ctx = await guard(args, { body: {} });
  const intent = ctx.formData.get("intent");
  switch (intent) {
    case "password":
      return changePassword(ctx, ctx.formData);
    default:
      throw data({ message: ctx.t("account.unknownIntent") }, { status: 400 });
  }
}

function accountPath(ctx: Guarded) {
  return localizePath("/account", ctx.locale);
}

/** The upstream's own-password call is open to every logged-in user; it ends the account's other sessions. */
async function changePassword(ctx: Guarded, formData: FormData) {
  const submission = parseWithZod(formData, { schema: PasswordSchema });
  if (submission.status !== "success") return reply("password", submission.reply({ hideFields: PASSWORD_FIELDS }), 400);
  const { current_password, password, password_confirmation } = submission.value;
  const result = await ctx.api.send("POST", "auth/password", { current_password, password, password_confirmation }, messageSchema);
  if (!result.ok) {
    const response = replyWithFailure(submission, result, { hideFields: PASSWORD_FIELDS });
    return reply("password", response.data, response.init?.status ?? 400);
  }
  return redirectWithToast(accountPath(ctx), { type: "success", message: result.data.message });
}

function useReply(intent: Intent): SubmissionResult<string[]> | undefined {
  const actionData = useActionData<typeof action>();
  return actionData && "intent" in actionData && actionData.intent === intent ? actionData.result : undefined;
}

function usePendingIntent(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("intent") === intent;
}

export default function AccountPage() {
  const { t } = useTranslation();
  const { name, email, roleName } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("account.title")}>
        <p className="muted">{t("account.intro")}</p>
      </PageHeader>
      <div className="settings-grid">
        <section className="card" aria-labelledby="account-who">
          <h2 id="account-who">
            <bdi>{name}</bdi>
          </h2>
          <p dir="ltr" className="account-email">
            {email}
          </p>
          <p className="muted">
            {t("account.role")}: <bdi>{roleName}</bdi>
          </p>
        </section>
        <PasswordForm />
      </div>
    </>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const lastResult = useReply("password");
  const pending = usePendingIntent("password");
  const validation = useLazyValidation({
    formId: "account-password",
    loadSchema: () => import("~/schemas/settings").then((m) => m.PasswordSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [form, fields] = useForm({ id: "account-password", lastResult, constraint: SETTINGS_CONSTRAINTS.password, ...validation });
  return (
    <section className="card" aria-labelledby="password-heading">
      <h2 id="password-heading">{t("account.password.heading")}</h2>
      <p className="muted">{t("account.password.endsOthers")}</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormAlert id={form.errorId} errors={form.errors} />
        <CsrfInput />
        <ValidationAnnouncer errors={form.allErrors} />
        <input type="hidden" name="intent" value="password" />
        <Field
          label={t("account.password.current")}
          inputProps={{ ...getInputProps(fields.current_password, { type: "password" }), autoComplete: "current-password", dir: "ltr" }}
          errors={fields.current_password.errors}
        />
        <Field
          label={t("account.password.new")}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password", dir: "ltr" }}
          errors={fields.password.errors}
          hint={t("account.password.hint")}
        />
        <Field
          label={t("account.password.confirmation")}
          inputProps={{ ...getInputProps(fields.password_confirmation, { type: "password" }), autoComplete: "new-password", dir: "ltr" }}
          errors={fields.password_confirmation.errors}
        />
        <div>
          <StatusButton type="submit" pending={pending} pendingLabel={t("common.saving")} disabled={pending} className="button-primary">
            {t("account.password.submit")}
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

export const meta = pageMeta("account.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
