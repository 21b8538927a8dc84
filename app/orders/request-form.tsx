import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { needsNextContact, SUB_STATUSES_OF_STATUS, subStatusFits } from "../../contract/orders";
import { ConflictChoice } from "~/components/conflict-choice";
import { CsrfInput } from "~/components/csrf-input";
import { ErrorList, Field, FieldShell, FormAlert, SessionLogin, TextareaField, ValidationAnnouncer } from "~/components/forms";
import { STATUSES, SUB_STATUSES, subStatusTone, type Tone } from "~/components/order-status";
import { StatusButton } from "~/components/status-button";
import { useUnsavedChanges } from "~/components/unsaved-changes";
import { FOLLOW_UP_CONSTRAINT } from "~/utils/constraints";
import { readTypedDate } from "~/utils/input-rules";
import { isWorkingDay } from "~/utils/working-days";
import { useHydrated } from "~/utils/hooks/hydrated";
import { useLazyValidation } from "~/utils/hooks/lazy-validation";
import { useTranslation } from "~/utils/i18n/translation";
import { NEXT_INTENT, statusVersion, type OrderConflict } from "./request";

const TONE_ORDER: Tone[] = ["amber", "green", "red"];
const TONE_GROUP: Record<Tone, string> = { amber: "followUp", green: "moneyTime", red: "closed" };

/**
 * Brings a refused follow-up's first error into view: the form's alert at the top of the view (when
 * the error fits below it) and focus on the first invalid field.
 */
function revealFirstError(form: HTMLFormElement) {
  const alert = form.querySelector<HTMLElement>(".form-alert");
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]:not([type="hidden"])');
  alert?.scrollIntoView({ block: "start" });
  if (!field) return;
  field.focus({ preventScroll: true });
  const box = field.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) field.scrollIntoView({ block: "center" });
}

/** The action's reply to the form: conform's, with the order's new status after a conflict. */
type FollowUpReply = SubmissionResult<string[]> & { orderConflict?: OrderConflict };

interface FollowUpFormProps {
  order: { id: number; status: number; sub_status?: number | null };
  /** One key per rendering of the form (the loader's). */
  idempotencyKey: string;
  suggestedNextContact: string;
  /** Today in the company's zone: the next contact may not be before it. */
  today: string;
  lastResult: FollowUpReply | undefined;
}

export function FollowUpForm({ order, idempotencyKey, suggestedNextContact, today, lastResult }: FollowUpFormProps) {
  const { t, i18n } = useTranslation();
  const orderConflict = lastResult?.orderConflict;
  // Kept from the submission after a conflict: the loader has the new status by then.
  const sentSeen = lastResult?.initialValue?.seen_status;
  const seen = typeof sentSeen === "string" && sentSeen ? sentSeen : statusVersion(order);
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  // Which of the two buttons sent it (the session login's own button sends neither).
  const sendingNext = pending && navigation.formData?.get("intent") === NEXT_INTENT;
  // The follow-up is checked on the server always, in the browser once its schema has loaded.
  const validation = useLazyValidation({
    formId: `follow-up-${order.id}`,
    loadSchema: () => import("~/schemas/follow-up").then((m) => m.followUpSchemaFor(today)),
    shouldValidate: "onSubmit",
    // Not onBlur: an error vanishing on blur moves the button away from under the pointer
    // between mousedown and mouseup, and the click is lost.
    shouldRevalidate: "onInput",
  });
  const [form, fields] = useForm({
    id: `follow-up-${order.id}`,
    lastResult,
    constraint: FOLLOW_UP_CONSTRAINT,
    defaultValue: {
      status: String(order.status),
      sub_status: order.sub_status ? String(order.sub_status) : "",
      // The next working day, suggested unless the order already waits for no call.
      next_contact_at: order.sub_status && !needsNextContact(order.sub_status) ? "" : suggestedNextContact,
    },
    ...validation,
  });
  // After a failure the same key is sent again: if the upstream did record the first attempt
  // (a timeout after it saved), the retry is not recorded twice.
  const submittedKey = lastResult?.initialValue?.idempotency_key;
  const key = typeof submittedKey === "string" && submittedKey ? submittedKey : idempotencyKey;
  const subId = fields.sub_status.id;
  // With JavaScript the sub-status offers only what goes with the chosen status; without it every
  // group says which statuses it goes with, and the server refuses a pair that does not.
  const hydrated = useHydrated();
  const chosenStatus = Number(fields.status.value ?? order.status);
  const chosenSub = fields.sub_status.value ?? order.sub_status ?? "";
  const orList = new Intl.ListFormat(i18n.language, { type: "disjunction" });
  const groupLabel = (tone: Tone) => {
    const statuses = STATUSES.filter((s) => SUB_STATUSES.some((n) => subStatusTone(n) === tone && subStatusFits(s, n)));
    const names = orList.format(statuses.map((s) => t(`orders.status.${s}`)));
    return `${t(`orders.request.form.groups.${TONE_GROUP[tone]}`)} (${t("orders.request.form.goesWith", { statuses: names })})`;
  };
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(formRef, Boolean(orderConflict));
  // The server refused it (with JavaScript): its first error into view, as after a refused check in the page.
  useEffect(() => {
    if (lastResult?.status === "error" && formRef.current) revealFirstError(formRef.current);
  }, [lastResult]);
  // A Friday or Saturday is allowed, and said (as it is typed with JavaScript; from the answer without).
  const typedDay = readTypedDate(fields.next_contact_at.value);
  const dayOff = typedDay !== undefined && !isWorkingDay(typedDay);
  const invalidFields = [fields.status, fields.sub_status, fields.comment, fields.next_contact_at].filter((f) => f.errors?.length).length;
  const formProps = getFormProps(form);
  return (
    <section className="card order-follow-up" aria-labelledby="follow-up-heading" id="follow-up">
      <h2 id="follow-up-heading">{t("orders.request.form.heading")}</h2>
      <Form
        ref={formRef}
        method="post"
        // Without JavaScript the answer (a refused follow-up) lands on the form, not the page's top.
        action={`${pathname}${search}${hydrated ? "" : "#follow-up"}`}
        {...formProps}
        onSubmit={(event) => {
          formProps.onSubmit(event);
          if (!event.defaultPrevented || (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === "__intent__") return;
          const element = event.currentTarget;
          // After React has rendered the errors.
          setTimeout(() => revealFirstError(element), 0);
        }}
        className="stack"
      >
        <FormAlert id={form.errorId} errors={form.errors} />
        {invalidFields ? <p className="form-alert follow-up-alert">{t("formCheck.invalid", { count: invalidFields })}</p> : null}
        <SessionLogin result={lastResult} errors={form.errors} />
        <CsrfInput />
        <ValidationAnnouncer errors={form.allErrors} />
        <input type="hidden" name="idempotency_key" value={key} />
        <input type="hidden" name="seen_status" value={seen} />
        {orderConflict ? (
          <ConflictChoice
            title={t("conflict.orderTitle")}
            heading="h3"
            reloadTo={pathname}
            keepLabel={t("conflict.orderKeep")}
            applyLabel={t("conflict.orderApply")}
            forceName="_force_status"
            forceValue={orderConflict.version}
          >
            <p>
              {t("conflict.orderText", {
                status: `${t(`orders.status.${orderConflict.status}`)}${orderConflict.subStatus ? ` — ${t(`orders.subStatus.${orderConflict.subStatus}`)}` : ""}`,
              })}
            </p>
          </ConflictChoice>
        ) : null}
        <div className="form-grid">
          <FieldShell label={t("orders.request.form.status")} id={fields.status.id} errorId={fields.status.errorId} errors={fields.status.errors} required>
            <select
              {...getSelectProps(fields.status)}
              aria-invalid={fields.status.errors?.length ? true : undefined}
              aria-describedby={fields.status.errors?.length ? fields.status.errorId : undefined}
              onChange={(event) => {
                // A sub-status that no longer fits is cleared (or, when one fits alone, chosen), at
                // once in the page, so that a choice made right after is never overwritten.
                const status = Number(event.currentTarget.value);
                const sub = event.currentTarget.form?.elements.namedItem(fields.sub_status.name);
                if (!(sub instanceof HTMLSelectElement) || subStatusFits(status, Number(sub.value))) return;
                const only = SUB_STATUSES_OF_STATUS[status];
                sub.value = only?.length === 1 ? String(only[0]) : "";
                sub.dispatchEvent(new Event("input", { bubbles: true }));
                sub.dispatchEvent(new Event("change", { bubbles: true }));
              }}
            >
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`orders.status.${s}`)}
                </option>
              ))}
            </select>
          </FieldShell>
          <FieldShell label={t("orders.request.form.subStatus")} id={subId} errorId={fields.sub_status.errorId} errors={fields.sub_status.errors} required>
            <select
              {...getSelectProps(fields.sub_status)}
              aria-invalid={fields.sub_status.errors?.length ? true : undefined}
              aria-describedby={fields.sub_status.errors?.length ? fields.sub_status.errorId : undefined}
              onChange={(event) => {
                // The suggested day comes with a follow-up sub-status and goes (when left as it
                // was) with one that waits for no call; a day the moderator typed stays.
                const date = event.currentTarget.form?.elements.namedItem(fields.next_contact_at.name);
                if (!(date instanceof HTMLInputElement)) return;
                const needs = needsNextContact(event.currentTarget.value);
                const value = needs && !date.value ? suggestedNextContact : !needs && date.value === suggestedNextContact ? "" : null;
                if (value === null) return;
                Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(date, value);
                date.dispatchEvent(new Event("input", { bubbles: true }));
              }}
            >
              <option value="">{t("forms.choose")}</option>
              {TONE_ORDER.map((tone) => (
                <optgroup key={tone} label={groupLabel(tone)}>
                  {SUB_STATUSES.filter((n) => subStatusTone(n) === tone).map((n) => (
                    <option key={n} value={n} disabled={hydrated && !subStatusFits(chosenStatus, n)}>
                      {t(`orders.subStatus.${n}`)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </FieldShell>
        </div>
        <TextareaField
          label={t("orders.request.form.comment")}
          textareaProps={{ ...getTextareaProps(fields.comment), rows: 4 }}
          errors={fields.comment.errors}
        />
        <Field
          label={t("orders.request.form.nextContact")}
          // Required with a follow-up sub-status: marked as it is chosen (with JavaScript); without
          // it the server decides, so a closing choice made after loading is never blocked.
          inputProps={{ ...getInputProps(fields.next_contact_at, { type: "text" }), required: hydrated && needsNextContact(chosenSub) }}
          hint={
            <>
              {t("orders.request.form.nextContactHint")}
              {dayOff ? <strong className="day-off-note"> {t("orders.request.form.dayOff")}</strong> : null}
            </>
          }
          date
          errors={fields.next_contact_at.errors}
        />
        <ErrorList errors={fields.idempotency_key.errors} />
        <div className="form-actions">
          <StatusButton
            type="submit"
            name="intent"
            value="follow-up"
            pending={pending && !sendingNext}
            pendingLabel={t("orders.request.form.submitting")}
            className="button-primary"
            // With JavaScript, a second click while the first is on its way does nothing.
            disabled={pending}
          >
            {t("orders.request.form.submit")}
          </StatusButton>
          <StatusButton
            type="submit"
            name="intent"
            value={NEXT_INTENT}
            pending={sendingNext}
            pendingLabel={t("orders.request.form.submitting")}
            disabled={pending}
          >
            {t("orders.request.form.submitNext")}
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}
