import { telHref, whatsappHref } from "./phone";

/**
 * Contact helpers: a phone link (+966 when the number has no country code), a chat
 * link and a mail link, each announcing itself with a custom event on `window` for analytics.
 * `register` is the fourth event the spec names; it belongs where a registration happens, and no
 * screen of this dashboard registers anyone, so nothing dispatches it yet (see ContactEventName).
 */
export type ContactEventName = "call" | "whatsapp" | "mailto" | "register";

export interface ContactEventDetail {
  orderId: number;
  href: string;
}

export function mailtoHref(email: string): string {
  // Keep @ readable; encode everything that could break out of the address.
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, "@")}`;
}

export interface ContactLink {
  kind: Exclude<ContactEventName, "register">;
  href: string;
}

/** The links a phone number and an optional e-mail give, in the order they are shown. */
export function contactLinks(mobile: string | null | undefined, email: string | null | undefined): ContactLink[] {
  const out: ContactLink[] = [];
  const phone = mobile?.trim();
  if (phone) {
    out.push({ kind: "call", href: telHref(phone) });
    out.push({ kind: "whatsapp", href: whatsappHref(phone) });
  }
  const mail = email?.trim();
  if (mail) out.push({ kind: "mailto", href: mailtoHref(mail) });
  return out;
}

/** Fires the analytics event of a contact link (browser only). */
export function dispatchContactEvent(name: ContactEventName, detail: ContactEventDetail): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<ContactEventDetail>(name, { detail }));
}
