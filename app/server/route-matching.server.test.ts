import { matchRoutes } from "@remix-run/router";
import { describe, expect, it, vi } from "vitest";
import { routes } from "~/routes";
import { rememberedMatchRoutes, type MatchableRoute, type MatchRoutes } from "./route-matching.server";

type Entry = { id?: string; path?: string; index?: boolean; file: string; children?: Entry[] };

/** The app's route tree as the server builds it: a new copy per request, the same shape. */
function tree(): MatchableRoute[] {
  const convert = (entries: Entry[]): MatchableRoute[] =>
    entries.map((e) => {
      const id = e.id ?? e.file.replace(/\.tsx?$/, "");
      return e.index ? { id, index: true, path: e.path } : { id, path: e.path, children: convert(e.children ?? []) };
    });
  return [{ id: "root", path: "", children: convert(routes as Entry[]) }];
}

const PATHS = [
  "/",
  "/en",
  "/en/",
  "/blogs",
  "/en/blogs",
  "/en/blogs/",
  "/blogs/add",
  "/en/blogs/7/edit",
  "/blogs/%D9%85/edit",
  "/mange-clients/edit",
  "/en/mange-clients/12/edit",
  "/export/roles",
  "/en/export/blogs",
  "/thumb/cell",
  "/login",
  "/en/auth",
  "/en/auth/logout",
  "/orders/3/request",
  "/xx/blogs",
  "/en/no-such-page",
  "/en/blogs/7/edit/more",
  "/assets/entry.client-abc.js",
  "/en/assets/entry.client-abc.js",
  "/EN/BLOGS",
  "",
];

const original = matchRoutes as unknown as MatchRoutes;

describe("matchRoutes, remembered", () => {
  it("answers exactly as React Router does, with the route objects of the tree it is given", () => {
    const remembered = rememberedMatchRoutes(original);
    // Twice over fresh trees: the first round asks React Router, the second is remembered.
    for (let round = 0; round < 2; round++) {
      for (const path of PATHS) {
        for (const location of [path, { pathname: path }]) {
          for (const basename of [undefined, "/"]) {
            const mine = tree();
            const expected = original(tree(), location, basename);
            const actual = remembered(mine, location, basename);
            expect(actual, JSON.stringify({ path, location, basename })).toEqual(expected);
            if (!actual) continue;
            // The routes are the objects of the tree passed in, each a child of the one before.
            let level: MatchableRoute[] | undefined = mine;
            for (const m of actual) {
              expect(level).toContain(m.route);
              level = m.route.children;
            }
            // One params object, shared by every match, as React Router gives it.
            expect(new Set(actual.map((m) => m.params)).size).toBe(1);
          }
        }
      }
    }
  });

  it("asks React Router once per shape, path and basename, and gives each caller its own params", () => {
    const asked = vi.fn(original);
    const remembered = rememberedMatchRoutes(asked);
    const first = remembered(tree(), "/en/blogs/7/edit")!;
    first[0]!.params.id = "changed";
    const second = remembered(tree(), "/en/blogs/7/edit")!;
    expect(second.at(-1)!.params).toEqual({ lang: "en", id: "7" });
    expect(remembered(tree(), "/en/blogs/8/edit")!.at(-1)!.params.id).toBe("8");
    expect(remembered(tree(), "/en/blogs/7/edit", "/en")).toEqual(original(tree(), "/en/blogs/7/edit", "/en"));
    expect(asked).toHaveBeenCalledTimes(3);
    // Another tree (another shape) is asked about afresh.
    remembered([{ id: "other", path: "blogs/:id/edit" }], "/blogs/7/edit");
    expect(asked).toHaveBeenCalledTimes(4);
  });

  it("stays within its bound", () => {
    const asked = vi.fn(original);
    const remembered = rememberedMatchRoutes(asked, 3);
    const routesNow = tree();
    for (const id of [1, 2, 3, 4, 1]) remembered(routesNow, `/blogs/${id}/edit`);
    // The first one fell out when the fourth came in.
    expect(asked).toHaveBeenCalledTimes(5);
  });
});
