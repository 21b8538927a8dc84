import { describe, expect, it } from "vitest";
import { commitSession, newSession } from "~/server/session.server";
import { rememberedLookups, rememberLookups } from "./lookups.server";
import type { Lookups } from "./types";
import type { LookupName } from "./types";

/** A request carrying a signed session cookie of the login `sid` (no cookie: none). */
async function requestOf(sid?: string): Promise<Request> {
  const plain = new Request("http://localhost/en/users/add");
  if (!sid) return plain;
  const session = await newSession(plain);
  session.set("sid", sid);
  session.set("token", `token-of-${sid}`);
  const cookie = (await commitSession(plain, session)).split(";")[0];
  return new Request(plain.url, { headers: { Cookie: cookie } });
}

const needed = new Set<LookupName>(["roles", "countries"]);
const adminsLists: Lookups = { roles: [{ value: "1", label: "Administrator" }], countries: [{ value: "2", label: "Saudi Arabia" }] };

describe("the option lists a form shows again after its session ended", () => {
  it("are this login's own, never another login's", async () => {
    await rememberLookups(await requestOf("admin-login"), "en", needed, adminsLists);
    // Another staff member whose session ended mid-submit, on the same form and language.
    expect(await rememberedLookups(await requestOf("editor-login"), "en", needed)).toEqual({});
    expect(await rememberedLookups(await requestOf(), "en", needed)).toEqual({});
    // The same login gets its own lists back, per language and form shape.
    expect(await rememberedLookups(await requestOf("admin-login"), "en", needed)).toEqual(adminsLists);
    expect(await rememberedLookups(await requestOf("admin-login"), "ar", needed)).toEqual({});
    expect(await rememberedLookups(await requestOf("admin-login"), "en", new Set<LookupName>(["roles"]))).toEqual({});
  });

  it("are not kept for a request without a login", async () => {
    await rememberLookups(await requestOf(), "en", needed, adminsLists);
    expect(await rememberedLookups(await requestOf(), "en", needed)).toEqual({});
  });
});
