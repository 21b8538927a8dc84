import { useTranslation } from "~/utils/i18n/translation";
import { Icon } from "~/components/icon";
import { contactLinks, dispatchContactEvent, type ContactLink } from "~/utils/contact";

const ICONS: Record<ContactLink["kind"], string> = {
  call: "M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z",
  whatsapp: "M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 8.5c0 3 2.5 6.5 6.5 6.5l1-1.5-2-1-1 1c-1 0-3-2-3-3l1-1-1-2z",
  mailto: "M3 6h18v12H3zM3 6l9 7 9-7",
};

/**
 * Call, WhatsApp and e-mail links for an order. They are plain links (they work without
 * JavaScript); with JavaScript each click also fires `call` / `whatsapp` / `mailto` on `window`
 * with `{ orderId, href }` for analytics.
 */
export function ContactLinks({ orderId, mobile, email }: { orderId: number; mobile: string | null; email: string | null }) {
  const { t } = useTranslation();
  const links = contactLinks(mobile, email);
  if (!links.length) return <p className="muted">{t("orders.request.contact.none")}</p>;
  return <ContactList orderId={orderId} links={links} email={email} />;
}

/**
 * The same links for a row of the queue: one call button with the number beside its icon (a
 * phone's card shows the icon alone, CSS), and "more" (a `<details>`, so it opens without
 * JavaScript) with WhatsApp and e-mail. `name` is the customer's, for the buttons' accessible
 * names (many rows carry the same buttons).
 */
export function CompactContactLinks({ orderId, mobile, email, name }: { orderId: number; mobile: string | null; email: string | null; name: string }) {
  const { t } = useTranslation();
  const links = contactLinks(mobile, email);
  const call = links.find((l) => l.kind === "call");
  const others = links.filter((l) => l.kind !== "call");
  return (
    <div className="contact-compact">
      {call ? (
        <a
          href={call.href}
          className="button contact-call icon-button"
          data-contact="call"
          aria-label={t("orders.queue.callAria", { name })}
          onClick={() => dispatchContactEvent("call", { orderId, href: call.href })}
        >
          <ContactIcon kind="call" />
          <bdi dir="ltr" className="contact-value">
            {call.href.slice("tel:".length)}
          </bdi>
        </a>
      ) : null}
      {others.length ? (
        <details className="contact-more">
          <summary className="button icon-button" aria-label={t("orders.queue.moreAria", { name })}>
            <Icon filled>
              <circle cx="5" cy="12" r="2" />
              <circle cx="12" cy="12" r="2" />
              <circle cx="19" cy="12" r="2" />
            </Icon>
          </summary>
          <ContactList orderId={orderId} links={others} email={email} />
        </details>
      ) : null}
    </div>
  );
}

function ContactIcon({ kind }: { kind: ContactLink["kind"] }) {
  return (
    <Icon round>
      <path d={ICONS[kind]} />
    </Icon>
  );
}

function ContactList({ orderId, links, email }: { orderId: number; links: ContactLink[]; email: string | null }) {
  const { t } = useTranslation();
  const shown: Record<ContactLink["kind"], string> = {
    call: links.find((l) => l.kind === "call")?.href.slice("tel:".length) ?? "",
    whatsapp: links.find((l) => l.kind === "whatsapp")?.href.slice("https://wa.me/".length) ?? "",
    mailto: email?.trim() ?? "",
  };
  return (
    <ul className="contact-links">
      {links.map((link) => (
        <li key={link.kind}>
          <a
            href={link.href}
            className={`button contact-${link.kind}`}
            data-contact={link.kind}
            {...(link.kind === "whatsapp" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            onClick={() => dispatchContactEvent(link.kind, { orderId, href: link.href })}
          >
            <ContactIcon kind={link.kind} />
            <span>{t(`orders.request.contact.${link.kind}`)}</span>
            <bdi dir="ltr" className="contact-value">
              {link.kind === "whatsapp" ? `+${shown.whatsapp}` : shown[link.kind]}
            </bdi>
          </a>
        </li>
      ))}
    </ul>
  );
}
