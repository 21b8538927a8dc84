/**
 * The three reports: statuses (/), moderators (/comments), sources (/follow-sources).
 * Numbers are read from the accessible tables. Other specs add and follow orders in parallel, so
 * these tests never compare global totals over time: they filter to ranges no order falls in
 * (the far future) or to one moderator or source, and check what that filter must give.
 */
import type { Page } from "@playwright/test";
import { formatNumber } from "../../app/utils/format";
import { addSourcesWithOrders } from "../support/upstream-db";
import { ownPair } from "../support/instances";
import { ar, dict, en, expect, expectDir, localized, test } from "./fixtures";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

// A report's own upstream and dashboard (each project on the ports after): in this run's range of ports.
const REPORTS_PORT = Number(process.env.E2E_REPORTS_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 16);
const REPORTS_UPSTREAM_PORT = Number(process.env.E2E_REPORTS_UPSTREAM_PORT ?? Number(process.env.E2E_UPSTREAM_PORT ?? 4100) + 16);

const FUTURE_FROM = "2999-01-01";
const FUTURE_TO = "2999-12-31";

function numberOf(text: string): number {
  return Number(text.replace(/[^\d]/g, ""));
}

/** The data cells of the row whose header is `row`, as numbers. */
async function rowNumbers(page: Page, caption: string, row: string): Promise<number[]> {
  const table = page.getByRole("table", { name: caption, exact: true });
  const tr = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: row, exact: true }) });
  await expect(tr).toHaveCount(1);
  return (await tr.getByRole("cell").allInnerTexts()).map(numberOf);
}

/** Row headers of a table's body (moderators or sources listed). */
async function bodyRows(page: Page, caption: string): Promise<string[]> {
  const table = page.getByRole("table", { name: caption, exact: true });
  return (await table.locator("tbody").getByRole("rowheader").allInnerTexts()).map((s) => s.trim());
}

async function setDates(page: Page, from: string, to: string, locale: "ar" | "en" = "ar") {
  const t = locale === "ar" ? ar.reports.filters : en.reports.filters;
  await page.getByLabel(t.dateFrom, { exact: true }).fill(from);
  await page.getByLabel(t.dateTo, { exact: true }).fill(to);
  await page.getByRole("button", { name: t.apply }).click();
}

const S = ar.reports.statuses;

test("the statuses report shows totals, tables and doughnuts, and a future range gives zeros", async ({ page, login }) => {
  await login("admin");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: S.title })).toBeVisible();
  const [total] = await rowNumbers(page, S.byStatusCaption, S.total);
  expect(total).toBeGreaterThan(0);
  // One doughnut per table, summarised for screen readers (SVG without JS, a canvas with it).
  await expect(page.getByRole("img", { name: new RegExp(`^${S.byStatus}\\. `) })).toBeVisible();
  await expect(page.getByRole("img", { name: new RegExp(`^${S.bySubStatus}\\. `) })).toBeVisible();
  await expect(page.getByText(ar.reports.period.all)).toBeVisible();

  await setDates(page, FUTURE_FROM, FUTURE_TO);
  await expect(page).toHaveURL(new RegExp(`date_from=${FUTURE_FROM}.*date_to=${FUTURE_TO}`));
  await expect.poll(async () => (await rowNumbers(page, S.byStatusCaption, S.total))[0]).toBe(0);
  for (const status of ["1", "2", "3", "4"] as const) {
    expect((await rowNumbers(page, S.byStatusCaption, ar.orders.status[status]))[0]).toBe(0);
  }
  expect((await rowNumbers(page, S.bySubStatusCaption, ar.orders.subStatus["4"]))[0]).toBe(0);
  await expect(page.getByRole("img", { name: new RegExp(ar.reports.chart.empty) }).first()).toBeVisible();
  // The filter keeps what was asked for.
  await expect(page.getByLabel(ar.reports.filters.dateFrom, { exact: true })).toHaveValue(FUTURE_FROM);
  await expect(page.getByLabel(ar.reports.filters.dateTo, { exact: true })).toHaveValue(FUTURE_TO);
});

test("a range that ends before it starts is explained and not applied", async ({ page, login }) => {
  await login("admin");
  await page.goto(`/?date_from=${FUTURE_TO}&date_to=${FUTURE_FROM}`);
  await expect(page.getByRole("alert").filter({ hasText: ar.reports.filters.rangeError })).toBeVisible();
  await expect(page.getByLabel(ar.reports.filters.dateTo, { exact: true })).toHaveAttribute("aria-invalid", "true");
  // Not applied: the far-future range would have counted nothing.
  await expect(page.getByText(ar.reports.period.all)).toBeVisible();
  expect((await rowNumbers(page, S.byStatusCaption, S.total))[0]).toBeGreaterThan(0);
});

test("invalid filter values are ignored", async ({ page, login }) => {
  await login("admin");
  const res = await page.goto("/?date_from=yesterday&date_to=2026-02-30");
  expect(res?.status()).toBe(200);
  await expect(page.getByText(ar.reports.period.all)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: ar.reports.filters.rangeError })).toHaveCount(0);
  expect((await rowNumbers(page, S.byStatusCaption, S.total))[0]).toBeGreaterThan(0);

  const M = ar.reports.moderators;
  await page.goto("/comments");
  const all = await bodyRows(page, M.caption);
  expect(all.length).toBeGreaterThan(1);
  for (const bad of ["abc", "999999", "-1", "1.5"]) {
    await page.goto(`/comments?moderator_id=${bad}`);
    expect(await bodyRows(page, M.caption), bad).toEqual(all);
  }
});

test("the moderators report narrows to one moderator and to a date range", async ({ page, login }) => {
  const M = ar.reports.moderators;
  await login("admin");
  await page.goto("/comments");
  await expect(page.getByRole("heading", { level: 1, name: M.title })).toBeVisible();
  expect(await bodyRows(page, M.caption)).toEqual(expect.arrayContaining(["سارة القحطاني", "فهد الدوسري", "ريم الزهراني"]));
  const [followUps] = await rowNumbers(page, M.caption, "فهد الدوسري");
  expect(followUps).toBeGreaterThan(0);
  // A doughnut per moderator.
  await expect(page.getByRole("img", { name: new RegExp(`^طلبات \u2068?فهد الدوسري\u2069? حسب الحالة\\. `) })).toBeVisible();

  await page.getByLabel(M.moderator, { exact: true }).selectOption({ label: "فهد الدوسري" });
  await page.getByRole("button", { name: ar.reports.filters.apply }).click();
  await expect(page).toHaveURL(/moderator_id=\d+/);
  await expect.poll(() => bodyRows(page, M.caption)).toEqual(["فهد الدوسري"]);

  await setDates(page, FUTURE_FROM, FUTURE_TO);
  await expect(page).toHaveURL(new RegExp(`date_from=${FUTURE_FROM}`));
  await expect(page).toHaveURL(/moderator_id=\d+/);
  await expect.poll(() => rowNumbers(page, M.caption, "فهد الدوسري")).toEqual([0, 0, 0, 0, 0, 0]);
});

test("the sources report shows orders per source split by status, and filters by source", async ({ page, login }) => {
  const R = ar.reports.sources;
  await login("admin");
  await page.goto("/follow-sources");
  await expect(page.getByRole("heading", { level: 1, name: R.title })).toBeVisible();
  const sources = await bodyRows(page, R.caption);
  expect(sources.length).toBeGreaterThan(1);
  const first = sources[0]!;
  const [total, ...byStatus] = await rowNumbers(page, R.caption, first);
  // The status columns add up to the source's total.
  expect(byStatus.reduce((a, b) => a + b, 0)).toBe(total);
  await expect(page.getByRole("img", { name: new RegExp(`^${R.bySourceChart}\\. `) })).toBeVisible();

  await page.getByLabel(R.source, { exact: true }).selectOption({ label: first });
  await page.getByRole("button", { name: ar.reports.filters.apply }).click();
  await expect(page).toHaveURL(/source_id=\d+/);
  await expect.poll(() => bodyRows(page, R.caption)).toEqual([first]);

  await setDates(page, FUTURE_FROM, FUTURE_TO);
  await expect.poll(() => rowNumbers(page, R.caption, first)).toEqual([0, 0, 0, 0, 0]);
});

test("the reports exist in English, left to right", async ({ page, login }) => {
  await login("admin");
  await page.goto("/en/follow-sources");
  await expectDir(page, "ltr");
  await expect(page.getByRole("heading", { level: 1, name: en.reports.sources.title })).toBeVisible();
  await expect(page.getByRole("table", { name: en.reports.sources.caption, exact: true })).toBeVisible();
  await page.goto("/en");
  await expect(page.getByRole("table", { name: en.reports.statuses.byStatusCaption, exact: true })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: en.orders.status["2"], exact: true })).toBeVisible();
  await setDates(page, FUTURE_FROM, FUTURE_TO, "en");
  await expect(page).toHaveURL(/\/en\?date_from=2999-01-01/);
});

test("reports need their permissions", async ({ page, login }) => {
  await login("moderator");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: S.title })).toBeVisible();
  for (const path of ["/comments", "/follow-sources"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/no-permission$/);
  }
});

test("without JavaScript the doughnuts are SVG drawings @no-js-only", async ({ page, login }) => {
  await login("admin");
  await page.goto("/");
  const chart = page.getByRole("img", { name: new RegExp(`^${S.byStatus}\\. `) });
  await expect(chart).toHaveJSProperty("tagName", "svg");
  const nonZero = (
    await Promise.all((["1", "2", "3", "4"] as const).map(async (s) => (await rowNumbers(page, S.byStatusCaption, ar.orders.status[s]))[0]!))
  ).filter((n) => n > 0).length;
  await expect(chart.locator("path")).toHaveCount(nonZero);
});

test("with JavaScript chart.js draws the doughnuts, loaded only on report pages @js-only", async ({ page, login }) => {
  const chartChunks: string[] = [];
  page.on("request", (r) => {
    if (/chartjs-doughnut-[\w-]+\.js$/.test(r.url())) chartChunks.push(r.url());
  });
  await login("admin");
  await page.goto("/setting");
  await expect(page.getByRole("heading", { level: 1, name: ar.settings.title })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(chartChunks).toEqual([]);

  await page.goto("/follow-sources");
  const chart = page.getByRole("img", { name: new RegExp(`^${ar.reports.sources.byStatusChart}\\. `) });
  await expect(chart).toHaveJSProperty("tagName", "CANVAS");
  expect(chartChunks).toHaveLength(1);

  // Filters submit on change, without the Apply button.
  await page.getByLabel(ar.reports.sources.source, { exact: true }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/source_id=\d+/);
  await expect.poll(() => bodyRows(page, ar.reports.sources.caption)).toHaveLength(1);
});

/**
 * A report of many sources (on an upstream of its own, so that no other spec's orders count):
 * thirty sources with 1 to 30 orders on a day of their own, and the six seeded ones with none
 * that day. The doughnut shows the largest ten and Other (the other twenty-six: 210 orders); the
 * table lists every source largest first, 25 a page, through links that keep the filters, its
 * totals over every page.
 */
test.describe("a report of many sources", () => {
  test.describe.configure({ mode: "serial" });
  const pair = ownPair(test, { port: REPORTS_PORT, upstreamPort: REPORTS_UPSTREAM_PORT, sessionSecret: "e2e-many-sources" });
  const DAY = "2031-03-03";
  const counts = Array.from({ length: 30 }, (_, i) => i + 1);
  test.beforeAll(() => {
    addSourcesWithOrders(`data/e2e-${new URL(pair.upstreamUrl).port}/upstream.sqlite`, { counts, day: DAY, nameAr: "مصدر كثير", nameEn: "Busy source" });
  });

  for (const locale of ["ar", "en"] as const) {
    test(`shows the largest ten and Other, and pages its table with the filters kept (${locale})`, async ({ page, login }) => {
      const t = dict[locale];
      const R = t.reports.sources;
      const name = (n: number) => (locale === "ar" ? `مصدر كثير ${n}` : `Busy source ${n}`);
      const num = (n: number) => formatNumber(n, locale);
      await login("admin", { baseURL: pair.url, locale });
      await page.goto(`${pair.url}${localized(`/follow-sources?date_from=${DAY}&date_to=${DAY}`, locale)}`);

      // The chart: sources 30 down to 21 on their own, then Other with the rest's 210 orders.
      const top = [30, 29, 28, 27, 26, 25, 24, 23, 22, 21].map((n) => `${name(n)}: ${num(n)}`);
      const summary = t.reports.chart.summary
        .replace("{{total}}", num(465))
        .replace("{{items}}", [...top, `${t.reports.chart.other}: ${num(210)}`].join(locale === "ar" ? "، " : ", "));
      const chart = page.getByRole("img", { name: `${R.bySourceChart}. ${summary}`, exact: true });
      await expect(chart).toBeVisible();

      // The table: largest first, the chart's ten at its top with the same counts, 25 a page.
      const firstPage = Array.from({ length: 25 }, (_, i) => name(30 - i));
      await expect.poll(() => bodyRows(page, R.caption)).toEqual(firstPage);
      for (const n of [30, 21]) expect((await rowNumbers(page, R.caption, name(n)))[0]).toBe(n);
      // Its totals are every page's.
      expect((await rowNumbers(page, R.caption, t.reports.table.total))[0]).toBe(465);
      const pages = page.getByRole("navigation", { name: t.list.pagination });
      await expect(pages.getByText(t.list.range.replace("{{from}}", "1").replace("{{to}}", "25").replace("{{total}}", "36"))).toBeVisible();

      // The next page: a GET link that keeps the date range; the chart stays as it was.
      await pages.getByRole("link", { name: t.list.next }).click();
      await expect(page).toHaveURL(new RegExp(`date_from=${DAY}.*date_to=${DAY}.*page=2|page=2.*date_from=${DAY}`));
      await expect.poll(async () => (await bodyRows(page, R.caption)).slice(0, 5)).toEqual([5, 4, 3, 2, 1].map(name));
      expect(await bodyRows(page, R.caption)).toHaveLength(11);
      expect((await rowNumbers(page, R.caption, name(1)))[0]).toBe(1);
      expect((await rowNumbers(page, R.caption, t.reports.table.total))[0]).toBe(465);
      await expect(chart).toBeVisible();
      await expect(page.getByRole("navigation", { name: t.list.pagination }).getByRole("link", { name: t.list.previous })).toBeVisible();
    });
  }
});
