import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Submission } from "@conform-to/react";
import type { z } from "zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { dataSchema, followUpSchema, mutationSchema, records } from "../../contract/schemas";
import { ConflictChoice } from "~/components/conflict-choice";
import { ContactLinks } from "~/components/contact-links";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, FieldShell, FormAlert, SessionLogin, TextareaField, ValidationAnnouncer } from "~/components/forms";
import { STATUSES, StatusBadge, SUB_STATUSES, SubStatusBadge, subStatusTone, type Tone } from "~/components/order-status";
import { PageHeader } from "~/components/page-header";
import { useUnsavedChanges } from "~/components/unsaved-changes";
import { StatusButton } from "~/components/status-button";
import { upstream } from "~/server/api.server";
import { SMALL_FORM_LIMITS } from "~/server/multipart.server";
import { endSession, type AuthedContext } from "~/server/auth.server";
import { guardForm, guardFormPage } from "~/server/guard.server";
import { resumeSession, sessionEndedReply, withSetCookie } from "~/server/session-login.server";
import { formatDateTime, toDateInput } from "~/utils/format";
import { replyWithFailure } from "~/server/forms.server";
import { localizePath, ownOrOther, useLocale, type Locale } from "~/utils/i18n";
import { serverT } from "~/server/i18next.server";
import { pageMeta } from "~/utils/meta";
import { requiredPermission } from "~/utils/permissions";
import { parsePositiveId } from "~/utils/reports";
import { redirectWithToast } from "~/server/toast.server";
import { CsrfInput } from "~/components/csrf-input";
import { FOLLOW_UP_CONSTRAINT } from "~/utils/constraints";
import { useLazyValidation } from "~/utils/lazy-validation";
import { FollowUpSchema } from "~/schemas/follow-up";
import { nowOf } from "~/server/clock.server";
import { nextInQueue, today } from "~/server/follow-ups.server";
import { orders as ordersList } from "~/entities/definitions/orders";
import { LIST_STATE, listPathWithState, listQuery, listStateSuffix } from "~/entities/list-query";
import { carriedQueueState, QUEUE_STATE, queuePath, queueStateSuffix, readQueueState, type QueueState } from "~/utils/queue-state";
import { nextWorkingDay } from "~/utils/working-days";
import { shouldRevalidate as keepAfterNetworkFailure } from "~/utils/submit-failure";
import { useHydrated } from "~/utils/hydrated";
import { needsNextContact, SUB_STATUSES_OF_STATUS, subStatusFits } from "../../contract/orders";

function orderIdOf(params: { id?: string }, locale: Locale): number {
  const id = parsePositiveId(params.id);
  if (id === undefined) throw data({ message: serverT(locale)("errors.notFound") }, { status: 404 });
  return id;
}

/**
 * Where the order page was opened from, carried in its address the way an entity form carries its
 * list (`list`, app/entities/list-query.ts): the follow-up queue with its filters (`queue`), or the
 * orders list with its filters and page (`list`). Only that state travels, re-read by the queue's
 * or the list's own reader: the path is always theirs, so "Back" never leads off the site.
 */
function originOf(url: URL, locale: Locale): { from: "queue" | "orders"; back: string; carry: string; queue: QueueState | null } {
  const queue = carriedQueueState(url.searchParams.get(QUEUE_STATE));
  if (queue) return { from: "queue", back: queuePath(localizePath("/follow-ups", locale), queue), carry: queueStateSuffix(queue), queue };
  const list = url.searchParams.get(LIST_STATE);
  const back = listPathWithState(ordersList, localizePath("/orders", locale), list);
  const carry = typeof list === "string" && list.length <= 2000 ? listStateSuffix(listQuery(ordersList, new URLSearchParams(list)).values) : "";
  return { from: "orders", back, carry, queue: null };
}

export async function loader(args: LoaderFunctionArgs) {
  const { params } = args;
  const gate = await guardFormPage(args, { permission: requiredPermission("orders", "follow") });
  const locale = gate.ended ? gate.locale : gate.ctx.locale;
  const { from, back } = originOf(new URL(args.request.url), locale);
  // The day the form suggests for the next contact: the next working day, by the server's clock.
  const suggestedNextContact = nextWorkingDay(today(nowOf(args.request)));
  const origin = { from, back, suggestedNextContact };
  // The follow-up whose submit found the session ended, shown again (no JavaScript): the form
  // alone, its values from the action's reply, no order read without a token.
  if (gate.ended) return { order: null, orderId: orderIdOf(params, gate.locale), followUps: [], idempotencyKey: crypto.randomUUID(), ...origin };
  const { api } = gate;
  const id = orderIdOf(params, gate.locale);
  const [order, followUps] = await Promise.all([
    api.get(`dashboard/orders/show/${id}`, dataSchema(records.orders)),
    api.get(`dashboard/orders/${id}/follow-ups`, dataSchema(followUpSchema.array())),
  ]);
  return {
    order: order.data,
    orderId: id,
    followUps: followUps.data,
    ...origin,
    // One key per rendering of the form: a double click or a resubmitted form reuses it, so the
    // upstream records the follow-up once.
    idempotencyKey: crypto.randomUUID(),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request, params } = args;
  const permission = requiredPermission("orders", "follow");
  const gate = await guardForm(args, { permission, body: { ...SMALL_FORM_LIMITS, maxFieldBytes: 64 * 1024 } });
  const { locale, formData } = gate;
  const id = orderIdOf(params, locale);
  const submission = parseWithZod(formData, { schema: FollowUpSchema });
  // A session that ended: the form comes back with a login beside it, which the next submit uses.
  let ctx: AuthedContext;
  let setCookie: string | undefined;
  if (gate.ended) {
    const resumed = await resumeSession(request, locale, formData, permission);
    if (!resumed.ok) return sessionEndedReply(submission, resumed);
    ctx = resumed.ctx;
    setCookie = resumed.setCookie;
  } else {
    ctx = gate.ctx;
  }
  const result = await followUp(ctx, id, submission, formData, {
    origin: originOf(new URL(request.url), locale),
    next: formData.get("intent") === NEXT_INTENT,
    day: today(nowOf(request)),
  });
  if (result === SESSION_ENDED) {
    await endSession(request);
    return sessionEndedReply(submission, { status: 401, message: gate.t("forms.sessionEndedForm") });
  }
  return setCookie ? withSetCookie(result, setCookie) : result;
}

const SESSION_ENDED = Symbol("session ended");
/** The submit button that saves and opens the next order of the queue (the other sends `follow-up`). */
const NEXT_INTENT = "follow-up-next";

interface After {
  origin: ReturnType<typeof originOf>;
  /** "Save and next". */
  next: boolean;
  day: string;
}

async function followUp(ctx: AuthedContext, id: number, submission: Submission<z.infer<typeof FollowUpSchema>>, formData: FormData, after: After) {
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const api = upstream(ctx);
  // Someone else followed this order up since the page loaded: nothing is saved until the user
  // has seen the new status and chosen (the form carries the status it was loaded with).
  const seen = [formData.get("_force_status"), formData.get("seen_status")].find((v): v is string => typeof v === "string" && v !== "");
  if (seen) {
    const current = await api.tryGet(`dashboard/orders/show/${id}`, dataSchema(records.orders));
    if (!current.ok && current.kind === "unauthorized") return SESSION_ENDED;
    const now = current.ok ? statusVersion(current.data.data) : seen;
    // Already where this follow-up takes it (its own earlier, resubmitted attempt included): nothing to overwrite.
    const wanted = statusVersion({ status: submission.value.status, sub_status: submission.value.sub_status });
    if (current.ok && now !== seen && now !== wanted) {
      const { status, sub_status } = current.data.data;
      const orderConflict: OrderConflict = { version: statusVersion(current.data.data), status, subStatus: sub_status ?? null };
      return data({ ...submission.reply(), orderConflict }, { status: 409 });
    }
  }
  // The next order is found before this follow-up moves the order within (or out of) the queue.
  const queue = after.origin.queue ?? readQueueState(new URLSearchParams());
  const nextId = after.next ? await nextInQueue(api, queue, after.day, id) : null;
  const value = { ...submission.value, comment: submission.value.comment || undefined };
  // The suggested day left as it was on a follow-up that waits for no call (money time, closed):
  // not a day the moderator chose, so it does not bring a closed order back into the queue.
  if (!needsNextContact(value.sub_status) && value.next_contact_at && value.next_contact_at === formData.get("suggested_next_contact")) {
    value.next_contact_at = undefined;
  }
  const result = await api.send("POST", `dashboard/orders/${id}/follow-ups`, value, mutationSchema(followUpSchema));
  if (!result.ok && result.kind === "unauthorized") return SESSION_ENDED;
  if (!result.ok) {
    if (result.kind === "not_found") throw data({ message: result.message }, { status: 404 });
    return replyWithFailure(submission, result);
  }
  // POST-redirect-GET: a reload shows the page, not a second submission. The order page keeps
  // where it was opened from; "Save and next" opens the next order of the same queue, or the
  // queue itself when none is left.
  const saved = result.data.message;
  if (after.next) {
    const queueSuffix = queueStateSuffix(queue);
    if (nextId !== null)
      return redirectWithToast(`${localizePath(`/orders/${nextId}/request`, ctx.locale)}${queueSuffix}`, { type: "success", message: saved });
    const message = `${saved} ${serverT(ctx.locale)("orders.queue.noneLeft")}`;
    return redirectWithToast(queuePath(localizePath("/follow-ups", ctx.locale), queue), { type: "success", message });
  }
  return redirectWithToast(`${localizePath(`/orders/${id}/request`, ctx.locale)}${after.origin.carry}`, { type: "success", message: saved });
}

/**
 * A 4xx action answer normally skips revalidation with JavaScript; after a status conflict the page
 * must show the order as it is now (the new status, the other follow-up), as it does without JS.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.actionResult && typeof args.actionResult === "object" && "orderConflict" in args.actionResult ? true : keepAfterNetworkFailure(args);
export { clientAction } from "~/utils/submit-failure";

type Order = NonNullable<Awaited<ReturnType<typeof loader>>["order"]>;

interface OrderConflict {
  version: string;
  status: number;
  subStatus: number | null;
}

/** The order's status as the follow-up form saw it: "status-sub_status". */
function statusVersion(order: { status: number; sub_status?: number | null }): string {
  return `${order.status}-${order.sub_status ?? 0}`;
}

export default function OrderRequestPage() {
  const { order, orderId, followUps, from, back } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const lastResult = useActionData<typeof action>();
  if (!order) {
    // Shown after the session ended (no JavaScript): the form with what was sent, and the login.
    const sent = lastResult?.initialValue;
    const status = STATUSES.find((s) => String(s) === sent?.status) ?? STATUSES[0];
    const subStatus = SUB_STATUSES.find((n) => String(n) === sent?.sub_status) ?? null;
    return (
      <>
        <PageHeader title={t("orders.request.title", { id: orderId })} />
        <FollowUpForm order={{ id: orderId, status, sub_status: subStatus }} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t("orders.request.title", { id: order.id })}
        actions={
          <>
            <Link to={localizePath(`/orders/${order.id}/history`, locale)} className="button">
              {t("forms.historyLink")}
            </Link>
            <Link to={back} className="button">
              {t(from === "queue" ? "orders.request.backToQueue" : "orders.request.back")}
            </Link>
          </>
        }
      >
        <p className="order-badges">
          <StatusBadge status={order.status} /> <SubStatusBadge subStatus={order.sub_status} />
        </p>
      </PageHeader>
      {/* On a phone the contact buttons, the follow-up form and the latest follow-ups come first,
          the order's details last (nothing between them takes the keyboard's focus). */}
      <div className="order-layout">
        <div className="stack">
          <section className="card order-contact" aria-labelledby="contact-heading">
            <h2 id="contact-heading">{t("orders.request.contact.heading")}</h2>
            <ContactLinks orderId={order.id} mobile={order.mobile} email={order.email} />
          </section>
          <OrderDetails order={order} locale={locale} />
        </div>
        <div className="stack">
          {/* Remount after each saved follow-up so the form starts empty again. */}
          <FollowUpForm key={followUps.length} order={order} />
          <Timeline followUps={followUps} />
        </div>
      </div>
    </>
  );
}

function OrderDetails({ order, locale }: { order: Order; locale: Locale }) {
  const { t } = useTranslation();
  const pick = (ar: string, en: string) => ownOrOther(locale, ar, en);
  // Customer-typed text may be in either language: isolate it so punctuation lands right.
  const text = (value: string | null | undefined) => (value ? <bdi>{value}</bdi> : none);
  const none = <span className="muted">{t("orders.request.none")}</span>;
  const rows: Array<[string, ReactNode]> = [
    ["title", t(`orders.request.titles.${order.title}`)],
    ["name", text(order.name)],
    [
      "mobile",
      <bdi dir="ltr" key="m">
        {order.mobile}
      </bdi>,
    ],
    [
      "email",
      order.email ? (
        <bdi dir="ltr" key="e">
          {order.email}
        </bdi>
      ) : (
        none
      ),
    ],
    ["country", order.country ? pick(order.country.name_ar, order.country.name_en) : none],
    ["city", text(order.city)],
    [
      "code",
      order.code ? (
        <bdi dir="ltr" key="c">
          {order.code}
        </bdi>
      ) : (
        none
      ),
    ],
    ["shortDescription", text(order.short_description)],
    ["service", order.service ? pick(order.service.title_ar, order.service.title_en) : none],
    [
      "message",
      order.message ? (
        <bdi className="pre-line" key="msg">
          {order.message}
        </bdi>
      ) : (
        none
      ),
    ],
    ["source", order.source ? pick(order.source.name_ar, order.source.name_en) : none],
    ["status", <StatusBadge key="s" status={order.status} />],
    ["subStatus", <SubStatusBadge key="ss" subStatus={order.sub_status} />],
    ["moderator", order.moderator ? <bdi key="mod">{order.moderator.name}</bdi> : <span className="muted">{t("orders.request.noModerator")}</span>],
    [
      "createdAt",
      <time key="t" dateTime={order.created_at} dir="ltr">
        {formatDateTime(order.created_at)}
      </time>,
    ],
  ];
  return (
    <section className="card order-details" aria-labelledby="details-heading">
      <h2 id="details-heading">{t("orders.request.details")}</h2>
      <dl className="details-list">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`orders.request.fields.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

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

function FollowUpForm({ order }: { order: Pick<Order, "id" | "status" | "sub_status"> }) {
  const { t, i18n } = useTranslation();
  const { idempotencyKey, suggestedNextContact } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const orderConflict = lastResult && "orderConflict" in lastResult ? (lastResult.orderConflict as OrderConflict) : undefined;
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
    loadSchema: () => import("~/schemas/follow-up").then((m) => m.FollowUpSchema),
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
        <input type="hidden" name="suggested_next_contact" value={suggestedNextContact} />
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
          hint={t("orders.request.form.nextContactHint")}
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

function Timeline({ followUps }: { followUps: Awaited<ReturnType<typeof loader>>["followUps"] }) {
  const { t } = useTranslation();
  return (
    <section className="card order-timeline" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">{t("orders.request.timeline.heading")}</h2>
      <p className="muted">{t("orders.request.timeline.order")}</p>
      {followUps.length === 0 ? (
        <p>{t("orders.request.timeline.empty")}</p>
      ) : (
        <ol className="timeline" aria-label={t("orders.request.timeline.heading")}>
          {/* Newest first: the latest call is what the moderator needs before the next one. */}
          {[...followUps].reverse().map((f) => (
            <li key={f.id} className="timeline-item" data-follow-up={f.id}>
              <p className="timeline-head">
                <strong>
                  <bdi>{f.user.name}</bdi>
                </strong>{" "}
                <time dateTime={f.created_at} dir="ltr" className="muted">
                  {formatDateTime(f.created_at)}
                </time>
              </p>
              <p className="order-badges">
                <StatusBadge status={f.status} /> <SubStatusBadge subStatus={f.sub_status} />
              </p>
              {f.comment ? (
                <p>
                  <bdi className="pre-line">{f.comment}</bdi>
                </p>
              ) : null}
              {f.next_contact_at ? (
                <p className="muted">
                  {t("orders.request.timeline.nextContact")}{" "}
                  <time dateTime={f.next_contact_at} dir="ltr">
                    {toDateInput(f.next_contact_at)}
                  </time>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export const meta = pageMeta("orders.request.metaTitle");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
