import { data, redirect } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { isSessionEnded } from "~/utils/session-login";
import { withSetCookie } from "./session-login.server";

describe("the login beside a form whose session ended", () => {
  it("adds the new session's cookie to a redirect and to a reply, keeping the cookies already there", () => {
    const to = withSetCookie(redirect("/blogs", { headers: { "Set-Cookie": "toast=1" } }), "session=new");
    expect(to.headers.getSetCookie()).toEqual(["toast=1", "session=new"]);
    const reply = withSetCookie(data({ status: "error" }, { status: 400, headers: { "Set-Cookie": "a=1" } }), "session=new");
    expect(new Headers(reply.init?.headers).getSetCookie()).toEqual(["a=1", "session=new"]);
    expect(reply.init?.status).toBe(400);
  });

  it("tells a session-ended reply from any other reply", () => {
    expect(isSessionEnded({ status: "error", sessionEnded: true })).toBe(true);
    expect(isSessionEnded({ status: "error" })).toBe(false);
    expect(isSessionEnded({ networkFailure: "offline" })).toBe(false);
    expect(isSessionEnded(undefined)).toBe(false);
    expect(isSessionEnded(null)).toBe(false);
    expect(isSessionEnded("sessionEnded")).toBe(false);
    expect(isSessionEnded({ sessionEnded: "true" })).toBe(false);
  });
});
