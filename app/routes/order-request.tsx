import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { ContactLinks } from "~/components/contact-links";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { STATUSES, StatusBadge, SUB_STATUSES, SubStatusBadge } from "~/components/order-status";
import { PageHeader } from "~/components/page-header";
import { OrderDetails, Timeline } from "~/orders/request-details";
import { FollowUpForm } from "~/orders/request-form";
import { loadOrderRequest, saveFollowUp } from "~/orders/request.server";
import { localizePath, useLocale } from "~/utils/i18n/locale";
import { pageMeta } from "~/utils/meta";
import { shouldRevalidate as keepAfterNetworkFailure } from "~/utils/submit-failure";
import { useTranslation } from "~/utils/i18n/translation";

// The order's page: its details, the contact buttons, the follow-up form and the follow-ups so far.
// The server's work is in app/orders/request.server.ts, the parts in app/orders/request-*.tsx.

export function loader(args: LoaderFunctionArgs) {
  return loadOrderRequest(args);
}

export function action(args: ActionFunctionArgs) {
  return saveFollowUp(args);
}

/**
 * A 4xx action answer normally skips revalidation with JavaScript; after a status conflict the page
 * must show the order as it is now (the new status, the other follow-up), as it does without JS.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.actionResult && typeof args.actionResult === "object" && "orderConflict" in args.actionResult ? true : keepAfterNetworkFailure(args);
export { clientAction } from "~/utils/submit-failure";

export default function OrderRequestPage() {
  const { order, orderId, followUps, from, back, idempotencyKey, suggestedNextContact, today } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const lastResult = useActionData<typeof action>();
  const formProps = { idempotencyKey, suggestedNextContact, today, lastResult };
  if (!order) {
    // Shown after the session ended (no JavaScript): the form with what was sent, and the login.
    const sent = lastResult?.initialValue;
    const status = STATUSES.find((s) => String(s) === sent?.status) ?? STATUSES[0];
    const subStatus = SUB_STATUSES.find((n) => String(n) === sent?.sub_status) ?? null;
    return (
      <>
        <PageHeader title={t("orders.request.title", { id: orderId })} />
        <FollowUpForm order={{ id: orderId, status, sub_status: subStatus }} {...formProps} />
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
          <FollowUpForm key={followUps.length} order={order} {...formProps} />
          <Timeline followUps={followUps} />
        </div>
      </div>
    </>
  );
}

export const meta = pageMeta("orders.request.metaTitle");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
