/**
 * The three patches of libraries the customer fixed (Remix v2 and remix-serve), in one place.
 * Each changes how a library works inside, not what it answers, and each checks that it found
 * what it patches: `installLibraryPatches()` logs a warning for a patch that found nothing (a
 * library upgrade moved it), and the unit tests fail when the installed libraries no longer have
 * the shape these patches expect.
 *
 * 1. `rememberedMatchRoutes`: React Router's route matching, remembered per path.
 * 2. `branchStaticHandlers`: Remix's static handler, made per matched branch.
 * 3. `silenceRemixServeAccessLog`: remix-serve's own access line, silenced (ours is the one).
 */
import { createRequire } from "node:module";
import { LRUCache } from "lru-cache";

/** A route as React Router's `matchRoutes` reads it. */
export interface MatchableRoute {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: MatchableRoute[];
}

interface RouteMatch {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: MatchableRoute;
}

export type MatchRoutes = (routes: MatchableRoute[], location: string | { pathname?: string }, basename?: string) => RouteMatch[] | null;

/** A remembered answer: each match as the position of its route in the tree, and the shared params. */
interface Remembered {
  positions: number[];
  params: Record<string, string | undefined>;
  matches: Array<{ pathname: string; pathnameBase: string }>;
}

const MAX_ANSWERS = 2_000;

/**
 * `matchRoutes` remembered. React Router's own flattens the whole route tree, sorts its branches
 * and builds a regular expression for every branch it tries, on every call: with the optional
 * language segment that is over 120 branches, and a document request asks up to five times (Remix's
 * request handler, React Router's render, and lazy route discovery's partial manifest for each
 * parent path). Its answer depends on nothing but the tree's shape (ids, paths, index, case,
 * children), the path and the basename, so it is kept in a bounded LRU under those, and given
 * back with fresh params and the route objects of the tree passed in (callers build a new tree
 * per request: the shape of each tree is read once).
 */
export function rememberedMatchRoutes(matchRoutes: MatchRoutes, maxAnswers = MAX_ANSWERS): MatchRoutes {
  const shapeIds = new Map<string, number>();
  const shapeOf = new WeakMap<MatchableRoute[], number>();
  const answers = new LRUCache<string, Remembered | "none">({ max: maxAnswers });
  const shape = (routes: MatchableRoute[]): unknown[] =>
    routes.map((r) => [r.id ?? null, r.path ?? null, r.index === true, r.caseSensitive === true, r.children?.length ? shape(r.children) : null]);
  const shapeId = (routes: MatchableRoute[]): number => {
    let id = shapeOf.get(routes);
    if (id === undefined) {
      const key = JSON.stringify(shape(routes));
      id = shapeIds.get(key);
      if (id === undefined) {
        id = shapeIds.size;
        shapeIds.set(key, id);
      }
      shapeOf.set(routes, id);
    }
    return id;
  };

  return function matchRoutesRemembered(routes, location, basename) {
    const path = typeof location === "string" ? `s${location}` : `o${location.pathname ?? ""}`;
    const key = `${shapeId(routes)}\u0000${basename ?? "/"}\u0000${path}`;
    const known = answers.get(key);
    if (known === "none") return null;
    if (known) {
      const params = { ...known.params };
      let level: MatchableRoute[] | undefined = routes;
      return known.matches.map((m, i) => {
        const route = level![known.positions[i]!]!;
        level = route.children;
        return { params, pathname: m.pathname, pathnameBase: m.pathnameBase, route };
      });
    }
    const matches = matchRoutes(routes, location, basename);
    if (!matches) {
      answers.set(key, "none");
      return null;
    }
    const positions: number[] = [];
    let level: MatchableRoute[] | undefined = routes;
    for (const m of matches) {
      const at: number = level?.indexOf(m.route) ?? -1;
      // Not a path down the tree passed in: answered, never remembered.
      if (at < 0) return matches;
      positions.push(at);
      level = m.route.children;
    }
    const last = matches[matches.length - 1]!;
    answers.set(key, { positions, params: { ...last.params }, matches: matches.map((m) => ({ pathname: m.pathname, pathnameBase: m.pathnameBase })) });
    return matches;
  };
}

/** The static handler as Remix's server runtime uses it (`@remix-run/router`'s `StaticHandler`). */
interface StaticHandlerLike {
  dataRoutes: MatchableRoute[];
  query(request: Request, opts?: unknown): Promise<unknown>;
  queryRoute(request: Request, opts?: unknown): Promise<unknown>;
}

export type CreateStaticHandler = (routes: MatchableRoute[], opts?: { basename?: string }) => StaticHandlerLike;

const MAX_BRANCH_HANDLERS = 500;

/**
 * The route tree cut down to one matched branch: each route on it keeps its own properties and
 * has the next one as its only child; the last keeps its children. Every branch of this tree is
 * a branch of the whole tree, so the path that matched this branch in the whole tree matches it
 * here too, with the same routes.
 */
export function branchTree(routes: MatchableRoute[], chain: MatchableRoute[]): MatchableRoute[] {
  const copy = (at: number): MatchableRoute => {
    const route = chain[at]!;
    return at + 1 < chain.length ? { ...route, children: [copy(at + 1)] } : route;
  };
  return routes.length && chain.length ? [copy(0)] : routes;
}

/**
 * `createStaticHandler` whose `query` and `queryRoute` match against one branch. The static
 * handler matches every request against the whole tree itself (flattening, ranking and compiling
 * over 120 branches), with no way to hand it the matches Remix has already found. So each request
 * goes to a handler made for its matched branch (found with the remembered `matchRoutes`, kept in
 * a bounded LRU by the branch's route ids), whose own matching then has a handful of branches to
 * try. A path that matches nothing goes to the whole tree's handler, which answers the 404.
 */
export function branchStaticHandlers(
  createStaticHandler: CreateStaticHandler,
  matchRoutes: MatchRoutes,
  maxHandlers = MAX_BRANCH_HANDLERS,
): CreateStaticHandler {
  return function createBranchStaticHandler(routes, opts) {
    const whole = createStaticHandler(routes, opts);
    const handlers = new LRUCache<string, StaticHandlerLike>({ max: maxHandlers });
    const handlerFor = (request: Request): StaticHandlerLike => {
      const matches = matchRoutes(routes, { pathname: new URL(request.url).pathname }, opts?.basename);
      if (!matches?.length || matches.some((m) => m.route.id === undefined)) return whole;
      const key = matches.map((m) => m.route.id).join("\u0000");
      let handler = handlers.get(key);
      if (!handler) {
        handler = createStaticHandler(
          branchTree(
            routes,
            matches.map((m) => m.route),
          ),
          opts,
        );
        handlers.set(key, handler);
      }
      return handler;
    };
    return {
      dataRoutes: whole.dataRoutes,
      query: (request, queryOpts) => handlerFor(request).query(request, queryOpts),
      queryRoute: (request, queryOpts) => handlerFor(request).queryRoute(request, queryOpts),
    };
  };
}

/**
 * Every copy of the router package that Remix's server runtime, Remix's React part and React
 * Router resolve to (one, in an ordinary install).
 */
export function routerPackages(): Set<{ matchRoutes?: MatchRoutes; createStaticHandler?: CreateStaticHandler }> {
  const here = createRequire(import.meta.url);
  const routers = new Set<{ matchRoutes?: MatchRoutes; createStaticHandler?: CreateStaticHandler }>();
  for (const from of ["@remix-run/server-runtime", "@remix-run/react", "react-router"]) {
    try {
      routers.add(createRequire(here.resolve(from))("@remix-run/router") as { matchRoutes?: MatchRoutes });
    } catch {
      // Not installed this way (Vite's dev server may resolve differently): nothing to remember.
    }
  }
  return routers;
}

/**
 * Every caller that reaches `matchRoutes` through the router package's exports (Remix's server
 * runtime, React Router, lazy route discovery) gets the remembered one, and Remix's static handler
 * is made per matched branch. Returns how many router packages it patched.
 */
function patchRouteMatching(): number {
  let patched = 0;
  for (const router of routerPackages()) {
    if (typeof router.matchRoutes !== "function" || typeof router.createStaticHandler !== "function") continue;
    router.matchRoutes = rememberedMatchRoutes(router.matchRoutes);
    router.createStaticHandler = branchStaticHandlers(router.createStaticHandler, router.matchRoutes);
    patched++;
  }
  return patched;
}

interface Morgan {
  format(name: string, format: () => undefined): unknown;
}

/**
 * remix-serve (fixed by the customer) mounts `morgan("tiny")` for every request: a second access
 * line, unstructured, without the request id, written to stdout synchronously, and it has no
 * option to turn it off. It imports the server build before it creates that middleware, and morgan
 * looks a named format up when the middleware is created, so a "tiny" format that returns nothing
 * (morgan then writes nothing) set here, while the build loads, leaves our line the only one.
 * Where morgan is not loaded (Vite's dev server, unit tests) nothing changes. Returns whether it
 * found morgan.
 */
export function silenceRemixServeAccessLog(cache: NodeJS.Dict<{ exports: unknown }> = createRequire(import.meta.url).cache): boolean {
  let found = false;
  for (const [id, entry] of Object.entries(cache)) {
    if (!/[\\/]node_modules[\\/]morgan[\\/]index\.js$/.test(id)) continue;
    const morgan = entry?.exports as Partial<Morgan> | undefined;
    if (typeof morgan?.format !== "function") continue;
    morgan.format("tiny", () => undefined);
    found = true;
  }
  return found;
}

let installed = false;

/**
 * Called once when the server build loads (app/entry.server.tsx), before Remix makes its request
 * handler. In production (remix-serve) a patch that finds nothing to patch logs a warning: the
 * server still works, only slower or with a second access line. Under Vite's dev server and in
 * unit tests morgan is not loaded, and nothing is said.
 */
export function installLibraryPatches(): void {
  if (installed) return;
  installed = true;
  const missing: string[] = [];
  if (patchRouteMatching() === 0) missing.push("route matching (@remix-run/router: matchRoutes, createStaticHandler)");
  if (!silenceRemixServeAccessLog() && process.env.NODE_ENV === "production") missing.push("remix-serve's access line (morgan)");
  for (const what of missing) console.warn(JSON.stringify({ level: "warn", msg: "library patch found nothing to patch", patch: what }));
}
