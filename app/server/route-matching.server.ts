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

let installed = false;

/**
 * Called once when the server build loads (app/entry.server.tsx): every caller that reaches
 * `matchRoutes` through the router package's exports (Remix's server runtime, React Router, lazy
 * route discovery) gets the remembered one. The static handler's own call stays as it is.
 */
export function installRouteMatchingCache(): void {
  if (installed) return;
  installed = true;
  const here = createRequire(import.meta.url);
  const routers = new Set<{ matchRoutes?: MatchRoutes }>();
  for (const from of ["@remix-run/server-runtime", "@remix-run/react", "react-router"]) {
    try {
      routers.add(createRequire(here.resolve(from))("@remix-run/router") as { matchRoutes?: MatchRoutes });
    } catch {
      // Not installed this way (Vite's dev server may resolve differently): nothing to remember.
    }
  }
  for (const router of routers) {
    if (typeof router.matchRoutes === "function") router.matchRoutes = rememberedMatchRoutes(router.matchRoutes);
  }
}
