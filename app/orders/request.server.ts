import { parseWithZod } from "@conform-to/zod/v4";
import type { Submission } from "@conform-to/react";
import type { z } from "zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { dataSchema, followUpSchema, mutationSchema, records } from "../../contract/schemas";
import { needsNextContact } from "../../contract/orders";
import { upstream } from "~/server/api.server";
import { SMALL_FORM_LIMITS } from "~/server/multipart.server";
import { endSession, type AuthedContext } from "~/server/auth.server";
import { guardForm, guardFormPage } from "~/server/guard.server";
import { resumeSession, sessionEndedReply, withSetCookie } from "~/server/session-login.server";
import { refusedForm, replyWithFailure } from "~/server/forms.server";
import { serverT } from "~/server/i18next.server";
import { redirectWithToast } from "~/server/toast.server";
import { nowOf } from "~/server/clock.server";
import { nextInQueue, today } from "~/server/follow-ups.server";
import { localizePath, type Locale } from "~/utils/i18n/locale";
import { requiredPermission } from "~/utils/permissions";
import { parsePositiveId } from "~/utils/reports";
import { carriedQueueState, QUEUE_STATE, queuePath, queueStateSuffix, readQueueState, type QueueState } from "~/utils/queue-state";
import { nextWorkingDay } from "~/utils/working-days";
import { followUpSchemaFor, type FollowUpSchema } from "~/schemas/follow-up";
import { orders as ordersList } from "~/entities/definitions/orders";
import { LIST_STATE, listPathWithState, listQuery, listStateSuffix } from "~/entities/list-query";
import { NEXT_INTENT, statusVersion, type OrderConflict } from "./request";

/** The order page's server side: the order with its follow-ups, and the follow-up's save. */

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

/** The order, its follow-ups and where the page was opened from. */
export async function loadOrderRequest(args: LoaderFunctionArgs) {
  const { params } = args;
  const gate = await guardFormPage(args, { permission: requiredPermission("orders", "follow") });
  const locale = gate.ended ? gate.locale : gate.ctx.locale;
  const { from, back } = originOf(new URL(args.request.url), locale);
  // Today in the company's zone: no next contact before it; the form suggests the next working day.
  const day = today(nowOf(args.request));
  const suggestedNextContact = nextWorkingDay(day);
  const origin = { from, back, suggestedNextContact, today: day };
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

const SESSION_ENDED = Symbol("session ended");

/** Records a follow-up; a session that ended on the way gets the login beside the form. */
export async function saveFollowUp(args: ActionFunctionArgs) {
  const { request, params } = args;
  const permission = requiredPermission("orders", "follow");
  const gate = await guardForm(args, { permission, body: { ...SMALL_FORM_LIMITS, maxFieldBytes: 64 * 1024 } });
  const { locale, formData } = gate;
  const id = orderIdOf(params, locale);
  const day = today(nowOf(request));
  const submission = parseWithZod(formData, { schema: followUpSchemaFor(day) });
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
    day,
  });
  if (result === SESSION_ENDED) {
    await endSession(request);
    return sessionEndedReply(submission, { status: 401, message: gate.t("forms.sessionEndedForm") });
  }
  return setCookie ? withSetCookie(result, setCookie) : result;
}

interface After {
  origin: ReturnType<typeof originOf>;
  /** "Save and next". */
  next: boolean;
  day: string;
}

async function followUp(ctx: AuthedContext, id: number, submission: Submission<z.infer<typeof FollowUpSchema>>, formData: FormData, after: After) {
  if (submission.status !== "success") return refusedForm(submission);
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
  // A follow-up that waits for no call (money time, closed) keeps no day: a closed order never
  // comes back into the queue.
  if (!needsNextContact(value.sub_status)) value.next_contact_at = undefined;
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
