import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ResourceRecord } from "../../contract/schemas";
import { useTranslation } from "~/utils/translation";
import { ContactLinks } from "~/components/contact-links";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StatusBadge, SubStatusBadge } from "~/components/order-status";
import { PageHeader } from "~/components/page-header";
import { nowOf } from "~/server/clock.server";
import { loadQueue, today, type Part } from "~/server/follow-ups.server";
import { guard } from "~/server/guard.server";
import { formatDateTime, formatNumber } from "~/utils/format";
import { localizePath, ownOrOther, useLocale } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { FOLLOW } from "~/utils/permissions";

type Order = ResourceRecord<"orders">;

/** `/follow-ups?who=mine|everyone`: for the staff who call customers back (`follow_orders`). */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = await guard(args, { permission: FOLLOW });
  const mine = new URL(args.request.url).searchParams.get("who") === "mine";
  const day = today(nowOf(args.request));
  return { mine, day, ...(await loadQueue(api, { mine, day })) };
}

export default function FollowUpQueue() {
  const { mine, day, due, fresh } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const here = localizePath("/follow-ups", locale);
  return (
    <>
      <PageHeader title={t("orders.queue.title")}>
        <p className="muted">{t("orders.queue.intro")}</p>
      </PageHeader>
      {/* Links, not a form: each choice is a page of its own, without JavaScript too. */}
      <nav className="segmented" aria-label={t("orders.queue.whose")}>
        <span className="muted">{t("orders.queue.whose")}</span>
        <Link to={here} aria-current={mine ? undefined : "page"} className="button button-small">
          {t("orders.queue.everyone")}
        </Link>
        <Link to={`${here}?who=mine`} aria-current={mine ? "page" : undefined} className="button button-small">
          {t("orders.queue.mine")}
        </Link>
      </nav>
      <PartOf part={due}>
        {(queue) => (
          <>
            <Group id="overdue" title={t("orders.queue.overdue")} orders={queue.overdue} day={day} />
            <Group id="today" title={t("orders.queue.today")} orders={queue.today} day={day} />
            {queue.dueTotal > queue.overdue.length + queue.today.length ? (
              <p className="muted">{t("orders.queue.more", { count: queue.dueTotal - queue.overdue.length - queue.today.length })}</p>
            ) : null}
          </>
        )}
      </PartOf>
      <PartOf part={fresh}>{(value) => <Group id="fresh" title={t("orders.queue.fresh")} orders={value.orders} total={value.total} day={day} />}</PartOf>
    </>
  );
}

function PartOf<T>({ part, children }: { part: Part<T>; children: (value: T) => ReactNode }) {
  const { t } = useTranslation();
  if (part.state === "ok") return <>{children(part.value)}</>;
  return (
    <p className={part.state === "failed" ? "card failed-note" : "card"} role="status">
      {part.state === "failed" ? t("orders.queue.failed", { reason: part.message }) : t("orders.queue.unsupported")}
    </p>
  );
}

function Group({ id, title, orders, total, day }: { id: string; title: string; orders: Order[]; total?: number; day: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = total ?? orders.length;
  return (
    <section className="card queue-group" aria-labelledby={`queue-${id}`} data-group={id}>
      <h2 id={`queue-${id}`}>
        {title} <span className="count-badge">{formatNumber(count, locale)}</span>
      </h2>
      {orders.length === 0 ? (
        <p className="muted">{t("orders.queue.empty")}</p>
      ) : (
        <ul className="queue-list">
          {orders.map((order) => (
            <li key={order.id} className="queue-row">
              <div className="queue-main">
                <Link to={localizePath(`/orders/${order.id}/request`, locale)} className="queue-name">
                  <bdi>{order.name}</bdi>
                </Link>
                <span className="muted">{order.service ? ownOrOther(locale, order.service.title_ar, order.service.title_en) : null}</span>
                <span className="order-badges">
                  {order.sub_status ? <SubStatusBadge subStatus={order.sub_status} /> : <StatusBadge status={order.status} />}
                </span>
              </div>
              <dl className="queue-facts">
                <div>
                  <dt>{order.next_contact_at ? t("orders.queue.due") : t("fields.created_at")}</dt>
                  <dd>
                    {order.next_contact_at ? (
                      <time dateTime={order.next_contact_at} dir="ltr" className={order.next_contact_at < day ? "queue-late" : undefined}>
                        {order.next_contact_at}
                      </time>
                    ) : (
                      <time dateTime={order.created_at} dir="ltr">
                        {formatDateTime(order.created_at)}
                      </time>
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{t("orders.queue.lastComment")}</dt>
                  <dd>
                    {order.last_comment ? <bdi className="pre-line">{order.last_comment}</bdi> : <span className="muted">{t("orders.queue.noComment")}</span>}
                  </dd>
                </div>
              </dl>
              <ContactLinks orderId={order.id} mobile={order.mobile} email={order.email} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const meta = pageMeta("orders.queue.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
