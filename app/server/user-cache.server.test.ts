import { describe, expect, it, vi } from "vitest";
import { forgetToken, memoForRequest, rememberForToken, staleForToken } from "./user-cache.server";

describe("who a token is", () => {
  it("is asked once per request, shared by its parallel loaders", async () => {
    const load = vi.fn(async () => ({ permissions: ["show_blogs"] }));
    const request = new Request("http://x/blogs");
    const [a, b] = await Promise.all([memoForRequest(request, "t1", load), memoForRequest(request, "t1", load)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is shared by the copies of one request Remix hands its loaders, by the key the request context hook gave it", async () => {
    const load = vi.fn(async () => ({ permissions: ["show_blogs"] }));
    const copy = (key: string) => new Request("http://x/follow-ups", { headers: { "x-lawha-request-key": key } });
    const [a, b] = await Promise.all([memoForRequest(copy("k1"), "t6", load), memoForRequest(copy("k1"), "t6", load)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    await memoForRequest(copy("k2"), "t6", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("is asked again at the next request: a role changed in between counts at once", async () => {
    let role = ["show_blogs"];
    const load = vi.fn(async () => ({ permissions: role }));
    expect((await memoForRequest(new Request("http://x/a"), "t2", load)).permissions).toEqual(["show_blogs"]);
    role = ["show_blogs", "show_roles"];
    expect((await memoForRequest(new Request("http://x/b"), "t2", load)).permissions).toEqual(["show_blogs", "show_roles"]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps tokens of one request apart", async () => {
    const request = new Request("http://x/c");
    const one = await memoForRequest(request, "t3", async () => "one");
    const two = await memoForRequest(request, "t4", async () => "two");
    expect([one, two]).toEqual(["one", "two"]);
  });

  it("keeps the last good answer for outages until the token is forgotten", () => {
    rememberForToken("t5", { id: 7 });
    expect(staleForToken("t5")).toEqual({ id: 7 });
    forgetToken("t5");
    expect(staleForToken("t5")).toBeUndefined();
  });
});
