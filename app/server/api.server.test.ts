import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { startFaultUpstream, type FaultUpstream } from "../../tests/support/fault-upstream";
import { importWithEnv, restoreEnv } from "../../tests/support/module-env";

let fault: FaultUpstream;
let api: typeof import("./api.server");

beforeAll(async () => {
  fault = await startFaultUpstream();
  api = await importWithEnv({ API_URL: fault.url, API_TIMEOUT_MS: "300", SESSION_SECRET: "test-secret" }, () => import("./api.server"));
});
afterAll(async () => {
  restoreEnv();
  await fault.close();
});
beforeEach(() => fault.setMode("ok"));

const list = z.object({ data: z.array(z.unknown()) });

function ctx(locale: "ar" | "en" = "ar") {
  return { request: new Request("http://dash.test/en/blogs?page=2"), locale, token: "t" };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    // Remix's `data()` throws a DataWithResponseInit.
    const d = error as { type?: string; data?: unknown; init?: ResponseInit };
    if (d?.type === "DataWithResponseInit") return new Response(JSON.stringify(d.data), d.init ?? undefined);
    throw error;
  }
  throw new Error("expected a thrown response");
}

describe("upstream client error mapping", () => {
  it("returns parsed data on success", async () => {
    await expect(api.upstream(ctx()).get("dashboard/blogs/all", list)).resolves.toEqual({ data: [] });
  });

  it.each([
    ["slow", 504, "خادم البيانات بطيء"],
    ["reset", 503, "تعذّر الاتصال"],
    ["html500", 502, "خادم البيانات واجه خطأ"],
    ["malformed", 502, "رد غير مفهوم"],
    ["wrongShape", 502, "رد غير مفهوم"],
    ["json500", 502, "خادم البيانات واجه خطأ"],
    ["sql500", 502, "خادم البيانات واجه خطأ"],
    ["redirect", 502, "خادم البيانات واجه خطأ"],
  ] as const)("turns %s into a clear, translated %i without upstream HTML", async (mode, status, text) => {
    fault.setMode(mode);
    const res = await thrown(api.upstream(ctx("ar")).get("dashboard/blogs/all", list));
    expect(res.status).toBe(status);
    const body = await res.text();
    expect(body).toContain(text);
    expect(body).not.toContain("Traceback");
    // The upstream's own text (SQL, keys, its message) is never shown.
    expect(body).not.toContain("SQLSTATE");
    expect(body).not.toContain("exploded");
    expect(body).not.toContain("evil.example");
  });

  it("answers in English on English pages", async () => {
    fault.setMode("reset");
    const res = await thrown(api.upstream(ctx("en")).get("dashboard/blogs/all", list));
    expect(await res.text()).toContain("cannot be reached");
  });

  it("turns a 422 into per-field errors and the first field's first message", async () => {
    fault.setMode("validation");
    const result = await api.upstream(ctx()).send("POST", "dashboard/blogs/store", { title_ar: "" }, z.unknown());
    expect(result).toMatchObject({
      ok: false,
      kind: "validation",
      status: 422,
      message: "حقل إلزامي.",
      fieldErrors: { title_ar: ["حقل إلزامي."], permissions: ["غير صحيح."] },
    });
  });

  it("keeps writes from throwing when the upstream is down, so the form can be shown again", async () => {
    fault.setMode("html500");
    const result = await api.upstream(ctx()).send("POST", "dashboard/blogs/store", {}, z.unknown());
    expect(result).toMatchObject({ ok: false, kind: "server", status: 502 });
  });

  it("sends 401 to the login page with the session reset, coming back afterwards", async () => {
    fault.setMode("unauthorized");
    const res = await thrown(api.upstream(ctx("en")).get("dashboard/blogs/all", list));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/en/login?redirectTo=%2Fen%2Fblogs%3Fpage%3D2");
    expect(res.headers.get("Set-Cookie")).toContain("__lawha_session=;");
  });

  it("sends 403 to the no-permission page with the upstream's error as a toast", async () => {
    fault.setMode("forbidden");
    const res = await thrown(api.upstream(ctx("ar")).send("POST", "dashboard/roles/store", {}, z.unknown()));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/no-permission");
    expect(res.headers.get("Set-Cookie")).toContain("__lawha_toast=");
  });
});

describe("reads the caller handles itself", () => {
  it("returns a 403 as a failure instead of redirecting (the frame's logo must never loop)", async () => {
    fault.setMode("forbidden");
    const result = await api.upstream(ctx()).tryGet("dashboard/pages/settings/1", z.unknown());
    expect(result).toMatchObject({ ok: false, kind: "forbidden", status: 403, message: "Not allowed" });
  });

  it("still ends the session on a 401", async () => {
    fault.setMode("unauthorized");
    const res = await thrown(api.upstream(ctx()).tryGet("dashboard/pages/settings/1", z.unknown()));
    expect(res.status).toBe(302);
  });
});

describe("multipart bodies", () => {
  it("skips null and undefined values and repeats arrays", () => {
    const form = api.toMultipart({ a: "x", b: null, c: undefined, d: 0, e: false, list: ["1", "2"] });
    expect([...form.keys()]).toEqual(["a", "d", "e", "list", "list"]);
    expect(form.get("e")).toBe("0");
    expect(form.getAll("list")).toEqual(["1", "2"]);
  });
});

/** An action's context: a POST, as Remix passes it to the action. */
function actionCtx(locale: "ar" | "en" = "ar") {
  return { request: new Request("http://dash.test/blogs/create", { method: "POST" }), locale, token: "t" };
}

describe("inside a form action nothing redirects away from the form (nothing lost)", () => {
  it.each(["unauthorized", "unauthenticated"] as const)("a 401 (%s) comes back as a failure with the log-in-in-a-new-tab message", async (mode) => {
    fault.setMode(mode);
    const result = await api.upstream(actionCtx("en")).send("POST", "dashboard/blogs/store", { title_ar: "x" }, z.unknown());
    expect(result).toMatchObject({ ok: false, kind: "unauthorized", status: 401 });
    expect(result.ok ? "" : result.message).toMatch(/new tab/);
  });

  it.each(["forbidden", "forbiddenMessage"] as const)("a 403 (%s) comes back as a failure, not a redirect", async (mode) => {
    fault.setMode(mode);
    const result = await api.upstream(actionCtx()).send("POST", "dashboard/blogs/store", {}, z.unknown());
    expect(result).toMatchObject({ ok: false, kind: "forbidden", status: 403 });
  });

  it("the GET re-render after a refused no-JS submit (form Content-Type kept) does not redirect either", async () => {
    fault.setMode("unauthorized");
    const request = new Request("http://dash.test/blogs/create", { headers: { "Content-Type": "multipart/form-data; boundary=x" } });
    expect(api.isAfterSubmit(request)).toBe(true);
    const result = await api.upstream({ request, locale: "ar", token: "t" }).tryGet("dashboard/pages/lookups", z.unknown());
    expect(result).toMatchObject({ ok: false, kind: "unauthorized" });
  });

  it("a 429 says when to retry, from Retry-After", async () => {
    fault.setMode("rateLimited");
    const result = await api.upstream(actionCtx("en")).send("POST", "dashboard/blogs/store", {}, z.unknown());
    expect(result).toMatchObject({ ok: false, kind: "rate_limited", status: 429, message: "Too many requests. Try again in 7 s." });
    // The header itself travels with the failure (the login page waits as long as the upstream says).
    expect(result).toMatchObject({ retryAfter: "7" });
    const arabic = await api.upstream(actionCtx("ar")).send("POST", "dashboard/blogs/store", {}, z.unknown());
    expect(arabic).toMatchObject({ kind: "rate_limited", retryAfter: "7" });
    expect(api.retryAfterSeconds("Thu, 01 Jan 2026 00:00:10 GMT", Date.parse("Thu, 01 Jan 2026 00:00:00 GMT"))).toBe(10);
    expect(api.retryAfterSeconds("soon")).toBeNull();
  });

  it("a 422 without `errors` is a form-level message", async () => {
    fault.setMode("validationBare");
    const result = await api.upstream(actionCtx()).send("POST", "dashboard/blogs/store", {}, z.unknown());
    expect(result).toMatchObject({ ok: false, kind: "validation", status: 422, message: "The given data was invalid <b>here</b>.", fieldErrors: {} });
  });

  it("a slow upstream: one POST, aborted at the timeout, never retried", async () => {
    fault.setMode("slow");
    const seen = () => fetch(`${fault.url}/__seen`).then((r) => r.json() as Promise<Array<{ method: string; path: string }>>);
    const started = Date.now();
    const result = await api.upstream(actionCtx()).send("POST", "dashboard/blogs/store", { title_ar: "x" }, z.unknown());
    expect(result).toMatchObject({ ok: false, kind: "timeout", status: 504 });
    expect(Date.now() - started).toBeLessThan(1500);
    await new Promise((r) => setTimeout(r, 300));
    expect((await seen()).filter((r) => r.path === "/api/dashboard/blogs/store")).toHaveLength(1);
  });

  it("an upload gets the longer upload timeout (30 s by default), not the 300 ms read timeout", async () => {
    fault.setMode("slow"); // answers after 3 s
    const body = new FormData();
    body.append("image", new File([new Uint8Array(10)], "a.png", { type: "image/png" }));
    const started = Date.now();
    const result = await api.upstream(actionCtx()).send("POST", "dashboard/blogs/store", body, z.unknown());
    expect(result.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThan(2500);
  });

  it("sends the add form's idempotency key as Idempotency-Key", async () => {
    fault.setMode("ok");
    await api.upstream(actionCtx()).send("POST", "dashboard/blogs/store", { title_ar: "x" }, z.unknown(), { idempotencyKey: "key-12345678" });
    const seen = (await fetch(`${fault.url}/__seen`).then((r) => r.json())) as Array<{ path: string; idempotencyKey: string | null }>;
    expect(seen.find((r) => r.path === "/api/dashboard/blogs/store")?.idempotencyKey).toBe("key-12345678");
  });
});
