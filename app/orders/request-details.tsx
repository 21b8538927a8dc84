import type { ReactNode } from "react";
import type { FollowUp, ResourceRecord } from "../../contract/schemas";
import { StatusBadge, SubStatusBadge } from "~/components/order-status";
import { formatDateTime, toDateInput } from "~/utils/format";
import { ownOrOther, type Locale } from "~/utils/i18n/locale";
import { useTranslation } from "~/utils/i18n/translation";
import { isWorkingDay } from "~/utils/working-days";

/** The order page's reading parts: the order's details and its follow-ups, newest first. */

export type Order = ResourceRecord<"orders">;

export function OrderDetails({ order, locale }: { order: Order; locale: Locale }) {
  const { t } = useTranslation();
  const pick = (ar: string, en: string) => ownOrOther(locale, ar, en);
  // Customer-typed text may be in either language: isolate it so punctuation lands right.
  const text = (value: string | null | undefined) => (value ? <bdi>{value}</bdi> : none);
  // Numbers and addresses read left to right in either language.
  const ltr = (value: string | null | undefined) => (value ? <bdi dir="ltr">{value}</bdi> : none);
  const none = <span className="muted">{t("orders.request.none")}</span>;
  const rows: Array<[string, ReactNode]> = [
    ["title", t(`orders.request.titles.${order.title}`)],
    ["name", text(order.name)],
    ["mobile", ltr(order.mobile)],
    ["email", ltr(order.email)],
    ["country", order.country ? pick(order.country.name_ar, order.country.name_en) : none],
    ["city", text(order.city)],
    ["code", ltr(order.code)],
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

export function Timeline({ followUps }: { followUps: FollowUp[] }) {
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
                  {isWorkingDay(toDateInput(f.next_contact_at)) ? null : ` (${t("orders.request.timeline.dayOff")})`}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
