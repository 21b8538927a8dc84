/**
 * Toasts: several stack instead of replacing each other, each can be dismissed with the keyboard,
 * and they are announced in live regions without taking focus. (Their 2 s and 5 s lives and the
 * pause while hovered are CSS, the same with and without JavaScript.)
 */
import { ar, csrfToken, en, expect, expectHydrated, test, toast } from "./fixtures";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

// The toasts' fade is paused by a test stylesheet, so that two actions in a row meet both toasts.
test.use({ bypassCSP: true });

function uid(): string {
  return `to${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

for (const locale of ["ar", "en"] as const) {
  const t = locale === "ar" ? ar : en;
  const at = (path: string) => (locale === "ar" ? path : `/en${path}`);
  const deleted = locale === "ar" ? "تم الحذف بنجاح." : "Deleted successfully.";

  test(`${locale}: two deletions in a row show two toasts, each dismissed with the keyboard @js-only`, async ({ page, login }) => {
    await login("admin");
    const id = uid();
    for (const n of [1, 2]) {
      const res = await page.request.post("/sources/add", {
        multipart: { csrf: await csrfToken(page.request), name_ar: `مصدر ${id} ${n}`, name_en: `Source ${id} ${n}` },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(302);
    }
    await page.context().clearCookies({ name: "__lawha_toast" });
    await page.goto(at(`/sources?name=${id}`));
    await expectHydrated(page);
    await page.addStyleTag({ content: ".toast { animation-play-state: paused !important; }" });
    const rows = page.locator("table tbody").getByRole("row");
    await expect(rows).toHaveCount(2);

    for (const left of [1, 0]) {
      await rows
        .first()
        .getByRole("link", { name: new RegExp(`^${t.list.delete}`) })
        .click();
      await page.getByRole("alertdialog").getByRole("button", { name: t.list.confirmDelete }).click();
      await expect(rows).toHaveCount(left);
    }
    const status = page.getByRole("region", { name: t.common.notifications }).getByRole("status");
    const toasts = status.locator(".toast");
    await expect(toasts).toHaveCount(2);
    await expect(toasts.first()).toContainText(deleted);
    // Focus stayed where the user was: never on a toast.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".toaster")))).toBe(false);

    await toasts.first().getByRole("button", { name: t.common.dismiss }).focus();
    await page.keyboard.press("Enter");
    await expect(toasts).toHaveCount(1);
    await toasts.first().getByRole("button", { name: t.common.dismiss }).focus();
    await page.keyboard.press("Space");
    await expect(toasts).toHaveCount(0);
  });
}

// Our own messages are translated for the page that shows them, not for the request that made them.
for (const [from, to] of [
  ["ar", "en"],
  ["en", "ar"],
] as const) {
  test(`the login toast is in the language of the page it lands on (${from} login → ${to} page)`, async ({ page }) => {
    const landing = to === "en" ? "/en/blogs" : "/blogs";
    const res = await page.request.post(from === "en" ? "/en/login" : "/login", {
      form: { csrf: await csrfToken(page.request), email: "admin@lawha.test", password: "Admin#2024", redirectTo: landing },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(landing);
    await page.goto(landing);
    const said = (to === "en" ? en : ar).auth.loggedIn;
    const other = (to === "en" ? ar : en).auth.loggedIn;
    await expect(toast(page, said)).toBeAttached();
    await expect(page.getByText(other, { exact: true })).toHaveCount(0);
  });
}
