// @ts-check
// The screens we look at, listed once: the gallery (scripts/screens/screenshots.mjs) renders them,
// and the phone check (tests/e2e/phone.spec.ts) walks them, with every entity's list and form.
// `{order}` stands for the first order's id.
export const SCREENS = [
  "/login",
  "/",
  "/blogs",
  "/blogs/add",
  "/orders",
  "/orders/{order}/request",
  "/roles/1/edit",
  "/comments",
  "/follow-sources",
  "/setting",
  "/account",
  "/branches/import",
  "/clients/password",
  "/no-permission",
  "/no-such-page",
];

/** The first order's id in the orders list's HTML (undefined when the list has none). @param {string} ordersHtml */
export function firstOrderId(ordersHtml) {
  return /href="(?:\/en)?\/orders\/(\d+)\/request"/.exec(ordersHtml)?.[1];
}
