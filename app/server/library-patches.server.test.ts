import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { createStaticHandler, matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it, vi } from "vitest";
import routes from "~/routes";
import {
  branchStaticHandlers,
  branchTree,
  rememberedMatchRoutes,
  routerPackages,
  silenceRemixServeAccessLog,
  type CreateStaticHandler,
  type MatchableRoute,
  type MatchRoutes,
} from "./library-patches.server";

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

/** The app's tree with a loader and an action on every route that answer with what they were given. */
function dataTree(): AgnosticRouteObject[] {
  const withData = (routes: MatchableRoute[]): AgnosticRouteObject[] =>
    routes.map((r) => {
      const handlers = {
        loader: ({ params, request }: { params: Record<string, string | undefined>; request: Request }) => ({ id: r.id, params, url: request.url }),
        action: ({ params }: { params: Record<string, string | undefined> }) => ({ acted: r.id, params }),
      };
      return r.index
        ? ({ id: r.id!, index: true, path: r.path, ...handlers } as AgnosticRouteObject)
        : ({ id: r.id!, path: r.path, ...handlers, children: withData(r.children ?? []) } as AgnosticRouteObject);
    });
  return withData(tree());
}

/** What a query answer says, without the route objects (the two handlers have their own copies). */
function summary(answer: unknown): unknown {
  if (answer instanceof Response) return { response: answer.status };
  const { matches, ...rest } = answer as { matches: Array<{ route: { id: string }; params: unknown; pathname: string; pathnameBase: string }> };
  return { ...rest, matches: matches.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) };
}

describe("the static handler, per matched branch", () => {
  const create = createStaticHandler as unknown as CreateStaticHandler;

  it("answers every request as the whole tree's handler does", async () => {
    const routes = dataTree() as MatchableRoute[];
    const whole = create(routes);
    const branched = branchStaticHandlers(create, rememberedMatchRoutes(original))(routes);
    for (const path of PATHS.filter((p) => p.startsWith("/"))) {
      for (const suffix of ["", "?index", "?q=%D9%85"]) {
        const url = `http://lawha.test${path}${suffix}`;
        for (const init of [{}, { method: "POST", body: new URLSearchParams({ a: "1" }) }]) {
          const label = `${(init as { method?: string }).method ?? "GET"} ${url}`;
          expect(summary(await branched.query(new Request(url, init))), label).toEqual(summary(await whole.query(new Request(url, init))));
        }
        const leaf = original(tree(), path)?.at(-1)?.route.id;
        const expected = await whole.queryRoute(new Request(url), leaf ? { routeId: leaf } : undefined).catch((e: unknown) => e);
        const actual = await branched.queryRoute(new Request(url), leaf ? { routeId: leaf } : undefined).catch((e: unknown) => e);
        expect(actual, `queryRoute ${url}`).toEqual(expected);
      }
    }
    expect(branched.dataRoutes).toEqual(whole.dataRoutes);
  });

  it("makes one handler per branch, within its bound, and sends a path that matches nothing to the whole tree", async () => {
    const made = vi.fn(create);
    const branched = branchStaticHandlers(made, rememberedMatchRoutes(original), 2)(dataTree() as MatchableRoute[]);
    expect(made).toHaveBeenCalledTimes(1);
    await branched.query(new Request("http://lawha.test/en/blogs/7/edit"));
    await branched.query(new Request("http://lawha.test/blogs/8/edit"));
    // Same branch (the optional language segment and the id are params of the same routes).
    expect(made).toHaveBeenCalledTimes(2);
    expect(made.mock.calls[1]![0]).toHaveLength(1);
    await branched.query(new Request("http://lawha.test/en/blogs"));
    await branched.query(new Request("http://lawha.test/en/clients"));
    expect(made).toHaveBeenCalledTimes(4);
    // The bound is two: the edit branch fell out and is made again.
    await branched.query(new Request("http://lawha.test/en/blogs/7/edit"));
    expect(made).toHaveBeenCalledTimes(5);
    // A tree with no catch-all route: a path it does not have is the whole tree's 404.
    const small = [{ id: "root", path: "", loader: () => null, children: [{ id: "a", path: "a", loader: () => "a" }] }] as unknown as MatchableRoute[];
    const made2 = vi.fn(create);
    const smallHandler = branchStaticHandlers(made2, rememberedMatchRoutes(original))(small);
    expect(((await smallHandler.query(new Request("http://lawha.test/b"))) as { statusCode: number }).statusCode).toBe(404);
    expect(made2).toHaveBeenCalledTimes(1);
    expect(((await smallHandler.query(new Request("http://lawha.test/a"))) as { loaderData: unknown }).loaderData).toEqual({ root: null, a: "a" });
    expect(made2).toHaveBeenCalledTimes(2);
  });

  it("cuts the tree down to the branch, each route with the next as its only child", () => {
    const routes = tree();
    const chain = original(routes, "/en/blogs/7/edit")!.map((m) => m.route as MatchableRoute);
    const cut = branchTree(routes, chain);
    let level: MatchableRoute[] | undefined = cut;
    for (const route of chain) {
      expect(level).toHaveLength(1);
      expect(level![0]!.id).toBe(route.id);
      level = level![0]!.children;
    }
    expect(original(cut, "/en/blogs/7/edit")!.map((m) => m.route.id)).toEqual(chain.map((r) => r.id));
  });
});

describe("the libraries still have what the patches expect", () => {
  it("the router package Remix's server runtime, Remix's React part and React Router use has matchRoutes and createStaticHandler", () => {
    const routers = [...routerPackages()];
    expect(routers.length).toBeGreaterThan(0);
    for (const router of routers) {
      expect(typeof router.matchRoutes).toBe("function");
      expect(typeof router.createStaticHandler).toBe("function");
      const handler = router.createStaticHandler!([{ id: "a", path: "/" }]);
      expect(typeof handler.query).toBe("function");
      expect(typeof handler.queryRoute).toBe("function");
      expect(Array.isArray(handler.dataRoutes)).toBe(true);
    }
  });
});

describe("remix-serve's access line", () => {
  type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  type Morgan = ((format: string, options: { stream: { write(line: string): void } }) => Middleware) & Record<string, unknown>;
  // morgan as remix-serve resolves it.
  const fromServe = createRequire(createRequire(import.meta.url).resolve("@remix-run/serve/package.json"));
  const morganId = fromServe.resolve("morgan");
  const morgan = fromServe(morganId) as Morgan;

  /** The lines `morgan("tiny")`, as remix-serve mounts it, writes for one request. */
  async function linesOfOneRequest(): Promise<string[]> {
    const lines: string[] = [];
    const logger = morgan("tiny", { stream: { write: (line) => lines.push(line) } });
    const server = createServer((req, res) => logger(req, res, () => res.end("ok")));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await (await fetch(`http://127.0.0.1:${port}/en/blogs`)).text();
    await new Promise((r) => server.close(r));
    return lines;
  }

  it("is silenced once the build has loaded: morgan writes nothing, and only where it is loaded", async () => {
    const tiny = morgan.tiny;
    try {
      expect(await linesOfOneRequest()).toEqual([expect.stringContaining("GET /en/blogs 200")]);
      expect(silenceRemixServeAccessLog({ [morganId]: { exports: morgan } })).toBe(true);
      expect(await linesOfOneRequest()).toEqual([]);
      expect(silenceRemixServeAccessLog({ "/srv/node_modules/other/index.js": { exports: {} } })).toBe(false);
    } finally {
      morgan.tiny = tiny;
    }
  });
});
