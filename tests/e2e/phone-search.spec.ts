/**
 * The caller is found by the number they give: an order holding +9665XXXXXXXX is found in the
 * orders list and in the search over every area by the six ways a caller gives it (national,
 * Arabic-Indic digits, spaced, international with spaces, with the country code and no plus, and
 * the national significant number alone). Most spellings are asked over HTTP; one is typed into
 * each page's box. The order's hit says which order it is: number, customer, mobile (marked),
 * status and day, and no "All n results" when it is the only one. Both languages, JavaScript on
 * and off.
 */
import { createOrder } from "./orders";
import { dict, expect, localized, test, type Locale } from "./fixtures";
import { dayIn } from "../../app/utils/zone";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

const eastern = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** The six spellings of +966{nsn}. */
function spellings(nsn: string): string[] {
  const national = `0${nsn}`;
  return [
    national,
    eastern(national),
    `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
    `+966 ${nsn.slice(0, 2)} ${nsn.slice(2, 5)} ${nsn.slice(5)}`,
    `966${nsn}`,
    nsn,
  ];
}

for (const locale of ["ar", "en"] as Locale[]) {
  const t = dict[locale];

  test(`an order is found by any spelling of its mobile, in the orders list and in the search everywhere (${locale})`, async ({ page, login, request }) => {
    const nsn = `5${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const name = `متصل ${Math.random().toString(36).slice(2, 8)}`;
    const order = await createOrder(request, { mobile: `+966${nsn}`, name });
    const label = `#${order.id} ${name}`;
    const follow = localized(`/orders/${order.id}/request`, locale);
    await login("admin");

    // Over HTTP (the pages are GET forms): every spelling finds the order in both places.
    const typed = spellings(nsn);
    for (const query of typed) {
      const list = await page.request.get(localized(`/orders?name=${encodeURIComponent(query)}`, locale));
      expect(list.status()).toBe(200);
      expect(await list.text(), `orders list: ${query}`).toContain(`href="${follow}`);
      const search = await page.request.get(localized(`/search?q=${encodeURIComponent(query)}`, locale));
      expect(await search.text(), `search: ${query}`).toContain(`href="${follow}"`);
    }

    // Typed into the list's box: the Arabic-Indic digits in Arabic, the international form in English.
    const inList = locale === "ar" ? typed[1]! : typed[3]!;
    await page.goto(localized("/orders", locale));
    const listBox = page.getByRole("searchbox", { name: t.list.search, exact: true });
    await listBox.fill(inList);
    await listBox.press("Enter");
    await expect(page).toHaveURL(/[?&]name=/);
    await expect(page.getByRole("link", { name: t.list.followAria.replace("{{label}}", label) })).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(listBox).toHaveValue(inList);

    // Typed into the top bar: the spaced national form.
    const box = page.getByRole("search", { name: t.frame.searchLabel }).getByRole("searchbox", { name: t.frame.searchLabel });
    await box.fill(typed[2]!);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    const orders = page.getByRole("region", { name: t.nav.orders });
    const hit = orders.getByRole("link", { name: label });
    await expect(hit).toHaveAttribute("href", follow);
    // Number and customer, mobile with the found digits marked, status and the day it came in.
    await expect(hit.locator("mark")).toHaveText(nsn);
    await expect(hit).toContainText(`+966${nsn}`);
    await expect(hit).toContainText(t.orders.status["1"]);
    await expect(hit.locator("time")).toHaveText(dayIn(Date.now()));
    // The only result: no "All n results" link, nothing more to see in the list.
    await expect(orders.getByRole("link")).toHaveCount(1);
  });
}
