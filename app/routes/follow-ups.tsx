import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ResourceRecord } from "../../contract/schemas";
import { useTranslation } from "~/utils/i18n/translation";
import { CompactContactLinks } from "~/components/contact-links";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StatusBadge, SubStatusBadge } from "~/components/order-status";
import { PageHeader } from "~/components/page-header";
import { DirArrow } from "~/components/dir-arrow";
import { nowOf } from "~/server/clock.server";
import { loadModerators, loadQueue, today, type GroupPage, type Part } from "~/server/follow-ups.server";
import { guard } from "~/server/guard.server";
import { formatDay, formatNumber, toDateInput } from "~/utils/format";
import { localizePath, ownOrOther, useLocale } from "~/utils/i18n/locale";
import { pageMeta } from "~/utils/meta";
import { FOLLOW } from "~/utils/permissions";
import { QUEUE_GROUPS, QUEUE_PAGE_SIZE, queueSearchWithPage, queueStateSuffix, readQueueState, type QueueGroup, type QueueState } from "~/utils/queue-state";
import { daysBetween } from "~/utils/working-days";

type Order = ResourceRecord<"orders">;

/**
 * `/follow-ups?moderator=&sort=due|age&{group}_page=`: for the staff who call customers back
 * (`follow_orders`). Four groups (overdue, due today, no date set, new), each paged on its own
 * with its total kept.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api } = await guard(args, { permission: FOLLOW });
  const state = readQueueState(new URL(args.request.url).searchParams);
  const day = today(nowOf(args.request));
  const [queue, moderators] = await Promise.all([loadQueue(api, state, day), loadModerators(api)]);
  return { state, day, queue, moderators };
}

const GROUP_TITLES: Record<QueueGroup, string> = {
  overdue: "orders.queue.overdue",
  today: "orders.queue.today",
  undated: "orders.queue.undated",
  fresh: "orders.queue.fresh",
};

export default function FollowUpQueue() {
  const { state, day, queue, moderators } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("orders.queue.title")}>
        <p className="muted queue-intro">{t("orders.queue.intro")}</p>
      </PageHeader>
      {/* A GET form: each choice is an address of its own, without JavaScript too. */}
      <Form method="get" className="queue-filters" aria-label={t("orders.queue.title")}>
        <label className="field">
          <span className="field-label">{t("orders.queue.whose")}</span>
          <select name="moderator" defaultValue={state.moderator} key={`m-${state.moderator}`}>
            <option value="">{t("orders.queue.everyone")}</option>
            <option value="me">{t("orders.queue.mine")}</option>
            {moderators.map((m) => (
              <option key={m.id} value={String(m.id)}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">{t("orders.queue.sort")}</span>
          <select name="sort" defaultValue={state.sort} key={`s-${state.sort}`}>
            <option value="due">{t("orders.queue.sortDue")}</option>
            <option value="age">{t("orders.queue.sortAge")}</option>
          </select>
        </label>
        <button type="submit" className="button">
          {t("orders.queue.apply")}
        </button>
      </Form>
      {QUEUE_GROUPS.map((group) => (
        <PartOf key={group} part={queue[group]} group={group}>
          {(value) => <Group group={group} page={value} state={state} day={day} />}
        </PartOf>
      ))}
    </>
  );
}

function PartOf<T>({ part, group, children }: { part: Part<T>; group: QueueGroup; children: (value: T) => ReactNode }) {
  const { t } = useTranslation();
  if (part.state === "ok") return <>{children(part.value)}</>;
  return (
    <section className="card queue-group" aria-labelledby={`queue-${group}`} data-group={group}>
      <h2 id={`queue-${group}`}>{t(GROUP_TITLES[group])}</h2>
      <p className={part.state === "failed" ? "failed-note" : "muted"} role="status">
        {part.state === "failed" ? t("orders.queue.failed", { reason: part.message }) : t("orders.queue.unsupported")}
      </p>
    </section>
  );
}

/** When an order is due, as its row says it: days overdue, today, no date, or when it arrived. */
function When({ order, day }: { order: Order; day: string }) {
  const { t } = useTranslation();
  const next = order.next_contact_at;
  if (next) {
    const late = daysBetween(next, day);
    if (late > 0)
      return (
        <span className="queue-late" title={next}>
          {t("orders.queue.overdueDays", { count: late })}
        </span>
      );
    return (
      <time dateTime={next} dir="ltr">
        {next === day ? t("orders.queue.dueToday") : toDateInput(next)}
      </time>
    );
  }
  if (order.status === 1 && !order.sub_status) {
    return (
      <span className="muted">
        {t("orders.queue.received")}{" "}
        <time dateTime={order.created_at} dir="ltr">
          {formatDay(order.created_at)}
        </time>
      </span>
    );
  }
  return <span className="muted">{t("orders.queue.noDate")}</span>;
}

function Group({ group, page, state, day }: { group: QueueGroup; page: GroupPage; state: QueueState; day: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = t(GROUP_TITLES[group]);
  const orders = page.orders;
  // Each order link carries the queue's state: "Back" and "Save and next" return to this queue.
  const orderHref = (order: Order) => `${localizePath(`/orders/${order.id}/request`, locale)}${queueStateSuffix(state)}`;
  const service = (order: Order) => (order.service ? ownOrOther(locale, order.service.title_ar, order.service.title_en) : "");
  return (
    <section className="card queue-group" aria-labelledby={`queue-${group}`} data-group={group}>
      <h2 id={`queue-${group}`}>
        {title} <span className="count-badge">{formatNumber(page.total, locale)}</span>
      </h2>
      {group === "fresh" && state.moderator ? <p className="muted">{t("orders.queue.freshAll")}</p> : null}
      {orders.length === 0 ? (
        <p className="muted">{t("orders.queue.empty")}</p>
      ) : (
        // One table, drawn once: on a laptop a table, on a phone each row a compact card (CSS), the whole row opening the order.
        <div className="table-wrap queue-table-wrap">
          <table className="queue-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t("orders.queue.name")}</th>
                <th scope="col">{t("orders.queue.service")}</th>
                <th scope="col">{t("orders.queue.subStatus")}</th>
                <th scope="col">{t("orders.queue.due")}</th>
                <th scope="col">{t("orders.queue.lastComment")}</th>
                <th scope="col">{t("orders.queue.contact")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id} data-order={order.id}>
                  <th scope="row" className="queue-cell-name">
                    <Link to={orderHref(order)} className="queue-name">
                      <bdi>{order.name}</bdi>
                    </Link>
                  </th>
                  <td className="queue-cell-service">{service(order)}</td>
                  <td className="queue-cell-status">
                    <SubStatusOrStatus order={order} />
                  </td>
                  <td className="queue-cell-due">
                    <When order={order} day={day} />
                  </td>
                  <td className="queue-comment">
                    {order.last_comment ? <bdi className="pre-line">{order.last_comment}</bdi> : <span className="muted">{t("orders.queue.noComment")}</span>}
                  </td>
                  <td className="queue-cell-contact">
                    <CompactContactLinks orderId={order.id} mobile={order.mobile} email={order.email} name={order.name} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page.lastPage > 1 ? <GroupPages group={group} title={title} page={page} state={state} /> : null}
    </section>
  );
}

/** A group's own pages (the other groups stay on theirs): previous, where this page is, next. */
function GroupPages({ group, title, page, state }: { group: QueueGroup; title: string; page: GroupPage; state: QueueState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const from = (page.page - 1) * QUEUE_PAGE_SIZE + 1;
  const to = Math.min(page.total, page.page * QUEUE_PAGE_SIZE);
  const href = (n: number) => queueSearchWithPage(state, group, n);
  return (
    <nav className="pagination queue-pages" aria-label={t("orders.queue.pages", { group: title })}>
      <p className="muted">{t("list.range", { from: formatNumber(from, locale), to: formatNumber(to, locale), total: formatNumber(page.total, locale) })}</p>
      <ul>
        <li>
          {page.page > 1 ? (
            <Link to={href(page.page - 1)} rel="prev" preventScrollReset>
              <DirArrow way="back" />
              {t("list.previous")}
            </Link>
          ) : (
            <span aria-disabled="true">
              <DirArrow way="back" />
              {t("list.previous")}
            </span>
          )}
        </li>
        <li>
          <span aria-current="page">{t("list.pageN", { n: page.page })}</span>
        </li>
        <li>
          {page.page < page.lastPage ? (
            <Link to={href(page.page + 1)} rel="next" preventScrollReset>
              {t("list.next")}
              <DirArrow way="forward" />
            </Link>
          ) : (
            <span aria-disabled="true">
              {t("list.next")}
              <DirArrow way="forward" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

function SubStatusOrStatus({ order }: { order: Order }) {
  return order.sub_status ? <SubStatusBadge subStatus={order.sub_status} /> : <StatusBadge status={order.status} />;
}

export const meta = pageMeta("orders.queue.title");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
