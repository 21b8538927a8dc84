/**
 * Behaviour of the entity screens beyond the CRUD flow of entities.spec.ts: the 422 bridge,
 * server-side validation, permissions in actions, upload limits, sorting and paging, filters in
 * the URL, CSV export, the search debounce, rich text, the client password page, and the delete
 * confirmation's cancel. Every test makes its own records (unique names) and never counts totals.
 */
import { writeFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { SEARCH_DEBOUNCE_MS } from "../../app/entities/list-filters";
import { ENTITIES } from "../../app/entities/registry";
import { ar, csrfToken, en, expect, expectDir, expectPath, rawOnly, test, type AccountName } from "./fixtures";
import { PNG_1PX } from "./images";

// One login per role and language per worker (fixtures.ts): no test here ends or changes its session.
test.use({ sharedSessions: true });

type Login = (as: AccountName, opts?: { locale?: "ar" | "en" }) => Promise<unknown>;
type Part = string | { name: string; mimeType: string; buffer: Buffer };

function uid(): string {
  return `eb${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Logs in as someone else: the login page is guest-only, so the old session goes first. */
async function switchUser(page: Page, login: Login, as: AccountName): Promise<void> {
  await page.context().clearCookies();
  await login(as);
}

/**
 * Creates a record through the dashboard's own add action (as the logged-in user) and returns
 * its id, found by searching the list for `searchText`.
 */
async function createRecord(page: Page, area: string, fields: Record<string, Part>, searchText: string): Promise<number> {
  const res = await page.request.post(`/${area}/add`, { multipart: { csrf: await csrfToken(page.request), ...fields }, maxRedirects: 0 });
  expect(res.status(), `create ${area}: ${res.status() === 302 ? "" : (await res.text()).slice(0, 300)}`).toBe(302);
  expect(res.headers()["location"]).toBe(`/${area}`);
  await page.context().clearCookies({ name: "__lawha_toast" });
  const html = await (await page.request.get(`/${area}?name=${encodeURIComponent(searchText)}`)).text();
  const ids = new Set([...html.matchAll(new RegExp(`/${area}/(\\d+)/edit`, "g"))].map((m) => Number(m[1])));
  expect(ids.size, `exactly one ${area} record matches ${searchText}`).toBe(1);
  return [...ids][0]!;
}

async function createClient(page: Page, id: string): Promise<{ id: number; name: string; email: string }> {
  const name = `عميل ${id}`;
  const email = `${id}@example.com`;
  const clientId = await createRecord(
    page,
    "clients",
    { title: "mr", name, email, phone__code: "+966", phone__number: "501234567", password: "Client#2025", is_active: "on" },
    id,
  );
  return { id: clientId, name, email };
}

/**
 * The field is marked invalid and one of the elements its `aria-describedby` names holds the
 * message. Returns that element.
 */
async function expectFieldError(page: Page, field: Locator, message: string | RegExp): Promise<Locator> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAttribute("aria-describedby", /\S/);
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const described = page.locator(ids.map((i) => `[id="${i}"]`).join(", ")).filter({ hasText: message });
  await expect(described).toHaveCount(1);
  await expect(described).toBeVisible();
  return described;
}

/** Waits until React has hydrated this element (its event handlers are attached), and an entity form
 * until it validates in the browser. */
async function waitForHydration(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps$"))), { message: "hydrated" }).toBe(true);
  // An entity form validates in the browser once its zod schema has loaded, after hydration.
  if (await locator.evaluate((el) => el.matches("form.entity-form"))) await expect(locator).toHaveAttribute("data-validation", "browser");
}

/** The rows of the list table (header row excluded). */
function bodyRows(page: Page): Locator {
  return page.locator("table tbody").getByRole("row");
}

/** The full titles of the list (the cells show the first words, the `title` attribute all of it). */
async function rowTitles(page: Page): Promise<string[]> {
  const index = ENTITIES.blogs!.columns.findIndex((c) => c.id === "title");
  return bodyRows(page).evaluateAll(
    (rows, i) => rows.map((r) => r.querySelectorAll("td:not(.select-cell)")[i]?.querySelector("bdi")?.getAttribute("title") ?? ""),
    index,
  );
}

/** The distinct texts of the blogs list's "active" column. */
async function activeBadges(page: Page): Promise<string[]> {
  const index = ENTITIES.blogs!.columns.findIndex((c) => c.id === "is_active");
  const texts = await bodyRows(page).evaluateAll((rows, i) => rows.map((r) => r.querySelectorAll("td:not(.select-cell)")[i]?.textContent?.trim() ?? ""), index);
  return [...new Set(texts)];
}

/** A minimal CSV reader (quoted fields with "" escapes, CRLF lines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  if (cell !== "" || row.length) rows.push([...row, cell]);
  return rows;
}

const ARABIC = /[\u0600-\u06FF]/;

test.describe("422 round trip", () => {
  for (const locale of ["ar", "en"] as const) {
    test(`a duplicate client e-mail keeps every typed value and shows the upstream message on the field (${locale})`, async ({ page, login, jsEnabled }) => {
      await login("admin");
      const id = uid();
      const existing = await createClient(page, id);
      const t = locale === "ar" ? ar : en;
      const path = locale === "ar" ? "/clients/add" : "/en/clients/add";
      await page.goto(path);

      const title = page.getByLabel(t.fields.gender, { exact: true });
      const name = page.getByLabel(t.fields.name, { exact: true });
      const email = page.getByLabel(t.fields.email, { exact: true });
      const code = page.getByLabel(t.forms.countryCode, { exact: true });
      const phone = page.getByLabel(t.fields.phone, { exact: true });
      const country = page.getByLabel(t.fields.country_id, { exact: true });
      const city = page.getByLabel(t.fields.city, { exact: true });
      const password = page.getByLabel(t.fields.password, { exact: true });

      const typedName = locale === "ar" ? `عميل مكرر ${id}` : `Duplicate ${id}`;
      const typedCity = locale === "ar" ? "جدة" : "Jeddah";
      await title.selectOption("ms");
      await name.fill(typedName);
      await email.fill(existing.email);
      await code.selectOption("+971");
      await phone.fill("551234567");
      await country.selectOption({ index: 2 });
      const countryValue = await country.inputValue();
      expect(countryValue).not.toBe("");
      await city.fill(typedCity);
      await password.fill("Client#2025");
      await page.getByRole("button", { name: t.common.save }).click();

      const message = await expectFieldError(page, email, locale === "ar" ? "هذه القيمة مستخدمة مسبقاً." : "This value is already taken.");
      if (locale === "ar") await expect(message).toHaveText(ARABIC);
      else await expect(message).not.toHaveText(ARABIC);
      await expectPath(page, path);
      // The first field's first message is "the error": in the form's alert, and in a
      // 2-second toast that echoes it for the eye only (hidden from assistive technology).
      const expected = locale === "ar" ? "هذه القيمة مستخدمة مسبقاً." : "This value is already taken.";
      await expect(page.getByRole("alert").filter({ hasText: expected })).toHaveCount(1);
      await expect(page.locator(".toast-echo")).toHaveAttribute("data-text", expected);

      await expect(title).toHaveValue("ms");
      await expect(name).toHaveValue(typedName);
      await expect(email).toHaveValue(existing.email);
      await expect(code).toHaveValue("+971");
      await expect(phone).toHaveValue("551234567");
      await expect(country).toHaveValue(countryValue);
      await expect(city).toHaveValue(typedCity);
      // The server never sends a password back into the page.
      if (!jsEnabled) await expect(password).toHaveValue("");
      // Only the e-mail is wrong.
      await expect(name).not.toHaveAttribute("aria-invalid", "true");
    });
  }
});

test.describe("server-side validation", () => {
  test("an offer ending before it starts is refused on the end-date field and not created", async ({ page, login }) => {
    await login("admin");
    const id = uid();
    await page.goto("/offers/add");
    const titleAr = page.getByLabel(ar.fields.title_ar, { exact: true });
    const titleEn = page.getByLabel(ar.fields.title_en, { exact: true });
    const starts = page.getByLabel(ar.fields.starts_at, { exact: true });
    const ends = page.getByLabel(ar.fields.ends_at, { exact: true });
    await titleAr.fill(`عرض ${id}`);
    await titleEn.fill(`Offer ${id}`);
    await starts.fill("2026-05-10");
    await ends.fill("2026-05-01");
    await page.getByRole("button", { name: ar.common.save }).click();

    await expectFieldError(page, ends, "يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء.");
    await expectPath(page, "/offers/add");
    await expect(titleAr).toHaveValue(`عرض ${id}`);
    await expect(titleEn).toHaveValue(`Offer ${id}`);
    await expect(starts).toHaveValue("2026-05-10");
    await expect(ends).toHaveValue("2026-05-01");

    await page.goto(`/offers?name=${id}`);
    await expect(page.getByText(ar.list.noMatches)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(0);
  });
});

// A refused write is the server's answer to a raw POST, whatever the browser runs: asked once.
test.describe("permissions in actions and loaders", () => {
  test("an editor cannot create a role by posting to /roles/add", async ({ page, login, jsEnabled }) => {
    rawOnly(jsEnabled);
    const name = uid();
    await login("editor");
    const res = await page.request.post("/roles/add", { multipart: { csrf: await csrfToken(page.request), name, permissions: "show_blogs" }, maxRedirects: 0 });
    // A denied write answers 403 itself; only page views are redirected to /no-permission.
    expect(res.status()).toBe(403);

    await switchUser(page, login, "admin");
    await page.goto(`/roles?name=${name}`);
    await expect(page.getByText(ar.list.noMatches)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(0);
  });

  test("a moderator cannot create a blog by posting to /blogs/add", async ({ page, login, jsEnabled }) => {
    rawOnly(jsEnabled);
    const id = uid();
    await login("moderator");
    const res = await page.request.post("/blogs/add", {
      multipart: {
        csrf: await csrfToken(page.request),
        title_ar: `مدونة ${id}`,
        title_en: `Blog ${id}`,
        is_active: "on",
        image: { name: `${id}.png`, mimeType: "image/png", buffer: PNG_1PX },
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);

    await switchUser(page, login, "admin");
    await page.goto(`/blogs?name=${id}`);
    await expect(page.getByText(ar.list.noMatches)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(0);
  });

  test("an editor cannot delete a branch by posting to /branches", async ({ page, login, jsEnabled }) => {
    rawOnly(jsEnabled);
    const id = uid();
    await login("admin");
    const branchId = await createRecord(page, "branches", { name_ar: `فرع ${id}`, name_en: `Branch ${id}`, is_active: "on" }, id);

    await switchUser(page, login, "editor");
    const res = await page.request.post("/branches", {
      form: { csrf: await csrfToken(page.request), intent: "delete", id: String(branchId) },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);

    await switchUser(page, login, "admin");
    await page.goto(`/branches?name=${id}`);
    await expect(bodyRows(page).filter({ hasText: `فرع ${id}` })).toHaveCount(1);
  });

  test("an editor opening /roles/1/edit lands on the no-permission page", async ({ page, login }) => {
    await login("editor");
    await page.goto("/roles/1/edit");
    await expectPath(page, "/no-permission");
    await expect(page.getByRole("heading", { level: 1, name: ar.errors.noPermissionTitle })).toBeVisible();
  });
});

test.describe("image uploads", () => {
  const SIZE_MESSAGE = "حجم الملف أكبر من 2 ميغابايت.";
  const TYPE_MESSAGE = "نوع الملف غير مدعوم. المسموح: JPG وPNG وWebP وGIF.";

  for (const c of [
    {
      what: "a 3 MiB PNG is refused with the size message",
      file: (id: string) => ({ name: `${id}.png`, mimeType: "image/png", buffer: Buffer.concat([PNG_1PX, Buffer.alloc(3 * 1024 * 1024 - PNG_1PX.length)]) }),
      message: SIZE_MESSAGE,
    },
    {
      // Over the 10 MB cap of a whole form: without JavaScript the form is still read to its end
      // (the photo dropped), so the typed names come back with the error instead of a bare 413.
      what: "an 11 MiB photo (more than a whole form may carry) is refused with the size message",
      file: (id: string) => ({ name: `${id}.png`, mimeType: "image/png", buffer: Buffer.concat([PNG_1PX, Buffer.alloc(11 * 1024 * 1024 - PNG_1PX.length)]) }),
      message: SIZE_MESSAGE,
    },
    {
      what: "a text file named .png is refused with the file-type message",
      file: (id: string) => ({ name: `${id}.png`, mimeType: "text/plain", buffer: Buffer.from(`just text ${id}\n`) }),
      message: TYPE_MESSAGE,
    },
  ]) {
    test(`category: ${c.what}, names kept, nothing created`, async ({ page, login, jsEnabled }, testInfo) => {
      await login("admin");
      const id = uid();
      const payload = c.file(id);
      // A photo (its type what its name says) is handed to the browser by its path, as a person
      // picks it; sent whole through Playwright's connection, 11 MiB took most of the test's time.
      let file: typeof payload | string = payload;
      if (payload.mimeType === "image/png") {
        file = testInfo.outputPath(payload.name);
        await writeFile(file, payload.buffer);
      }
      await page.goto("/category/add");
      const nameAr = page.getByLabel(ar.fields.name_ar, { exact: true });
      const nameEn = page.getByLabel(ar.fields.name_en, { exact: true });
      const image = page.getByLabel(ar.fields.image, { exact: true });
      if (jsEnabled) await waitForHydration(page.locator("form.entity-form"));
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST") posts.push(r.url());
      });
      await nameAr.fill(`تصنيف ${id}`);
      await nameEn.fill(`Category ${id}`);
      await image.setInputFiles(file);
      await page.getByRole("button", { name: ar.common.save }).click();

      await expectFieldError(page, image, c.message);
      await expectPath(page, "/category/add");
      await expect(nameAr).toHaveValue(`تصنيف ${id}`);
      await expect(nameEn).toHaveValue(`Category ${id}`);
      // With JavaScript the browser-side schema stops the form before anything is sent.
      if (jsEnabled) expect(posts).toEqual([]);

      await page.goto(`/category?name=${id}`);
      await expect(page.getByText(ar.list.noMatches)).toBeVisible();
    });
  }
});

test.describe("sorting and paging", () => {
  test("the title header sorts ascending, then descending", async ({ page, login }) => {
    await login("admin");
    await page.goto("/blogs");
    const header = page.getByRole("columnheader", { name: ar.fields.title, exact: true });
    await expect(header).not.toHaveAttribute("aria-sort", /./);

    await header.getByRole("link", { name: ar.fields.title, exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=title_ar&dir=asc(&|$)/);
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    const asc = await rowTitles(page);
    expect(asc.length).toBeGreaterThan(1);
    expect(asc).toEqual([...asc].sort());

    await header.getByRole("link", { name: ar.fields.title, exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=title_ar&dir=desc(&|$)/);
    await expect(header).toHaveAttribute("aria-sort", "descending");
    const desc = await rowTitles(page);
    expect(desc).toEqual([...desc].sort().reverse());
    expect(desc[0]! > asc[0]!).toBe(true);
  });

  test("the pagination goes to page 2 and keeps the search", async ({ page, login }) => {
    await login("admin");
    const query = "ال";
    await page.goto(`/blogs?name=${encodeURIComponent(query)}`);
    const nav = page.getByRole("navigation", { name: ar.list.pagination });
    await expect(nav.getByText(/^1–10 من \d+$/)).toBeVisible();
    const firstPage = await rowTitles(page);

    await nav.getByRole("link", { name: ar.list.pageN.replace("{{n}}", "2"), exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    const params = new URL(page.url()).searchParams;
    expect(params.get("name")).toBe(query);
    expect(params.get("page")).toBe("2");
    await expect(nav.getByText(/^11–20 من \d+$/)).toBeVisible();
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText("2");
    await expect(page.getByRole("searchbox", { name: ar.list.search, exact: true })).toHaveValue(query);

    const secondPage = await rowTitles(page);
    expect(secondPage.length).toBeGreaterThan(0);
    for (const title of secondPage) expect(title).toContain(query);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  });
});

test.describe("filters in the URL", () => {
  test("is_active=0 lists only inactive rows, shows the choice, and the URL reproduces the list", async ({ page, login, jsEnabled }) => {
    await login("admin");
    await page.goto("/blogs");
    const select = page.getByLabel(ar.fields.is_active, { exact: true });
    if (jsEnabled) await waitForHydration(select);
    await select.selectOption("0");
    if (!jsEnabled) await page.getByRole("button", { name: ar.list.apply }).click();
    await expect(page).toHaveURL(/[?&]is_active=0(&|$)/);

    // Every row's status badge (the distinct texts of that column: exactly one, "inactive").
    await expect.poll(() => activeBadges(page)).toEqual(["غير مفعّل"]);
    await expect(select).toHaveValue("0");
    const titles = await rowTitles(page);

    // The same URL in another tab: the same list, the same choice.
    const shared = await page.context().newPage();
    await shared.goto(page.url());
    await expect(shared.getByLabel(ar.fields.is_active, { exact: true })).toHaveValue("0");
    expect(await rowTitles(shared)).toEqual(titles);
    await shared.close();
  });

  test("garbage in the URL still renders the list", async ({ page, login }) => {
    await login("admin");
    const res = await page.goto("/blogs?page=-4&sort=password&is_active=7");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: ar.nav.blogs })).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(page.getByLabel(ar.fields.is_active, { exact: true })).toHaveValue("");
    await expect(page.getByRole("navigation", { name: ar.list.pagination }).getByText(/^1–10 من \d+$/)).toBeVisible();
    // The unknown sort is dropped, so no column may claim to be sorted.
    await expect(page.locator("th[aria-sort]")).toHaveCount(0);
  });
});

test.describe("CSV export", () => {
  // Arabic (no prefix) and English (/en): the export route must answer under both.
  for (const c of [
    { locale: "ar" as const, query: "محطة", prefix: "" },
    { locale: "en" as const, query: "station", prefix: "/en" },
  ]) {
    test(`exports the filtered list as UTF-8 CSV with translated headers (${c.locale})`, async ({ page, login, jsEnabled }) => {
      const t = c.locale === "ar" ? ar : en;
      await login("admin", { locale: c.locale });
      await page.goto(`${c.prefix}/blogs?name=${encodeURIComponent(c.query)}`);
      // The list in its language and direction, with its add button.
      await expectDir(page, c.locale === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1, name: t.nav.blogs })).toBeVisible();
      await expect(
        page.getByRole("link", { name: c.locale === "ar" ? ar.list.add.replace("{{item}}", ar.entities.blogs.one) : "Add blog post", exact: true }),
      ).toBeVisible();
      const listIds = await page
        .locator("table tbody")
        .getByRole("link", { name: t.list.edit })
        .evaluateAll((links) => links.map((a) => /\/blogs\/(\d+)\/edit/.exec(a.getAttribute("href") ?? "")?.[1] ?? ""));
      expect(listIds.length).toBeGreaterThan(0);
      expect(listIds.length).toBeLessThan(10);

      const link = page.getByRole("link", { name: t.list.exportCsv });
      const href = await link.getAttribute("href");
      expect(href).not.toBeNull();
      const url = new URL(href!, page.url());
      expect(url.pathname).toBe(`${c.prefix}/export/blogs`);
      expect(url.searchParams.get("name")).toBe(c.query);

      const res = await page.request.get(href!);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toMatch(/^text\/csv/);
      let bytes = await res.body();
      if (jsEnabled) {
        const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
        expect(download.suggestedFilename()).toMatch(/^blogs-\d{4}-\d{2}-\d{2}\.csv$/);
        const { readFile } = await import("node:fs/promises");
        bytes = await readFile((await download.path())!);
      }
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

      const rows = parseCsv(bytes.subarray(3).toString("utf8"));
      const columns = ENTITIES.blogs!.columns.filter((col) => col.kind !== "image" && col.id !== "id");
      const fields = t.fields as Record<string, string>;
      const header = rows[0]!;
      expect(header).toEqual([fields.id, ...columns.map((col) => fields[col.label.replace(/^fields\./, "")])]);
      if (c.locale === "ar") for (const cell of header) expect(cell).toMatch(ARABIC);
      const titleIndex = 1 + columns.findIndex((col) => col.id === "title");
      const data = rows.slice(1);
      for (const row of data) expect(row[titleIndex]!.toLowerCase()).toContain(c.query);
      expect(data.map((r) => r[0]).sort()).toEqual([...listIds].sort());
    });

    test(`a user without the list permission cannot export it (${c.locale})`, async ({ page, login, jsEnabled }) => {
      // A download answered by a redirect: what the server says is the whole story.
      rawOnly(jsEnabled);
      await login("editor", { locale: c.locale });
      const res = await page.request.get(`${c.prefix}/export/roles`, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers()["location"]).toBe(`${c.prefix}/no-permission`);
    });
  }
});

test.describe("search debounce", () => {
  test("the search box submits by itself 700 ms after typing stops, not before @js-only", async ({ page, login }) => {
    await login("admin");
    // The page runs on the test's clock: the debounce is measured in page time, not waited for.
    await page.clock.install();
    await page.goto("/blogs");
    const box = page.getByRole("searchbox", { name: ar.list.search, exact: true });
    await waitForHydration(box);
    const asked: string[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname.endsWith(".data")) asked.push(req.url());
    });
    await page.clock.pauseAt(Date.now() + 1_000);
    await box.fill("محطة");
    await page.clock.runFor(SEARCH_DEBOUNCE_MS - 50);
    // A round trip to the page, so a request the timers started would have been seen by now.
    await box.evaluate(() => undefined);
    expect(asked, "nothing asked before the debounce ends").toEqual([]);
    await page.clock.runFor(50);
    await page.clock.resume();
    await expect(page).toHaveURL(/[?&]name=/);
    expect(asked).toHaveLength(1);
    expect(new URL(page.url()).searchParams.get("name")).toBe("محطة");
    await expect.poll(async () => (await rowTitles(page)).filter((title) => !title.includes("محطة")).length).toBe(0);
    await expect(bodyRows(page).first()).toBeVisible();
  });
});

test.describe("rich text", () => {
  test("the editor makes a word bold and the edit page shows it bold @js-only", async ({ page, login }) => {
    await login("admin");
    const id = uid();
    await page.goto("/news/add");
    const editor = page.getByRole("textbox", { name: ar.fields.content_ar, exact: true });
    await expect(editor).toHaveAttribute("contenteditable", "true");
    const editorId = await editor.getAttribute("id");
    const toolbar = page.locator(`[role="toolbar"][aria-controls="${editorId}"]`);
    await expect(toolbar).toHaveAccessibleName(ar.editor.toolbar);
    const bold = toolbar.getByRole("button", { name: ar.editor.bold, exact: true });

    await editor.click();
    await page.keyboard.type("مقدمة ");
    await bold.click();
    await expect(bold).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("مهم");
    await bold.click();
    await page.keyboard.type(" خاتمة");
    await expect(editor.locator("strong")).toHaveText("مهم");

    await page.getByLabel(ar.fields.title_ar, { exact: true }).fill(`خبر ${id}`);
    await page.getByLabel(ar.fields.title_en, { exact: true }).fill(`News ${id}`);
    await page.getByLabel(ar.fields.image, { exact: true }).setInputFiles({ name: `${id}.png`, mimeType: "image/png", buffer: PNG_1PX });
    await page.getByRole("button", { name: ar.common.save }).click();
    await expectPath(page, "/news");

    await page.goto(`/news?name=${id}`);
    await bodyRows(page).filter({ hasText: id }).getByRole("link", { name: ar.list.edit }).click();
    await expect(page).toHaveURL(/\/news\/\d+\/edit(\?list=[^#]*)?$/);
    const saved = page.getByRole("textbox", { name: ar.fields.content_ar, exact: true });
    await expect(saved).toHaveAttribute("contenteditable", "true");
    await expect(saved.locator("strong")).toHaveText("مهم");
    await expect(saved).toContainText("مقدمة مهم خاتمة");
  });

  test("without JavaScript the content is a textarea and the server cleans it @no-js-only", async ({ page, login }) => {
    await login("admin");
    const id = uid();
    await page.goto("/news/add");
    const content = page.getByLabel(ar.fields.content_ar, { exact: true });
    await expect(content).toHaveJSProperty("tagName", "TEXTAREA");
    await content.fill('<p>safe</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>');
    await page.getByLabel(ar.fields.title_ar, { exact: true }).fill(`خبر ${id}`);
    await page.getByLabel(ar.fields.title_en, { exact: true }).fill(`News ${id}`);
    await page.getByLabel(ar.fields.image, { exact: true }).setInputFiles({ name: `${id}.png`, mimeType: "image/png", buffer: PNG_1PX });
    await page.getByRole("button", { name: ar.common.save }).click();
    await expectPath(page, "/news");

    await page.goto(`/news?name=${id}`);
    await bodyRows(page).filter({ hasText: id }).getByRole("link", { name: ar.list.edit }).click();
    await expect(page).toHaveURL(/\/news\/\d+\/edit(\?list=[^#]*)?$/);
    const saved = page.getByLabel(ar.fields.content_ar, { exact: true });
    await expect(saved).toHaveValue(/<p>safe<\/p>/);
    const value = await saved.inputValue();
    expect(value).not.toContain("<script");
    expect(value).not.toContain("alert(1)</script>");
    expect(value).not.toContain("javascript:");
  });
});

test.describe("client password", () => {
  test("set from the row menu: success dialog, then back to /clients", async ({ page, login }) => {
    await login("admin");
    const id = uid();
    const client = await createClient(page, id);
    await page.goto(`/clients?name=${id}`);
    const row = bodyRows(page).filter({ hasText: id });
    await row.getByText(ar.list.menu, { exact: true }).click();
    const link = row.getByRole("link", { name: ar.list.passwordAria.replace("{{label}}", client.name), exact: true });
    await expect(link).toHaveText(ar.list.setPassword);
    await link.click();

    await expectPath(page, "/clients/password");
    await expect(page.getByLabel(ar.clientsPassword.client, { exact: true })).toHaveValue(String(client.id));
    await page.getByLabel(ar.clientsPassword.password, { exact: true }).fill("NewPass#2025");
    await page.getByLabel(ar.clientsPassword.confirmation, { exact: true }).fill("NewPass#2025");
    await page.getByRole("button", { name: ar.common.save }).click();

    await expect(page.getByRole("dialog", { name: ar.clientsPassword.success })).toBeVisible();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/clients$/, { timeout: 4500 });
    await expect(page.getByRole("heading", { level: 1, name: ar.nav.clients })).toBeVisible();
  });

  test("a mismatched confirmation is shown on the confirmation field", async ({ page, login }) => {
    await login("admin");
    await page.goto("/clients/password");
    await page.getByLabel(ar.clientsPassword.client, { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(ar.clientsPassword.password, { exact: true }).fill("NewPass#2025");
    const confirmation = page.getByLabel(ar.clientsPassword.confirmation, { exact: true });
    await confirmation.fill("OtherPass#2025");
    await page.getByRole("button", { name: ar.common.save }).click();
    await expectFieldError(page, confirmation, "كلمتا المرور غير متطابقتين.");
    await expectPath(page, "/clients/password");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("delete confirmation", () => {
  test("cancel keeps the record and returns to the same filtered list", async ({ page, login }) => {
    await login("admin");
    const id = uid();
    await createRecord(page, "category", { name_ar: `تصنيف ${id}`, name_en: `Category ${id}`, is_active: "on" }, id);
    await page.goto(`/category?name=${id}&is_active=1`);
    const row = bodyRows(page).filter({ hasText: id });
    await row.getByRole("link", { name: ar.list.delete }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`تصنيف ${id}`);
    await expect(page).toHaveURL(/[?&]delete=\d+/);

    await dialog.getByRole("link", { name: ar.common.cancel, exact: true }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]delete=/);
    const params = new URL(page.url()).searchParams;
    expect(new URL(page.url()).pathname).toBe("/category");
    expect(params.get("name")).toBe(id);
    expect(params.get("is_active")).toBe("1");
    await expect(bodyRows(page).filter({ hasText: id })).toHaveCount(1);
  });
});
