import { TOTP } from "otpauth";
import { activityEntrySchema } from "../../contract/activity";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dataSchema,
  errorSchemas,
  loginChallengeSchema,
  loginResponseSchema,
  messageSchema,
  paginatedSchema,
  sessionSchema,
  twoStepConfirmedSchema,
  twoStepSecretSchema,
  twoStepStatusSchema,
  userSchema,
} from "../../contract/schemas";
import type { Harness } from "../test/harness";
import { expectShape, startUpstream } from "../test/harness";
import { hashPassword } from "./passwords";
import { decryptSecret, encryptionKey } from "./totp";

let upstream: Harness;
let admin: string;

beforeAll(async () => {
  upstream = await startUpstream();
  admin = await upstream.login("admin");
});
afterAll(() => upstream.close());

/** A staff member of their own (the tests change its two-step login), with a role by English name. */
async function staffMember(label: string, role = "Moderator") {
  const email = `two-step-${label}@lawha.test`;
  const password = "Pass#12345";
  const now = upstream.clock.now.toISOString();
  const roleId = upstream.db.prepare("SELECT id FROM roles WHERE name = ?").pluck().get(role) as number;
  const id = Number(
    upstream.db
      .prepare("INSERT INTO users (name, email, password_hash, role_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)")
      .run(label, email, await hashPassword(password), roleId, now, now).lastInsertRowid,
  );
  return { id, email, password };
}

const codeAt = (secret: string, at: Date) => new TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: at.getTime() });
const later = (seconds: number) => {
  upstream.clock.now = new Date(upstream.clock.now.getTime() + seconds * 1000);
};

async function login(email: string, password: string, extra: Record<string, string> = {}) {
  return upstream.request("/api/auth/login", { lang: "en", form: { email, password, ...extra } });
}

/** Turns two-step login on for a logged-in token: the secret and the recovery codes. */
async function turnOn(token: string) {
  const { data } = expectShape(dataSchema(twoStepSecretSchema), await upstream.request("/api/auth/two-step/setup", { token, form: {} }));
  const confirmed = expectShape(
    twoStepConfirmedSchema,
    await upstream.request("/api/auth/two-step/confirm", { token, form: { code: codeAt(data.secret, upstream.clock.now) } }),
  );
  return { secret: data.secret, codes: confirmed.data.recovery_codes };
}

/** A staff account's history entries about two-step login, newest first. */
async function twoStepEntries(id: number) {
  const history = expectShape(
    paginatedSchema(activityEntrySchema),
    await upstream.request(`/api/dashboard/users/history/${id}?per_page=100`, { token: admin }),
  );
  return history.data.filter((entry) => entry.changes.some((change) => change.field === "two_step"));
}

describe("two-step login", () => {
  it("after turning it on, the password alone gives a challenge and no token; a code turns it into one", async () => {
    const user = await staffMember("on");
    const token = expectShape(loginResponseSchema, await login(user.email, user.password)).token;
    expect(expectShape(dataSchema(twoStepStatusSchema), await upstream.request("/api/auth/two-step", { token })).data).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });
    const { secret, codes } = await turnOn(token);
    expect(codes).toHaveLength(10);
    // The secret is stored encrypted: not in the row, and readable with the key.
    const stored = upstream.db.prepare("SELECT two_step_secret FROM users WHERE id = ?").pluck().get(user.id) as string;
    expect(stored).not.toContain(secret);
    expect(decryptSecret(stored, encryptionKey())).toBe(secret);

    later(60);
    const first = expectShape(loginChallengeSchema, await login(user.email, user.password));
    expect(first.two_step).toBe("code");
    expect(first).not.toHaveProperty("token");
    // A wrong code is a 422 on `code`; the right one (Arabic-Indic digits, spaces) gives a token.
    const wrong = expectShape(
      errorSchemas.validation,
      await upstream.request("/api/auth/two-step/verify", { lang: "en", form: { challenge: first.challenge, code: "000000" } }),
      422,
    );
    expect(wrong.errors).toEqual({ code: ["The code is wrong or was already used."] });
    const arabic = codeAt(secret, upstream.clock.now).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const opened = expectShape(
      loginResponseSchema,
      await upstream.request("/api/auth/two-step/verify", { form: { challenge: first.challenge, code: `${arabic.slice(0, 3)} ${arabic.slice(3)}` } }),
    );
    expect((await upstream.request("/api/auth/user", { token: opened.token })).status).toBe(200);
    // The challenge is spent.
    expect(
      (await upstream.request("/api/auth/two-step/verify", { form: { challenge: first.challenge, code: codeAt(secret, upstream.clock.now) } })).status,
    ).toBe(422);

    // The same time code cannot open the account again, even with a fresh challenge.
    const second = expectShape(loginChallengeSchema, await login(user.email, user.password));
    const reused = await upstream.request("/api/auth/two-step/verify", { form: { challenge: second.challenge, code: codeAt(secret, upstream.clock.now) } });
    expect(reused.status).toBe(422);
    // A recovery code works once.
    expectShape(
      loginResponseSchema,
      await upstream.request("/api/auth/two-step/verify", { form: { challenge: second.challenge, code: codes[0]!.toUpperCase().replace("-", " ") } }),
    );
    const third = expectShape(loginChallengeSchema, await login(user.email, user.password));
    expect((await upstream.request("/api/auth/two-step/verify", { form: { challenge: third.challenge, code: codes[0]! } })).status).toBe(422);
    expect(expectShape(dataSchema(twoStepStatusSchema), await upstream.request("/api/auth/two-step", { token })).data.recovery_codes_left).toBe(9);
  });

  it("five wrong codes spend the challenge; an expired challenge is refused", async () => {
    const user = await staffMember("spent");
    const token = expectShape(loginResponseSchema, await login(user.email, user.password)).token;
    const { secret } = await turnOn(token);
    later(60);
    const { challenge } = expectShape(loginChallengeSchema, await login(user.email, user.password));
    for (let i = 0; i < 5; i++) await upstream.request("/api/auth/two-step/verify", { form: { challenge, code: "000000" } });
    const afterFive = expectShape(
      errorSchemas.validation,
      await upstream.request("/api/auth/two-step/verify", { form: { challenge, code: codeAt(secret, upstream.clock.now) } }),
      422,
    );
    expect(Object.keys(afterFive.errors)).toEqual(["challenge"]);
    const next = expectShape(loginChallengeSchema, await login(user.email, user.password));
    later(6 * 60);
    const expired = expectShape(
      errorSchemas.validation,
      await upstream.request("/api/auth/two-step/verify", { form: { challenge: next.challenge, code: codeAt(secret, upstream.clock.now) } }),
      422,
    );
    expect(Object.keys(expired.errors)).toEqual(["challenge"]);
  });

  it("turning it off needs the password and a current code", async () => {
    const user = await staffMember("off");
    const token = expectShape(loginResponseSchema, await login(user.email, user.password)).token;
    const { secret } = await turnOn(token);
    later(30);
    const badPassword = expectShape(
      errorSchemas.validation,
      await upstream.request("/api/auth/two-step/disable", { token, form: { password: "nope", code: codeAt(secret, upstream.clock.now) } }),
      422,
    );
    expect(Object.keys(badPassword.errors)).toEqual(["password"]);
    const badCode = expectShape(
      errorSchemas.validation,
      await upstream.request("/api/auth/two-step/disable", { token, form: { password: user.password, code: "123456" } }),
      422,
    );
    expect(Object.keys(badCode.errors)).toEqual(["code"]);
    expectShape(
      messageSchema,
      await upstream.request("/api/auth/two-step/disable", { token, form: { password: user.password, code: codeAt(secret, upstream.clock.now) } }),
    );
    expectShape(loginResponseSchema, await login(user.email, user.password));
    // The staff account's history says it was turned on, then off, by its owner (whether it is on is no secret).
    const [off, on] = (await twoStepEntries(user.id)).slice(0, 2);
    expect(on).toMatchObject({ action: "update", user: { id: user.id }, changes: [{ field: "two_step", before: false, after: true }] });
    expect(off).toMatchObject({ action: "update", user: { id: user.id }, changes: [{ field: "two_step", before: true, after: false }] });
  });

  it("a role that requires it sends its staff through the set-up before any token; an administrator can reset it", async () => {
    const user = await staffMember("required", "Content editor");
    const roleId = upstream.db.prepare("SELECT id FROM roles WHERE name = 'Content editor'").pluck().get() as number;
    const permissions = upstream.db.prepare("SELECT permission FROM role_permissions WHERE role_id = ?").pluck().all(roleId) as string[];
    // The flag is a field of the role (the role form's checkbox).
    const updated = await upstream.request(`/api/dashboard/roles/update/${roleId}`, { token: admin, form: { requires_two_step: "1", permissions } });
    expect(updated.status).toBe(200);
    expect((updated.body as { data: { requires_two_step: unknown } }).data.requires_two_step).toBe(true);
    try {
      const first = expectShape(loginChallengeSchema, await login(user.email, user.password));
      expect(first.two_step).toBe("setup");
      // A set-up challenge is no code challenge.
      expect((await upstream.request("/api/auth/two-step/verify", { form: { challenge: first.challenge, code: "123456" } })).status).toBe(422);
      const { data } = expectShape(
        dataSchema(twoStepSecretSchema),
        await upstream.request("/api/auth/two-step/setup-challenge", { form: { challenge: first.challenge } }),
      );
      const done = expectShape(
        twoStepConfirmedSchema,
        await upstream.request("/api/auth/two-step/confirm-challenge", { form: { challenge: first.challenge, code: codeAt(data.secret, upstream.clock.now) } }),
      );
      // The token the set-up hands back opens this staff member's session, and no one else's.
      const me = await upstream.request("/api/auth/user", { token: done.login!.token });
      expect(me.status).toBe(200);
      expect((me.body as { data: { email: string } }).data.email).toBe(user.email);
      expect(expectShape(loginChallengeSchema, await login(user.email, user.password)).two_step).toBe("code");

      // The administrator resets it: the next login asks for the set-up again.
      const moderator = await upstream.login("moderator");
      expect((await upstream.request(`/api/dashboard/users/${user.id}/two-step/reset`, { token: moderator, form: {} })).status).toBe(403);
      expectShape(messageSchema, await upstream.request(`/api/dashboard/users/${user.id}/two-step/reset`, { token: admin, form: {} }));
      expect(expectShape(loginChallengeSchema, await login(user.email, user.password)).two_step).toBe("setup");
      // Turned off by another staff member: the entry is the administrator's (a reset).
      const [reset, setUp] = await twoStepEntries(user.id);
      expect(setUp).toMatchObject({ user: { id: user.id }, changes: [{ field: "two_step", before: false, after: true }] });
      expect(reset?.user?.id).not.toBe(user.id);
      expect(reset?.changes).toEqual([{ field: "two_step", before: true, after: false }]);
    } finally {
      upstream.db.prepare("UPDATE roles SET requires_two_step = 0 WHERE name = 'Content editor'").run();
    }
  });
});

describe("recovery codes and the administrator's view", () => {
  it("ten new recovery codes need the password again; the old ones stop working, the new ones open once", async () => {
    const user = await staffMember("new-codes");
    const token = expectShape(loginResponseSchema, await login(user.email, user.password)).token;
    const before = expectShape(
      errorSchemas.validation,
      await upstream.request("/api/auth/two-step/recovery-codes", { token, form: { password: user.password } }),
      422,
    );
    // Not on yet: nothing to replace.
    expect(Object.keys(before.errors)).toEqual(["password"]);
    const { codes: old } = await turnOn(token);
    const wrong = expectShape(errorSchemas.validation, await upstream.request("/api/auth/two-step/recovery-codes", { token, form: { password: "nope" } }), 422);
    expect(Object.keys(wrong.errors)).toEqual(["password"]);
    const fresh = expectShape(
      twoStepConfirmedSchema,
      await upstream.request("/api/auth/two-step/recovery-codes", { token, form: { password: user.password } }),
    );
    expect(fresh.data.recovery_codes).toHaveLength(10);
    expect(fresh.data.recovery_codes.some((c) => old.includes(c))).toBe(false);
    expect(expectShape(dataSchema(twoStepStatusSchema), await upstream.request("/api/auth/two-step", { token })).data.recovery_codes_left).toBe(10);

    const oldChallenge = expectShape(loginChallengeSchema, await login(user.email, user.password)).challenge;
    expect((await upstream.request("/api/auth/two-step/verify", { form: { challenge: oldChallenge, code: old[0]! } })).status).toBe(422);
    const newChallenge = expectShape(loginChallengeSchema, await login(user.email, user.password)).challenge;
    expectShape(
      loginResponseSchema,
      await upstream.request("/api/auth/two-step/verify", { form: { challenge: newChallenge, code: fresh.data.recovery_codes[0]! } }),
    );
    expect(expectShape(dataSchema(twoStepStatusSchema), await upstream.request("/api/auth/two-step", { token })).data.recovery_codes_left).toBe(9);
  });

  it("an administrator reads a member's two-step state; a role made to require it marks the member's account due at once", async () => {
    const user = await staffMember("state", "Content editor");
    const token = expectShape(loginResponseSchema, await login(user.email, user.password)).token;
    const state = async () =>
      expectShape(dataSchema(twoStepStatusSchema), await upstream.request(`/api/dashboard/users/${user.id}/two-step`, { token: admin })).data;
    const due = async (t: string) => expectShape(dataSchema(userSchema), await upstream.request("/api/auth/user", { token: t })).data.two_step_due;
    expect(await state()).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    expect(await due(token)).toBe(false);
    // Only for those who may see staff accounts; an unknown member is a 404.
    const moderator = await upstream.login("moderator");
    expect((await upstream.request(`/api/dashboard/users/${user.id}/two-step`, { token: moderator })).status).toBe(403);
    expect((await upstream.request("/api/dashboard/users/999999/two-step", { token: admin })).status).toBe(404);

    upstream.db.prepare("UPDATE roles SET requires_two_step = 1 WHERE name = 'Content editor'").run();
    try {
      // The session that was open before stays open, and says that the set-up is due.
      expect(await due(token)).toBe(true);
      expect((await state()).required).toBe(true);
      await turnOn(token);
      expect(await due(token)).toBe(false);
      expect(await state()).toEqual({ enabled: true, required: true, recovery_codes_left: 10 });
    } finally {
      upstream.db.prepare("UPDATE roles SET requires_two_step = 0 WHERE name = 'Content editor'").run();
    }
  });
});

describe("live sessions", () => {
  it("lists the caller's sessions with browser and address, ends one, and an administrator ends them all", async () => {
    const user = await staffMember("sessions");
    const phone = expectShape(
      loginResponseSchema,
      await login(user.email, user.password, { client_user_agent: "Phone browser", client_ip: "203.0.113.7" }),
    ).token;
    const laptop = expectShape(
      loginResponseSchema,
      await login(user.email, user.password, { client_user_agent: "Laptop browser", client_ip: "198.51.100.2" }),
    ).token;
    const list = expectShape(dataSchema(sessionSchema.array()), await upstream.request("/api/auth/sessions", { token: laptop })).data;
    expect(list.map((s) => [s.user_agent, s.ip, s.current])).toEqual(
      expect.arrayContaining([
        ["Phone browser", "203.0.113.7", false],
        ["Laptop browser", "198.51.100.2", true],
      ]),
    );
    const phoneSession = list.find((s) => !s.current)!;
    // One's own current session is not ended this way (logout is); another's id is unknown.
    expect((await upstream.request(`/api/auth/sessions/${list.find((s) => s.current)!.id}/end`, { token: laptop, form: {} })).status).toBe(404);
    expectShape(messageSchema, await upstream.request(`/api/auth/sessions/${phoneSession.id}/end`, { token: laptop, form: {} }));
    expect((await upstream.request("/api/auth/user", { token: phone })).status).toBe(401);
    expect((await upstream.request("/api/auth/user", { token: laptop })).status).toBe(200);

    expectShape(messageSchema, await upstream.request(`/api/dashboard/users/${user.id}/sessions/end`, { token: admin, form: {} }));
    expect((await upstream.request("/api/auth/user", { token: laptop })).status).toBe(401);
  });
});
