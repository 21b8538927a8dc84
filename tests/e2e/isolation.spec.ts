/**
 * The worker's kept page (tests/e2e/fixtures.ts) is handed from one test to the next: what one
 * test leaves in it must not reach the next. The tests below run in order in one worker; each
 * leaves something behind and the next checks that it is gone.
 */
import { test, expect, localized, ar } from "./fixtures";

test.describe.configure({ mode: "serial" });

const VIEWPORT = { width: 1280, height: 720 };

test("a test leaves a session, storage, a listener, a route and a phone's viewport behind", async ({ page, login, jsEnabled }) => {
  await login("admin");
  await page.goto("/blogs");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (jsEnabled) {
    await page.evaluate(() => {
      localStorage.setItem("left-behind", "1");
      sessionStorage.setItem("left-behind", "1");
    });
  }
  page.on("dialog", (dialog) => void dialog.accept());
  await page.route("**/login*", (route) => route.fulfill({ status: 418, body: "routed" }));
  await page.setViewportSize({ width: 360, height: 740 });
  expect(page.viewportSize()).toEqual({ width: 360, height: 740 });
});

test("the next test starts logged out, with empty storage, no listener, no route and its own viewport", async ({ page, context, jsEnabled }) => {
  expect(await context.cookies()).toEqual([]);
  expect(page.viewportSize()).toEqual(VIEWPORT);
  // No route: the login page is the dashboard's own; logged out, /blogs leads there.
  await page.goto("/blogs");
  await expect(page.getByRole("heading", { level: 1, name: ar.auth.loginHeading })).toBeVisible();
  if (jsEnabled) {
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    // No listener: an unhandled dialog is dismissed, so confirm() answers false.
    expect(await page.evaluate(() => confirm("?"))).toBe(false);
  }
});

test("a test that installs a fake clock leaves it behind", async ({ page, login }) => {
  await login("admin");
  await page.clock.install({ time: new Date("2001-01-01T00:00:00Z") });
  await page.goto(localized("/login", "en"));
  expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2001);
});

test("the next test gets a page on the real clock: a page whose changes cannot be undone is not handed on", async ({ page }) => {
  await page.goto(localized("/login", "en"));
  expect(await page.evaluate(() => new Date().getUTCFullYear())).toBeGreaterThan(2001);
});
