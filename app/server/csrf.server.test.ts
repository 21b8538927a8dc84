import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importWithEnv, restoreEnv } from "../../tests/support/module-env";

let csrf: typeof import("./csrf.server");

beforeAll(async () => {
  csrf = await importWithEnv({ SESSION_SECRET: "unit-secret", LAWHA_LOG: "off" }, () => import("./csrf.server"));
});
afterAll(restoreEnv);

const SITE = "http://dash.test";

function post(headers: Record<string, string>, path = "/blogs"): Request {
  return new Request(`${SITE}${path}`, { method: "POST", headers });
}

async function statusOf(promise: Promise<unknown> | (() => void)): Promise<number | "ok"> {
  try {
    if (typeof promise === "function") promise();
    else await promise;
    return "ok";
  } catch (error) {
    const d = error as { init?: ResponseInit; data?: { message?: string } };
    return d.init?.status ?? -1;
  }
}

describe("originVerdict", () => {
  it.each<[string, Record<string, string>, string]>([
    ["same Origin", { Origin: SITE }, "same"],
    ["foreign Origin", { Origin: "https://evil.example" }, "cross"],
    ["Origin null (sandboxed frame, data: page)", { Origin: "null" }, "cross"],
    ["same host, other scheme", { Origin: "https://dash.test" }, "cross"],
    ["same host, other port", { Origin: "http://dash.test:8080" }, "cross"],
    ["Origin moved aside by the request hook", { "x-lawha-origin": "https://evil.example" }, "cross"],
    ["no Origin, same Referer", { Referer: `${SITE}/blogs/add` }, "same"],
    ["no Origin, foreign Referer", { Referer: "https://evil.example/x" }, "cross"],
    ["no Origin, broken Referer", { Referer: "::::" }, "cross"],
    ["Sec-Fetch-Site cross-site wins over a same Origin", { "Sec-Fetch-Site": "cross-site", Origin: SITE }, "cross"],
    ["Sec-Fetch-Site same-site (a sibling subdomain)", { "Sec-Fetch-Site": "same-site" }, "cross"],
    ["Sec-Fetch-Site same-origin alone", { "Sec-Fetch-Site": "same-origin" }, "same"],
    ["nothing at all: left to the token", {}, "unknown"],
  ])("%s", (_name, headers, expected) => {
    expect(csrf.originVerdict(post(headers))).toBe(expected);
  });

  it("trusts the HTTPS scheme only through the request hook's verdict", () => {
    expect(csrf.originVerdict(post({ Origin: "https://dash.test", "x-lawha-https": "1" }))).toBe("same");
    expect(csrf.originVerdict(post({ Origin: "https://dash.test", "X-Forwarded-Proto": "https" }))).toBe("cross");
  });
});

describe("the double-submit token", () => {
  async function browserToken() {
    const issued = await csrf.csrfToken(new Request(`${SITE}/login`));
    expect(issued.setCookie).toMatch(/^lawha_csrf=.+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = issued.setCookie!.split(";")[0]!;
    return { token: issued.token, cookie };
  }

  function form(fields: Record<string, string | string[]>): FormData {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) f.append(k, one);
    return f;
  }

  it("reuses the browser's token instead of issuing a new one", async () => {
    const { token, cookie } = await browserToken();
    const again = await csrf.csrfToken(new Request(`${SITE}/`, { headers: { Cookie: cookie } }));
    expect(again).toEqual({ token, setCookie: null });
  });

  it("issues a new token for a tampered cookie", async () => {
    const { token, cookie } = await browserToken();
    const tampered = cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const again = await csrf.csrfToken(new Request(`${SITE}/`, { headers: { Cookie: tampered } }));
    expect(again.token).not.toBe(token);
    expect(again.setCookie).not.toBeNull();
  });

  it("accepts the matching token and refuses a missing, wrong, doubled or cookieless one with 403", async () => {
    const { token, cookie } = await browserToken();
    const req = () => post({ Cookie: cookie, Origin: SITE });
    expect(await statusOf(csrf.requireCsrf(req(), form({ csrf: token })))).toBe("ok");
    expect(await statusOf(csrf.requireCsrf(req(), form({})))).toBe(403);
    expect(await statusOf(csrf.requireCsrf(req(), form({ csrf: `${token}x` })))).toBe(403);
    expect(await statusOf(csrf.requireCsrf(req(), form({ csrf: [token, token] })))).toBe(403);
    expect(await statusOf(csrf.requireCsrf(post({ Origin: SITE }), form({ csrf: token })))).toBe(403);
    // Another browser's valid token does not fit this browser's cookie.
    const other = await browserToken();
    expect(await statusOf(csrf.requireCsrf(req(), form({ csrf: other.token })))).toBe(403);
  });

  it("refuses a right token from another site (the guard's origin check, before the body is read)", async () => {
    const { cookie } = await browserToken();
    const req = post({ Cookie: cookie, Origin: "https://evil.example" });
    expect(() => csrf.requireSameOrigin(req)).toThrow();
  });

  it("answers with a translated message in the page's language", async () => {
    try {
      await csrf.requireCsrf(post({}, "/en/blogs"), form({}));
      expect.unreachable();
    } catch (error) {
      expect((error as { data: { message: string } }).data.message).toMatch(/^The request was refused/);
    }
  });

  it("lets reads through the header check", () => {
    expect(() => csrf.requireSameOrigin(new Request(`${SITE}/blogs`, { headers: { Origin: "https://evil.example" } }))).not.toThrow();
    expect(() => csrf.requireSameOrigin(post({ Origin: "https://evil.example" }))).toThrow();
  });
});
