/**
 * The attacker's view: CSRF, open redirect, sessions (fixation, tampering, logout,
 * idle and absolute limits with the test-mode clock), login limits shared through a real
 * redis-server by two dashboard instances, HTTPS cookies behind a trusted proxy, headers, request
 * ids, security log lines, the honeypot and 403 denials.
 *
 * Raw HTTP (Node's fetch, cookies handled by hand) wherever no browser is needed: those tests run
 * once, in the js-on project. The few browser tests run with JavaScript on and off.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import { ACCOUNTS, ar, expect, expectLoginPage, logoutButton, homeHeading, rawOnly, test, UPSTREAM_URL, type AccountName } from "./fixtures";
import { startDashboard, startRedis, type Instance } from "../support/instances";

const MAIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const E2E_SECRET = "e2e-secret-one,e2e-secret-old";
/** Ports of this spec's own processes; the js-off project uses the next ones (projects may run at once). */
const EXTRA_PORT = Number(process.env.E2E_EXTRA_PORT ?? 3102);
const REDIS_PORT = Number(process.env.E2E_REDIS_PORT ?? 6390);

/** A tiny cookie jar for raw requests. */
class Jar {
  readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  take(res: Response): string[] {
    const set = res.headers.getSetCookie();
    for (const line of set) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === "" || /Expires=Thu, 01 Jan 1970/.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return set;
  }
  clone(): Jar {
    const j = new Jar();
    for (const [k, v] of this.cookies) j.cookies.set(k, v);
    return j;
  }
}

async function get(base: string, path: string, jar: Jar, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: jar.header(), ...headers } });
  jar.take(res);
  return res;
}

/** Loads a page with a form and returns this browser's CSRF token (the GET sets its cookie). */
async function csrf(base: string, jar: Jar, headers: Record<string, string> = {}): Promise<string> {
  const res = await get(base, "/login", jar, headers);
  const html = await res.text();
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no csrf field on ${base}/login (HTTP ${res.status})`);
  return match[1]!;
}

async function post(
  base: string,
  path: string,
  jar: Jar,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  method = "POST",
): Promise<Response> {
  const res = await fetch(`${base}${path}`, {
    method,
    redirect: "manual",
    headers: { Cookie: jar.header(), Origin: base, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  jar.take(res);
  return res;
}

async function login(base: string, as: AccountName, jar = new Jar(), headers: Record<string, string> = {}, extra: Record<string, string> = {}) {
  const token = await csrf(base, jar, headers);
  const { email, password } = ACCOUNTS[as];
  const res = await post(base, "/login", jar, { csrf: token, email, password, redirectTo: "", ...extra }, headers);
  return { res, jar, csrf: token };
}

/** The upstream token inside a session cookie (signed, not encrypted: base64 JSON before the dot). */
function tokenInCookie(value: string): string {
  const payload = decodeURIComponent(value).split(".")[0]!;
  return (JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as { token: string }).token;
}

test.describe("raw HTTP against the main dashboard", () => {
  test.beforeEach(({ jsEnabled }) => rawOnly(jsEnabled));

  test("A12: cross-site POSTs to login are refused with a translated 403 and log nobody in", async () => {
    const cases: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
      { Origin: "", Referer: "https://evil.example/page" },
      { Origin: MAIN, "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of cases) {
      const jar = new Jar();
      const token = await csrf(MAIN, jar);
      const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ""));
      const res = await fetch(`${MAIN}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: jar.header(), "Content-Type": "application/x-www-form-urlencoded", ...clean },
        body: new URLSearchParams({ csrf: token, email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password }).toString(),
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toContain(ar.security.csrfRefused);
      expect(res.headers.getSetCookie().some((c) => c.startsWith("__lawha_session="))).toBe(false);
    }
  });

  test("A12: a missing or wrong token is refused; PUT, PATCH and DELETE from another site too", async () => {
    const { jar, csrf: token } = await login(MAIN, "admin");
    for (const fields of [{}, { csrf: "x".repeat(32) }, { csrf: `${token}x` }] as Record<string, string>[]) {
      const res = await post(MAIN, "/logout", jar, fields);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain(ar.security.csrfRefused);
    }
    // None of them logged out.
    expect((await get(MAIN, "/", jar)).status).toBe(200);
    for (const method of ["PUT", "PATCH", "DELETE", "POST"]) {
      const res = await post(MAIN, "/branches", jar, { csrf: token, intent: "delete", id: "1" }, { Origin: "https://evil.example" }, method);
      expect(res.status, method).toBe(403);
    }
    // A GET to the logout URL changes nothing either.
    expect((await get(MAIN, "/logout", jar)).status).toBe(200);
    expect((await get(MAIN, "/", jar)).status).toBe(200);
    // The right token from this site works.
    expect((await post(MAIN, "/logout", jar, { csrf: token })).status).toBe(302);
  });

  test("B9: redirectTo after login only ever leads to a path on this site", async () => {
    const values = [
      "https://evil.example",
      "//evil",
      "/\\evil",
      "\\\\evil",
      "/%09/evil",
      "/%0A/evil",
      "%2F%2Fevil",
      "javascript:alert(1)",
      "  /blogs",
      "/.//evil.example",
      "/..//evil.example",
    ];
    for (const redirectTo of values) {
      const { res } = await login(MAIN, "moderator", new Jar(), {}, { redirectTo });
      expect(res.status, redirectTo).toBe(302);
      const location = res.headers.get("location")!;
      expect(location, redirectTo).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, MAIN).origin).toBe(MAIN);
    }
  });

  test("B4: tampered, unsigned, foreign-secret and garbage cookies are anonymous, never a 500", async () => {
    const { jar } = await login(MAIN, "admin");
    const good = jar.cookies.get("__lawha_session")!;
    const [payload, signature] = decodeURIComponent(good).split(".");
    const flipped = payload!.slice(0, 10) + (payload![10] === "A" ? "B" : "A") + payload!.slice(11);
    const foreign = await createCookieSessionStorage({ cookie: { name: "__lawha_session", secrets: ["retired-or-foreign"] } });
    const foreignSession = await foreign.getSession();
    foreignSession.set("token", tokenInCookie(good));
    const foreignValue = (await foreign.commitSession(foreignSession)).split(";")[0]!.split("=").slice(1).join("=");
    for (const value of [encodeURIComponent(`${flipped}.${signature}`), encodeURIComponent(payload!), foreignValue, "%%%garbage", "e30%3D.AAAA"]) {
      const j = new Jar();
      j.cookies.set("__lawha_session", value);
      const page = await get(MAIN, "/blogs", j);
      expect(page.status, value).toBe(302);
      expect(page.headers.get("location")).toBe("/login?redirectTo=%2Fblogs");
      expect((await get(MAIN, "/login", j)).status).toBe(200);
    }
  });

  test("B5: login issues a new cookie and drops whatever the session held before", async () => {
    const planted = createCookieSessionStorage({ cookie: { name: "__lawha_session", secrets: E2E_SECRET.split(",") } });
    const session = await planted.getSession();
    session.set("planted", "by-attacker");
    session.set("token", "attacker-token");
    const plantedValue = (await planted.commitSession(session)).split(";")[0]!.split("=").slice(1).join("=");
    const jar = new Jar();
    jar.cookies.set("__lawha_session", plantedValue);
    // The planted session is not a login.
    expect((await get(MAIN, "/blogs", jar.clone())).status).toBe(302);
    const { res } = await login(MAIN, "editor", jar);
    expect(res.status).toBe(302);
    const fresh = jar.cookies.get("__lawha_session")!;
    expect(fresh).not.toBe(plantedValue);
    const data = Buffer.from(decodeURIComponent(fresh).split(".")[0]!, "base64").toString("utf8");
    expect(data).not.toContain("by-attacker");
    expect(data).not.toContain("attacker-token");
    expect((await get(MAIN, "/blogs", jar)).status).toBe(200);
  });

  test("B6: logout is POST only, revokes the token upstream, expires the cookie, clears the cache; the old cookie is worthless", async () => {
    const { jar, csrf: token } = await login(MAIN, "admin");
    const before = jar.clone();
    const upstreamToken = tokenInCookie(jar.cookies.get("__lawha_session")!);
    const asUpstream = () => fetch(`${UPSTREAM_URL}/api/auth/user`, { headers: { Authorization: `Bearer ${upstreamToken}`, Accept: "application/json" } });
    expect((await asUpstream()).status).toBe(200);

    const res = await post(MAIN, "/logout", jar, { csrf: token });
    expect(res.status).toBe(302);
    expect(res.headers.get("clear-site-data")).toBe('"cache"');
    expect(res.headers.getSetCookie().find((c) => c.startsWith("__lawha_session="))).toMatch(/^__lawha_session=; .*Expires=Thu, 01 Jan 1970/);
    expect((await asUpstream()).status).toBe(401);

    const replay = await get(MAIN, "/blogs", before);
    expect(replay.status).toBe(302);
    expect(replay.headers.get("location")).toBe("/login?redirectTo=%2Fblogs");
  });

  test("B7: 30 minutes idle or 12 hours after login end the session (test-mode clock)", async () => {
    const start = Date.now();
    const at = (minutes: number) => ({ "X-Lawha-Test-Now": String(start + minutes * 60_000) });

    const idle = (await login(MAIN, "moderator")).jar;
    expect((await get(MAIN, "/orders", idle, at(29))).status).toBe(200);
    // 29 minutes after the last request: still alive; 31 minutes: gone, for good.
    expect((await get(MAIN, "/orders", idle, at(58))).status).toBe(200);
    const late = await get(MAIN, "/orders", idle.clone(), at(58 + 31));
    expect(late.status).toBe(302);
    expect(late.headers.get("location")).toBe("/login?redirectTo=%2Forders");
    expect((await get(MAIN, "/orders", idle)).status).toBe(302);

    const busy = (await login(MAIN, "moderator")).jar;
    let minutes = 0;
    while (minutes + 25 < 12 * 60) {
      minutes += 25;
      expect((await get(MAIN, "/orders", busy, at(minutes))).status, `active at +${minutes} min`).toBe(200);
    }
    const over = await get(MAIN, "/orders", busy, at(12 * 60 + 1));
    expect(over.status).toBe(302);
    expect(over.headers.get("location")).toBe("/login?redirectTo=%2Forders");
  });

  test("E1, B10: headers on pages and data; the token is never in HTML or data", async () => {
    const anonymous = await get(MAIN, "/login", new Jar());
    const { jar } = await login(MAIN, "admin");
    const token = tokenInCookie(jar.cookies.get("__lawha_session")!);
    const page = await get(MAIN, "/blogs", jar);
    const data = await get(MAIN, "/blogs.data", jar);
    for (const res of [anonymous, page]) {
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(csp).toContain(directive);
    }
    for (const res of [anonymous, page, data]) {
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-powered-by")).toBeNull();
      // Plain HTTP: no HSTS (it is sent over HTTPS, see the proxy test).
      expect(res.headers.get("strict-transport-security")).toBeNull();
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(await page.text()).not.toContain(token);
    expect(await data.text()).not.toContain(token);
    expect(await (await get(MAIN, "/_root.data", jar)).text()).not.toContain(token);
  });

  test("E2: an error page shows the request id of its response", async () => {
    const res = await get(MAIN, "/xx/blogs", new Jar());
    expect(res.status).toBe(404);
    const id = res.headers.get("x-request-id")!;
    expect(await res.text()).toContain(ar.security.requestId.replace("{{id}}", id));
  });

  test("C1: a denial is a 403 for writes and on the no-permission page, where pages and data requests are sent", async () => {
    const { jar, csrf: token } = await login(MAIN, "editor");
    const doc = await get(MAIN, "/roles", jar);
    expect(doc.status).toBe(302);
    expect(doc.headers.get("location")).toBe("/no-permission");
    expect((await get(MAIN, "/no-permission", jar)).status).toBe(403);
    // A JavaScript navigation (single-fetch data request) is sent to the same page.
    const data = await get(MAIN, "/roles.data", jar);
    expect(data.status).toBe(202);
    expect(await data.text()).toContain("/no-permission");
    expect((await post(MAIN, "/roles/add", jar, { csrf: token, name: "x" })).status).toBe(403);
  });

  test("A13: a filled honeypot field gets a 400 and no session", async () => {
    const { res } = await login(MAIN, "admin", new Jar(), {}, { website: "http://spam.example" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(ar.security.honeypot);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("__lawha_session="))).toBe(false);
  });
});

test.describe("two instances sharing Redis, behind a trusted proxy", () => {
  test.describe.configure({ mode: "serial" });
  let redis: Instance;
  let a: Instance;
  let b: Instance;

  test.beforeAll(async ({ javaScriptEnabled }) => {
    test.setTimeout(90_000);
    const shift = javaScriptEnabled === false ? 5 : 0;
    redis = await startRedis(REDIS_PORT + (shift ? 1 : 0));
    const env = {
      SESSION_SECRET: E2E_SECRET,
      API_URL: UPSTREAM_URL,
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT + (shift ? 1 : 0)}`,
      TRUST_PROXY: "1",
      LOGIN_IP_MAX_FAILURES: "10",
      LOGIN_MAX_FAILURES: "5",
      USER_POST_LIMIT: "3",
    };
    [a, b] = await Promise.all([startDashboard(EXTRA_PORT + shift, env), startDashboard(EXTRA_PORT + shift + 1, env)]);
  });

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
  });

  // A different client address for each call: a random pick could repeat an earlier test's address,
  // and E3 below, reading the log lines by address, would then see that test's log-in too.
  let nextIp = Math.floor(Math.random() * 250);
  const someIp = () => `203.0.113.${(nextIp++ % 250) + 1}`;

  async function failLogin(base: string, ip: string, email: string) {
    const jar = new Jar();
    const token = await csrf(base, jar, { "X-Forwarded-For": ip });
    return post(base, "/login", jar, { csrf: token, email, password: "Wrong#Password1" }, { "X-Forwarded-For": ip });
  }

  test("B8: failures on one instance count on the other: the 11th failure a minute from one IP gets 429", async ({ jsEnabled }) => {
    rawOnly(jsEnabled);
    const ip = someIp();
    for (let i = 0; i < 10; i++) {
      const res = await failLogin(i % 2 ? b.url : a.url, ip, `nobody${i}@lawha.test`);
      expect(res.status, `failure ${i + 1}`).toBe(422);
    }
    const limited = await failLogin(a.url, ip, "nobody-else@lawha.test");
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.text()).toContain("محاولات دخول كثيرة");
    // Even the right password waits, from that IP; the admin elsewhere is not locked out.
    expect((await login(b.url, "admin", new Jar(), { "X-Forwarded-For": ip })).res.status).toBe(429);
    expect((await login(b.url, "admin", new Jar(), { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` })).res.status).toBe(302);
  });

  test("B8: one IP guessing one account waits after 5 failures; unknown user and wrong password look the same", async ({ jsEnabled }) => {
    rawOnly(jsEnabled);
    const ip = someIp();
    const wrong = await failLogin(a.url, ip, ACCOUNTS.editor.email);
    const unknown = await failLogin(b.url, ip, "no-such-user@lawha.test");
    expect(wrong.status).toBe(unknown.status);
    // The same page apart from the echoed e-mail address and per-response values (nonce, request
    // id, this browser's CSRF token).
    const normalise = (html: string, email: string) =>
      html
        .replaceAll(email, "EMAIL")
        .replace(/nonce(-|=")[A-Za-z0-9+/=]+/g, "NONCE")
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "UUID")
        .replace(/[A-Za-z0-9_-]{32}/g, "TOKEN");
    const [w, u] = [normalise(await wrong.text(), ACCOUNTS.editor.email), normalise(await unknown.text(), "no-such-user@lawha.test")];
    expect(w).toContain(ar.auth.invalidCredentials);
    expect(w).toBe(u);
    for (let i = 0; i < 4; i++) await failLogin(i % 2 ? a.url : b.url, ip, ACCOUNTS.editor.email);
    const limited = await failLogin(b.url, ip, ACCOUNTS.editor.email);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60);
    expect((await login(a.url, "editor", new Jar(), { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 200)}` })).res.status).toBe(302);
  });

  test("form submissions are limited per user, across instances: 429 with Retry-After and a translated page", async ({ jsEnabled }) => {
    rawOnly(jsEnabled);
    const ip = { "X-Forwarded-For": someIp() };
    const { jar, csrf: token } = await login(a.url, "admin", new Jar(), ip);
    for (let i = 0; i < 3; i++) {
      // An empty form: refused by validation (422), but it still counts as a submission.
      expect((await post(i % 2 ? b.url : a.url, "/clients/password", jar, { csrf: token }, ip)).status, `post ${i + 1}`).toBe(422);
    }
    const limited = await post(b.url, "/clients/password", jar, { csrf: token }, ip);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.text()).toContain(ar.security.tooManyRequests);
    // Reading is not limited.
    expect((await get(a.url, "/clients/password", jar, ip)).status).toBe(200);
  });

  test("B6 across instances: a logout on one ends the session on the other", async ({ jsEnabled }) => {
    rawOnly(jsEnabled);
    const ip = { "X-Forwarded-For": someIp() };
    const { jar, csrf: token } = await login(a.url, "moderator", new Jar(), ip);
    const copy = jar.clone();
    expect((await get(b.url, "/orders", copy.clone(), ip)).status).toBe(200);
    expect((await post(a.url, "/logout", jar, { csrf: token }, ip)).status).toBe(302);
    const replay = await get(b.url, "/orders", copy, ip);
    expect(replay.status).toBe(302);
    expect(replay.headers.get("location")).toBe("/login?redirectTo=%2Forders");
  });

  test("B10: over HTTPS (trusted proxy) cookies are __Host-, Secure, HttpOnly, SameSite=Lax, Path=/ and HSTS is sent", async ({ jsEnabled }) => {
    rawOnly(jsEnabled);
    const https = { "X-Forwarded-Proto": "https", "X-Forwarded-For": someIp() };
    const origin = a.url.replace("http:", "https:");
    const jar = new Jar();
    const page = await get(a.url, "/login", jar, https);
    expect(page.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const token = /name="csrf" value="([^"]+)"/.exec(await page.text())![1]!;
    // A cookie under the plain name (planted by a sibling subdomain over HTTP) is ignored over HTTPS.
    jar.cookies.set("__lawha_session", "planted");
    const res = await post(a.url, "/login", jar, { csrf: token, email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password }, { ...https, Origin: origin });
    expect(res.status).toBe(302);
    const cookies = res.headers.getSetCookie();
    const all = [...page.headers.getSetCookie(), ...cookies].filter((c) => /lawha_(session|csrf)/.test(c));
    expect(all.map((c) => c.split("=")[0]).sort()).toEqual(["__Host-lawha_csrf", "__Host-lawha_session"]);
    for (const c of all) {
      expect(c).toMatch(/; Path=\/(;|$)/);
      expect(c).toMatch(/; HttpOnly(;|$)/);
      expect(c).toMatch(/; Secure(;|$)/);
      expect(c).toMatch(/; SameSite=Lax(;|$)/);
      expect(c).not.toMatch(/Domain=/i);
      expect(c.length).toBeLessThan(4096);
    }
    // The session works over HTTPS and only there.
    expect((await get(a.url, "/blogs", jar, https)).status).toBe(200);
    expect((await get(a.url, "/blogs", jar, { "X-Forwarded-For": https["X-Forwarded-For"] })).status).toBe(302);
  });

  test("E3: one JSON line per request and per security event, with time, IP, request id and user; no secret", async ({ jsEnabled }) => {
    rawOnly(jsEnabled);
    const ip = someIp();
    const jar = new Jar();
    const token = await csrf(a.url, jar, { "X-Forwarded-For": ip });
    expect((await post(a.url, "/login", jar, { csrf: "forged-token-forged-token-forged" }, { "X-Forwarded-For": ip })).status).toBe(403);
    await post(a.url, "/login", jar, { csrf: token, email: ACCOUNTS.admin.email, password: "Wrong#Password1" }, { "X-Forwarded-For": ip });
    const ok = await post(a.url, "/login", jar, { csrf: token, email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password }, { "X-Forwarded-For": ip });
    const sessionCookie = jar.cookies.get("__lawha_session")!;
    const home = await get(a.url, "/", jar, { "X-Forwarded-For": ip });
    const homeId = home.headers.get("x-request-id");

    // Lines are written in batches: wait until the home page's line is out.
    const linesOf = () => a.lines.filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Record<string, unknown>);
    await expect.poll(() => linesOf().some((l) => l.event === "request" && l.requestId === homeId)).toBe(true);
    const mine = linesOf().filter((l) => l.ip === ip);
    const outcomes = mine.filter((l) => l.event === "security").map((l) => l.outcome);
    expect(outcomes).toEqual(["csrf.refused", "login.failure", "login.success"]);
    for (const line of mine) {
      expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
    const success = mine.find((l) => l.outcome === "login.success")!;
    expect(success.userId).toBe(1);
    expect(success.requestId).toBe(ok.headers.get("x-request-id"));
    const homeLine = mine.find((l) => l.event === "request" && l.requestId === homeId)!;
    expect(homeLine).toMatchObject({ method: "GET", path: "/", status: 200, userId: 1 });
    // Ours is the only access line: remix-serve's own ("GET / 200 - - 12.3 ms") is silenced.
    expect(a.lines.filter((l) => /^[A-Z]+ \/\S* \d{3} /.test(l))).toEqual([]);
    const everything = a.lines.join("\n");
    for (const secret of [ACCOUNTS.admin.password, "Wrong#Password1", tokenInCookie(sessionCookie), sessionCookie, token]) {
      expect(everything).not.toContain(secret);
    }
  });

  test("B8 on the form: the wait is shown in words, with and without JavaScript", async ({ page }) => {
    const ip = someIp();
    for (let i = 0; i < 10; i++) await failLogin(i % 2 ? a.url : b.url, ip, `spray${i}@lawha.test`);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
    await page.goto(`${a.url}/login`);
    await page.getByLabel(ar.auth.email).fill(ACCOUNTS.admin.email);
    await page.getByLabel(ar.auth.password).fill(ACCOUNTS.admin.password);
    await page.getByRole("button", { name: ar.auth.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: /محاولات دخول كثيرة\. حاول مرة أخرى بعد/ })).toBeVisible();
    await expect(page.getByLabel(ar.auth.email)).toHaveValue(ACCOUNTS.admin.email);
  });
});

test.describe("in the browser", () => {
  test("the login form carries the CSRF field and a honeypot no one sees or tabs into", async ({ page }) => {
    await page.goto("/login");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: ar.auth.submit }) });
    await expect(form.locator('input[type="hidden"][name="csrf"]')).toHaveValue(/^[A-Za-z0-9_-]{32}$/);
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("textbox", { name: ar.security.honeypotLabel })).toHaveCount(0);
    // Keyboard users never land in it, in either direction.
    await page.getByLabel(ar.auth.email).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(honeypot).not.toBeFocused();
    await page.getByLabel(ar.auth.email).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(ar.auth.password)).toBeFocused();
  });

  test("a form left open across a re-login still submits (the token belongs to the browser, not the session)", async ({ page, context, login }) => {
    await login("admin");
    await page.goto("/");
    await expect(homeHeading(page)).toBeVisible();
    // The session ends and the user logs in again elsewhere (another tab), then uses this page.
    await context.clearCookies({ name: "__lawha_session" });
    await login("admin");
    await logoutButton(page).click();
    await expectLoginPage(page);
    await expect(page.getByText(ar.security.csrfRefused)).toHaveCount(0);
  });
});
