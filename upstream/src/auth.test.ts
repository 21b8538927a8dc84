import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataSchema, errorSchemas, loginResponseSchema, messageSchema, mutationSchema, userSchema } from "../../contract/schemas";
import type { Harness } from "../test/harness";
import { expectShape, pngFile, startUpstream } from "../test/harness";

let upstream: Harness;
beforeAll(async () => {
  upstream = await startUpstream({ tokenTtlSeconds: 60 });
});
afterAll(() => upstream.close());

describe("login", () => {
  it("rejects wrong credentials on the email field, in Arabic by default and in English", async () => {
    const ar = expectShape(
      errorSchemas.validation,
      await upstream.request("/api/auth/login", { form: { email: "admin@lawha.test", password: "wrong-password" } }),
      422,
    );
    expect(ar).toEqual({
      message: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
      errors: { email: ["البريد الإلكتروني أو كلمة المرور غير صحيحة."] },
    });
    const en = expectShape(
      errorSchemas.validation,
      await upstream.request("/api/auth/login", {
        lang: "en",
        form: { email: "nobody@lawha.test", password: "Admin#2024" },
      }),
      422,
    );
    expect(en.errors).toEqual({ email: ["The e-mail address or password is incorrect."] });
  });

  it("puts format and required errors on their own fields", async () => {
    const ar = expectShape(errorSchemas.validation, await upstream.request("/api/auth/login", { form: { email: "not-an-email", password: "" } }), 422);
    expect(ar.errors).toEqual({ email: ["الإيميل غير صحيح."], password: ["حقل إلزامي."] });
    expect(ar.message).toBe("الإيميل غير صحيح.");
    const en = expectShape(errorSchemas.validation, await upstream.request("/api/auth/login", { lang: "en", urlencoded: { email: "", password: "x" } }), 422);
    expect(en.errors).toEqual({ email: ["This field is required."] });
  });

  it("accepts e-mail in any case and returns a Bearer token with its expiry", async () => {
    const login = expectShape(
      loginResponseSchema,
      await upstream.request("/api/auth/login", { json: { email: " ADMIN@lawha.test ", password: "Admin#2024" } }),
    );
    expect(login.token).toMatch(/^[a-f0-9]{64}$/);
    expect(login.expires_in).toBe(60);
    expect(login.expires_at).toBe(new Date(upstream.clock.now.getTime() + 60_000).toISOString());
  });
});

describe("tokens", () => {
  it("answers 401 { error } without, with a malformed or with an unknown token", async () => {
    const headers: Record<string, string>[] = [{}, { authorization: "Bearer" }, { authorization: "Basic abc" }, { authorization: `Bearer ${"0".repeat(64)}` }];
    for (const header of headers) {
      const response = await upstream.request("/api/auth/user", { headers: header });
      expect(expectShape(errorSchemas.auth, response, 401).error).toBe("يجب تسجيل الدخول، أو انتهت صلاحية الجلسة.");
    }
    const en = await upstream.request("/api/dashboard/blogs/all", { lang: "en" });
    expect(expectShape(errorSchemas.auth, en, 401).error).toBe("You are not logged in, or your session has expired.");
  });

  it("expires after the TTL", async () => {
    const token = await upstream.login("editor");
    const started = upstream.clock.now;
    try {
      upstream.clock.now = new Date(started.getTime() + 59_000);
      expect((await upstream.request("/api/auth/user", { token })).status).toBe(200);
      upstream.clock.now = new Date(started.getTime() + 60_000);
      expectShape(errorSchemas.auth, await upstream.request("/api/auth/user", { token }), 401);
    } finally {
      upstream.clock.now = started;
    }
  });

  it("logout-others revokes every other token of the user, not this one nor another user's", async () => {
    const token = await upstream.login("moderator");
    const [a, b] = [await upstream.login("moderator"), await upstream.login("moderator")];
    const stranger = await upstream.login("admin");
    const ended = await upstream.request("/api/auth/logout-others", { token, lang: "en", method: "POST" });
    expect(expectShape(messageSchema, ended).message).toBe("You have been signed out of your other sessions.");
    expect(ended.body).toMatchObject({ data: { ended: expect.any(Number) } });
    for (const other of [a, b]) expectShape(errorSchemas.auth, await upstream.request("/api/auth/user", { token: other }), 401);
    expect((await upstream.request("/api/auth/user", { token })).status).toBe(200);
    expect((await upstream.request("/api/auth/user", { token: stranger })).status).toBe(200);
  });

  it("is revoked by logout, other tokens of the user stay valid", async () => {
    const token = await upstream.login("moderator");
    const other = await upstream.login("moderator");
    const logout = expectShape(messageSchema, await upstream.request("/api/auth/logout", { token, method: "POST" }));
    expect(logout.message).toBe("تم تسجيل الخروج بنجاح.");
    expectShape(errorSchemas.auth, await upstream.request("/api/auth/user", { token }), 401);
    expectShape(errorSchemas.auth, await upstream.request("/api/auth/logout", { token, method: "POST" }), 401);
    expect((await upstream.request("/api/auth/user", { token: other })).status).toBe(200);
  });
});

describe("own account", () => {
  it("returns the user with role and spaced permissions", async () => {
    const token = await upstream.login("moderator");
    const user = expectShape(dataSchema(userSchema), await upstream.request("/api/auth/user", { token }));
    expect(user.data).toMatchObject({
      email: "moderator@lawha.test",
      name: "سارة القحطاني",
      avatar: null,
      // The role's name in the request's language (Arabic by default).
      role: { name: "مشرف" },
      permissions: ["show statuses reports", "show orders", "follow orders"],
    });
  });

  it("updates name, e-mail, phone and avatar; e-mail must be unique", async () => {
    const token = await upstream.login("moderator2");
    const clash = await upstream.request("/api/auth/user/update", {
      token,
      lang: "en",
      form: { name: "Fahad", email: "admin@lawha.test" },
    });
    expect(expectShape(errorSchemas.validation, clash, 422).errors).toEqual({ email: ["This value is already taken."] });

    const updated = expectShape(
      mutationSchema(userSchema),
      await upstream.request("/api/auth/user/update", {
        token,
        form: { name: "فهد الدوسري", email: "moderator2@lawha.test", phone: "+966 55 123 4567", avatar: pngFile() },
      }),
    );
    expect(updated.message).toBe("تم تحديث بيانات الحساب بنجاح.");
    expect(updated.data.phone).toBe("+966551234567");
    expect(updated.data.avatar).toMatch(/\/uploads\/[a-f0-9]{32}\.png$/);

    const kept = expectShape(mutationSchema(userSchema), await upstream.request("/api/auth/user/update", { token, form: { name: "فهد" } }));
    expect(kept.data.avatar).toBe(updated.data.avatar);
    expect(kept.data.name).toBe("فهد");
  });

  it("changes the password after checking the current one and the confirmation", async () => {
    const token = await upstream.login("moderator2");
    const elsewhere = await upstream.login("moderator2");
    const wrong = await upstream.request("/api/auth/password", {
      token,
      form: { current_password: "nope", password: "NewPass#2025", password_confirmation: "Different#1" },
    });
    expect(expectShape(errorSchemas.validation, wrong, 422).errors).toEqual({
      current_password: ["كلمة المرور الحالية غير صحيحة."],
      password_confirmation: ["تأكيد كلمة المرور غير مطابق."],
    });
    const short = await upstream.request("/api/auth/password", {
      token,
      lang: "en",
      form: { current_password: "Moderator#2024", password: "short", password_confirmation: "short" },
    });
    expect(expectShape(errorSchemas.validation, short, 422).errors).toEqual({ password: ["Must be at least 8 characters."] });

    const changed = await upstream.request("/api/auth/password", {
      token,
      form: { current_password: "Moderator#2024", password: "NewPass#2025", password_confirmation: "NewPass#2025" },
    });
    expect(expectShape(messageSchema, changed).message).toBe("تم تغيير كلمة المرور بنجاح.");
    expect((await upstream.request("/api/auth/user", { token })).status).toBe(200);
    // The account's other sessions end with the old password; refused attempts above ended none.
    expectShape(errorSchemas.auth, await upstream.request("/api/auth/user", { token: elsewhere }), 401);
    expect((await upstream.request("/api/auth/login", { form: { email: "moderator2@lawha.test", password: "Moderator#2024" } })).status).toBe(422);
    expect((await upstream.request("/api/auth/login", { form: { email: "moderator2@lawha.test", password: "NewPass#2025" } })).status).toBe(200);
  });
});
